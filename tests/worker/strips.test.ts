// Strip rendering (worker/render/export.ts) against resvg's rendering of the whole canvas, pixel
// for pixel: seams put everywhere with small strips, gradients and glyphs crossing them, every
// composition, glyph and icon marks, every background, both width parities up to 4096. Then the
// queue that bounds how many exports render at once, and the stream they answer with.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../shared/catalogue";
import { COMPOSITIONS } from "../../shared/logo";
import type { Background } from "../../shared/svg";
import { MAX_ACTIVE, exportBytes, exportQueue, exportStream, runExport, stripOverlap } from "../../worker/render/export";
import { layoutForExport, rasterJob } from "../../worker/render/logo";
import type { Logo } from "../../shared/logo";
import { rasteriseInPlace, rasteriseRows, rasteriseToPngPlain, rendererFaults } from "../../worker/render/raster";
import { randomLogo } from "../support/arbitraries";
import { decodePng, firstDifference, type Image } from "./support/images";
import { budget } from "../support/budget";

// Each random case also renders a whole canvas up to 4096 wide: half the other sweeps' default.
const RUNS = Number(process.env.SWEEP_RUNS ?? 10);
const BACKGROUNDS: Background[] = ["transparent", "white", "black"];
/** The exhaustive width sweep's end (SWEEP_WIDTH_MAX=4096 tries every width the API accepts). */
const WIDTH_MAX = Number(process.env.SWEEP_WIDTH_MAX ?? 160);
/** Every n-th width only (SWEEP_WIDTH_STEP), for a quicker deep run. */
const WIDTH_STEP = Number(process.env.SWEEP_WIDTH_STEP ?? 1);

interface Case extends Logo {
  bg: Background;
  width: number;
  /** Rows per strip (overlap excluded); undefined = the production size. */
  stripRows?: number;
}

const describeCase = (c: Case) => JSON.stringify(c);

/** The strip-rendered PNG and resvg's own PNG of the whole canvas, decoded. */
async function both(c: Case): Promise<{ strips: Image; whole: Image; strips_count: number }> {
  const { layout } = await layoutForExport(env, c);
  const job = { ...rasterJob(layout, "png", { width: c.width, background: c.bg }), stripRows: c.stripRows };
  const { bytes, stats } = await exportBytes(job);
  return { strips: decodePng(bytes), whole: decodePng(await rasteriseToPngPlain(job.svg, c.width)), strips_count: stats.strips };
}

describe("strips equal the whole canvas", () => {
  // Every composition × glyph and icon marks × every background, at widths of both parities,
  // with short strips (seams through every glyph, the disc and the gradient).
  const fixed: Case[] = [];
  const marks = ["⚓", "ph:mountains", "★", "ph:coffee"];
  COMPOSITIONS.forEach((layout, li) => {
    marks.forEach((symbol, mi) => {
      BACKGROUNDS.forEach((bg, bi) => {
        const width = [64, 131, 517, 800, 1201][(li + mi + bi) % 5]!;
        // A seam every 8 rows up to 517 wide, every 24 above (each strip parses the SVG again).
        fixed.push({ text: "Harbor & Finch", font: FAMILIES[(li * 4 + mi) % FAMILIES.length]!.family, colors: ["#FF6B6B", "#3A86FF", "#8338EC"], symbol, slogan: "Coastal goods", layout, bg, width, stripRows: width > 600 ? 24 : 8 });
      });
    });
  });
  it.each(fixed.map((c) => [describeCase(c), c] as const))("%s", async (_, c) => {
    const { strips, whole, strips_count } = await both(c);
    expect(strips_count, "several strips").toBeGreaterThan(1);
    expect(firstDifference(strips, whole, ["strips", "whole canvas"])).toBeUndefined();
  }, budget(1_000));

  it("at 4096 × 2048 with the production strip size (several 4 MiB strips)", async () => {
    const c: Case = { text: "Gritstone Climbing", font: "Playfair Display", colors: ["#1D3557", "#E63946"], symbol: "ph:mountains", slogan: "Since 1998", layout: "stacked", bg: "white", width: 4096 };
    const { strips, whole, strips_count } = await both(c);
    expect(strips_count).toBeGreaterThan(2);
    expect(firstDifference(strips, whole, ["strips", "whole canvas"])).toBeUndefined();
  }, 60_000);

  it(`every ${WIDTH_STEP > 1 ? `${WIDTH_STEP}th ` : ""}width 64–${WIDTH_MAX} with a seam every 37 rows, cycling compositions and backgrounds`, async () => {
    // Rows compared by hash, in place in wasm memory: a 4096-wide canvas twice over as decoded
    // PNGs would not fit the test isolate's memory for thousands of widths.
    const rowHashes = (rgba: Uint8Array, width: number, rows: number) => {
      const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width * rows);
      const out = new Uint32Array(rows);
      for (let r = 0; r < rows; r++) {
        let h = 0x811c9dc5;
        for (let x = r * width; x < (r + 1) * width; x++) h = Math.imul(h ^ words[x]!, 0x01000193);
        out[r] = h >>> 0;
      }
      return out;
    };
    const problems: string[] = [];
    for (let width = 64; width <= WIDTH_MAX; width += WIDTH_STEP) {
      const c: Case = {
        text: "Summit & Co",
        font: FAMILIES[width % FAMILIES.length]!.family,
        colors: ["#1D3557", "#E63946", "#F4A261"],
        symbol: width % 2 ? "ph:mountains" : "⚓",
        slogan: "Since 1998",
        layout: COMPOSITIONS[width % 3],
        bg: BACKGROUNDS[Math.floor(width / 3) % 3]!,
        width,
      };
      const { layout } = await layoutForExport(env, c);
      const job = rasterJob(layout, "png", { width, background: c.bg });
      const whole = await rasteriseInPlace(job.svg, width, (rgba, w, h) => rowHashes(rgba, w, h));
      // The same strips export.ts renders (the band, 37 rows each, its overlap), row by row.
      const overlap = stripOverlap(width);
      const top = Math.max(0, Math.floor(job.band!.top) & ~7);
      const bottom = Math.min(job.height, Math.ceil(job.band!.bottom) + 1);
      for (let y = top; y < bottom; y += 37) {
        const rows = Math.min(37, bottom - y);
        const from = Math.max(top, y - overlap);
        const to = Math.min(bottom, y + rows + overlap);
        const hashes = await rasteriseRows(job.svg, width, job.height, from, to - from, (rgba) => rowHashes(rgba, width, to - from));
        for (let r = 0; r < rows; r++) {
          if (hashes[y - from + r] !== whole[y + r]) {
            problems.push(`${describeCase(c)}: row ${y + r} differs`);
            break;
          }
        }
      }
    }
    expect(problems.slice(0, 5), `${problems.length} strips differ`).toEqual([]);
  }, 3_600_000);

  it(`random names, fonts, marks, widths 64–4096 and strip heights (${RUNS} cases)`, async () => {
    const arb: fc.Arbitrary<Case> = fc
      .tuple(
        randomLogo,
        fc.record(
          {
            bg: fc.constantFrom(...BACKGROUNDS),
            width: fc.oneof(fc.integer({ min: 64, max: 4096 }), fc.integer({ min: 64, max: 600 })),
            stripRows: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
          },
          { requiredKeys: ["bg", "width"] },
        ),
      )
      .map(([logo, size]) => ({ ...logo, ...size }));
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const { strips, whole } = await both(c);
        expect(firstDifference(strips, whole, ["strips", "whole canvas"]), describeCase(c)).toBeUndefined();
      }),
      { numRuns: RUNS, seed: process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined },
    );
  }, 300_000);
});

describe("concurrency and streaming", () => {
  it(`renders at most ${MAX_ACTIVE} exports at once; the rest wait their turn and all finish`, async () => {
    const { layout } = await layoutForExport(env, { text: "Queue", font: "Inter", colors: ["#023047", "#FFB703"] });
    let most = 0;
    let waited = 0;
    const jobs = Array.from({ length: 6 }, (_, i) =>
      runExport({ ...rasterJob(layout, i % 2 ? "jpeg" : "png", { width: 1024 }), stripRows: 16 }, () => {
        most = Math.max(most, exportQueue.active());
        waited = Math.max(waited, exportQueue.waiting());
      }),
    );
    const stats = await Promise.all(jobs);
    expect(stats.every((s) => s.strips > 1)).toBe(true);
    expect(most).toBe(MAX_ACTIVE);
    expect(waited).toBeGreaterThan(0);
    expect(exportQueue.active()).toBe(0);
  });

  it("a PNG streams: strip by strip, the bytes leave in several pieces that form the whole file", async () => {
    const { layout } = await layoutForExport(env, { text: "Streaming", font: "Lora", colors: ["#8338EC", "#3A86FF"], slogan: "Piece by piece" });
    const job = { ...rasterJob(layout, "png", { width: 1600 }), stripRows: 64 };
    const reader = (await exportStream(job)).getReader();
    const pieces: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
    }
    expect(pieces.length).toBeGreaterThan(3);
    const whole = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
    pieces.reduce((o, p) => (whole.set(p, o), o + p.length), 0);
    const img = decodePng(whole);
    expect(firstDifference(img, decodePng(await rasteriseToPngPlain(job.svg, 1600)), ["strips", "whole canvas"])).toBeUndefined();
  });

  it("a reader that goes away stops the rendering and frees its slot", async () => {
    const { layout } = await layoutForExport(env, { text: "Gone Away", font: "Inter", colors: ["#023047", "#FFB703"], slogan: "Halfway" });
    const job = { ...rasterJob(layout, "png", { width: 2048 }), stripRows: 16 };
    const whole = await exportBytes(job);
    const before = rendererFaults.renders();
    const reader = (await exportStream(job)).getReader();
    await reader.read();
    await reader.cancel();
    // The queue drains: the cancelled export ends at its next strip, long before its last.
    for (let i = 0; i < 50 && exportQueue.active() > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(exportQueue.active()).toBe(0);
    expect(rendererFaults.renders() - before).toBeLessThan(whole.stats.strips / 2);
    const after = await exportBytes({ ...job, stripRows: undefined });
    expect(decodePng(after.bytes).width).toBe(2048);
  });
});
