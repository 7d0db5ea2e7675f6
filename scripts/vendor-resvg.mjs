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
const body = source.slice(0, exportAt).replace(/^/gm, "  ");
const out = `// @ts-nocheck
// Vendored from @resvg/resvg-wasm@${version} (index.mjs; ${license}; https://github.com/yisibl/resvg-js) by
// scripts/vendor-resvg.mjs: the same glue, wrapped in a factory so that every call makes an
// independent wasm instance. Do not edit by hand.
export function createResvgModule() {
${body}
  return { Resvg: Resvg2, initWasm, memory: () => (wasm ? wasm.memory : undefined) };
}
`;
writeFileSync(new URL("../worker/render/vendor/resvg-glue.js", import.meta.url), out);
console.log(`vendored resvg-wasm ${version} glue`);
