// Types of the vendored resvg-wasm glue (see scripts/vendor-resvg.mjs).
import type { Resvg, RenderedImage, initWasm } from "@resvg/resvg-wasm";

export interface ResvgModule {
  Resvg: typeof Resvg;
  initWasm: typeof initWasm;
  /** The instance's linear memory (for fault-injection tests). */
  memory(): WebAssembly.Memory | undefined;
  /** The image's pixels as a view of wasm memory (no copy), valid until the image is freed. */
  borrowPixels(image: RenderedImage): Uint8Array;
}

export function createResvgModule(): ResvgModule;
