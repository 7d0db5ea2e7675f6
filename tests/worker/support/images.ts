// Decoding helpers for tests that look at exported pixels.
import { decode as decodeJpegBytes } from "jpeg-js";
import { decode as decodePngBytes } from "fast-png";

export interface Image {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel. */
  data: Uint8Array;
}

export function decodePng(bytes: Uint8Array): Image {
  const png = decodePngBytes(bytes);
  if (png.channels !== 4 || png.depth !== 8) throw new Error(`expected 8-bit RGBA, got ${png.channels}×${png.depth}`);
  return { width: png.width, height: png.height, data: png.data as Uint8Array };
}

export function decodeJpeg(bytes: Uint8Array): Image {
  const img = decodeJpegBytes(bytes, { useTArray: true, formatAsRGBA: true });
  return { width: img.width, height: img.height, data: img.data };
}

export function pixel(img: Image, x: number, y: number): [number, number, number, number] {
  const i = (y * img.width + x) * 4;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!, img.data[i + 3]!];
}

/** Bounding box of the pixels that differ from the background (alpha > 0 when transparent). */
export function inkBox(img: Image, isInk: (p: [number, number, number, number]) => boolean) {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      if (isInk(pixel(img, x, y))) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  return { minX, minY, maxX, maxY };
}

export const transparentInk = (p: [number, number, number, number]) => p[3] > 0;
export const onWhiteInk = (p: [number, number, number, number]) => p[0] + p[1] + p[2] < 3 * 235;

/** The first pixel where two images differ (or their sizes), named for a failure message. */
export function firstDifference(a: Image, b: Image, names: [string, string] = ["ours", "reference"]): string | undefined {
  if (a.width !== b.width || a.height !== b.height) return `size ${a.width}×${a.height} vs ${b.width}×${b.height}`;
  for (let i = 0; i < a.data.length; i++) {
    if (a.data[i] !== b.data[i]) {
      const p = Math.floor(i / 4);
      const at = (img: Image) => Array.from(img.data.subarray(p * 4, p * 4 + 4)).join(",");
      return `pixel (${p % a.width}, ${Math.floor(p / a.width)}): ${names[0]} ${at(a)}, ${names[1]} ${at(b)}`;
    }
  }
  return undefined;
}
