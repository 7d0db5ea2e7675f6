// The plain path the benchmark measures us against: the same logo as SVG <text> with the font
// files handed to resvg on every request, rasterised and encoded by resvg's own asPng().
import { Resvg } from "@resvg/resvg-wasm";
import type { FontChain } from "../shared/chain";
import type { LogoLayout, PlacedGlyph } from "../shared/layout";
import { escapeXml } from "../shared/svg";

interface TextRun {
  text: string;
  family: string;
  size: number;
  x: number;
  y: number;
}

/** Groups consecutive glyphs of one font back into text runs at their first pen position. */
function runs(glyphs: PlacedGlyph[], texts: string[]): TextRun[] {
  const out: TextRun[] = [];
  let t = 0;
  for (let i = 0; i < glyphs.length; ) {
    const font = glyphs[i]!.font;
    const start = glyphs[i]!;
    while (i < glyphs.length && glyphs[i]!.font === font) i++;
    out.push({ text: texts[t++] ?? "", family: font.name, size: start.scale * font.unitsPerEm, x: start.x, y: start.y });
  }
  return out;
}

export function plainSvg(layout: LogoLayout, input: { text: string; symbol?: string; slogan?: string }, width: number): string {
  const rowTexts = input.symbol ? [input.symbol, input.text] : [input.text];
  const stops = layout.gradient.stops.map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`).join("");
  const text = (r: TextRun, fill: string) =>
    `<text x="${r.x}" y="${r.y}" font-family="${escapeXml(r.family)}" font-size="${r.size}" font-weight="700" fill="${fill}">${escapeXml(r.text)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 2}" viewBox="0 0 800 400">` +
    `<defs><linearGradient id="g" gradientUnits="userSpaceOnUse" x1="${layout.gradient.x1}" y1="0" x2="${layout.gradient.x2}" y2="0">${stops}</linearGradient></defs>` +
    runs(layout.rowGlyphs, rowTexts).map((r) => text(r, "url(#g)")).join("") +
    (input.slogan ? runs(layout.sloganGlyphs, [input.slogan]).map((r) => text(r, layout.sloganColor)).join("") : "") +
    `</svg>`
  );
}

/** resvg parses the font files for every render: that is the plain path's cost too. */
export function plainPng(svg: string, fontBuffers: Uint8Array[], chain: FontChain, width: number): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: chain.primary.name },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
