// The business card's back: the name and the slogan in one ink on the palette.
import { brandSurface } from "../color";
import { EXPORT_FRAME } from "../frames";
import type { InUseFormat } from "../in-use";
import { layoutLogo } from "../layout";
import { fit, monoLogo, surfaceRect, type Drawn, type SceneSource } from "./scene";

/** The card's back: the name and the slogan in one ink on the palette. */
export function cardBack(source: SceneSource, format: InUseFormat): Drawn {
  const { logo, chain } = source;
  const layout = layoutLogo({ text: logo.text, descriptor: logo.descriptor, slogan: logo.slogan, colors: logo.colors }, chain, EXPORT_FRAME);
  const surface = brandSurface(logo.colors);
  const at = fit(layout, format.safe, { w: 0.8, h: 0.5 });
  const full = { x: 0, y: 0, width: format.width, height: format.height };
  return { stage: surfaceRect("bg", surface.colors, full), ink: (coverage) => monoLogo(layout, at, surface.ink, surface, format.width, coverage) };
}

