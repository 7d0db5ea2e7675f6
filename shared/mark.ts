// The square mark of the brand kit (favicons, app icons): the symbol, or the initials when there
// is none, in a rounded square filled with the palette.
import { segment, splitGraphemes, type FontChain } from "./chain";
import { markInk } from "./color";
import { centredGlyphs, glyphsPathData, type PlacedGlyph } from "./layout";
import { gradientStops } from "./gradient";

export const MARK_SIZE = 512;
const INK_SHARE = 0.6;

/** "Quantum Coffee Labs" → "QC", "boldmark" → "B". */
export function initials(text: string): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const firsts = words.slice(0, 2).map((w) => splitGraphemes(w)[0] ?? "");
  return firsts.join("").toLocaleUpperCase();
}

export interface MarkLayout {
  glyphs: PlacedGlyph[];
  /** White or near-black, whichever stands out more from the palette. */
  ink: string;
  colors: readonly string[];
}

export function layoutMark(content: string, chain: FontChain, colors: readonly string[], role: "text" | "symbol"): MarkLayout {
  const glyphs = centredGlyphs(segment(content, chain, role), MARK_SIZE / 2, MARK_SIZE / 2, MARK_SIZE * INK_SHARE);
  return { glyphs, ink: glyphs.length ? markInk(colors) : "#FFFFFF", colors };
}


export function markSvg(mark: MarkLayout, size: number): string {
  const stops = gradientStops(mark.colors)
    .map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`)
    .join("");
  const r = MARK_SIZE * 0.22;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">` +
    `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient></defs>` +
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}" rx="${r}" fill="url(#m)"/>` +
    (mark.glyphs.length ? `<path fill="${mark.ink}" d="${glyphsPathData(mark.glyphs, { plain: true })}"/>` : "") +
    `</svg>`
  );
}
