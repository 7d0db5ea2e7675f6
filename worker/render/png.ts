// PNG encoder on the runtime's native zlib (CompressionStream), with per-row filter choice.
// resvg's own encoder spends ~75% of an export; this is the part we own (see npm run bench).

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
export function unpremultiply(rgba: Uint8Array): void {
  for (let i = 3; i < rgba.length; i += 4) {
    const a = rgba[i]!;
    if (a === 255 || a === 0) continue;
    const f = 255 / a;
    rgba[i - 3] = Math.min(255, Math.round(rgba[i - 3]! * f));
    rgba[i - 2] = Math.min(255, Math.round(rgba[i - 2]! * f));
    rgba[i - 1] = Math.min(255, Math.round(rgba[i - 1]! * f));
  }
}

/**
 * Filters each row (None for a row equal to the one above is replaced by Up, which makes zeros;
 * otherwise the smaller of Sub, Up and Paeth by sum of magnitudes) into one buffer.
 */
export function filterRows(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 4;
  const out = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const prev = row - stride;
    const o = y * (stride + 1);
    if (y > 0 && rowsEqual(rgba, row, prev, stride)) {
      out[o] = 2; // Up: all zeros
      continue;
    }
    let sumSub = 0;
    let sumUp = 0;
    let sumPaeth = 0;
    for (let i = 0; i < stride; i++) {
      const x = rgba[row + i]!;
      const a = i >= 4 ? rgba[row + i - 4]! : 0;
      const b = y > 0 ? rgba[prev + i]! : 0;
      const c = y > 0 && i >= 4 ? rgba[prev + i - 4]! : 0;
      const sub = (x - a) & 0xff;
      const up = (x - b) & 0xff;
      const paeth = (x - paethPredictor(a, b, c)) & 0xff;
      sumSub += sub < 128 ? sub : 256 - sub;
      sumUp += up < 128 ? up : 256 - up;
      sumPaeth += paeth < 128 ? paeth : 256 - paeth;
    }
    const filter = sumSub <= sumUp && sumSub <= sumPaeth ? 1 : sumUp <= sumPaeth ? 2 : 4;
    out[o] = filter;
    for (let i = 0; i < stride; i++) {
      const x = rgba[row + i]!;
      const a = i >= 4 ? rgba[row + i - 4]! : 0;
      const b = y > 0 ? rgba[prev + i]! : 0;
      const pred = filter === 1 ? a : filter === 2 ? b : paethPredictor(a, b, y > 0 && i >= 4 ? rgba[prev + i - 4]! : 0);
      out[o + 1 + i] = (x - pred) & 0xff;
    }
  }
  return out;
}

function rowsEqual(p: Uint8Array, a: number, b: number, n: number): boolean {
  // Compare 4 bytes at a time when aligned (rows of RGBA always are).
  if ((p.byteOffset & 3) === 0) {
    const words = new Uint32Array(p.buffer, p.byteOffset, p.length >> 2);
    const wa = a >> 2;
    const wb = b >> 2;
    for (let i = 0, m = n >> 2; i < m; i++) if (words[wa + i] !== words[wb + i]) return false;
    return true;
  }
  for (let i = 0; i < n; i++) if (p[a + i] !== p[b + i]) return false;
  return true;
}

function paethPredictor(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Encodes straight-alpha RGBA as an 8-bit RGBA PNG. */
export async function encodePng(rgba: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const idat = await deflate(filterRows(rgba, width, height));
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
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
