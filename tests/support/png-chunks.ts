// The zlib stream of a PNG: its IDAT chunks' data, joined (for comparing it with zlib itself).
export function idatStream(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [];
  for (let p = 8; p < png.length; ) {
    const len = view.getUint32(p);
    if (String.fromCharCode(...png.subarray(p + 4, p + 8)) === "IDAT") parts.push(png.subarray(p + 8, p + 8 + len));
    p += 12 + len;
  }
  const out = new Uint8Array(parts.reduce((n, x) => n + x.length, 0));
  parts.reduce((o, x) => (out.set(x, o), o + x.length), 0);
  return out;
}
