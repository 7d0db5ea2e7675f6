// Layout → self-contained SVG: glyph outlines, a left-to-right gradient, optional background.
import { badgeInkPathData, glyphsPathData, type LogoLayout } from "./layout";
import { PathData } from "./path-data";
import { BACKGROUND_FILL } from "./color";
import { linearGradientSvg } from "./gradient";

export type Background = "transparent" | "white" | "black";


/** The badge's disc as path data that strips render exactly (shared/path-data.ts). */
function discPath(disc: { cx: number; cy: number; r: number }): string {
  const path = new PathData();
  path.circle(disc.cx, disc.cy, disc.r);
  return path.toString();
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The pixel size of an export `width` wide: the frame's 2:1, height rounded half up
 * (801 → 801×401): docs/product-rules.md, "Exports".
 */
export function exportSize(width: number, frame: { width: number; height: number }): { width: number; height: number } {
  const w = Math.round(width);
  return { width: w, height: Math.round((w * frame.height) / frame.width) };
}

/** What each part of a logo is filled with: a colour, or `url(#id)` of a gradient in the same SVG. */
export interface LogoPaint {
  /** The name, and the mark unless it sits in a badge. */
  name: string;
  slogan: string;
  /** The badge's disc, and its mark. */
  disc: string;
  discInk: string;
}

/** The logo as drawn in its own colours: the gradient `gradientId`, the slogan's and the badge's colours. */
export function ownPaint(layout: LogoLayout, gradientId = "g"): LogoPaint {
  return {
    name: `url(#${gradientId})`,
    slogan: layout.sloganColor,
    disc: layout.badge?.fill ?? layout.sloganColor,
    discInk: layout.badge?.ink ?? layout.sloganColor,
  };
}

/** The logo's gradient, in frame units: define it once per SVG that uses ownPaint. */
export function logoGradient(layout: LogoLayout, id = "g"): string {
  const { x1, x2, stops } = layout.gradient;
  return linearGradientSvg(id, stops, { x1, y1: 0, x2, y2: 0, userSpace: true });
}

/**
 * The logo's shapes in frame units: the badge (disc, then its mark), the name row, the slogan.
 * Path data from PathData, so that a strip renders exactly like the whole (shared/path-data.ts).
 */
export function logoShapes(layout: LogoLayout, paint: LogoPaint = ownPaint(layout)): string {
  const badge = layout.badge
    ? `<path fill="${paint.disc}" d="${discPath(layout.badge)}"/>` +
      (layout.badge.glyphs.length || layout.badge.ring ? `<path fill="${paint.discInk}" d="${badgeInkPathData(layout.badge)}"/>` : "")
    : "";
  const row = `<path fill="${paint.name}" d="${glyphsPathData(layout.rowGlyphs)}"/>`;
  const slogan = layout.sloganGlyphs.length ? `<path fill="${paint.slogan}" d="${glyphsPathData(layout.sloganGlyphs)}"/>` : "";
  return badge + row + slogan;
}

export function logoSvg(layout: LogoLayout, options: { width: number; background?: Background; title?: string }): string {
  const { frame } = layout;
  const { width, height } = exportSize(options.width, frame);
  // When the size is not exactly 2:1 (odd widths: 801×401), the viewBox is scaled to the width
  // and sits at the top (xMinYMin: no fractional offset, so a strip of the canvas is an exact
  // integer shift of it), which leaves up to half a pixel below it. The background therefore
  // spans a frame-sized margin around the viewBox, so it covers the whole viewport at any size.
  const bg = options.background && options.background !== "transparent"
    ? `<rect x="${-frame.width}" y="${-frame.height}" width="${3 * frame.width}" height="${3 * frame.height}" fill="${BACKGROUND_FILL[options.background]}"/>`
    : "";
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${frame.width} ${frame.height}" preserveAspectRatio="xMinYMin meet">` +
    title +
    `<defs>${logoGradient(layout)}</defs>` +
    bg +
    logoShapes(layout) +
    `</svg>`
  );
}
