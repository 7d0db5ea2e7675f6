// The memory an export holds (issue 16): its own file, so that nothing else in the isolate has
// rendered a whole large canvas first (the renderer's wasm memory grows and never shrinks).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { STRIP_BYTES, exportBytes } from "../../worker/render/export";
import { layoutForExport, rasterJob } from "../../worker/render/logo";
import { rendererMemoryBytes } from "../../worker/render/raster";
import { decodeJpeg, decodePng } from "./support/images";
import { budget } from "../support/budget";

/** A whole 4096 × 2048 pixmap alone is 32 MiB; strips of 4 MiB and resvg's working memory fit in 16. */
const WASM_BOUND_MIB = 16;

describe("memory per export", () => {
  it(`a 4096 × 2048 export keeps strips under the budget and the renderer's wasm memory under ${WASM_BOUND_MIB} MiB`, async () => {
    // A Latin logo, and a Japanese one: its face (Noto Sans JP, 5.5 MB) is read, cut to the
    // name's characters by HarfBuzz's subsetter (a fresh instance, let go) and never kept whole.
    const logos = [
      { text: "Quantum Coffee Labs", font: "Montserrat", colors: ["#6F4E37", "#F77F00"], symbol: "ph:coffee", slogan: "Brewed by science", layout: "badge" as const },
      { text: "東京ラーメン", font: "Noto Sans JP", colors: ["#C1121F", "#780000"], symbol: "ph:bowl-steam", slogan: "Since 1998", layout: "inline" as const },
    ];
    for (const logo of logos) {
      const { layout } = await layoutForExport(env, logo);
      for (const format of ["png", "jpeg"] as const) {
        const { bytes, stats } = await exportBytes(rasterJob(layout, format, { width: 4096 }));
        expect(stats.peakStripBytes, `${logo.text} ${format}`).toBeLessThanOrEqual(STRIP_BYTES);
        const img = format === "png" ? decodePng(bytes) : decodeJpeg(bytes);
        expect([img.width, img.height], `${logo.text} ${format}`).toEqual([4096, 2048]);
      }
    }
    // A whole 4096 × 2048 pixmap alone is 32 MiB.
    const mb = (await rendererMemoryBytes()) / 2 ** 20;
    console.log(`renderer wasm memory after 4096-wide exports: ${mb.toFixed(1)} MiB`);
    expect(mb).toBeLessThan(WASM_BOUND_MIB);
  }, budget(3_000));

});
