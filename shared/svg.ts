// Layout → self-contained SVG: glyph outlines, a left-to-right gradient, optional background.
import { glyphsPathData, type LogoLayout } from "./layout";

export type Background = "transparent" | "white" | "black";

const BG: Record<Exclude<Background, "transparent">, string> = { white: "#FFFFFF", black: "#000000" };

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function logoSvg(layout: LogoLayout, options: { width: number; background?: Background; title?: string }): string {
  const { frame, gradient } = layout;
  const width = Math.round(options.width);
  const height = Math.round((width * frame.height) / frame.width);
  const stops = gradient.stops.map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`).join("");
  const bg = options.background && options.background !== "transparent"
    ? `<rect width="${frame.width}" height="${frame.height}" fill="${BG[options.background]}"/>`
    : "";
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : "";
  const slogan = layout.sloganGlyphs.length
    ? `<path fill="${layout.sloganColor}" d="${glyphsPathData(layout.sloganGlyphs)}"/>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${frame.width} ${frame.height}">` +
    title +
    `<defs><linearGradient id="g" gradientUnits="userSpaceOnUse" x1="${gradient.x1}" y1="0" x2="${gradient.x2}" y2="0">${stops}</linearGradient></defs>` +
    bg +
    `<path fill="url(#g)" d="${glyphsPathData(layout.rowGlyphs)}"/>` +
    slogan +
    `</svg>`
  );
}
