// The profile picture: the brand kit's square mark filling it.
import { appIcon, APP_ICON_SIZE, appIconGlyphs, appIconShapes } from "../app-icon";
import { WHITE } from "../color";
import type { InUseFormat } from "../in-use";
import type { Drawn, SceneSource } from "./scene";

/** The square mark filling the picture, its ink inside the circle the platforms show. */
export function profile(source: SceneSource, format: InUseFormat): Drawn {
  const mark = appIcon(source.logo, source.chain);
  const scaled = (content: string) => `<g transform="scale(${format.width / APP_ICON_SIZE})">${content}</g>`;
  return {
    stage: scaled(appIconShapes(mark, { ink: false, corners: false })),
    ink: (coverage) => scaled(appIconGlyphs(mark, coverage ? WHITE : mark.ink)),
  };
}

