// The app icon, the brand kit's square (favicons, app icons, the profile picture): the symbol, or
// the initials when there is none, in a rounded square filled with the palette (shared/color.ts,
// brandSurface: the gradient, or one colour of it when no ink stands out from the whole gradient).
import { segment, type FontChain } from "./chain";
import { brandSurface } from "./color";
import { centredGlyphs, glyphsPathData, type PlacedGlyph } from "./layout";
import { gradientStops, linearGradientSvg } from "./gradient";
import { initials } from "./names";

export const APP_ICON_SIZE = 512;
/** The rounded square's corner radius, as a share of its side (as phones round app icons). */
export const APP_ICON_CORNER = 0.22;
const INK_SHARE = 0.6;

export interface AppIconLayout {
  glyphs: PlacedGlyph[];
  /** White or near-black, at least MIN_CONTRAST on every colour of the surface. */
  ink: string;
  /** The surface: the palette's gradient, or one of its colours. */
  colors: readonly string[];
}

/** A brand's square mark: its symbol, else the initials of its name, on its palette. */
export function appIcon(brand: { text: string; symbol?: string; colors: readonly string[] }, chain: FontChain): AppIconLayout {
  return brand.symbol ? layoutAppIcon(brand.symbol, chain, brand.colors, "symbol") : layoutAppIcon(initials(brand.text), chain, brand.colors, "text");
}

export function layoutAppIcon(content: string, chain: FontChain, colors: readonly string[], role: "text" | "symbol"): AppIconLayout {
  const glyphs = centredGlyphs(segment(content, chain, role), APP_ICON_SIZE / 2, APP_ICON_SIZE / 2, APP_ICON_SIZE * INK_SHARE);
  const surface = brandSurface(colors);
  return { glyphs, ink: surface.ink, colors: surface.colors };
}


/**
 * The mark's rounded square and ink in APP_ICON_SIZE units; `ink: false` leaves the glyphs out (the
 * tests compare with and without them). `id` names its gradient, unique within one SVG.
 */
export function appIconShapes(mark: AppIconLayout, options: { id?: string; ink?: boolean; corners?: boolean } = {}): string {
  const id = options.id ?? "m";
  const r = options.corners === false ? 0 : APP_ICON_SIZE * APP_ICON_CORNER;
  return (
    `<defs>${linearGradientSvg(id, gradientStops(mark.colors), { x1: 0, y1: 0, x2: 1, y2: 1 })}</defs>` +
    `<rect width="${APP_ICON_SIZE}" height="${APP_ICON_SIZE}" rx="${r}" fill="url(#${id})"/>` +
    (options.ink === false ? "" : appIconGlyphs(mark))
  );
}

/** The mark's glyphs alone, in its ink or another fill. */
export function appIconGlyphs(mark: AppIconLayout, fill = mark.ink): string {
  return mark.glyphs.length ? `<path fill="${fill}" d="${glyphsPathData(mark.glyphs, { plain: true })}"/>` : "";
}

export function appIconSvg(mark: AppIconLayout, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${APP_ICON_SIZE} ${APP_ICON_SIZE}">${appIconShapes(mark)}</svg>`;
}
