// What every scene shares (shared/scenes.ts lists the scenes): what a scene draws from, how it
// answers (a stage and the logo's ink on it), and placing the logo in a safe area in one ink or in
// its own colours, keeping MIN_CONTRAST on what it sits on.
import { BLACK, contrastRatio, GRADIENT_CONTRAST, inkOn, MIN_CONTRAST, WHITE, worstContrast, type Surface } from "../color";
import type { Box } from "../frames";
import type { FontChain } from "../chain";
import { gradientStops, linearGradientSvg } from "../gradient";
import type { InUseFormat } from "../in-use";
import { inkBounds, type LogoLayout } from "../layout";
import type { Logo } from "../logo";
import { logoGradient, logoShapes, ownPaint, type LogoPaint } from "../svg";

export interface Scene {
  format: InUseFormat;
  svg: string;
}

/** What a scene draws from: the logo as laid out for export, and its fonts. */
export interface SceneSource {
  logo: Logo;
  /** The logo as composed (name, mark, slogan) in the 800×400 export frame. */
  layout: LogoLayout;
  chain: FontChain;
}

/**
 * What to draw: the scene ("all"); the scene without the logo's ink ("none"); or only the ink's
 * coverage ("coverage": what sits on the scene in opaque white, what is cut into it (a badge's
 * mark) in black, nothing else), from which the tests tell which pixels the ink fully covers.
 */
export type SceneMode = "all" | "none" | "coverage";

export interface SceneOptions {
  mode?: SceneMode;
}

/** A scene: what the logo sits on, and the logo's ink on top (or its coverage). */
export interface Drawn {
  stage: string;
  ink: (coverage: boolean) => string;
}

export type Draw = (source: SceneSource, format: InUseFormat) => Drawn;

/** Pixels kept free inside a safe area: anti-aliasing reaches one pixel past the outline. */
export const AA = 2;

interface Placement {
  /** frame → scene: x' = tx + s·x. */
  s: number;
  tx: number;
  ty: number;
}

/**
 * The logo's ink scaled to at most `share.w` of the box's width and `share.h` of its height,
 * centred in it. The ink bounds contain every outline (control points included), so the ink
 * stays inside the box.
 */
export function fit(layout: LogoLayout, box: Box, share: { w: number; h: number }): Placement {
  const ink = inkBounds(layout)!;
  const inner = { x: box.x + AA, y: box.y + AA, width: box.width - 2 * AA, height: box.height - 2 * AA };
  const s = Math.min((share.w * inner.width) / ink.width, (share.h * inner.height) / ink.height);
  return {
    s,
    tx: inner.x + inner.width / 2 - (ink.x + ink.width / 2) * s,
    ty: inner.y + inner.height / 2 - (ink.y + ink.height / 2) * s,
  };
}

export function placed(at: Placement, content: string): string {
  return `<g transform="matrix(${at.s} 0 0 ${at.s} ${at.tx} ${at.ty})">${content}</g>`;
}

/** A left-to-right gradient over scene x from x1 to x2, in the user space where it is used. */
function horizontalGradient(id: string, colors: readonly string[], x1: number, x2: number): string {
  return linearGradientSvg(id, gradientStops(colors), { x1, y1: 0, x2, y2: 0, userSpace: true });
}

/**
 * The logo in one ink on a surface spanning scene x 0…width: the badge's mark is cut out of its
 * disc, showing the surface (the same gradient, mapped into the logo's coordinates).
 */
export function monoLogo(layout: LogoLayout, at: Placement, ink: string, surface: Surface, width: number, coverage: boolean): string {
  if (coverage) return placed(at, logoShapes(layout, COVERAGE));
  let knockout = surface.colors[0]!;
  let defs = "";
  if (surface.colors.length > 1 && layout.badge) {
    defs = `<defs>${horizontalGradient("k", surface.colors, (0 - at.tx) / at.s, (width - at.tx) / at.s)}</defs>`;
    knockout = "url(#k)";
  }
  const paint: LogoPaint = { name: ink, slogan: ink, disc: ink, discInk: knockout };
  return placed(at, defs + logoShapes(layout, paint));
}

/**
 * The logo on a plain surface: in its own colours when every colour of it that touches the
 * surface keeps MIN_CONTRAST there (the gradient, the slogan, the badge's disc), else in one ink.
 */
export function logoOn(layout: LogoLayout, at: Placement, surface: string, coverage: boolean): string {
  if (coverage) return placed(at, logoShapes(layout, COVERAGE));
  const own =
    worstContrast(surface, layout.gradient.stops.map((s) => s.color)) >= GRADIENT_CONTRAST &&
    (!layout.sloganGlyphs.length || contrastRatio(layout.sloganColor, surface) >= MIN_CONTRAST) &&
    (!layout.badge || contrastRatio(layout.badge.fill, surface) >= MIN_CONTRAST);
  if (own) return placed(at, `<defs>${logoGradient(layout, "g")}</defs>` + logoShapes(layout, ownPaint(layout, "g")));
  const ink = inkOn(surface, layout.gradient.stops.map((s) => s.color));
  return monoLogo(layout, at, ink, { colors: [surface], ink }, 0, false);
}

/** SceneMode "coverage": what lies on the surface in white, what is cut into it in black. */
const COVERAGE: LogoPaint = { name: WHITE, slogan: WHITE, disc: WHITE, discInk: BLACK };

/** Colours filling a rectangle: their gradient left to right, or the one colour. */
export function surfaceRect(id: string, colors: readonly string[], box: Box): string {
  const rect = (fill: string) => `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${fill}"/>`;
  if (colors.length === 1) return rect(colors[0]!);
  return `<defs>${horizontalGradient(id, colors, box.x, box.x + box.width)}</defs>` + rect(`url(#${id})`);
}

