// Renders a contact sheet's SVG to a PNG with resvg and the Manrope files the app ships: shared by
// npm run sheet (the marks) and npm run sheet:in-use (social images and mockups).
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let ready;

/** Writes `svg` (`width` wide) to `out` as a PNG scaled by `scale`; returns its size in bytes. */
export async function writeSheet(svg, width, out, scale) {
  // The wasm can be initialised once per process; a script may write several sheets.
  ready ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await ready;
  const fonts = ["manrope-0.4.2.ttf", "manrope-regular-0.4.2.ttf"].map((f) => readFileSync(`public/fonts/${f}`));
  const png = new Resvg(svg, { font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: "Manrope" }, fitTo: { mode: "width", value: Math.round(width * scale) } }).render().asPng();
  writeFileSync(out, png);
  return png.length;
}
