// Exports over the input space, judged by references we did not write: resvg's own PNG of the
// served SVG (decoded by fast-png), jpeg-js and libjpeg (mozjpeg's decoder) for the JPEG, and
// fast-xml-parser for the SVG. SWEEP_RUNS scales the random properties, SWEEP_WIDTH_MAX the
// exhaustive width sweep (4096 tries every width the API accepts).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import fc from "fast-check";
import { init as initLibjpeg } from "@jsquash/jpeg/decode";
import libjpegDecode from "@jsquash/jpeg/decode";
import libjpegWasm from "../../node_modules/@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { FAMILIES } from "../../shared/catalogue";
import { COMPOSITIONS, DESCRIPTOR_MAX, type Logo } from "../../shared/logo";
import type { Background } from "../../shared/svg";
import { rasteriseToPngPlain } from "../../worker/render/raster";
import { hexColor } from "../support/arbitraries";
import { NAMES, SLOGANS, SYMBOLS } from "../support/corpus";
import { getPath } from "./support/api";
import { decodeJpeg, decodePng, firstDifference, type Image } from "./support/images";

const RUNS = Number(process.env.SWEEP_RUNS ?? 20);
const WIDTH_MAX = Number(process.env.SWEEP_WIDTH_MAX ?? 480);
const NO_STORE = { "cache-control": "no-store" };

type Query = Logo & { bg: Background; width: number };

function path(kind: "png" | "jpeg" | "svg", q: Query): string {
  const p = new URLSearchParams({ text: q.text, font: q.font, colors: q.colors.join(","), bg: q.bg, width: String(q.width) });
  if (q.symbol) p.set("symbol", q.symbol);
  if (q.slogan) p.set("slogan", q.slogan);
  if (q.layout) p.set("layout", q.layout);
  if (q.descriptor) p.set("descriptor", String(q.descriptor));
  return `/api/logo.${kind}?${p}`;
}

async function fetchOk(url: string): Promise<Uint8Array> {
  const res = await getPath(url, NO_STORE);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** Each pixel flattened onto an opaque background, RGB only. */
function flatten(img: Image, bg: number): Float64Array {
  const out = new Float64Array(img.width * img.height * 3);
  for (let i = 0, j = 0; i < img.data.length; i += 4, j += 3) {
    const a = img.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) out[j + c] = img.data[i + c]! * a + bg * (1 - a);
  }
  return out;
}

function psnr(reference: Float64Array, img: Image): number {
  let se = 0;
  for (let i = 0, j = 0; i < img.data.length; i += 4, j += 3) {
    for (let c = 0; c < 3; c++) se += (img.data[i + c]! - reference[j + c]!) ** 2;
  }
  const mse = se / reference.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

/** The first pixel whose alpha is not `alpha`, or undefined. */
function alphaOff(img: Image, alpha: number): string | undefined {
  for (let i = 3; i < img.data.length; i += 4) {
    if (img.data[i] !== alpha) {
      const p = (i - 3) / 4;
      return `pixel (${p % img.width}, ${Math.floor(p / img.width)}) has alpha ${img.data[i]}`;
    }
  }
  return undefined;
}

beforeAll(async () => {
  // mozjpeg's decoder builds an ImageData, which workerd does not have.
  (globalThis as { ImageData?: unknown }).ImageData ??= class {
    constructor(readonly data: Uint8ClampedArray, readonly width: number, readonly height: number) {}
  };
  await initLibjpeg(libjpegWasm);
});

describe("every export width", () => {
  const widths = Array.from({ length: WIDTH_MAX - 63 }, (_, i) => 64 + i);
  it(`PNG on white and black: width × round(width / 2), alpha 255 everywhere, for each width 64–${WIDTH_MAX}`, async () => {
    const problems: string[] = [];
    for (const width of widths) {
      const bg = width % 4 < 2 ? "white" : "black";
      const q: Query = { text: "Dev Stack", font: "IBM Plex Mono", colors: ["#FF6B6B", "#3A86FF"], symbol: "⚡", bg, width };
      const img = decodePng(await fetchOk(path("png", q)));
      if (img.width !== width || img.height !== Math.round(width / 2)) problems.push(`width ${width}: ${img.width}×${img.height}`);
      const off = alphaOff(img, 255);
      if (off) problems.push(`width ${width} on ${bg}: ${off}`);
    }
    expect(problems.slice(0, 10), `${problems.length} of ${widths.length} widths fail`).toEqual([]);
  }, 120_000);

  it("SVG at every width 64–4096: the requested size, and the background rect covers the whole viewport", async () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
    const base: Query = { text: "Harbor & Finch", font: "Montserrat", colors: ["#023047"], bg: "white", width: 64 };
    const problems: string[] = [];
    for (let width = 64; width <= 4096; width++) {
      const svg = new TextDecoder().decode(await fetchOk(path("svg", { ...base, width })));
      const doc = parser.parse(svg).svg;
      const [vx, vy, vw, vh] = String(doc.viewBox).split(" ").map(Number) as [number, number, number, number];
      const w = Number(doc.width);
      const h = Number(doc.height);
      if (w !== width || h !== Math.round(width / 2)) problems.push(`width ${width}: svg is ${w}×${h}`);
      // preserveAspectRatio xMinYMin meet: uniform scale, viewBox at the viewport's top left (an
      // integer shift of the canvas is then an exact strip of it: worker/render/export.ts).
      expect(doc.preserveAspectRatio).toBe("xMinYMin meet");
      const scale = Math.min(w / vw, h / vh);
      const ox = -vx * scale;
      const oy = -vy * scale;
      const r = doc.rect;
      const [rx, ry, rw, rh] = [r.x ?? 0, r.y ?? 0, r.width, r.height].map(Number) as [number, number, number, number];
      if (ox + rx * scale > 0 || oy + ry * scale > 0 || ox + (rx + rw) * scale < w || oy + (ry + rh) * scale < h) {
        problems.push(`width ${width}: the background does not cover ${w}×${h}`);
      }
    }
    expect(problems.slice(0, 10), `${problems.length} widths fail`).toEqual([]);
  }, 120_000);
});

describe("random valid queries (fast-check)", () => {
  const query: fc.Arbitrary<Query> = fc.record(
    {
      text: fc.constantFrom(...NAMES),
      font: fc.constantFrom(...FAMILIES.map((f) => f.family)),
      colors: fc.array(hexColor, { minLength: 1, maxLength: 6 }),
      symbol: fc.option(fc.constantFrom(...SYMBOLS), { nil: undefined }),
      slogan: fc.option(fc.constantFrom(...SLOGANS), { nil: undefined }),
      layout: fc.option(fc.constantFrom(...COMPOSITIONS), { nil: undefined }),
      descriptor: fc.option(fc.integer({ min: 1, max: DESCRIPTOR_MAX }), { nil: undefined }),
      bg: fc.constantFrom("transparent", "white", "black"),
      // Both parities over the whole range, with the small and odd sizes where rounding bites.
      width: fc.oneof(fc.integer({ min: 64, max: 4096 }), fc.integer({ min: 64, max: 300 })),
    },
    { requiredKeys: ["text", "font", "colors", "bg", "width"] },
  );

  it(`PNG = resvg's own rendering of the served SVG, pixel for pixel; SVG well-formed at the asked size (${RUNS} queries)`, async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const svg = new TextDecoder().decode(await fetchOk(path("svg", q)));
        expect(XMLValidator.validate(svg), "well-formed SVG").toBe(true);
        const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(svg).svg;
        expect([Number(doc.width), Number(doc.height)]).toEqual([q.width, Math.round(q.width / 2)]);
        const ours = decodePng(await fetchOk(path("png", q)));
        const theirs = decodePng(await rasteriseToPngPlain(svg, q.width));
        expect(firstDifference(ours, theirs, ["ours", "resvg"]), "PNG vs resvg").toBeUndefined();
        if (q.bg !== "transparent") expect(alphaOff(ours, 255), `opaque on ${q.bg}`).toBeUndefined();
        else {
          // Nothing but ink: the first and last rows hold no ink in any layout.
          const edges = decodePng(await fetchOk(path("png", q)));
          const rowAlpha = (y: number) => edges.data.subarray(y * edges.width * 4, (y + 1) * edges.width * 4).filter((_, i) => i % 4 === 3);
          expect(Math.max(...rowAlpha(0), ...rowAlpha(edges.height - 1)), "transparent edges").toBe(0);
        }
      }),
      { numRuns: RUNS, seed: process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined },
    );
  }, 300_000);

  it(`JPEG decodes with jpeg-js and libjpeg at PSNR ≥ 40 dB against the PNG on its background (${RUNS} queries)`, async () => {
    const worst = { jpegjs: Infinity, libjpeg: Infinity };
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const bg = q.bg === "black" ? "black" : "white";
        const png = decodePng(await fetchOk(path("png", { ...q, bg: "transparent" })));
        const reference = flatten(png, bg === "black" ? 0 : 255);
        const bytes = await fetchOk(path("jpeg", q));
        const viaJpegJs = decodeJpeg(bytes);
        const lib = await libjpegDecode(bytes.slice().buffer);
        const viaLibjpeg: Image = { width: lib.width, height: lib.height, data: new Uint8Array(lib.data.buffer) };
        for (const [name, img] of [["jpegjs", viaJpegJs], ["libjpeg", viaLibjpeg]] as const) {
          expect([img.width, img.height], name).toEqual([png.width, png.height]);
          const db = psnr(reference, img);
          worst[name] = Math.min(worst[name], db);
          expect(db, `${name} PSNR at width ${q.width}`).toBeGreaterThanOrEqual(40);
        }
      }),
      { numRuns: RUNS, seed: process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined },
    );
    console.log(`JPEG PSNR, worst of ${RUNS}: jpeg-js ${worst.jpegjs.toFixed(1)} dB, libjpeg ${worst.libjpeg.toFixed(1)} dB`);
  }, 300_000);
});
