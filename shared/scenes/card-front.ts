// The business card's front: the logo on paper, a band of the palette along the foot.
import { WHITE } from "../color";
import { EXPORT_FRAME } from "../frames";
import type { InUseFormat } from "../in-use";
import { layoutLogo } from "../layout";
import { fit, logoOn, surfaceRect, type Drawn, type SceneSource } from "./scene";

const PAPER = WHITE;

/** The card's front: the logo (mark and name) on white, a band of the palette along the foot. */
export function cardFront(source: SceneSource, format: InUseFormat): Drawn {
  const { logo, chain } = source;
  const layout = logo.slogan ? layoutLogo({ ...logo, slogan: undefined }, chain, EXPORT_FRAME) : source.layout;
  const band = { x: 0, y: format.height - 18, width: format.width, height: 18 };
  const at = fit(layout, format.safe, { w: 0.72, h: 0.45 });
  return {
    stage: `<rect width="${format.width}" height="${format.height}" fill="${PAPER}"/>` + surfaceRect("band", logo.colors, band),
    ink: (coverage) => logoOn(layout, at, PAPER, coverage),
  };
}

