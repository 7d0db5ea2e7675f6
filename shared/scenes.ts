// The logo in use as vector scenes (docs/product-rules.md, "Logo in use"): social images and
// mockups drawn from the same layouts and outlines as the logo, the logo fitted to each format's
// safe area, its ink chosen to keep MIN_CONTRAST on what it sits on. One scene per file in
// shared/scenes/, what they share in shared/scenes/scene.ts.
import { findInUse, type InUseKind } from "./in-use";
import { escapeXml } from "./svg";
import { cardBack } from "./scenes/card-back";
import { cardFront } from "./scenes/card-front";
import { phone } from "./scenes/phone";
import { profile } from "./scenes/profile";
import type { Draw, Scene, SceneOptions, SceneSource } from "./scenes/scene";
import { socialBanner } from "./scenes/social-banner";
import { toteBag } from "./scenes/tote-bag";

export type { Scene, SceneMode, SceneOptions, SceneSource } from "./scenes/scene";

/** The SVG of one social image or mockup, or undefined for an unknown format. */
export function sceneSvg(kind: InUseKind, id: string, source: SceneSource, options: SceneOptions = {}): Scene | undefined {
  const format = findInUse(kind, id);
  if (!format) return undefined;
  const mode = options.mode ?? "all";
  const drawn = DRAW[format.id]!(source, format);
  const body = mode === "coverage" ? drawn.ink(true) : mode === "none" ? drawn.stage : drawn.stage + drawn.ink(false);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${format.width}" height="${format.height}" viewBox="0 0 ${format.width} ${format.height}">` +
    `<title>${escapeXml(`${source.logo.text}: ${format.label}`)}</title>` +
    body +
    `</svg>`;
  return { format, svg };
}

const DRAW: Record<string, Draw> = {
  "open-graph": socialBanner,
  "x-header": socialBanner,
  "linkedin-banner": socialBanner,
  profile: profile,
  "business-card-front": cardFront,
  "business-card-back": cardBack,
  "phone-home-screen": phone,
  "tote-bag": toteBag,
};
