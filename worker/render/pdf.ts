// The PDF design guide (pdf-lib): logo, typography, palette and guidelines on A4 pages,
// with real text in embedded fonts, page breaks, and the generated-by footer on every page.
import pdfFontkit from "@pdf-lib/fontkit";
import regeneratorRuntime from "regenerator-runtime";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { splitGraphemes } from "../../shared/chain";
import { hexToRgb } from "../../shared/color";
import { guardEmptyGlyphs, type LogoFont } from "../../shared/font";
import type { DesignGuideRequest } from "../../shared/schema";
import { glyphsPathData, lineGlyphs } from "../../shared/layout";
import { logoSvg } from "../../shared/svg";
import { loadFont, loadFontBytes, supportFont } from "./fonts";
import { encodeJpeg } from "./jpeg";
import { layoutForExport } from "./logo";
import { rasterise } from "./raster";

// @pdf-lib/fontkit shapes complex scripts (Devanagari) with transpiled generators that expect a
// global regeneratorRuntime; the package's own global install needs eval, which Workers forbid.
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= regeneratorRuntime;

/** pdf-lib's fontkit fork has fontkit's empty-glyph bug too: every font it parses gets the guard. */
const fontkit: Parameters<PDFDocument["registerFontkit"]>[0] = {
  create(buffer: Uint8Array, postscriptName?: string) {
    const font = pdfFontkit.create(buffer, postscriptName);
    guardEmptyGlyphs(font);
    return font;
  },
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 20;
const FOOTER_SPACE = 28;
const LOGO_WIDTH = 150;
const PALETTE_GAP = 12;
const SAMPLE = "Aa Bb Cc Dd Ee Ff Gg 0123456789";
const GREY = rgb(0.45, 0.45, 0.5);
const INK = rgb(0.1, 0.1, 0.14);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Noto Sans, embedded whole (pdf-lib cannot subset it), only when some text needs it. */
  fallback?: { font: PDFFont; covers: LogoFont };
  /** Coverage of the embedded text fonts, so no glyph turns into a box. */
  covers: LogoFont;
}

class Pages {
  page: PDFPage;
  y: number;
  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** Starts a new page unless `height` more points fit above the footer. */
  room(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
}

/** Drops what the embedded font cannot draw (an emoji in a guideline, say) rather than draw boxes. */
function drawable(text: string, covers: LogoFont): string {
  return splitGraphemes(text)
    .filter((g) => /^\s+$/u.test(g) || covers.covers(g))
    .join("")
    .replace(/\s{2,}/gu, " ")
    .trim();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderDesignGuide(env: Env, guide: DesignGuideRequest): Promise<Uint8Array> {
  // 1. the logo, rendered as a JPEG on white (a PDF page is white; JPEG embeds without re-encoding)
  const { layout, chain: layoutChain } = await layoutForExport(env, {
    text: guide.logoText,
    font: guide.fontFamily,
    colors: guide.colors,
    symbol: guide.symbol,
    layout: guide.layout,
    slogan: guide.slogan,
  });
  const pxWidth = LOGO_WIDTH * 4;
  const pixels = await rasterise(logoSvg(layout, { width: pxWidth, background: "white" }), pxWidth);
  const logoJpeg = encodeJpeg(pixels.rgba, pixels.width, pixels.height, { quality: 92 });

  // 2. the document and its fonts
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${guide.logoText} — Logo Design Guide`);
  doc.setProducer("Boldmark");
  doc.setCreator("Boldmark");
  // Manrope subsets cleanly in pdf-lib (Inter and Noto Sans lose glyphs) and covers Latin
  // Extended, Greek, Cyrillic and Vietnamese.
  const [regularBytes, boldBytes, covers] = await Promise.all([
    loadFontBytes(env, supportFont("text")),
    loadFontBytes(env, supportFont("text-bold")),
    loadFont(env, supportFont("text")),
  ]);
  const fonts: Fonts = {
    regular: await doc.embedFont(regularBytes, { subset: true }),
    bold: await doc.embedFont(boldBytes, { subset: true }),
    covers,
  };
  // Names Manrope cannot draw (Devanagari, say) are drawn in the logo fallback, Noto Sans.
  const g0 = guide.brandingGuidelines;
  const allText = [guide.logoText, guide.slogan ?? "", ...(g0 ? [...g0.personality, g0.minSpacing, ...g0.usageGuidelines.dos, ...g0.usageGuidelines.donts, ...g0.useCases] : [])];
  if (allText.some((t) => !covers.covers(t.replace(/\s+/gu, "")))) {
    const file = supportFont("fallback");
    const [bytes, fallbackCovers] = await Promise.all([loadFontBytes(env, file), loadFont(env, file)]);
    fonts.fallback = { font: await doc.embedFont(bytes, { subset: false }), covers: fallbackCovers };
  }
  const logo = await doc.embedJpg(logoJpeg);
  const pages = new Pages(doc);
  const contentWidth = A4[0] - 2 * MARGIN;

  const text = (value: string, opts: { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number }) => {
    const compact = value.replace(/\s+/gu, "");
    const useFallback = !fonts.covers.covers(compact) && fonts.fallback?.covers.covers(compact);
    const font = useFallback ? fonts.fallback!.font : opts.bold ? fonts.bold : fonts.regular;
    const safe = useFallback ? value : drawable(value, fonts.covers);
    for (const line of wrap(safe, font, opts.size, contentWidth - (opts.indent ?? 0))) {
      const lineHeight = opts.size * 1.35;
      pages.room(lineHeight);
      pages.y -= lineHeight;
      pages.page.drawText(line, { x: MARGIN + (opts.indent ?? 0), y: pages.y + opts.size * 0.25, size: opts.size, font, color: opts.color ?? INK });
    }
  };
  const heading = (value: string) => {
    pages.room(40); // a heading never sits alone at the foot of a page
    pages.y -= 10;
    text(value, { size: 14, bold: true });
    pages.y -= 4;
  };
  const mark = (kind: "do" | "dont", value: string) => {
    pages.room(14);
    const y = pages.y - 10;
    const x = MARGIN + 4;
    const color = kind === "do" ? rgb(0.13, 0.55, 0.3) : rgb(0.8, 0.15, 0.2);
    if (kind === "do") {
      pages.page.drawLine({ start: { x, y: y + 3 }, end: { x: x + 3, y }, thickness: 1.4, color });
      pages.page.drawLine({ start: { x: x + 3, y }, end: { x: x + 8, y: y + 7 }, thickness: 1.4, color });
    } else {
      pages.page.drawLine({ start: { x, y }, end: { x: x + 7, y: y + 7 }, thickness: 1.4, color });
      pages.page.drawLine({ start: { x, y: y + 7 }, end: { x: x + 7, y }, thickness: 1.4, color });
    }
    text(value, { size: 10, indent: 16 });
  };

  // 3. title and logo
  text("Logo Design Guide", { size: 24, bold: true });
  text(guide.logoText, { size: 12, color: GREY });
  pages.y -= 10;
  const logoHeight = (LOGO_WIDTH * logo.height) / logo.width;
  pages.room(logoHeight + 2);
  pages.y -= logoHeight;
  pages.page.drawImage(logo, { x: MARGIN, y: pages.y, width: LOGO_WIDTH, height: logoHeight });
  pages.page.drawRectangle({ x: MARGIN, y: pages.y, width: LOGO_WIDTH, height: logoHeight, borderColor: rgb(0.85, 0.85, 0.88), borderWidth: 0.5 });

  // 4. typography
  heading("Typography");
  text(`Font family: ${guide.fontFamily}`, { size: 11 });
  text("Font weight: Bold (700)", { size: 11 });
  // The sample is drawn as the family's own outlines: pdf-lib's subsetter drops glyphs of some
  // catalogue fonts, and the outlines are exactly what the logo uses.
  const sampleSize = 18;
  pages.room(sampleSize * 1.6);
  pages.page.drawSvgPath(glyphsPathData(lineGlyphs(SAMPLE, layoutChain, sampleSize, 0, sampleSize)), {
    x: MARGIN,
    y: pages.y - 4,
    color: INK,
  });
  pages.y -= sampleSize * 1.6;

  // 5. palette: swatch, HEX and RGB, rows PALETTE_GAP apart
  heading("Color Palette");
  for (const hex of guide.colors) {
    const [r, g, b] = hexToRgb(hex);
    const size = 22;
    pages.room(size + PALETTE_GAP);
    pages.y -= size;
    pages.page.drawRectangle({ x: MARGIN, y: pages.y, width: size, height: size, color: rgb(r / 255, g / 255, b / 255), borderColor: rgb(0.8, 0.8, 0.82), borderWidth: 0.5 });
    pages.page.drawText(hex, { x: MARGIN + size + 10, y: pages.y + 12, size: 11, font: fonts.bold, color: INK });
    pages.page.drawText(`RGB ${r}, ${g}, ${b}`, { x: MARGIN + size + 10, y: pages.y + 1, size: 9, font: fonts.regular, color: GREY });
    pages.y -= PALETTE_GAP;
  }

  // 6. branding guidelines
  const g = guide.brandingGuidelines;
  if (g) {
    heading("Brand Personality");
    text(g.personality.join(" · "), { size: 11 });
    heading("Minimum Spacing");
    text(g.minSpacing, { size: 11 });
    heading("Do's");
    for (const item of g.usageGuidelines.dos) mark("do", item);
    heading("Don'ts");
    for (const item of g.usageGuidelines.donts) mark("dont", item);
    heading("Best Use Cases");
    for (const item of g.useCases) text(`•  ${item}`, { size: 10, indent: 4 });
  }

  // 7. the footer on every page
  const all = doc.getPages();
  all.forEach((page, i) => {
    const footer = `Generated by Boldmark  ·  Page ${i + 1} of ${all.length}`;
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.88) });
    page.drawText(footer, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular, color: GREY });
  });
  return doc.save();
}
