// Baseline JPEG encoder (4:4:4, standard Huffman tables) with a fast path for flat blocks:
// a logo is mostly background, and a flat 8×8 block is just a DC difference and an EOB.

const ZIGZAG = new Uint8Array([
  0, 1, 5, 6, 14, 15, 27, 28, 2, 4, 7, 13, 16, 26, 29, 42, 3, 8, 12, 17, 25, 30, 41, 43, 9, 11, 18, 24, 31, 40, 44, 53,
  10, 19, 23, 32, 39, 45, 52, 54, 20, 22, 33, 38, 46, 51, 55, 60, 21, 34, 37, 47, 50, 56, 59, 61, 35, 36, 48, 49, 57, 58, 62, 63,
]);
// ITU T.81 Annex K tables.
const STD_Y_QT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const STD_C_QT = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];
const DC_Y_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_C_BITS = [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
const DC_VALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const AC_Y_BITS = [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d];
const AC_Y_VALS = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08,
  0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
  0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
  0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
  0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6,
  0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2,
  0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];
const AC_C_BITS = [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77];
const AC_C_VALS = [
  0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91,
  0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26,
  0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58,
  0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
  0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4,
  0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda,
  0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
];
const AAN = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

interface Huffman {
  code: Uint16Array;
  size: Uint8Array;
}

function huffman(bits: number[], vals: number[]): Huffman {
  const code = new Uint16Array(256);
  const size = new Uint8Array(256);
  let k = 0;
  let c = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < bits[len - 1]!; i++) {
      code[vals[k]!] = c;
      size[vals[k]!] = len;
      k++;
      c++;
    }
    c <<= 1;
  }
  return { code, size };
}

const HT = {
  dcY: huffman(DC_Y_BITS, DC_VALS),
  dcC: huffman(DC_C_BITS, DC_VALS),
  acY: huffman(AC_Y_BITS, AC_Y_VALS),
  acC: huffman(AC_C_BITS, AC_C_VALS),
};

interface Tables {
  yTable: Uint8Array; // zigzag order, as written in DQT
  cTable: Uint8Array;
  fdY: Float64Array; // natural order divisors for the AAN FDCT
  fdC: Float64Array;
}

const tableCache = new Map<number, Tables>();

function tables(quality: number): Tables {
  let t = tableCache.get(quality);
  if (t) return t;
  const q = Math.min(100, Math.max(1, Math.round(quality)));
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
  t = { yTable, cTable, fdY, fdC };
  tableCache.set(quality, t);
  return t;
}

/** AAN forward DCT in place, then quantisation into zigzag order. */
function fdctQuant(d: Float64Array, fd: Float64Array, out: Int32Array): void {
  for (let o = 0; o < 64; o += 8) dct1d(d, o, 1);
  for (let o = 0; o < 8; o++) dct1d(d, o, 8);
  for (let i = 0; i < 64; i++) {
    const v = d[i]! * fd[i]!;
    out[ZIGZAG[i]!] = v > 0 ? (v + 0.5) | 0 : (v - 0.5) | 0;
  }
}

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

class BitWriter {
  buf: Uint8Array;
  pos = 0;
  private acc = 0;
  private n = 0;
  constructor(capacity: number) {
    this.buf = new Uint8Array(capacity);
  }
  private ensure(extra: number) {
    if (this.pos + extra <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + extra + 1024));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }
  bytes(data: ArrayLike<number>) {
    this.ensure(data.length);
    for (let i = 0; i < data.length; i++) this.buf[this.pos++] = data[i]!;
  }
  word(v: number) {
    this.bytes([(v >> 8) & 0xff, v & 0xff]);
  }
  bits(value: number, length: number) {
    this.acc = (this.acc << length) | (value & ((1 << length) - 1));
    this.n += length;
    while (this.n >= 8) {
      const byte = (this.acc >> (this.n - 8)) & 0xff;
      this.ensure(2);
      this.buf[this.pos++] = byte;
      if (byte === 0xff) this.buf[this.pos++] = 0; // byte stuffing
      this.n -= 8;
    }
    this.acc &= (1 << this.n) - 1;
  }
  flush() {
    if (this.n > 0) this.bits(0x7f, 8 - this.n);
  }
}

function category(v: number): number {
  return v === 0 ? 0 : 32 - Math.clz32(v < 0 ? -v : v);
}

function writeBlock(w: BitWriter, du: Int32Array, prevDc: number, dc: Huffman, ac: Huffman): number {
  const diff = du[0]! - prevDc;
  const cat = category(diff);
  w.bits(dc.code[cat]!, dc.size[cat]!);
  if (cat) w.bits(diff < 0 ? diff + (1 << cat) - 1 : diff, cat);
  let end = 63;
  while (end > 0 && du[end] === 0) end--;
  let i = 1;
  while (i <= end) {
    let zeros = 0;
    while (du[i] === 0) {
      zeros++;
      i++;
    }
    while (zeros >= 16) {
      w.bits(ac.code[0xf0]!, ac.size[0xf0]!);
      zeros -= 16;
    }
    const v = du[i]!;
    const c = category(v);
    const sym = (zeros << 4) | c;
    w.bits(ac.code[sym]!, ac.size[sym]!);
    w.bits(v < 0 ? v + (1 << c) - 1 : v, c);
    i++;
  }
  if (end !== 63) w.bits(ac.code[0]!, ac.size[0]!);
  return du[0]!;
}

function writeHeaders(w: BitWriter, width: number, height: number, t: Tables) {
  w.bytes([0xff, 0xd8]); // SOI
  w.bytes([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]); // APP0 JFIF
  w.bytes([0xff, 0xdb]);
  w.word(132);
  w.bytes([0]);
  w.bytes(t.yTable);
  w.bytes([1]);
  w.bytes(t.cTable);
  w.bytes([0xff, 0xc0]); // SOF0, 3 components, no subsampling
  w.word(17);
  w.bytes([8]);
  w.word(height);
  w.word(width);
  w.bytes([3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  w.bytes([0xff, 0xc4]);
  w.word(2 + 4 * 17 + DC_VALS.length * 2 + AC_Y_VALS.length + AC_C_VALS.length);
  for (const [cls, bits, vals] of [
    [0x00, DC_Y_BITS, DC_VALS],
    [0x10, AC_Y_BITS, AC_Y_VALS],
    [0x01, DC_C_BITS, DC_VALS],
    [0x11, AC_C_BITS, AC_C_VALS],
  ] as const) {
    w.bytes([cls]);
    w.bytes(bits);
    w.bytes(vals);
  }
  w.bytes([0xff, 0xda]); // SOS
  w.word(12);
  w.bytes([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
}

/**
 * Encodes premultiplied RGBA pixels as a JPEG, composited over an opaque background.
 * `plain` turns the flat-block fast path off (the benchmark's straightforward baseline).
 */
export function encodeJpeg(
  rgba: Uint8Array,
  width: number,
  height: number,
  options: { quality?: number; background?: [number, number, number]; plain?: boolean } = {},
): Uint8Array {
  const t = tables(options.quality ?? 90);
  const [bgR, bgG, bgB] = options.background ?? [255, 255, 255];
  const w = new BitWriter(Math.max(4096, (width * height) >> 3));
  writeHeaders(w, width, height, t);
  const Y = new Float64Array(64);
  const U = new Float64Array(64);
  const V = new Float64Array(64);
  const du = new Int32Array(64);
  const flatCache = new Map<number, Int32Array>();
  let dcY = 0;
  let dcU = 0;
  let dcV = 0;

  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      // 1. gather the block (edges replicated), composited over the background
      let flat = !options.plain;
      let first = -1;
      for (let k = 0; k < 64; k++) {
        const y = Math.min(by + (k >> 3), height - 1);
        const x = Math.min(bx + (k & 7), width - 1);
        const p = (y * width + x) * 4;
        const inv = 255 - rgba[p + 3]!;
        const r = rgba[p]! + ((bgR * inv + 127) / 255 | 0);
        const g = rgba[p + 1]! + ((bgG * inv + 127) / 255 | 0);
        const b = rgba[p + 2]! + ((bgB * inv + 127) / 255 | 0);
        const rgb = (r << 16) | (g << 8) | b;
        if (k === 0) first = rgb;
        else if (flat && rgb !== first) flat = false;
        Y[k] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
        U[k] = -0.16874 * r - 0.33126 * g + 0.5 * b;
        V[k] = 0.5 * r - 0.41869 * g - 0.08131 * b;
      }
      // 2. a flat block's three DC values are computed once per colour
      if (flat) {
        let dcs = flatCache.get(first);
        if (!dcs) {
          dcs = new Int32Array(3);
          fdctQuant(Y, t.fdY, du);
          dcs[0] = du[0]!;
          fdctQuant(U, t.fdC, du);
          dcs[1] = du[0]!;
          fdctQuant(V, t.fdC, du);
          dcs[2] = du[0]!;
          flatCache.set(first, dcs);
        }
        du.fill(0);
        du[0] = dcs[0]!;
        dcY = writeBlock(w, du, dcY, HT.dcY, HT.acY);
        du[0] = dcs[1]!;
        dcU = writeBlock(w, du, dcU, HT.dcC, HT.acC);
        du[0] = dcs[2]!;
        dcV = writeBlock(w, du, dcV, HT.dcC, HT.acC);
        continue;
      }
      // 3. otherwise the full DCT per component
      fdctQuant(Y, t.fdY, du);
      dcY = writeBlock(w, du, dcY, HT.dcY, HT.acY);
      fdctQuant(U, t.fdC, du);
      dcU = writeBlock(w, du, dcU, HT.dcC, HT.acC);
      fdctQuant(V, t.fdC, du);
      dcV = writeBlock(w, du, dcV, HT.dcC, HT.acC);
    }
  }
  w.flush();
  w.bytes([0xff, 0xd9]); // EOI
  return w.buf.slice(0, w.pos);
}
