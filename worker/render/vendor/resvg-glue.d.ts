// Types of the vendored resvg-wasm glue (see scripts/vendor-resvg.mjs).
import type { Resvg, initWasm } from "@resvg/resvg-wasm";

export interface ResvgModule {
  Resvg: typeof Resvg;
  initWasm: typeof initWasm;
  /** The instance's linear memory (for fault-injection tests). */
  memory(): WebAssembly.Memory | undefined;
}

export function createResvgModule(): ResvgModule;
