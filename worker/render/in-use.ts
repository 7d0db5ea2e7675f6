// Social images and mockups (docs/product-rules.md, "Logo in use"): the scene SVG of
// shared/scenes.ts, rendered and encoded as PNG by the export pipeline. Every scene is at most
// 1584 × 396 or 900 × 1100 pixels (under 4 MiB of pixmap), so it renders in one strip.
import type { InUseKind } from "../../shared/in-use";
import { sceneSvg, type SceneOptions, type SceneSource } from "../../shared/scenes";
import { RenderError } from "./problems";
import { exportStream, type RasterJob } from "./export";
import { layoutForExport } from "./logo";
import type { Logo } from "../../shared/logo";

/** The logo laid out once for any number of scenes (the brand kit draws eight). */
export async function sceneSource(env: Env, logo: Logo): Promise<SceneSource> {
  const { layout, chain } = await layoutForExport(env, logo);
  return { logo, layout, chain };
}

export function inUseJob(source: SceneSource, kind: InUseKind, id: string, options?: SceneOptions): RasterJob {
  const scene = sceneSvg(kind, id, source, options);
  if (!scene) throw new RenderError({ kind: "unknown_scene", scene: kind, id });
  const { format, svg } = scene;
  // Opaque scenes: every pixel is painted, so the PNG's background never shows.
  return { svg, width: format.width, height: format.height, background: "transparent", format: "png", stripRows: format.height };
}

export async function renderInUse(env: Env, logo: Logo, kind: InUseKind, id: string): Promise<ReadableStream<Uint8Array>> {
  return exportStream(inUseJob(await sceneSource(env, logo), kind, id));
}
