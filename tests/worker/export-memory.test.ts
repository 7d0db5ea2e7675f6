// The memory an export holds (issue 16): its own file, so that nothing else in the isolate has
// rendered a whole large canvas first (the renderer's wasm memory grows and never shrinks).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { STRIP_BYTES, exportBytes } from "../../worker/render/export";
import { layoutForExport, rasterJob } from "../../worker/render/logo";
import { rendererMemoryBytes } from "../../worker/render/raster";
import { decodeJpeg, decodePng } from "./support/images";

/** A whole 4096 × 2048 pixmap alone is 32 MiB; strips of 4 MiB and resvg's working memory fit in 16. */
const WASM_BOUND_MIB = 16;

describe("memory per export", () => {
  it(`a 4096 × 2048 export keeps strips under the budget and the renderer's wasm memory under ${WASM_BOUND_MIB} MiB`, async () => {
    const { layout } = await layoutForExport(env, { text: "Quantum Coffee Labs", font: "Montserrat", colors: ["#6F4E37", "#F77F00"], symbol: "ph:coffee", slogan: "Brewed by science", layout: "badge" });
    for (const format of ["png", "jpeg"] as const) {
      const { bytes, stats } = await exportBytes(rasterJob(layout, format, { width: 4096 }));
      expect(stats.peakStripBytes, format).toBeLessThanOrEqual(STRIP_BYTES);
      const img = format === "png" ? decodePng(bytes) : decodeJpeg(bytes);
      expect([img.width, img.height], format).toEqual([4096, 2048]);
    }
    // A whole 4096 × 2048 pixmap alone is 32 MiB.
    const mb = (await rendererMemoryBytes()) / 2 ** 20;
    console.log(`renderer wasm memory after 4096-wide exports: ${mb.toFixed(1)} MiB`);
    expect(mb).toBeLessThan(WASM_BOUND_MIB);
  }, 60_000);

});
