// The square mark of the brand kit (favicons, app icons, the profile picture): the symbol, or the
// initials when there is none, in a rounded square filled with the palette (shared/color.ts,
// brandSurface: the gradient, or one colour of it when no ink stands out from the whole gradient).
import { segment, splitGraphemes, type FontChain } from "./chain";
import { brandSurface } from "./color";
import { centredGlyphs, glyphsPathData, type PlacedGlyph } from "./layout";
import { gradientStops } from "./gradient";

export const MARK_SIZE = 512;
/** The rounded square's corner radius, as a share of its side (as phones round app icons). */
export const MARK_CORNER = 0.22;
const INK_SHARE = 0.6;

/** "Quantum Coffee Labs" → "QC", "boldmark" → "B". */
export function initials(text: string): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const firsts = words.slice(0, 2).map((w) => splitGraphemes(w)[0] ?? "");
  return firsts.join("").toLocaleUpperCase();
}

export interface MarkLayout {
  glyphs: PlacedGlyph[];
  /** White or near-black, at least MIN_CONTRAST on every colour of the surface. */
  ink: string;
  /** The surface: the palette's gradient, or one of its colours. */
  colors: readonly string[];
}

/** A brand's square mark: its symbol, else the initials of its name, on its palette. */
export function brandMark(brand: { text: string; symbol?: string; colors: readonly string[] }, chain: FontChain): MarkLayout {
  return brand.symbol ? layoutMark(brand.symbol, chain, brand.colors, "symbol") : layoutMark(initials(brand.text), chain, brand.colors, "text");
}

export function layoutMark(content: string, chain: FontChain, colors: readonly string[], role: "text" | "symbol"): MarkLayout {
  const glyphs = centredGlyphs(segment(content, chain, role), MARK_SIZE / 2, MARK_SIZE / 2, MARK_SIZE * INK_SHARE);
  const surface = brandSurface(colors);
  return { glyphs, ink: surface.ink, colors: surface.colors };
}


/**
 * The mark's rounded square and ink in MARK_SIZE units; `ink: false` leaves the glyphs out (the
 * tests compare with and without them). `id` names its gradient, unique within one SVG.
 */
export function markShapes(mark: MarkLayout, options: { id?: string; ink?: boolean; corners?: boolean } = {}): string {
  const id = options.id ?? "m";
  const stops = gradientStops(mark.colors)
    .map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`)
    .join("");
  const r = options.corners === false ? 0 : MARK_SIZE * MARK_CORNER;
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>` +
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}" rx="${r}" fill="url(#${id})"/>` +
    (options.ink === false ? "" : markGlyphs(mark))
  );
}

/** The mark's glyphs alone, in its ink or another fill. */
export function markGlyphs(mark: MarkLayout, fill = mark.ink): string {
  return mark.glyphs.length ? `<path fill="${fill}" d="${glyphsPathData(mark.glyphs, { plain: true })}"/>` : "";
}

export function markSvg(mark: MarkLayout, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">${markShapes(mark)}</svg>`;
}
