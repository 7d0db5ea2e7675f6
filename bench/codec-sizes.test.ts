// npm run bench, in Node: our encoders' bytes against the reference encoders on the same pixels
// (issue 13). PNG: our IDAT stream against zlib level 6 (node:zlib) on the same filtered rows.
// JPEG: ours at quality 90 against libjpeg-turbo's cjpeg (quality 90, 4:4:4, baseline, optimised
// Huffman tables) when it is installed, else mozjpeg (@jsquash/jpeg, the same settings, but with
// its trellis quantisation), both judged by PSNR against the rendered pixels (jpeg-js decodes).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { deflateSync, inflateSync } from "node:zlib";
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import mozjpegEncode, { init as initMozjpeg } from "@jsquash/jpeg/encode";
import { decode as decodeJpeg } from "jpeg-js";
import { it } from "vitest";
import { EXPORT_FRAME } from "../shared/frames";
import { inkBounds, layoutLogo } from "../shared/layout";
import { logoSvg } from "../shared/svg";
import { encodeJpeg } from "../worker/render/codec/jpeg";
import { encodePng } from "../worker/render/codec/png";
import { chainFor } from "../tests/support/node-fonts";
import { idatStream } from "../tests/support/png-chunks";
import { rgbPsnr as psnr } from "../tests/support/psnr";
import { FIGURES } from "./figures";

const WIDTH = 3200;
const report = (kind: string, data: Record<string, unknown>) => console.log(`BENCH ${JSON.stringify({ kind, ...data })}`);
const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;

const cjpeg = spawnSync("cjpeg", ["-version"], { encoding: "utf8" });
const haveCjpeg = cjpeg.status === 0 || /libjpeg/i.test(`${cjpeg.stderr}${cjpeg.stdout}`);

it("measures our encoders' bytes against zlib and libjpeg", async () => {
  await initWasm(readFileSync("node_modules/@resvg/resvg-wasm/index_bg.wasm"));
  await initMozjpeg({ wasmBinary: readFileSync("node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm") } as never);
  const png: number[] = [];
  const jpegSize: number[] = [];
  const jpegDb: number[] = [];
  for (const fig of FIGURES) {
    const chain = await chainFor(fig.font, fig);
    const layout = layoutLogo(fig, chain, EXPORT_FRAME);
    const scale = WIDTH / EXPORT_FRAME.width;
    const ink = inkBounds(layout)!;
    const columns = { left: ink.x * scale - 3, right: (ink.x + ink.width) * scale + 3 };

    // PNG, transparent: our zlib stream against zlib level 6 on the same filtered rows.
    const t = new Resvg(logoSvg(layout, { width: WIDTH }), { fitTo: { mode: "width", value: WIDTH } }).render();
    const ours = idatStream(encodePng(t.pixels, t.width, t.height, columns));
    const zlib6 = deflateSync(inflateSync(ours), { level: 6 });
    png.push(ours.length / zlib6.length);

    // JPEG on white: the same opaque pixels to every encoder.
    const w = new Resvg(logoSvg(layout, { width: WIDTH, background: "white" }), { fitTo: { mode: "width", value: WIDTH } }).render();
    const rgba = w.pixels;
    const oursJ = encodeJpeg(rgba, w.width, w.height, { quality: 90, background: [255, 255, 255] });
    const oursDb = psnr(rgba, decodeJpeg(oursJ, { useTArray: true, formatAsRGBA: true }).data);
    let ref: Uint8Array;
    let refName: string;
    if (haveCjpeg) {
      const ppm = Buffer.alloc(w.width * w.height * 3);
      for (let i = 0, j = 0; i < rgba.length; i += 4) {
        ppm[j++] = rgba[i]!;
        ppm[j++] = rgba[i + 1]!;
        ppm[j++] = rgba[i + 2]!;
      }
      const input = Buffer.concat([Buffer.from(`P6\n${w.width} ${w.height}\n255\n`), ppm]);
      ref = spawnSync("cjpeg", ["-quality", "90", "-optimize", "-sample", "1x1", "-baseline"], { input, maxBuffer: 64 << 20 }).stdout;
      refName = "libjpeg-turbo cjpeg";
    } else {
      const data = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length);
      ref = new Uint8Array(
        await mozjpegEncode({ data, width: w.width, height: w.height, colorSpace: "srgb" } as never, {
          quality: 90, baseline: true, progressive: false, optimize_coding: true, auto_subsample: false, chroma_subsample: 1, quant_table: 0,
        }),
      );
      refName = "mozjpeg (trellis on)";
    }
    const refDb = psnr(rgba, decodeJpeg(ref, { useTArray: true, formatAsRGBA: true }).data);
    jpegSize.push(oursJ.length / ref.length);
    jpegDb.push(oursDb - refDb);
    report("codec", {
      figure: fig.text,
      png_kb: round(ours.length / 1024, 1), zlib6_kb: round(zlib6.length / 1024, 1),
      jpeg_kb: round(oursJ.length / 1024, 1), reference_kb: round(ref.length / 1024, 1), reference: refName,
      jpeg_psnr_db: round(oursDb, 2), reference_psnr_db: round(refDb, 2),
    });
  }
  // The worst figure, not the average: every logo should meet the bar.
  report("codec-summary", {
    png_size_vs_zlib6: round(Math.max(...png)),
    jpeg_size_vs_reference: round(Math.max(...jpegSize)),
    jpeg_psnr_delta_db: round(Math.min(...jpegDb), 2),
    jpeg_reference: haveCjpeg ? "libjpeg-turbo" : "mozjpeg",
  });
}, 600_000);
