// The encoders in worker/render/codec/, judged by decoders we did not write: node:zlib (strict
// inflate and Adler-32), fast-png, jpeg-js and libjpeg (mozjpeg's decoder, as wasm), and resvg's
// own PNG encoder for anti-aliased pixels. Sizes that are not multiples of 8, 1×1, all
// transparent, all ink, every background, rows in any grouping.
import { readFileSync } from "node:fs";
import { inflateSync, deflateSync } from "node:zlib";
import fc from "fast-check";
import { decode as decodePngBytes } from "fast-png";
import { decode as decodeJpegJs } from "jpeg-js";
import libjpegDecode, { init as initLibjpeg } from "@jsquash/jpeg/decode";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { zlib } from "../../worker/render/codec/deflate";
import { canonicalCodes, codeLengths } from "../../worker/render/codec/huffman";
import { icoFromPngs } from "../../worker/render/codec/ico";
import { JpegWriter, encodeJpeg, jpegCodeLengths } from "../../worker/render/codec/jpeg";
import { PngWriter, encodePng } from "../../worker/render/codec/png";
import { idatStream } from "../support/png-chunks";
import { rgbPsnr as psnr } from "../support/psnr";

const SIZES: [number, number][] = [[1, 1], [2, 1], [7, 3], [9, 9], [17, 8], [64, 33], [257, 129]];
const BACKGROUNDS = {
  transparent: { r: 0, g: 0, b: 0, a: 0 },
  white: { r: 255, g: 255, b: 255, a: 255 },
  black: { r: 0, g: 0, b: 0, a: 255 },
};

beforeAll(async () => {
  await initWasm(readFileSync("node_modules/@resvg/resvg-wasm/index_bg.wasm"));
  (globalThis as { ImageData?: unknown }).ImageData ??= class {
    constructor(readonly data: Uint8ClampedArray, readonly width: number, readonly height: number) {}
  };
  await initLibjpeg({ wasmBinary: readFileSync("node_modules/@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm") } as never);
});

/** Premultiplied RGBA filled by f(x, y) → [r, g, b, a] (opaque or transparent: exact either way). */
function image(w: number, h: number, f: (x: number, y: number) => [number, number, number, number]): Uint8Array {
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.set(f(x, y), (y * w + x) * 4);
  return out;
}

const CONTENTS: Record<string, (x: number, y: number, w: number, h: number) => [number, number, number, number]> = {
  "all transparent": () => [0, 0, 0, 0],
  "all ink": () => [35, 134, 255, 255],
  "horizontal gradient": (x, _y, w) => [Math.round((255 * x) / Math.max(1, w - 1)), 90, 200, 255],
  "a disc of ink": (x, y, w, h) => ((x - w / 2) ** 2 + (y - h / 2) ** 2 < (Math.min(w, h) / 3) ** 2 ? [200, 30, 60, 255] : [0, 0, 0, 0]),
  checkerboard: (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]),
};

function decodePng(bytes: Uint8Array) {
  const png = decodePngBytes(bytes);
  expect([png.channels, png.depth]).toEqual([4, 8]);
  return { width: png.width, height: png.height, data: png.data as Uint8Array };
}

describe("deflate", () => {
  it("round-trips through node:zlib (strict inflate, Adler-32) for runs, repeats and noise", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("run" as const), byte: fc.integer({ min: 0, max: 255 }), n: fc.integer({ min: 1, max: 70_000 }) }),
            fc.record({ kind: fc.constant("noise" as const), bytes: fc.uint8Array({ minLength: 1, maxLength: 3000 }) }),
            fc.record({ kind: fc.constant("repeat" as const), back: fc.integer({ min: 1, max: 40_000 }), n: fc.integer({ min: 1, max: 600 }) }),
          ),
          { maxLength: 30 },
        ),
        (pieces) => {
          const data: number[] = [];
          for (const p of pieces) {
            if (p.kind === "run") for (let i = 0; i < p.n; i++) data.push(p.byte);
            else if (p.kind === "noise") data.push(...p.bytes);
            else for (let i = 0; i < p.n; i++) data.push(data.length >= p.back ? data[data.length - p.back]! : i & 0xff);
          }
          const input = Uint8Array.from(data);
          const out = inflateSync(zlib(input));
          expect(Buffer.compare(out, Buffer.from(input)), `${input.length} bytes`).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("an empty stream is valid", () => {
    expect(inflateSync(zlib(new Uint8Array(0))).length).toBe(0);
  });

  it("finds long-distance copies: repeated rows cost little", () => {
    const row = Uint8Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251);
    const rows = new Uint8Array(row.length * 8);
    for (let r = 0; r < 8; r++) rows.set(row, r * row.length);
    const ours = zlib(rows);
    expect(ours.length).toBeLessThan(row.length * 1.2);
    expect(ours.length / deflateSync(rows, { level: 6 }).length).toBeLessThan(1.1);
  });
});

describe("Huffman tables", () => {
  it("limits code lengths and keeps a complete prefix code", () => {
    const freq: number[] = Array.from({ length: 30 }, (_, i) => (i < 2 ? 1 : 0));
    for (let i = 2; i < 30; i++) freq[i] = freq[i - 1]! + freq[i - 2]!;
    const lengths = codeLengths(freq, 15);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(15);
    expect(lengths.reduce((s, l) => s + 2 ** -l, 0)).toBeCloseTo(1, 9);
  });

  it("JPEG tables: at most 16 bits, and no symbol gets an all-ones code (random statistics)", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 256, maxLength: 256 }), (counts) => {
        const lengths = jpegCodeLengths(Uint32Array.from(counts));
        const codes = canonicalCodes(lengths, false);
        for (let s = 0; s < 256; s++) {
          if (!lengths[s]) continue;
          expect(lengths[s]).toBeLessThanOrEqual(16);
          expect(codes[s], `symbol ${s}`).not.toBe((1 << lengths[s]!) - 1);
        }
        expect(lengths.reduce((sum, l) => sum + (l ? 2 ** -l : 0), 0)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});

describe("PNG", () => {
  for (const [w, h] of SIZES) {
    for (const [name, f] of Object.entries(CONTENTS)) {
      it(`${w}×${h} ${name}: fast-png decodes exactly the pixels; node:zlib inflates the stream`, () => {
        const px = image(w, h, (x, y) => f(x, y, w, h));
        const png = encodePng(px.slice(), w, h);
        const img = decodePng(png);
        expect([img.width, img.height]).toEqual([w, h]);
        expect(Buffer.compare(Buffer.from(img.data), Buffer.from(px))).toBe(0);
        expect(inflateSync(idatStream(png)).length).toBe(h * (w * 4 + 1));
      });
    }
  }

  it("anti-aliased, translucent pixels: exactly resvg's own PNG of the same rendering", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="301" height="151"><defs><linearGradient id="g"><stop offset="0" stop-color="#ff6b6b" stop-opacity="0.4"/><stop offset="1" stop-color="#3a86ff"/></linearGradient></defs><circle cx="90" cy="75" r="61.3" fill="url(#g)"/><path d="M170 20 Q300 75 180 140 Z" fill="#8338ec" fill-opacity="0.7"/></svg>`;
    const r = new Resvg(svg);
    const rendered = r.render();
    const ours = decodePng(encodePng(rendered.pixels.slice(), rendered.width, rendered.height));
    const theirs = decodePng(rendered.asPng());
    expect(Buffer.compare(Buffer.from(ours.data), Buffer.from(theirs.data))).toBe(0);
  });

  it("rows in any grouping, background rows and ink columns: the same pixels; several IDAT chunks stream", () => {
    const [w, h] = [203, 97];
    for (const [bgName, bg] of Object.entries(BACKGROUNDS)) {
      const bgPx: [number, number, number, number] = [bg.r, bg.g, bg.b, bg.a];
      // Ink only in rows 20–69 and columns 30–149; background elsewhere.
      const px = image(w, h, (x, y) => (y >= 20 && y < 70 && x >= 30 && x < 150 && (x * y) % 7 < 4 ? [12, 200, 99, 255] : bgPx));
      const writer = new PngWriter(w, h, bg, { left: 30, right: 149 });
      const pieces: Uint8Array[] = [];
      writer.backgroundRows(20);
      for (let y = 20; y < 70; ) {
        const n = Math.min(1 + (y % 5), 70 - y);
        writer.rows(px.slice(y * w * 4, (y + n) * w * 4), n);
        pieces.push(writer.take());
        y += n;
      }
      writer.backgroundRows(27);
      pieces.push(writer.finish());
      const png = Buffer.concat(pieces);
      expect(pieces.filter((p) => p.length > 0).length, bgName).toBeGreaterThan(5);
      const img = decodePng(png);
      expect(Buffer.compare(Buffer.from(img.data), Buffer.from(px)), bgName).toBe(0);
      expect(Buffer.compare(Buffer.from(img.data), Buffer.from(decodePng(encodePng(px.slice(), w, h)).data)), bgName).toBe(0);
    }
  });
});

describe("JPEG", () => {
  /** Premultiplied pixels over an opaque background, as the encoder composites them. */
  function over(px: Uint8Array, bg: [number, number, number]): Uint8Array {
    const out = new Uint8Array(px.length);
    for (let i = 0; i < px.length; i += 4) {
      const inv = 255 - px[i + 3]!;
      for (let c = 0; c < 3; c++) out[i + c] = px[i + c]! + Math.floor((bg[c]! * inv + 127) / 255);
      out[i + 3] = 255;
    }
    return out;
  }

  for (const [w, h] of SIZES) {
    for (const [name, f] of Object.entries(CONTENTS)) {
      for (const bg of [[255, 255, 255], [0, 0, 0]] as [number, number, number][]) {
        it(`${w}×${h} ${name} over ${bg.join(",")}: jpeg-js and libjpeg decode it at the right size and quality`, async () => {
          const px = image(w, h, (x, y) => f(x, y, w, h));
          const bytes = encodeJpeg(px, w, h, { quality: 90, background: bg });
          const expected = over(px, bg);
          const viaJpegJs = decodeJpegJs(bytes, { useTArray: true, formatAsRGBA: true });
          const viaLibjpeg = await libjpegDecode(bytes.slice().buffer);
          for (const [decoder, img] of [["jpeg-js", viaJpegJs], ["libjpeg", viaLibjpeg]] as const) {
            expect([img.width, img.height], decoder).toEqual([w, h]);
            // Hard, unsmoothed edges (a pixel checkerboard, a tiny aliased disc) are the worst case
            // for 8×8 DCT blocks at quality 90; smooth content stays above 40 dB.
            const floor = name === "checkerboard" ? 20 : name === "a disc of ink" ? 28 : 40;
            expect(psnr(expected, img.data), `${decoder} PSNR`).toBeGreaterThanOrEqual(floor);
          }
          if (name === "all ink" || name === "all transparent") {
            const [r, g, b] = name === "all ink" ? [35, 134, 255] : bg;
            for (let i = 0; i < viaJpegJs.data.length; i += 4) {
              expect(Math.abs(viaJpegJs.data[i]! - r!) + Math.abs(viaJpegJs.data[i + 1]! - g!) + Math.abs(viaJpegJs.data[i + 2]! - b!)).toBeLessThanOrEqual(6);
            }
          }
        });
      }
    }
  }

  it("rows in any grouping and background rows give the same bytes as the whole image at once", () => {
    const [w, h] = [131, 70];
    const px = image(w, h, (x, y) => (y >= 16 && y < 50 && x > 20 && x < 100 ? [Math.round(x * 2.5), 60, 200, 255] : [0, 0, 0, 0]));
    const whole = encodeJpeg(px, w, h, { quality: 90, background: [255, 255, 255] });
    for (const step of [1, 3, 8, 13]) {
      const writer = new JpegWriter(w, h, { quality: 90, background: [255, 255, 255] }, { left: 18, right: 102 });
      writer.backgroundRows(16);
      for (let y = 16; y < 50; y += step) {
        const n = Math.min(step, 50 - y);
        writer.rows(px.slice(y * w * 4, (y + n) * w * 4), n);
      }
      writer.backgroundRows(h - 50);
      expect(Buffer.compare(Buffer.from(writer.finish()), Buffer.from(whole)), `rows ${step} at a time`).toBe(0);
    }
  });
});

describe("ICO", () => {
  it("lists each PNG with its size and offset, and the PNGs decode", () => {
    const pngs = [16, 32, 256].map((size) => ({ size, png: encodePng(image(size, size, (x) => [x % 256, 0, 0, 255]), size, size) }));
    const ico = icoFromPngs(pngs);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);
    pngs.forEach(({ size, png }, i) => {
      const e = 6 + 16 * i;
      expect(ico[e]).toBe(size >= 256 ? 0 : size);
      const length = view.getUint32(e + 8, true);
      const offset = view.getUint32(e + 12, true);
      expect(length).toBe(png.length);
      const img = decodePng(ico.subarray(offset, offset + length));
      expect([img.width, img.height]).toEqual([size, size]);
    });
  });
});
