// Social images (link preview, X header, LinkedIn banner): the logo in one ink on the palette.
import { brandSurface } from "../color";
import type { InUseFormat } from "../in-use";
import { fit, monoLogo, surfaceRect, type Drawn, type SceneSource } from "./scene";

export function socialBanner(source: SceneSource, format: InUseFormat): Drawn {
  const surface = brandSurface(source.logo.colors);
  const full = { x: 0, y: 0, width: format.width, height: format.height };
  const at = fit(source.layout, format.safe, { w: 0.9, h: 0.72 });
  return {
    stage: surfaceRect("bg", surface.colors, full),
    ink: (coverage) => monoLogo(source.layout, at, surface.ink, surface, format.width, coverage),
  };
}

