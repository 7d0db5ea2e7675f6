// The square mark of the brand kit (favicons, app icons): the symbol, or the initials when there
// is none, in a rounded square filled with the palette.
import { segment, splitGraphemes, type FontChain } from "./chain";
import { markInk } from "./color";
import { glyphsPathData, type PlacedGlyph } from "./layout";
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
  // Shape at 100 units, measure the ink, then scale and centre it in the square.
  const runs = segment(content, chain, role);
  const unit: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of runs) {
    const scale = 100 / run.font.unitsPerEm;
    const shaped = run.font.shape(run.text);
    for (const g of shaped.glyphs) unit.push({ font: run.font, id: g.id, x: pen + g.x * scale, y: -g.y * scale, scale });
    pen += shaped.advance * scale;
  }
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const g of unit) {
    const b = g.font.glyphBox(g.id);
    if (b.maxX <= b.minX) continue;
    minX = Math.min(minX, g.x + b.minX * g.scale);
    maxX = Math.max(maxX, g.x + b.maxX * g.scale);
    minY = Math.min(minY, g.y - b.maxY * g.scale);
    maxY = Math.max(maxY, g.y - b.minY * g.scale);
  }
  if (!Number.isFinite(minX)) return { glyphs: [], ink: "#FFFFFF", colors };
  const k = (MARK_SIZE * INK_SHARE) / Math.max(maxX - minX, maxY - minY);
  const dx = MARK_SIZE / 2 - ((minX + maxX) / 2) * k;
  const dy = MARK_SIZE / 2 - ((minY + maxY) / 2) * k;
  const glyphs = unit.map((g) => ({ ...g, x: dx + g.x * k, y: dy + g.y * k, scale: g.scale * k }));
  return { glyphs, ink: markInk(colors), colors };
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
    (mark.glyphs.length ? `<path fill="${mark.ink}" d="${glyphsPathData(mark.glyphs)}"/>` : "") +
    `</svg>`
  );
}
