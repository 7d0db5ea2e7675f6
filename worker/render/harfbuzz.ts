// HarfBuzz's two wasm modules for the Worker, bundled as compiled modules like resvg's
// (worker/render/raster.ts): shaping for the script faces, subsetting to cut them down.
import shapeWasm from "harfbuzzjs/dist/harfbuzz.wasm";
import subsetWasm from "harfbuzzjs/dist/harfbuzz-subset.wasm";
import { cutLocally } from "../../shared/asset-files";

export const workerScriptFaces = cutLocally(
  async () => shapeWasm,
  async () => subsetWasm,
);
