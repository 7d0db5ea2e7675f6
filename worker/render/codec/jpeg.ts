// A baseline JPEG writer (4:4:4, libjpeg's quality tables, optimised Huffman tables, overshoot
// deringing, a slightly wider zero bin) for rendered logos, fed row by row like the PNG writer. Two passes, but over symbols rather than pixels: while
// rows arrive, each 8×8 block becomes its Huffman symbols (with their extra bits), kept compactly,
// and the symbol statistics are counted; finish() builds the optimal tables and writes the file.
// A logo is mostly background, and a run of identical flat blocks is stored as one entry.
// Fast paths: a block of one colour costs a word comparison per pixel and a cached DC triple; a
// block whose rows are all the same (a horizontal gradient inside a letter) needs one 1-D DCT.
import { ByteSink } from "./bytes";
import { canonicalCodes, codeLengths } from "./huffman";

const ZIGZAG = new Uint8Array([
  0, 1, 5, 6, 14, 15, 27, 28, 2, 4, 7, 13, 16, 26, 29, 42, 3, 8, 12, 17, 25, 30, 41, 43, 9, 11, 18, 24, 31, 40, 44, 53,
  10, 19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38, 46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61, 35, 36, 48, 49, 57, 58, 62, 63,
]);
/** Natural (row-major) index of each zigzag position. */
const NATURAL = (() => {
  const t = new Uint8Array(64);
  for (let i = 0; i < 64; i++) t[ZIGZAG[i]!] = i;
  return t;
})();
// ITU T.81 Annex K tables (libjpeg's base tables).
const STD_Y_QT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const STD_C_QT = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];
const AAN = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

// Symbol entries: table (2 bits) | symbol (8 bits) << 2 | extra-bit count (4) << 10 | extra bits (12) << 14.
// Tables: 0 DC luma, 1 AC luma, 2 DC chroma, 3 AC chroma. An entry with the top bit set is a run of
// that many blocks whose three DC differences are 0 and which have no AC coefficients.
const DC_Y = 0;
const AC_Y = 1;
const DC_C = 2;
const AC_C = 3;
const RUN_FLAG = 0x80000000;

interface Tables {
  yTable: Uint8Array; // zigzag order, as written in DQT
  cTable: Uint8Array;
  fdY: Float64Array; // natural order divisors for the AAN FDCT
  fdC: Float64Array;
  fzY: Float64Array; // the same in zigzag order
  fzC: Float64Array;
}

const tableCache = new Map<number, Tables>();

function quantTables(quality: number): Tables {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  let t = tableCache.get(q);
  if (t) return t;
  const sf = q < 50 ? Math.floor(5000 / q) : Math.floor(200 - q * 2);
  const yTable = new Uint8Array(64);
  const cTable = new Uint8Array(64);
  for (let i = 0; i < 64; i++) {
    yTable[ZIGZAG[i]!] = Math.min(255, Math.max(1, Math.floor((STD_Y_QT[i]! * sf + 50) / 100)));
    cTable[ZIGZAG[i]!] = Math.min(255, Math.max(1, Math.floor((STD_C_QT[i]! * sf + 50) / 100)));
  }
  const fdY = new Float64Array(64);
  const fdC = new Float64Array(64);
  for (let row = 0, k = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++, k++) {
      fdY[k] = 1 / (yTable[ZIGZAG[k]!]! * AAN[row]! * AAN[col]! * 8);
      fdC[k] = 1 / (cTable[ZIGZAG[k]!]! * AAN[row]! * AAN[col]! * 8);
    }
  }
  const fzY = new Float64Array(64);
  const fzC = new Float64Array(64);
  for (let z = 0; z < 64; z++) {
    fzY[z] = fdY[NATURAL[z]!]!;
    fzC[z] = fdC[NATURAL[z]!]!;
  }
  t = { yTable, cTable, fdY, fdC, fzY, fzC };
  tableCache.set(q, t);
  return t;
}

/** AAN forward DCT of 8 values at d[o], d[o + s], … in place (scaled; the divisors undo it). */
function dct1d(d: Float64Array, o: number, s: number): void {
  const d0 = d[o]!, d1 = d[o + s]!, d2 = d[o + 2 * s]!, d3 = d[o + 3 * s]!;
  const d4 = d[o + 4 * s]!, d5 = d[o + 5 * s]!, d6 = d[o + 6 * s]!, d7 = d[o + 7 * s]!;
  const t0 = d0 + d7, t7 = d0 - d7, t1 = d1 + d6, t6 = d1 - d6;
  const t2 = d2 + d5, t5 = d2 - d5, t3 = d3 + d4, t4 = d3 - d4;
  let t10 = t0 + t3;
  const t13 = t0 - t3;
  let t11 = t1 + t2;
  let t12 = t1 - t2;
  d[o] = t10 + t11;
  d[o + 4 * s] = t10 - t11;
  const z1 = (t12 + t13) * 0.707106781;
  d[o + 2 * s] = t13 + z1;
  d[o + 6 * s] = t13 - z1;
  t10 = t4 + t5;
  t11 = t5 + t6;
  t12 = t6 + t7;
  const z5 = (t10 - t12) * 0.382683433;
  const z2 = 0.5411961 * t10 + z5;
  const z4 = 1.306562965 * t12 + z5;
  const z3 = t11 * 0.707106781;
  const z11 = t7 + z3;
  const z13 = t7 - z3;
  d[o + 5 * s] = z13 + z2;
  d[o + 3 * s] = z13 - z2;
  d[o + s] = z11 + z4;
  d[o + 7 * s] = z11 - z4;
}

/**
 * AC coefficients below this many quantisation steps become 0 (plain rounding would say 0.5):
 * a slightly wider zero bin, the cheapest rate-distortion trade there is. Measured on the benchmark
 * logos against libjpeg-turbo at the same tables: 0.5 → 0.2–1.6% smaller files at +0.48 dB or
 * more (deringing's gain); 0.55 → 1.9% or more smaller at +0.22 dB or more; 0.6 → loses PSNR.
 */
const AC_DEADZONE = 0.55;

const round = (v: number) => (v > 0 ? (v + 0.5) | 0 : (v - 0.5) | 0);
/** Zigzag positions 1–63, and those of the first row's coefficients (all a row-constant block has). */
const ALL_ZIGZAG = Uint8Array.from({ length: 63 }, (_, i) => i + 1);
const ROW0_ZIGZAG = Uint8Array.from([1, 2, 3, 4, 5, 6, 7], (n) => ZIGZAG[n]!).sort();


/** Catmull-Rom spline through v2 and v3 (v1, v4 beyond them), at t in [0, 1]. */
function catmullRom(v1: number, v2: number, v3: number, v4: number, t: number, size: number): number {
  const tan1 = (v3 - v1) * size;
  const tan2 = (v4 - v2) * size;
  const t2 = t * t;
  const t3 = t2 * t;
  return v2 * (2 * t3 - 3 * t2 + 1) + tan1 * (t3 - 2 * t2 + t) + v3 * (-2 * t3 + 3 * t2) + tan2 * (t3 - t2);
}

const SATURATED = 127 - 1e-6;

/**
 * Overshoot deringing (after mozjpeg's): in a block where some samples sit at the top of the range
 * (a logo's white background: Y = 255), those samples may as well be higher, since every decoder
 * clamps them back to 255. Each run of them (in zigzag order) becomes a smooth arc continuing the
 * slope of its neighbours, which leaves fewer and smaller high-frequency coefficients than a hard
 * edge: less ringing next to the ink (+0.5 dB on the benchmark logos). Black backgrounds get the
 * same at the bottom of the range, on mirrored samples (v → −1 − v maps [−128, 127] onto itself).
 * d: level-shifted samples, natural order.
 */
function dering(d: Float64Array, dcQuant: number): void {
  let high = 0;
  let low = 0;
  for (let i = 0; i < 64; i++) {
    const v = d[i]!;
    if (v >= SATURATED) high++;
    else if (v <= -1 - SATURATED) low++;
  }
  if (high > 0 && high < 64) deringHigh(d, dcQuant, high);
  if (low > 0 && low < 64) {
    for (let i = 0; i < 64; i++) d[i] = -1 - d[i]!;
    deringHigh(d, dcQuant, low);
    for (let i = 0; i < 64; i++) d[i] = -1 - d[i]!;
  }
}

function deringHigh(d: Float64Array, dcQuant: number, count: number): void {
  let sum = 0;
  for (let i = 0; i < 64; i++) sum += d[i]!;
  // Too much overshoot wraps after clamping, and the DC must stay in range.
  const ceiling = 127 + Math.min(31, 2 * dcQuant, (127 * 64 - sum) / count);
  let n = 0;
  while (n < 64) {
    if (d[NATURAL[n]!]! < SATURATED) {
      n++;
      continue;
    }
    const start = n;
    while (++n < 64 && d[NATURAL[n]!]! >= SATURATED);
    const end = n;
    const f1 = d[NATURAL[start >= 1 ? start - 1 : 0]!]!;
    const f2 = d[NATURAL[start >= 2 ? start - 2 : 0]!]!;
    const l1 = d[NATURAL[end < 63 ? end : 63]!]!;
    const l2 = d[NATURAL[end < 62 ? end + 1 : 63]!]!;
    let fslope = Math.max(f1 - f2, 127 - f1);
    let lslope = Math.max(l1 - l2, 127 - l1);
    if (start === 0) fslope = lslope;
    if (end === 64) lslope = fslope;
    const size = end - start;
    const step = 1 / (size + 1);
    for (let i = start, position = step; i < end; i++, position += step) {
      d[NATURAL[i]!] = Math.min(Math.ceil(catmullRom(127 - fslope, 127, 127, 127 - lslope, position, size)), ceiling);
    }
  }
}

function category(v: number): number {
  return v === 0 ? 0 : 32 - Math.clz32(v < 0 ? -v : v);
}

export interface JpegOptions {
  quality: number;
  /** The opaque colour transparent pixels are composited over. */
  background: [number, number, number];
  /** Overshoot deringing of blocks that touch white or black (default on). */
  deringing?: boolean;
}

export class JpegWriter {
  readonly width: number;
  readonly height: number;
  private readonly t: Tables;
  /** Premultiplied RGBA word of the background (what resvg draws there). */
  private readonly bgWord: number;
  // (bg · (255 − a) + 127) / 255 per alpha, per channel: compositing by lookup.
  private readonly under: Uint8Array[];
  // Eight rows being gathered when rows do not arrive in multiples of eight.
  private readonly band: Uint32Array;
  private bandRows = 0;
  private blockRows = 0;
  // Symbols and their statistics.
  private entries = new Uint32Array(1 << 14);
  private count = 0;
  private readonly freq = [new Uint32Array(257), new Uint32Array(257), new Uint32Array(257), new Uint32Array(257)];
  private prevDc = [0, 0, 0];
  // Scratch.
  private readonly Y = new Float64Array(64);
  private readonly U = new Float64Array(64);
  private readonly V = new Float64Array(64);
  private readonly px = new Uint32Array(64);
  private readonly rowOffsets = new Int32Array(8);
  private readonly flatDc = new Map<number, Int32Array>();

  private readonly columns: { left: number; right: number };
  /** Overshoot deringing on (JpegOptions.deringing). */
  private readonly deringing: boolean;

  /** Outside `columns` every row must be background (from the layout); those blocks are not read. */
  constructor(width: number, height: number, options: JpegOptions, columns: { left: number; right: number } = { left: 0, right: width }) {
    this.columns = columns;
    this.deringing = options.deringing ?? true;
    this.width = width;
    this.height = height;
    this.t = quantTables(options.quality);
    const [r, g, b] = options.background;
    this.bgWord = (r | (g << 8) | (b << 16) | (255 << 24)) >>> 0;
    this.under = options.background.map((c) => {
      const lut = new Uint8Array(256);
      for (let a = 0; a < 256; a++) lut[a] = ((c * (255 - a) + 127) / 255) | 0;
      return lut;
    });
    this.band = new Uint32Array(width * 8);
  }

  /** Peak bytes held by this writer's own buffers so far (for the benchmark). */
  get bufferBytes(): number {
    return this.entries.byteLength + this.band.byteLength;
  }

  /** `count` rows of plain background. */
  backgroundRows(count: number) {
    let left = Math.min(count, this.height - (this.blockRows * 8 + this.bandRows));
    // Whole block rows need no pixels at all; rows that start or end a block row go through the band.
    while (left > 0) {
      if (this.bandRows === 0 && left >= 8) {
        this.flatBlockRow(this.bgWord);
        left -= 8;
        continue;
      }
      this.band.fill(this.bgWord, this.bandRows * this.width, (this.bandRows + 1) * this.width);
      this.bandRows++;
      left--;
      if (this.bandRows === 8) this.encodeBand(this.band, 0);
    }
  }

  /** `count` rendered rows: premultiplied RGBA, `width` pixels each (byte offset a multiple of 4). */
  rows(pixels: Uint8Array, count: number) {
    const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
    let k = 0;
    const w = this.width;
    while (k < count) {
      if (this.bandRows === 0 && count - k >= 8) {
        this.encodeBand(words, k * w);
        k += 8;
        continue;
      }
      this.band.set(words.subarray(k * w, (k + 1) * w), this.bandRows * w);
      this.bandRows++;
      k++;
      if (this.bandRows === 8) this.encodeBand(this.band, 0);
    }
  }

  /** `n` flat blocks whose DC differences are all zero: extends the last run. */
  private zeroBlocks(n: number) {
    if (n <= 0) return;
    const f = this.freq;
    f[DC_Y]![0]! += n;
    f[AC_Y]![0]! += n;
    f[DC_C]![0]! += 2 * n;
    f[AC_C]![0]! += 2 * n;
    const last = this.count - 1;
    if (last >= 0 && this.entries[last]! & RUN_FLAG) this.entries[last] = (this.entries[last]! + n) >>> 0;
    else {
      this.room();
      this.entries[this.count++] = (RUN_FLAG | n) >>> 0;
    }
  }

  /** Room for one more block's symbols (at most 64 a component). */
  private room() {
    if (this.count + 64 > this.entries.length) {
      const next = new Uint32Array(this.entries.length * 2);
      next.set(this.entries);
      this.entries = next;
    }
  }

  /** The symbol of a component's DC value, coded as the difference from the previous block's. */
  private dcSymbol(component: number, dc: number) {
    const table = component === 0 ? DC_Y : DC_C;
    const diff = dc - this.prevDc[component]!;
    this.prevDc[component] = dc;
    const cat = category(diff);
    this.freq[table]![cat]!++;
    this.entries[this.count++] = table | (cat << 2) | (cat << 10) | ((diff < 0 ? diff + (1 << cat) - 1 : diff) << 14);
  }

  /** The three quantised DC values of a block filled with one (composited) colour. */
  private flatDcs(rgb: number): Int32Array {
    let dcs = this.flatDc.get(rgb);
    if (dcs) return dcs;
    const r = rgb & 0xff;
    const g = (rgb >>> 8) & 0xff;
    const b = (rgb >>> 16) & 0xff;
    const { fdY, fdC } = this.t;
    // A flat block's DCT is 64 × the value at DC (8 per 1-D pass).
    const y = 0.299 * r + 0.587 * g + 0.114 * b - 128;
    const u = -0.16874 * r - 0.33126 * g + 0.5 * b;
    const v = 0.5 * r - 0.41869 * g - 0.08131 * b;
    const q = (x: number) => (x > 0 ? (x + 0.5) | 0 : (x - 0.5) | 0);
    dcs = Int32Array.of(q(y * 64 * fdY[0]!), q(u * 64 * fdC[0]!), q(v * 64 * fdC[0]!));
    this.flatDc.set(rgb, dcs);
    return dcs;
  }

  private flatBlock(rgb: number) {
    const dcs = this.flatDcs(rgb);
    const p = this.prevDc;
    if (dcs[0] === p[0] && dcs[1] === p[1] && dcs[2] === p[2]) {
      this.zeroBlocks(1);
      return;
    }
    // Each component: its DC, then end of block.
    this.room();
    for (let c = 0; c < 3; c++) {
      this.dcSymbol(c, dcs[c]!);
      const ac = c === 0 ? AC_Y : AC_C;
      this.freq[ac]![0]!++;
      this.entries[this.count++] = ac;
    }
  }

  /** A whole row of blocks of one premultiplied colour (background rows). */
  private flatBlockRow(word: number) {
    const rgb = this.composite(word);
    const blocks = Math.ceil(this.width / 8);
    this.flatBlock(rgb);
    // The rest repeat the first: zero DC differences.
    this.zeroBlocks(blocks - 1);
    this.blockRows++;
  }

  /** A premultiplied RGBA word over the background → 0x00BBGGRR. */
  private composite(w: number): number {
    const a = w >>> 24;
    if (a === 255) return w & 0xffffff;
    const r = (w & 0xff) + this.under[0]![a]!;
    const g = ((w >>> 8) & 0xff) + this.under[1]![a]!;
    const b = ((w >>> 16) & 0xff) + this.under[2]![a]!;
    return r | (g << 8) | (b << 16);
  }

  /** Encodes eight rows starting at words[offset] (fewer at the bottom edge: the last is repeated). */
  private encodeBand(words: Uint32Array, offset: number) {
    const w = this.width;
    const rows = Math.min(8, this.height - this.blockRows * 8);
    const ro = this.rowOffsets;
    for (let yy = 0; yy < 8; yy++) ro[yy] = offset + Math.min(yy, rows - 1) * w;
    const { fzY, fzC } = this.t;
    const { Y, U, V, px } = this;
    // Blocks wholly outside the ink's columns are background: not even read.
    const inkFrom = Math.max(0, Math.floor(this.columns.left / 8) * 8);
    const inkTo = Math.min(w, Math.ceil((this.columns.right + 1) / 8) * 8);
    const bgRgb = this.composite(this.bgWord);
    for (let bx = 0; bx < w; bx += 8) {
      if (bx + 8 <= inkFrom || bx >= inkTo) {
        this.flatBlock(bgRgb);
        continue;
      }
      // 1. one colour? rows all alike? (read in place; the last column repeats at the right edge)
      const interior = bx + 8 <= w;
      const r0 = ro[0]! + bx;
      const first = words[r0]!;
      let flat = true;
      let rowsEqual = true;
      if (interior) {
        for (let xx = 1; xx < 8; xx++) {
          if (words[r0 + xx] !== first) {
            flat = false;
            break;
          }
        }
        for (let yy = 1; yy < 8 && rowsEqual; yy++) {
          const r = ro[yy]! + bx;
          for (let xx = 0; xx < 8; xx++) {
            if (words[r + xx] !== words[r0 + xx]) {
              rowsEqual = false;
              break;
            }
          }
        }
      } else {
        for (let k = 0; k < 64; k++) {
          const v = words[ro[k >> 3]! + Math.min(bx + (k & 7), w - 1)]!;
          if (v !== first) flat = false;
          if (v !== words[r0 + Math.min(k & 7, w - 1 - bx)]) rowsEqual = false;
        }
      }
      if (flat && rowsEqual) {
        this.flatBlock(this.composite(first));
        continue;
      }
      // 2. the pixels needed: one row when all rows are alike
      const pixelRows = rowsEqual ? 1 : 8;
      for (let yy = 0; yy < pixelRows; yy++) {
        const r = ro[yy]!;
        if (interior) for (let xx = 0; xx < 8; xx++) px[yy * 8 + xx] = words[r + bx + xx]!;
        else for (let xx = 0; xx < 8; xx++) px[yy * 8 + xx] = words[r + Math.min(bx + xx, w - 1)]!;
      }
      // 3. colour conversion
      const n = rowsEqual ? 8 : 64;
      for (let k = 0; k < n; k++) {
        const w0 = px[k]!;
        const rgb = w0 >>> 24 === 255 ? w0 & 0xffffff : this.composite(w0);
        const r = rgb & 0xff;
        const g = (rgb >>> 8) & 0xff;
        const b = (rgb >>> 16) & 0xff;
        Y[k] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
        U[k] = -0.16874 * r - 0.33126 * g + 0.5 * b;
        V[k] = 0.5 * r - 0.41869 * g - 0.08131 * b;
      }
      // 4. deringing where samples sit at the ends of the range (a 1-D block becomes 2-D first)
      if (this.deringing) {
        let saturated = false;
        for (let k = 0; k < n && !saturated; k++) saturated = Y[k]! >= SATURATED || Y[k]! <= -128 + 1e-6;
        if (saturated) {
          if (rowsEqual) {
            for (let k = 8; k < 64; k++) {
              Y[k] = Y[k & 7]!;
              U[k] = U[k & 7]!;
              V[k] = V[k & 7]!;
            }
            rowsEqual = false;
          }
          dering(Y, this.t.yTable[0]!);
        }
      }
      // 5. DCT, quantisation, symbols
      this.transform(Y, fzY, rowsEqual, 0);
      this.transform(U, fzC, rowsEqual, 1);
      this.transform(V, fzC, rowsEqual, 2);
    }
    this.blockRows++;
    this.bandRows = 0;
  }

  /**
   * DCT, quantisation (zigzag order) and the block's symbols in one pass: zero runs are counted
   * as the coefficients come, so nothing is stored and scanned again.
   */
  private transform(data: Float64Array, fz: Float64Array, rowsEqual: boolean, component: number) {
    dct1d(data, 0, 1);
    if (!rowsEqual) {
      for (let o = 8; o < 64; o += 8) dct1d(data, o, 1);
      for (let o = 0; o < 8; o++) dct1d(data, o, 8);
    }
    // Every row equal: only the first row of coefficients is non-zero, 8 × the row's 1-D DCT.
    const scale = rowsEqual ? 8 : 1;
    const acTable = component === 0 ? AC_Y : AC_C;
    this.room();
    this.dcSymbol(component, round(data[0]! * scale * fz[0]!));
    const entries = this.entries;
    const acFreq = this.freq[acTable]!;
    let count = this.count;
    const positions = rowsEqual ? ROW0_ZIGZAG : ALL_ZIGZAG;
    let last = 0; // zigzag position of the last coefficient written
    for (let k = 0; k < positions.length; k++) {
      const z = positions[k]!;
      const x = data[NATURAL[z]!]! * scale * fz[z]!;
      if (x > -AC_DEADZONE && x < AC_DEADZONE) continue;
      const v = round(x);
      let zeros = z - last - 1;
      while (zeros >= 16) {
        acFreq[0xf0]!++;
        entries[count++] = acTable | (0xf0 << 2);
        zeros -= 16;
      }
      const c = category(v);
      const sym = (zeros << 4) | c;
      acFreq[sym]!++;
      entries[count++] = acTable | (sym << 2) | (c << 10) | ((v < 0 ? v + (1 << c) - 1 : v) << 14);
      last = z;
    }
    if (last !== 63) {
      acFreq[0]!++;
      entries[count++] = acTable; // EOB
    }
    this.count = count;
  }

  /** Pads the last block row, builds the optimal tables and writes the whole file. */
  finish(): Uint8Array {
    if (this.bandRows > 0) {
      // Replicate the last row into the rest of the band.
      const w = this.width;
      const lastRow = this.band.subarray((this.bandRows - 1) * w, this.bandRows * w);
      for (let r = this.bandRows; r < 8; r++) this.band.set(lastRow, r * w);
      this.encodeBand(this.band, 0);
    }
    const lengths = this.freq.map((f) => jpegCodeLengths(f));
    const codes = lengths.map((l) => canonicalCodes(l, false));
    const head = new ByteSink(1 << 10);
    this.writeHeaders(head, lengths);
    // Each table's symbols as (code << 5) | length, one lookup per symbol.
    const table = new Uint32Array(4 * 256);
    let bitsTotal = 0;
    for (let t = 0; t < 4; t++) {
      for (let sym = 0; sym < 256; sym++) {
        table[t * 256 + sym] = (codes[t]![sym]! << 5) | lengths[t]![sym]!;
        bitsTotal += this.freq[t]![sym]! * lengths[t]![sym]!;
      }
    }
    // Room for every code, up to 11 extra bits per entry, and a stuffed 0 after each byte at worst.
    const data = new Uint8Array(2 * (Math.ceil(bitsTotal / 8) + 2 * this.count) + 16);
    let pos = 0;
    // Entropy-coded data, MSB first, 0xFF stuffed (written inline: this loop is hot).
    let acc = 0;
    let n = 0;
    // A run's block is the same six codes each time, packed into one pattern when it fits 24 bits.
    const zero = [DC_Y, AC_Y, DC_C, AC_C, DC_C, AC_C].map((t) => table[t * 256]!);
    const zeroBits = zero.reduce((sum, c) => sum + (c & 31), 0);
    const zeroCode = zeroBits <= 24 ? zero.reduce((c, e) => (c << (e & 31)) | (e >>> 5), 0) : -1;
    const entries = this.entries;
    // The bit packing is written out at each of its three uses: a function call here (or one
    // loop over pieces) made the whole JPEG encode about 10% slower.
    for (let i = 0; i < this.count; i++) {
      const e = entries[i]!;
      if (e & RUN_FLAG) {
        for (let k = (e & ~RUN_FLAG) >>> 0; k > 0; k--) {
          const parts = zeroCode >= 0 ? 1 : 6;
          for (let p = 0; p < parts; p++) {
            const len = zeroCode >= 0 ? zeroBits : zero[p]! & 31;
            acc = (acc << len) | (zeroCode >= 0 ? zeroCode : zero[p]! >>> 5);
            n += len;
            while (n >= 8) {
              const byte = (acc >>> (n - 8)) & 0xff;
              data[pos++] = byte;
              if (byte === 0xff) data[pos++] = 0;
              n -= 8;
            }
            acc &= (1 << n) - 1;
          }
        }
        continue;
      }
      // The code (≤ 16 bits), then its extra bits (≤ 11), each on top of fewer than 8 pending bits.
      const c = table[((e & 3) << 8) | ((e >>> 2) & 0xff)]!;
      acc = (acc << (c & 31)) | (c >>> 5);
      n += c & 31;
      while (n >= 8) {
        const byte = (acc >>> (n - 8)) & 0xff;
        data[pos++] = byte;
        if (byte === 0xff) data[pos++] = 0;
        n -= 8;
      }
      acc &= (1 << n) - 1;
      const nbits = (e >>> 10) & 0xf;
      if (nbits === 0) continue;
      acc = (acc << nbits) | ((e >>> 14) & ((1 << nbits) - 1));
      n += nbits;
      while (n >= 8) {
        const byte = (acc >>> (n - 8)) & 0xff;
        data[pos++] = byte;
        if (byte === 0xff) data[pos++] = 0;
        n -= 8;
      }
      acc &= (1 << n) - 1;
    }
    if (n > 0) {
      // Pad with ones.
      const byte = ((acc << (8 - n)) | ((1 << (8 - n)) - 1)) & 0xff;
      data[pos++] = byte;
      if (byte === 0xff) data[pos++] = 0;
    }
    const header = head.take();
    const out = new Uint8Array(header.length + pos + 2);
    out.set(header);
    out.set(data.subarray(0, pos), header.length);
    out[header.length + pos] = 0xff; // EOI
    out[header.length + pos + 1] = 0xd9;
    return out;
  }

  private writeHeaders(out: ByteSink, lengths: Uint8Array[]) {
    const { yTable, cTable } = this.t;
    out.bytes([0xff, 0xd8]); // SOI
    out.bytes([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]); // APP0 JFIF
    out.bytes([0xff, 0xdb]);
    out.u16(132);
    out.byte(0);
    out.bytes(yTable);
    out.byte(1);
    out.bytes(cTable);
    out.bytes([0xff, 0xc0]); // SOF0, 3 components, no subsampling
    out.u16(17);
    out.byte(8);
    out.u16(this.height);
    out.u16(this.width);
    out.bytes([3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
    // DHT: class/id, 16 counts, the symbols by code length then value.
    const specs = [
      [0x00, DC_Y],
      [0x10, AC_Y],
      [0x01, DC_C],
      [0x11, AC_C],
    ] as const;
    const segments = specs.map(([id, table]) => {
      const l = lengths[table]!;
      const counts = new Array<number>(16).fill(0);
      const symbols: number[] = [];
      for (let len = 1; len <= 16; len++) {
        for (let s = 0; s < 256; s++) {
          if (l[s] === len) {
            counts[len - 1]!++;
            symbols.push(s);
          }
        }
      }
      return [id, ...counts, ...symbols];
    });
    out.bytes([0xff, 0xc4]);
    out.u16(2 + segments.reduce((s, seg) => s + seg.length, 0));
    for (const seg of segments) out.bytes(seg);
    out.bytes([0xff, 0xda]); // SOS
    out.u16(12);
    out.bytes([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  }
}

/**
 * Code lengths for one JPEG table: at most 16 bits, and the all-ones code of the longest length
 * left unused (libjpeg's rule) by giving it to a reserved symbol, 256, that is never written.
 */
export function jpegCodeLengths(freq: Uint32Array): Uint8Array {
  const f = new Uint32Array(257);
  f.set(freq.subarray(0, 256));
  f[256] = 1;
  const lengths = codeLengths(f, 16);
  // The reserved symbol must be among the longest codes; canonical order then gives it all ones.
  let max = 0;
  let longest = -1;
  for (let s = 0; s < 256; s++) {
    if (lengths[s]! >= max && lengths[s]! > 0) {
      max = lengths[s]!;
      longest = s;
    }
  }
  if (longest >= 0 && lengths[256]! < max) {
    lengths[longest] = lengths[256]!;
    lengths[256] = max;
  }
  return lengths;
}

/** A whole image at once: premultiplied RGBA in, JPEG bytes out. */
export function encodeJpeg(
  rgba: Uint8Array,
  width: number,
  height: number,
  options: { quality?: number; background?: [number, number, number]; deringing?: boolean } = {},
): Uint8Array {
  if (rgba.byteOffset % 4 !== 0) rgba = rgba.slice();
  const jpeg = new JpegWriter(width, height, { quality: options.quality ?? 90, background: options.background ?? [255, 255, 255], deringing: options.deringing });
  jpeg.rows(rgba, height);
  return jpeg.finish();
}
