// npm run bench, inside workerd: our export pipeline against the plain path, in the same run.
// Prints BENCH lines that scripts/bench.mjs collects; timings never become test assertions.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { init as initMozjpeg } from "@jsquash/jpeg/encode";
import mozjpegEncode from "@jsquash/jpeg/encode";
import mozjpegWasm from "../node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import { decode as decodeJpeg } from "jpeg-js";
import { it } from "vitest";
import { FAMILIES, SUPPORT_FONTS } from "../shared/catalogue";
import { logoSvg } from "../shared/svg";
import guide from "../tests/fixtures/design-guide.json";
import { worstGuideBody } from "../tests/support/guide-bodies";
import { designGuideRequest } from "../shared/schema";
import { builtinSuggestions } from "../worker/ai/builtin/engine";
import { readLexicon } from "../worker/ai";
import { useLexicon } from "../worker/ai/builtin/lexicon";
import { app } from "../worker/app";
import { loadFontBytes } from "../worker/render/fonts";
import { encodeJpeg } from "../worker/render/codec/jpeg";
import { encodePng } from "../worker/render/codec/png";
import { exportBytes } from "../worker/render/export";
import { layoutForExport, rasterJob } from "../worker/render/logo";
import { renderDesignGuide } from "../worker/render/pdf";
import { ensureResvg, rasterise, rendererMemoryBytes } from "../worker/render/raster";
import { initWasm as initPlainResvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { IN_USE } from "../shared/in-use";
import { renderBrandKit } from "../worker/render/brand-kit";
import { inUseJob, sceneSource } from "../worker/render/in-use";
import { FIGURES } from "./figures";
import { plainPng, plainSvg } from "./plain";
import { rgbPsnr as psnr } from "../tests/support/psnr";

const WIDTH = 3200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);


const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
const report = (kind: string, data: Record<string, unknown>) => console.log(`BENCH ${JSON.stringify({ kind, ...data })}`);

async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

it("measures the exports against the plain path", async () => {
  await ensureResvg();
  await initPlainResvg(resvgWasm);
  await initMozjpeg(mozjpegWasm);
  // Memory of the export pipeline, first, before anything renders a whole canvas in this isolate:
  // the largest strip pixmap, the encoder's own buffers, and the renderer's wasm memory (it only
  // grows) after the largest exports.
  const memory: Record<string, number> = {};
  const big = FIGURES[1]!;
  const { layout: bigLayout } = await layoutForExport(env, big);
  for (const width of [3200, 4096]) {
    for (const format of ["png", "jpeg"] as const) {
      const { stats } = await exportBytes(rasterJob(bigLayout, format, { width }));
      memory[`${format}_${width}_strip_mb`] = round(stats.peakStripBytes / 2 ** 20);
      memory[`${format}_${width}_encoder_mb`] = round(stats.encoderBytes / 2 ** 20);
      memory[`${format}_${width}_strips`] = stats.strips;
    }
  }
  memory.wasm_memory_mb = round((await rendererMemoryBytes()) / 2 ** 20, 1);
  report("memory", memory);

  const pngRatios: number[] = [];
  const jpegRatios: number[] = [];
  const jpegVsPng: number[] = [];
  const encodeVs: number[] = [];
  let oursBytes = 0;
  let plainBytes = 0;

  for (const fig of FIGURES) {
    const spec = { text: fig.text, font: fig.font, colors: fig.colors, symbol: fig.symbol, slogan: fig.slogan };
    const { layout, chain } = await layoutForExport(env, spec);
    const files = [FAMILIES.find((f) => f.family === fig.font)!, ...SUPPORT_FONTS.filter((f) => f.role === "symbols" || f.role === "fallback")];
    const fontBuffers = await Promise.all(files.map((f) => loadFontBytes(env, f)));
    const plain = plainSvg(layout, fig, WIDTH);

    const ours = async () => {
      // The whole export: fonts are per-isolate, so the layout is part of every request.
      const { layout: l } = await layoutForExport(env, spec);
      return (await exportBytes(rasterJob(l, "png", { width: WIDTH }))).bytes;
    };
    const oursJpeg = async () => {
      const { layout: l } = await layoutForExport(env, spec);
      return (await exportBytes(rasterJob(l, "jpeg", { width: WIDTH }))).bytes;
    };
    await ours();
    await oursJpeg();
    plainPng(plain, fontBuffers, chain, WIDTH);
    const oursT: number[] = [];
    const plainT: number[] = [];
    const jpegT: number[] = [];
    // JPEG against PNG, paired: each round times one right after the other, so a slow moment of
    // this noisy machine lands on both.
    const pairs: number[] = [];
    let oursPng: Uint8Array = new Uint8Array();
    let plainOut: Uint8Array = new Uint8Array();
    for (let r = 0; r < ROUNDS; r++) {
      const [a, pa] = await time(ours);
      const [b, pb] = await time(() => plainPng(plain, fontBuffers, chain, WIDTH));
      const [j] = await time(oursJpeg);
      const [a2] = await time(ours);
      pairs.push(j / ((a + a2) / 2));
      oursT.push(a);
      plainT.push(b);
      jpegT.push(j);
      oursPng = pa;
      plainOut = pb;
    }
    oursBytes += oursPng.length;
    plainBytes += plainOut.length;
    jpegVsPng.push(median(pairs));
    pngRatios.push(median(plainT) / median(oursT));
    report("png", { figure: fig.text, ours_ms: round(median(oursT), 1), plain_ms: round(median(plainT), 1), ours_jpeg_ms: round(median(jpegT), 1), ours_kb: round(oursPng.length / 1024, 1), plain_kb: round(plainOut.length / 1024, 1) });

    // JPEG: both encoders get the same opaque pixels.
    const px = await rasterise(logoSvg(layout, { width: WIDTH, background: "white" }), WIDTH);
    const rgba = px.rgba;
    const jOurs: number[] = [];
    const jPlain: number[] = [];
    let oursJ: Uint8Array = new Uint8Array();
    let plainJ = new ArrayBuffer(0);
    encodeJpeg(rgba, px.width, px.height, { quality: 90 });
    await mozjpegEncode({ data: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), width: px.width, height: px.height, colorSpace: "srgb" } as unknown as Parameters<typeof mozjpegEncode>[0], { quality: 90, progressive: false });
    for (let r = 0; r < ROUNDS; r++) {
      const [a, ja] = await time(() => encodeJpeg(rgba, px.width, px.height, { quality: 90 }));
      const [b, jb] = await time(() =>
        mozjpegEncode({ data: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), width: px.width, height: px.height, colorSpace: "srgb" } as unknown as Parameters<typeof mozjpegEncode>[0], { quality: 90, progressive: false }),
      );
      jOurs.push(a);
      jPlain.push(b);
      oursJ = ja;
      plainJ = jb;
    }
    jpegRatios.push(median(jPlain) / median(jOurs));
    // Encoders alone, same opaque pixels: our JPEG against our PNG.
    const pOurs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) pOurs.push((await time(() => encodePng(rgba, px.width, px.height)))[0]);
    encodeVs.push(median(jOurs) / median(pOurs));
    const psnrOurs = psnr(rgba, decodeJpeg(oursJ, { useTArray: true, formatAsRGBA: true }).data);
    const psnrPlain = psnr(rgba, decodeJpeg(new Uint8Array(plainJ), { useTArray: true, formatAsRGBA: true }).data);
    report("jpeg", { figure: fig.text, ours_ms: round(median(jOurs), 1), wasm_ms: round(median(jPlain), 1), ours_kb: round(oursJ.length / 1024, 1), wasm_kb: round(plainJ.byteLength / 1024, 1), ours_psnr_db: round(psnrOurs, 1), wasm_psnr_db: round(psnrPlain, 1) });
  }

  // PDF design guide; and the most expensive body the contract accepts (4,000 characters of
  // one-letter words in every list: issue 23's quadratic case) against it, in the same rounds
  const worst = designGuideRequest.parse(worstGuideBody());
  await renderDesignGuide(env, guide);
  await renderDesignGuide(env, worst);
  const pdfT: number[] = [];
  const worstT: number[] = [];
  const worstVsPlain: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const [plainMs] = await time(() => renderDesignGuide(env, guide));
    const [worstMs] = await time(() => renderDesignGuide(env, worst));
    pdfT.push(plainMs);
    worstT.push(worstMs);
    worstVsPlain.push(worstMs / plainMs);
  }

  // The logo in use: each social image and mockup as a request makes it (layout, scene, render,
  // encode), against the 3200-wide logo PNG in the same rounds; and the whole brand kit.
  const sceneVsLogo: number[] = [];
  const sceneMs: number[] = [];
  const kitT: number[] = [];
  for (const fig of FIGURES) {
    const spec = { text: fig.text, font: fig.font, colors: fig.colors, symbol: fig.symbol, slogan: fig.slogan };
    const logoPng = async () => exportBytes(rasterJob((await layoutForExport(env, spec)).layout, "png", { width: WIDTH }));
    await logoPng();
    const row: Record<string, number> = {};
    for (const format of IN_USE) {
      const scene = async () => exportBytes(inUseJob(await sceneSource(env, spec), format.kind, format.id));
      await scene();
      const t: number[] = [];
      const ratio: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const [a] = await time(scene);
        const [b] = await time(logoPng);
        t.push(a);
        ratio.push(a / b);
      }
      row[`${format.id}_ms`] = round(median(t), 1);
      sceneMs.push(median(t));
      sceneVsLogo.push(median(ratio));
    }
    const [k] = await time(() => renderBrandKit(env, spec, { width: 800 }));
    kitT.push(k);
    row.kit_ms = round(k, 1);
    report("in_use", { figure: fig.text, ...row });
  }

  // Builtin generation: a different brand each time, timed in batches (the runtime's clock is coarse).
  const genT: number[] = [];
  for (let r = 0; r < 10; r++) {
    const [ms] = await time(() => {
      for (let k = 0; k < 50; k++) builtinSuggestions({ logoText: `Brand ${r}-${k} Coffee Labs`, addSymbol: k % 2 === 0 }, r * 50 + k);
    });
    genT.push(ms / 50);
  }

  // The word tables a fresh isolate reads before its first generation (from the static assets,
  // not the bundle: docs/performance.md), then decodes on the first lookup; against a warm
  // generation measured above.
  const coldT: number[] = [];
  for (let r = 0; r < 5; r++) {
    useLexicon(undefined);
    const [ms] = await time(async () => {
      await readLexicon(env);
      builtinSuggestions({ logoText: `Cold Start ${r} Bakery`, addSymbol: true }, r);
    });
    coldT.push(ms);
  }

  // Cache: a 304 revalidation and an edge-cache hit, through the whole app
  const url = `/api/logo.png?text=Cache%20Bench&colors=FF6B6B,3A86FF&width=3200`;
  const request = async (headers: Record<string, string> = {}) => {
    const ctx = createExecutionContext();
    const res = await app.request(url, { headers }, env, ctx);
    await res.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return res;
  };
  const etag = (await request()).headers.get("etag")!;
  const t304: number[] = [];
  const tHit: number[] = [];
  for (let r = 0; r < 10; r++) {
    t304.push((await time(async () => { for (let k = 0; k < 10; k++) await request({ "If-None-Match": etag }); }))[0] / 10);
    tHit.push((await time(async () => { for (let k = 0; k < 10; k++) await request(); }))[0] / 10);
  }

  const summary = {
    png_speedup: round(median(pngRatios)),
    jpeg_vs_png_time: round(median(jpegVsPng)),
    jpeg_vs_png_encode_time: round(median(encodeVs)),
    png_size_ratio: round(oursBytes / plainBytes, 3),
    jpeg_speedup: round(median(jpegRatios)),
    pdf_ms: round(median(pdfT), 1),
    guide_worst_ms: round(median(worstT), 1),
    guide_worst_vs_plain: round(median(worstVsPlain)),
    in_use_worst_ms: round(Math.max(...sceneMs), 1),
    in_use_vs_logo_png_worst: round(Math.max(...sceneVsLogo)),
    brand_kit_worst_ms: round(Math.max(...kitT), 1),
    builtin_generate_ms: round(median(genT), 3),
    lexicon_cold_generate_ms: round(median(coldT), 1),
    lexicon_cold_vs_warm_generate: round(median(coldT) / median(genT), 0),
    cache_hit_ms: round(Math.max(median(t304), median(tHit)), 2),
    wasm_memory_mb: memory.wasm_memory_mb,
    peak_strip_mb: Math.max(...Object.entries(memory).filter(([k]) => k.endsWith("_strip_mb")).map(([, v]) => v)),
    peak_encoder_mb: Math.max(...Object.entries(memory).filter(([k]) => k.endsWith("_encoder_mb")).map(([, v]) => v)),
    etag_304_ms: round(median(t304), 2),
    edge_cache_hit_ms: round(median(tHit), 2),
  };
  report("summary", summary);
  // The HTTP part (scripts/bench.mjs) sends the same body to the running app.
  report("worst_guide_body", { body: worstGuideBody() });
}, 600_000);
