// A streaming PNG writer (8-bit RGBA, straight alpha) for rendered logos. Rows arrive in order, as
// premultiplied RGBA strips (resvg's pixels) or as rows of plain background; every row is Up
// filtered. A logo is mostly rows equal to the row above (background, or a horizontal gradient
// under the row above), which filter to zeros: only the words that changed are un-premultiplied,
// filtered and handed to the deflate writer as spans; the rest are zero runs at O(1) cost.
import { ByteSink } from "./bytes";
import { ZlibWriter } from "./deflate";

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(out: ByteSink, type: string, data: Uint8Array) {
  out.ensure(12 + data.length);
  out.u32(data.length);
  const typeAt = out.pos;
  for (let i = 0; i < 4; i++) out.byte(type.charCodeAt(i));
  out.bytes(data);
  out.u32(crc32(out.buf, typeAt, out.pos));
}

/** Premultiplied RGBA word (little-endian: R in the low byte) → straight alpha. */
function unpremultiplyWord(w: number): number {
  const a = w >>> 24;
  if (a === 255 || a === 0) return w;
  // c · 255 / a, rounded half up as resvg does: not c · (255 / a), whose rounding error can land
  // just below a half (100 · 1.275 = 127.49999…) and give a value one too small.
  const r = Math.min(255, Math.round(((w & 0xff) * 255) / a));
  const g = Math.min(255, Math.round((((w >>> 8) & 0xff) * 255) / a));
  const b = Math.min(255, Math.round((((w >>> 16) & 0xff) * 255) / a));
  return (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
}

/** Pixel columns outside which every row is known to be background (from the layout). */
export interface Columns {
  left: number;
  right: number;
}

export class PngWriter {
  private readonly out = new ByteSink(1 << 12);
  private readonly z = new ZlibWriter();
  /** The previous row, straight alpha and as rendered (a transparent row before the first). */
  private readonly above: Uint32Array;
  private readonly abovePremultiplied: Uint32Array;
  private readonly residual: Uint8Array;
  private readonly residualWords: Uint32Array;
  private y = 0;
  private aboveIsBackground = false;
  readonly width: number;
  readonly height: number;
  private readonly background: { r: number; g: number; b: number; a: number };
  private readonly columns: Columns;

  /**
   * `background` is the premultiplied RGBA of every pixel outside the rendered rows and outside
   * `columns` (0 for transparent). Rows must then be given in order, height of them in all.
   */
  constructor(width: number, height: number, background: { r: number; g: number; b: number; a: number }, columns: Columns = { left: 0, right: width }) {
    this.width = width;
    this.height = height;
    this.background = background;
    this.columns = columns;
    this.above = new Uint32Array(width);
    this.abovePremultiplied = new Uint32Array(width);
    this.residual = new Uint8Array(width * 4);
    this.residualWords = new Uint32Array(this.residual.buffer);
    this.out.bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = new Uint8Array(13);
    const view = new DataView(ihdr.buffer);
    view.setUint32(0, width);
    view.setUint32(4, height);
    ihdr.set([8, 6, 0, 0, 0], 8);
    chunk(this.out, "IHDR", ihdr);
  }

  private get backgroundWord(): number {
    const { r, g, b, a } = this.background;
    return (r | (g << 8) | (b << 16) | (a << 24)) >>> 0;
  }

  /** `count` rows of plain background. */
  backgroundRows(count: number) {
    const stride = this.width * 4;
    for (let k = 0; k < count && this.y < this.height; k++) {
      if (this.aboveIsBackground) {
        this.z.byte(2);
        this.z.zeros(stride);
        this.y++;
        continue;
      }
      this.row(new Uint32Array(this.width).fill(this.backgroundWord), 0, 0, this.width);
      this.aboveIsBackground = true;
    }
  }

  /**
   * `count` rendered rows: premultiplied RGBA, `width` pixels each, from `pixels` (its byte offset
   * a multiple of 4). Outside `columns` they must be background, and are not read (but the first).
   */
  rows(pixels: Uint8Array, count: number) {
    const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length >> 2);
    const x0 = Math.max(0, Math.floor(this.columns.left));
    const x1 = Math.min(this.width, Math.ceil(this.columns.right) + 1);
    for (let k = 0; k < count && this.y < this.height; k++) {
      // The first row is compared with a transparent row: every column counts.
      if (this.y === 0) this.row(words, k * this.width, 0, this.width);
      else this.row(words, k * this.width, x0, x1);
      this.aboveIsBackground = false;
    }
  }

  /** Filters and writes one row whose changes lie within [x0, x1) (outside: same as above). */
  private row(words: Uint32Array, offset: number, x0: number, x1: number) {
    const z = this.z;
    const above = this.above;
    const abovePm = this.abovePremultiplied;
    const res = this.residualWords;
    z.byte(2); // filter type Up
    z.zeros(x0 * 4);
    let x = x0;
    while (x < x1) {
      // Words equal to the row above filter to zeros: skip them in one go.
      const zeroStart = x;
      while (x < x1 && words[offset + x] === abovePm[x]) x++;
      if (x > zeroStart) z.zeros((x - zeroStart) * 4);
      if (x >= x1) break;
      // A span of changed words, ended by two unchanged words in a row (or the row's end).
      const start = x;
      let quiet = 0;
      while (x < x1) {
        const w = words[offset + x]!;
        if (w === abovePm[x]) {
          if (++quiet === 2) break;
          res[x] = 0;
        } else {
          quiet = 0;
          const s = unpremultiplyWord(w);
          const up = above[x]!;
          // Per byte (s − up) mod 256, four lanes at once with no borrow between them.
          res[x] = (((s | 0x80808080) - (up & 0x7f7f7f7f)) ^ ((s ^ ~up) & 0x80808080)) >>> 0;
          above[x] = s;
          abovePm[x] = w;
        }
        x++;
      }
      // The span ends before its trailing unchanged words.
      const end = quiet === 2 ? x - 1 : x - quiet;
      z.span(this.residual, start * 4, end * 4);
      if (x > end) z.zeros((x - end) * 4);
    }
    z.zeros((this.width - x1) * 4);
    this.y++;
  }

  /** This writer's own buffers, in bytes (for the benchmark). */
  get bufferBytes(): number {
    return this.above.byteLength * 2 + this.residual.byteLength + this.z.bufferBytes + this.out.buf.byteLength;
  }

  /** The compressed bytes so far, as complete IDAT chunks (the first call also has the header). */
  take(): Uint8Array {
    this.z.flush(false);
    this.idat();
    return this.out.take();
  }

  /** Rows left unwritten are background; then the last IDAT and IEND (and all not yet taken). */
  finish(): Uint8Array {
    if (this.y < this.height) this.backgroundRows(this.height - this.y);
    this.z.flush(true);
    this.idat();
    chunk(this.out, "IEND", new Uint8Array(0));
    return this.out.take();
  }

  /** The zlib bytes finished so far, as one IDAT chunk. */
  private idat() {
    const data = this.z.sink.take();
    if (data.length) chunk(this.out, "IDAT", data);
  }
}

/** A whole image at once: premultiplied RGBA in, PNG bytes out. */
export function encodePng(rgba: Uint8Array, width: number, height: number, columns?: Columns): Uint8Array {
  if (rgba.byteOffset % 4 !== 0) rgba = rgba.slice();
  const png = new PngWriter(width, height, { r: 0, g: 0, b: 0, a: 0 }, columns);
  png.rows(rgba, height);
  return png.finish();
}
