// Regenerates worker/render/vendor/resvg-glue.js from the installed @resvg/resvg-wasm: its JS glue
// wrapped in a factory, so the Worker can replace a wasm instance that has trapped with a fresh one
// (the package's own module keeps one instance for the life of the isolate).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const pkgPath = require.resolve("@resvg/resvg-wasm").replace(/index\.(m?js)$/, "package.json");
const { version, license } = JSON.parse(readFileSync(pkgPath, "utf8"));
const source = readFileSync(pkgPath.replace("package.json", "index.mjs"), "utf8");
const exportAt = source.lastIndexOf("export {");
if (exportAt < 0 || !source.slice(exportAt).includes("Resvg2 as Resvg")) throw new Error("unexpected resvg-wasm glue layout");
// One change to the glue itself: RenderedImage.pixels copies the pixmap out of wasm memory
// (wasm-bindgen's Uint8Array::from(&[u8]) makes a view of the memory, then new Uint8Array(view)).
// With borrowing on, that copy is skipped and the view itself is returned: the caller reads it
// before the image is freed and before anything else runs in the instance. A 4096-wide export
// then makes no 4 MiB copy per strip for the garbage collector to find later (issue 16).
const copy = /(imports\.wbg\.__wbg_new_[0-9a-f]+ = function\(arg0\) \{\n\s*)const ret = new Uint8Array\(getObject\(arg0\)\);/;
const glue = source.slice(0, exportAt);
if (!copy.test(glue)) throw new Error("unexpected resvg-wasm glue: the Uint8Array copy import was not found");
const body = glue
  .replace(copy, "$1const ret = borrowing.on ? getObject(arg0) : new Uint8Array(getObject(arg0));")
  .replace(/^/gm, "  ");
const out = `// @ts-nocheck
// Vendored from @resvg/resvg-wasm@${version} (index.mjs; ${license}; https://github.com/yisibl/resvg-js) by
// scripts/vendor-resvg.mjs: the same glue, wrapped in a factory so that every call makes an
// independent wasm instance, plus borrowPixels (a view instead of a copy). Do not edit by hand.
export function createResvgModule() {
  const borrowing = { on: false };
${body}
  return {
    Resvg: Resvg2,
    initWasm,
    memory: () => (wasm ? wasm.memory : undefined),
    /** RenderedImage.pixels as a view of wasm memory, valid until the image is freed. */
    borrowPixels(image) {
      borrowing.on = true;
      try {
        return image.pixels;
      } finally {
        borrowing.on = false;
      }
    },
  };
}
`;
writeFileSync(new URL("../worker/render/vendor/resvg-glue.js", import.meta.url), out);
console.log(`vendored resvg-wasm ${version} glue`);
