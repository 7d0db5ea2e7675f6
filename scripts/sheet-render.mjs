// Renders a contact sheet's SVG to a PNG with resvg and the Manrope files the app ships (and the
// script faces for captions that need them): shared by
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
  const files = ["manrope-0.4.2.ttf", "manrope-regular-0.4.2.ttf"];
  // Captions naming a name in another script (npm run sheet with NAMES=東京…) fall back to the
  // plain face of each script, the first the catalogue lists for it.
  if (/[\u0590-\u0E7F\u3040-\u9FFF\uAC00-\uD7AF]/u.test(svg)) {
    const { families } = JSON.parse(readFileSync("fonts/catalogue.json", "utf8"));
    const plain = new Map();
    for (const f of families) if (f.script && !plain.has(f.script)) plain.set(f.script, `${f.slug}-${f.version}.ttf`);
    files.push(...plain.values());
  }
  const fonts = files.map((f) => readFileSync(`public/fonts/${f}`));
  const png = new Resvg(svg, { font: { fontBuffers: fonts, loadSystemFonts: false, defaultFontFamily: "Manrope" }, fitTo: { mode: "width", value: Math.round(width * scale) } }).render().asPng();
  writeFileSync(out, png);
  return png.length;
}
