// SVG → pixels with resvg-wasm. One wasm instance per isolate, created on first use; every object
// it returns is freed. If the instance traps (a Rust panic surfaces as RuntimeError: unreachable,
// or a memory fault), it is thrown away and a fresh one renders the request again.
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { createResvgModule, type ResvgModule } from "./vendor/resvg-glue";

let engine: Promise<ResvgModule> | undefined;
let restarts = 0;
let renders = 0;

function getEngine(): Promise<ResvgModule> {
  engine ??= (async () => {
    const mod = createResvgModule();
    await mod.initWasm(resvgWasm);
    return mod;
  })().catch((err) => {
    engine = undefined;
    throw err;
  });
  return engine;
}

export async function ensureResvg(): Promise<void> {
  await getEngine();
}

export interface Pixels {
  /** Premultiplied RGBA, as resvg renders it. */
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** Runs fn on the current instance; on a wasm trap, replaces the instance and runs it once more. */
async function withEngine<T>(fn: (mod: ResvgModule) => T): Promise<T> {
  const mod = await getEngine();
  try {
    return fn(mod);
  } catch (err) {
    if (!(err instanceof WebAssembly.RuntimeError)) throw err;
    console.error("resvg trapped; starting a fresh wasm instance", err);
    restarts++;
    engine = undefined;
    return fn(await getEngine());
  }
}

interface Image {
  /** The pixels, copied out of wasm memory. */
  pixels: Uint8Array;
  width: number;
  height: number;
  asPng(): Uint8Array;
}

/**
 * Renders an SVG and hands the image to `use`; frees both wasm objects whatever happens. `borrow`
 * gives `use` the pixels as a view of wasm memory instead of a copy (worker/render/vendor): valid
 * only while `use` runs, which must not call into the renderer.
 */
function render<T>(svg: string, width: number, use: (image: Image, borrowed: Uint8Array | undefined) => T, borrow = false) {
  renders++;
  return withEngine((mod) => {
    const resvg = new mod.Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } });
    try {
      const image = resvg.render();
      try {
        return use(image, borrow ? mod.borrowPixels(image) : undefined);
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  });
}

/** The whole canvas at once (small images: marks, icons; and the tests' reference). */
export function rasterise(svg: string, width: number): Promise<Pixels> {
  return render(svg, width, (image) => ({ rgba: image.pixels, width: image.width, height: image.height }));
}

/**
 * Rows [top, top + rows) of the canvas an SVG draws at `width` × `height` pixels, rendered alone
 * and handed to `use` as premultiplied RGBA: the SVG is nested in one whose viewBox is that strip,
 * an integer shift of the canvas, so the pixmap (and the wasm memory) is only as large as the
 * strip. The rows equal the whole canvas's when the SVG's root is at xMinYMin and its paths obey
 * shared/path-data.ts, and the strip reaches past the rows used by the tallest segment (see
 * worker/render/export.ts). The pixels are a view of wasm memory, valid only while `use` runs.
 */
export function rasteriseRows<T>(svg: string, width: number, height: number, top: number, rows: number, use: (rgba: Uint8Array) => T): Promise<T> {
  const root = '<svg xmlns="http://www.w3.org/2000/svg" ';
  if (!svg.startsWith(root)) throw new Error("rasteriseRows: not a root <svg> element");
  const strip =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows}" viewBox="0 ${top} ${width} ${rows}">` +
    `<svg overflow="visible" ${svg.slice(root.length)}</svg>`;
  return render(
    strip,
    width,
    (image, pixels) => {
      if (image.height !== rows || image.width !== width) throw new Error(`rasteriseRows: got ${image.width}×${image.height}, wanted ${width}×${rows} (canvas ${height} high)`);
      return use(pixels!);
    },
    true,
  );
}

/** Bytes of the renderer's wasm memory (it grows to the largest pixmap and never shrinks). */
export async function rendererMemoryBytes(): Promise<number> {
  return (await getEngine()).memory()?.buffer.byteLength ?? 0;
}

/** The plain path the tests compare against: resvg's own PNG encoder. */
export function rasteriseToPngPlain(svg: string, width: number): Promise<Uint8Array> {
  return render(svg, width, (image) => image.asPng());
}

/** For tests: the whole canvas handed to `use` in place in wasm memory (no copy), then freed. */
export function rasteriseInPlace<T>(svg: string, width: number, use: (rgba: Uint8Array, width: number, height: number) => T): Promise<T> {
  return render(svg, width, (image, pixels) => use(pixels!, image.width, image.height), true);
}

/** For tests: how often the renderer ran and restarted, and a way to break it. */
export const rendererFaults = {
  renders: () => renders,
  restarts: () => restarts,
  async corruptMemory(): Promise<void> {
    const memory = (await getEngine()).memory();
    if (memory) new Uint8Array(memory.buffer).fill(0xff);
  },
};
