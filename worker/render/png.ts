// PNG encoder for rendered logos. resvg's own encoder spends ~75% of an export; this is the part
// we own (see npm run bench). A logo is mostly rows identical to the row above (transparent or
// flat background), which Up-filter to zeros and cost a handful of tokens; only rows that differ
// are un-premultiplied, filtered and tokenised. See deflate.ts for the zlib stream.
import { ZlibRunWriter } from "./deflate";

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

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

/** Turns premultiplied RGBA (as resvg renders it) into straight alpha, in place. */
export function unpremultiply(rgba: Uint8Array, start = 0, end = rgba.length): void {
  for (let i = start + 3; i < end; i += 4) {
    const a = rgba[i]!;
    if (a === 255 || a === 0) continue;
    const f = 255 / a;
    rgba[i - 3] = Math.min(255, Math.round(rgba[i - 3]! * f));
    rgba[i - 2] = Math.min(255, Math.round(rgba[i - 2]! * f));
    rgba[i - 1] = Math.min(255, Math.round(rgba[i - 1]! * f));
  }
}

/** Pixel bounds outside which the image is known to be plain background (from the layout). */
export interface InkBand {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The zlib stream of the Up-filtered image. Takes premultiplied RGBA (resvg's output) and
 * un-premultiplies it in place first. With an ink band, rows and columns outside it are taken to
 * be background without being looked at: every such row must equal row 0, which is encoded in
 * full. logoSvg guarantees that by drawing the background past the viewBox (an odd width once
 * left a translucent sliver in row 0 and this writer copied it into every row);
 * tests/worker/exports-sweep.test.ts compares the result with resvg's own PNG at random widths.
 */
export function pngImageData(rgba: Uint8Array, width: number, height: number, band?: InkBand): Uint8Array {
  if (rgba.byteOffset % 4 !== 0) rgba = rgba.slice();
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const stride = width * 4;
  const x0 = band ? Math.max(0, Math.floor(band.left)) : 0;
  const x1 = band ? Math.min(width, Math.ceil(band.right) + 1) : width;
  const y0 = band ? Math.max(1, Math.floor(band.top)) : 1;
  const y1 = band ? Math.min(height, Math.ceil(band.bottom) + 1) : height;
  unpremultiply(rgba, 0, stride);
  for (let y = y0; y < y1; y++) unpremultiply(rgba, (y * width + x0) * 4, (y * width + x1) * 4);
  const z = new ZlibRunWriter();
  // Row 0 is filtered against a transparent row; later rows against the row above (Up).
  let above = -1;
  for (let y = 0; y < height; y++) {
    z.push(2); // filter type Up
    const row = y * width;
    if (y > 0 && (y < y0 || y >= y1)) {
      z.pushZeros(stride);
      above = row;
      continue;
    }
    const from = y === 0 ? 0 : x0;
    const to = y === 0 ? width : x1;
    z.pushZeros(from * 4);
    let x = from;
    while (x < to) {
      // Words equal to the row above filter to zeros; gather them in one go.
      const start = x;
      if (above >= 0) while (x < to && words[row + x] === words[above + x]) x++;
      else while (x < to && words[row + x] === 0) x++;
      if (x > start) z.pushZeros((x - start) * 4);
      if (x >= to) break;
      const p = (row + x) * 4;
      if (above >= 0) {
        const q = (above + x) * 4;
        z.push((rgba[p]! - rgba[q]!) & 0xff);
        z.push((rgba[p + 1]! - rgba[q + 1]!) & 0xff);
        z.push((rgba[p + 2]! - rgba[q + 2]!) & 0xff);
        z.push((rgba[p + 3]! - rgba[q + 3]!) & 0xff);
      } else {
        z.push(rgba[p]!);
        z.push(rgba[p + 1]!);
        z.push(rgba[p + 2]!);
        z.push(rgba[p + 3]!);
      }
      x++;
    }
    z.pushZeros((width - to) * 4);
    above = row;
  }
  return z.finish();
}

/** Encodes premultiplied RGBA (as resvg renders it) as an 8-bit straight-alpha RGBA PNG. */
export async function encodePng(rgba: Uint8Array, width: number, height: number, band?: InkBand): Promise<Uint8Array> {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", pngImageData(rgba, width, height, band)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
