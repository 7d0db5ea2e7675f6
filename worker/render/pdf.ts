// The PDF design guide (pdf-lib): logo, typography, palette and guidelines on A4 pages,
// with real text in embedded fonts, page breaks, and the generated-by footer on every page.
import pdfFontkit from "@pdf-lib/fontkit";
import regeneratorRuntime from "regenerator-runtime";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { splitGraphemes } from "../../shared/chain";
import { hexToRgb } from "../../shared/color";
import { guardEmptyGlyphs, type LogoFont } from "../../shared/font";
import type { DesignGuideRequest } from "../../shared/schema";
import { fromDesign } from "../../shared/logo";
import { markWords } from "../../shared/icons";
import { glyphsPathData, inkBounds, lineGlyphs, type LogoLayout } from "../../shared/layout";
import { appIcon, initials } from "../../shared/app-icon";
import type { FontChain } from "../../shared/chain";
import { VectorPainter } from "./pdf-vector";
import { wrap } from "./wrap";
import { loadFont, loadFontBytes, supportFont } from "./fonts";
import { darkVersion, layoutForExport } from "./logo";

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

/** Lets other requests of this isolate run between the guide's sections (rendering is CPU). */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function renderDesignGuide(env: Env, guide: DesignGuideRequest): Promise<Uint8Array> {
  // 1. the logo's layout: the same outlines as every export, drawn as vectors below
  const logo = fromDesign(guide);
  const { layout, chain: layoutChain } = await layoutForExport(env, logo);
  const squareMark = appIcon({ text: guide.logoText, symbol: guide.symbol, colors: guide.colors }, layoutChain);
  const sizes = logoSizes(layout, layoutChain, guide.logoText);

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
  const vector = new VectorPainter(doc);
  const pages = new Pages(doc);
  const contentWidth = A4[0] - 2 * MARGIN;

  const text = (value: string, opts: { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number }) => {
    const compact = value.replace(/\s+/gu, "");
    const useFallback = !fonts.covers.covers(compact) && fonts.fallback?.covers.covers(compact);
    const font = useFallback ? fonts.fallback!.font : opts.bold ? fonts.bold : fonts.regular;
    const safe = useFallback ? value : drawable(value, fonts.covers);
    for (const line of wrap(safe, (s) => font.widthOfTextAtSize(s, opts.size), contentWidth - (opts.indent ?? 0))) {
      const lineHeight = opts.size * 1.35;
      pages.room(lineHeight);
      pages.y -= lineHeight;
      pages.page.drawText(line, { x: MARGIN + (opts.indent ?? 0), y: pages.y + opts.size * 0.25, size: opts.size, font, color: opts.color ?? INK });
    }
  };
  const heading = (value: string) => {
    pages.room(60); // a heading never sits alone at the foot of a page
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

  const label = (value: string, x: number, y: number, size = 9) =>
    pages.page.drawText(value, { x, y, size, font: fonts.regular, color: GREY });
  const frameRatio = layout.frame.height / layout.frame.width;

  // 3. title and the logo, 150 wide, in vector
  text("Logo Design Guide", { size: 24, bold: true });
  text(guide.logoText, { size: 12, color: GREY });
  pages.y -= 10;
  const logoHeight = LOGO_WIDTH * frameRatio;
  pages.room(logoHeight + 2);
  pages.y -= logoHeight;
  pages.page.drawRectangle({ x: MARGIN, y: pages.y, width: LOGO_WIDTH, height: logoHeight, borderColor: rgb(0.85, 0.85, 0.88), borderWidth: 0.5 });
  vector.logo(pages.page, layout, { x: MARGIN, top: pages.y + logoHeight, width: LOGO_WIDTH });

  await breathe();
  // 4. on light and on dark
  heading("On Light and Dark");
  const panelWidth = (contentWidth - 12) / 2;
  const panelHeight = panelWidth * frameRatio;
  // A palette that does not keep 3:1 on black anywhere along its gradient gets a version made for
  // dark backgrounds on the black panel: the logo in white.
  const onDark = darkVersion(logo);
  const darkLayout = onDark ? (await layoutForExport(env, onDark)).layout : layout;
  pages.room(panelHeight + 16);
  pages.y -= panelHeight;
  for (const [i, dark] of [[0, false], [1, true]] as const) {
    const x = MARGIN + i * (panelWidth + 12);
    pages.page.drawRectangle({ x, y: pages.y, width: panelWidth, height: panelHeight, color: dark ? rgb(0, 0, 0) : rgb(1, 1, 1), borderColor: rgb(0.8, 0.8, 0.82), borderWidth: 0.5 });
    vector.logo(pages.page, dark ? darkLayout : layout, { x, top: pages.y + panelHeight, width: panelWidth });
    label(dark ? (onDark ? "On black: the white version (the palette is too dark there)" : "On black") : "On white", x, pages.y - 11);
  }
  pages.y -= 16;

  // 5. the mark alone, as in the brand kit's favicons and app icons
  heading("The Mark");
  const markSize = 84;
  pages.room(markSize);
  pages.y -= markSize;
  vector.mark(pages.page, squareMark, { x: MARGIN, top: pages.y + markSize, size: markSize });
  const markName = guide.symbol ? markWords(guide.symbol) : `initials “${initials(guide.logoText)}”`;
  const markText = `The ${markName} on the palette, on its own: for favicons, app icons and social avatars, where the full logo would be too small.`;
  wrap(drawable(markText, fonts.covers), (s) => fonts.regular.widthOfTextAtSize(s, 10), contentWidth - markSize - 16).forEach((line, i) =>
    pages.page.drawText(line, { x: MARGIN + markSize + 16, y: pages.y + markSize - 14 - i * 13, size: 10, font: fonts.regular, color: INK }),
  );

  await breathe();
  // 6. clear space: a keyline around the logo's ink at the stated distance (kept with its text)
  const clearWidth = 300;
  const cs = clearWidth / layout.frame.width;
  const ink = inkBounds(layout)!;
  const pad = sizes.clearSpace * cs;
  const drawHeight = (ink.height + 2 * sizes.clearSpace) * cs;
  pages.room(drawHeight + 110);
  heading("Clear Space");
  text(
    `Keep clear space of at least the height of the “${sizes.capLetter}” in ${guide.fontFamily} (the name's cap height) on every side of the logo: the dashed keyline around its outline below. At 800 px wide that is ${Math.round(sizes.clearSpace)} px.`,
    { size: 10 },
  );
  if (guide.brandingGuidelines?.minSpacing) text(guide.brandingGuidelines.minSpacing, { size: 10, color: GREY });
  pages.room(drawHeight + 12);
  pages.y -= 6;
  // Frame placed so the keyline's top edge sits at the cursor.
  const frameTop = pages.y - pad + ink.y * cs;
  const frameX = MARGIN + pad - ink.x * cs;
  vector.logo(pages.page, layout, { x: frameX, top: frameTop, width: clearWidth });
  const inkX = frameX + ink.x * cs;
  const inkTop = frameTop - ink.y * cs;
  pages.page.drawRectangle({ x: inkX, y: inkTop - ink.height * cs, width: ink.width * cs, height: ink.height * cs, borderColor: rgb(0.75, 0.75, 0.78), borderWidth: 0.4 });
  pages.page.drawRectangle({
    x: inkX - pad,
    y: inkTop - ink.height * cs - pad,
    width: ink.width * cs + 2 * pad,
    height: ink.height * cs + 2 * pad,
    borderColor: rgb(0.85, 0.2, 0.35),
    borderWidth: 0.6,
    borderDashArray: [3, 2],
  });
  pages.y -= drawHeight + 6;

  // 7. minimum size, drawn at that size (kept with its text)
  // Drawn at that size, unless it is wider than the page allows (a very long slogan).
  const minWidth = Math.min((sizes.minMm * 72) / 25.4, contentWidth);
  const shownAt = minWidth < contentWidth ? `Shown below at ${sizes.minMm} mm.` : "Shown below at the page's width.";
  pages.room(minWidth * frameRatio + 80);
  heading("Minimum Size");
  text(
    `Smallest legible size: ${sizes.minPx} px wide on screens, ${sizes.minMm} mm wide in print (the smallest capitals stay ${MIN_CAP_PX} px / ${MIN_CAP_MM} mm tall). ${shownAt}`,
    { size: 10 },
  );
  pages.room(minWidth * frameRatio + 4);
  pages.y -= minWidth * frameRatio + 4;
  vector.logo(pages.page, layout, { x: MARGIN, top: pages.y + minWidth * frameRatio, width: minWidth });

  await breathe();
  // 8. typography
  heading("Typography");
  text(`Font family: ${guide.fontFamily}`, { size: 11 });
  text("Font weight: Bold (700)", { size: 11 });
  // The sample is drawn as the family's own outlines: pdf-lib's subsetter drops glyphs of some
  // catalogue fonts, and the outlines are exactly what the logo uses.
  const sampleSize = 18;
  pages.room(sampleSize * 1.6);
  pages.page.drawSvgPath(glyphsPathData(lineGlyphs(SAMPLE, layoutChain, sampleSize, 0, sampleSize), { plain: true }), {
    x: MARGIN,
    y: pages.y - 4,
    color: INK,
  });
  pages.y -= sampleSize * 1.6;

  // 9. palette: swatch, HEX, RGB and CMYK, rows PALETTE_GAP apart
  heading("Color Palette");
  text("CMYK values are a plain conversion for reference; ask your printer for a proof.", { size: 9, color: GREY });
  for (const hex of guide.colors) {
    const [r, g, b] = hexToRgb(hex);
    const size = 22;
    pages.room(size + PALETTE_GAP);
    pages.y -= size;
    pages.page.drawRectangle({ x: MARGIN, y: pages.y, width: size, height: size, color: rgb(r / 255, g / 255, b / 255), borderColor: rgb(0.8, 0.8, 0.82), borderWidth: 0.5 });
    pages.page.drawText(hex, { x: MARGIN + size + 10, y: pages.y + 12, size: 11, font: fonts.bold, color: INK });
    const [c, m, yy, k] = cmyk(r, g, b);
    pages.page.drawText(`RGB ${r}, ${g}, ${b}   ·   CMYK ${c}, ${m}, ${yy}, ${k}`, { x: MARGIN + size + 10, y: pages.y + 1, size: 9, font: fonts.regular, color: GREY });
    pages.y -= PALETTE_GAP;
  }

  await breathe();
  // 10. branding guidelines
  const g = guide.brandingGuidelines;
  if (g) {
    heading("Brand Personality");
    text(g.personality.join(" · "), { size: 11 });
    heading("Minimum Spacing");
    text(g.minSpacing, { size: 11 });
    await breathe();
    heading("Do's");
    for (const item of g.usageGuidelines.dos) mark("do", item);
    heading("Don'ts");
    for (const item of g.usageGuidelines.donts) mark("dont", item);
    await breathe();
    heading("Best Use Cases");
    for (const item of g.useCases) text(`•  ${item}`, { size: 10, indent: 4 });
  }

  await breathe();
  // 11. the footer on every page
  const all = doc.getPages();
  all.forEach((page, i) => {
    const footer = `Generated by Boldmark  ·  Page ${i + 1} of ${all.length}`;
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.88) });
    page.drawText(footer, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular, color: GREY });
  });
  return doc.save();
}

/** Legibility floor for the minimum size: the smallest capitals (name or slogan) at least this tall. */
const MIN_CAP_PX = 6;
const MIN_CAP_MM = 1.5;
/** Below this the whole lockup loses its shape, whatever the capitals. */
const MIN_WIDTH_PX = 120;

/**
 * Clear space and minimum sizes from the layout's real metrics: the clear space is the name's
 * cap height (the "height of the first capital" the guidelines state); the minimum width keeps
 * the smallest capitals of the name and slogan legible.
 */
export function logoSizes(layout: LogoLayout, chain: FontChain, logoText: string) {
  const primary = chain.primary;
  const capRatio = primary.capHeight / primary.unitsPerEm;
  const clearSpace = layout.textSize * capRatio;
  const smallestCap = Math.min(clearSpace, layout.sloganSize ? layout.sloganSize * capRatio : Infinity);
  const frameWidth = layout.frame.width;
  const minPx = Math.max(MIN_WIDTH_PX, Math.ceil((frameWidth * MIN_CAP_PX) / smallestCap));
  const minMm = Math.max(25, Math.ceil((frameWidth * MIN_CAP_MM) / smallestCap));
  // The letter the guidelines measure by: the name's first, as the builtin writer states it.
  const capLetter = splitGraphemes(logoText.trim())[0] ?? "H";
  return { clearSpace, minPx, minMm, capLetter };
}

/** CMYK percentages by the plain formula (no ICC profile): a reference, not a proof. */
export function cmyk(r: number, g: number, b: number): [number, number, number, number] {
  const k = 1 - Math.max(r, g, b) / 255;
  if (k >= 1) return [0, 0, 0, 100];
  const part = (v: number) => Math.round(((1 - v / 255 - k) / (1 - k)) * 100);
  return [part(r), part(g), part(b), Math.round(k * 100)];
}
