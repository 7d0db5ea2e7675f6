// SVG → pixels with resvg-wasm: the wasm is initialised once per isolate and every object freed.
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";

let ready: Promise<void> | undefined;

export function ensureResvg(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((err) => {
    ready = undefined;
    throw err;
  });
  return ready;
}

export interface Pixels {
  /** Premultiplied RGBA, as resvg renders it. */
  rgba: Uint8Array;
  width: number;
  height: number;
}

export async function rasterise(svg: string, width: number): Promise<Pixels> {
  await ensureResvg();
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return { rgba: image.pixels, width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** The plain path the benchmark compares against: resvg's own PNG encoder. */
export async function rasteriseToPngPlain(svg: string, width: number): Promise<Uint8Array> {
  await ensureResvg();
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
