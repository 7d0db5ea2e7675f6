// The design guide's sections, in the order they print: each draws at the writer's cursor from
// the subject (the logo as laid out for export, its square mark, its measured sizes).
import { rgb } from "pdf-lib";
import { type FontChain } from "../../../shared/chain";
import { splitGraphemes } from "../../../shared/graphemes";
import { hexToRgb } from "../../../shared/color";
import type { GuidelineText } from "../../../shared/guidelines";
import { markWords } from "../../../shared/icons";
import { glyphBounds, glyphsPathData, inkBounds, lineGlyphs, type LogoLayout } from "../../../shared/layout";
import { hasCase, initials } from "../../../shared/names";
import type { AppIconLayout } from "../../../shared/app-icon";
import type { DesignGuideRequest } from "../../../shared/schema";
import { wrap } from "../wrap";
import { drawable, GREY, INK, MARGIN, type GuideWriter } from "./writer";

const LOGO_WIDTH = 150;
const PALETTE_GAP = 12;
/** What a guide is about: the request, and the logo as every export draws it. */
export interface GuideSubject {
  guide: DesignGuideRequest;
  /** The guidelines, their facts restated for this logo (shared/guideline-facts.ts). */
  guidelines?: GuidelineText;
  layout: LogoLayout;
  chain: FontChain;
  /** The face's sample lines and the chain they are set in (specimenLines: the face's own glyphs only). */
  specimen: { lines: string[]; chain: FontChain };
  /** The white version for the black panel, when the palette does not read on black. */
  darkLayout?: LogoLayout;
  squareMark: AppIconLayout;
  sizes: LogoSizes;
}

const frameRatio = (layout: LogoLayout) => layout.frame.height / layout.frame.width;

/** The title, the name and slogan as text, and the logo, 150 wide, in vector. */
export function title(w: GuideWriter, { guide, layout }: GuideSubject) {
  w.text("Logo Design Guide", { size: 24, bold: true });
  w.text(guide.logoText, { size: 12, color: GREY });
  // The slogan as words a reader can copy (the logo draws it as outlines).
  if (guide.slogan) w.text(`Slogan: ${guide.slogan}`, { size: 10, color: GREY });
  w.y -= 10;
  const logoHeight = LOGO_WIDTH * frameRatio(layout);
  w.room(logoHeight + 2);
  w.y -= logoHeight;
  w.page.drawRectangle({ x: MARGIN, y: w.y, width: LOGO_WIDTH, height: logoHeight, borderColor: rgb(0.85, 0.85, 0.88), borderWidth: 0.5 });
  w.vector.logo(w.page, layout, { x: MARGIN, top: w.y + logoHeight, width: LOGO_WIDTH });
}

/**
 * On white and on black, side by side. A palette that does not keep 3:1 on black anywhere along
 * its gradient gets a version made for dark backgrounds on the black panel: the logo in white.
 */
export function lightAndDark(w: GuideWriter, { layout, darkLayout }: GuideSubject) {
  w.heading("On Light and Dark");
  const panelWidth = (w.contentWidth - 12) / 2;
  const panelHeight = panelWidth * frameRatio(layout);
  w.room(panelHeight + 16);
  w.y -= panelHeight;
  for (const [i, dark] of [[0, false], [1, true]] as const) {
    const x = MARGIN + i * (panelWidth + 12);
    w.page.drawRectangle({ x, y: w.y, width: panelWidth, height: panelHeight, color: dark ? rgb(0, 0, 0) : rgb(1, 1, 1), borderColor: rgb(0.8, 0.8, 0.82), borderWidth: 0.5 });
    w.vector.logo(w.page, dark ? (darkLayout ?? layout) : layout, { x, top: w.y + panelHeight, width: panelWidth });
    w.label(dark ? (darkLayout ? "On black: the white version (the palette is too dark there)" : "On black") : "On white", x, w.y - 11);
  }
  w.y -= 16;
}

/** The mark alone, as in the brand kit's favicons and app icons. */
export function mark(w: GuideWriter, { guide, squareMark }: GuideSubject) {
  w.heading("The Mark");
  const markSize = 84;
  w.room(markSize);
  w.y -= markSize;
  w.vector.mark(w.page, squareMark, { x: MARGIN, top: w.y + markSize, size: markSize });
  const markName = guide.symbol ? markWords(guide.symbol) : `initials “${initials(guide.logoText)}”`;
  const markText = `The ${markName} on the palette, on its own: for favicons, app icons and social avatars, where the full logo would be too small.`;
  const { regular } = w.fonts;
  wrap(drawable(markText, w.fonts.covers), (s) => regular.widthOfTextAtSize(s, 10), w.contentWidth - markSize - 16).forEach((line, i) =>
    w.page.drawText(line, { x: MARGIN + markSize + 16, y: w.y + markSize - 14 - i * 13, size: 10, font: regular, color: INK }),
  );
}

/** Clear space: a keyline around the logo's ink at the stated distance, kept with its text. */
export function clearSpace(w: GuideWriter, { guide, guidelines, layout, sizes }: GuideSubject) {
  const clearWidth = 300;
  const cs = clearWidth / layout.frame.width;
  const ink = inkBounds(layout)!;
  const pad = sizes.clearSpace * cs;
  const drawHeight = (ink.height + 2 * sizes.clearSpace) * cs;
  w.room(drawHeight + 110);
  w.heading("Clear Space");
  w.text(
    `Keep clear space of at least the height of the “${sizes.capLetter}” in ${guide.fontFamily} (the name's ${sizes.cased ? "cap height" : "letter height"}) on every side of the logo: the dashed keyline around its outline below. At 800 px wide that is ${Math.round(sizes.clearSpace)} px.`,
    { size: 10 },
  );
  if (guidelines?.minSpacing) w.text(guidelines.minSpacing, { size: 10, color: GREY });
  w.room(drawHeight + 12);
  w.y -= 6;
  // Frame placed so the keyline's top edge sits at the cursor.
  const frameTop = w.y - pad + ink.y * cs;
  const frameX = MARGIN + pad - ink.x * cs;
  const inkX = frameX + ink.x * cs;
  const inkTop = frameTop - ink.y * cs;
  // The outline's hairline goes under the logo: where ink meets its edge, the ink shows whole.
  w.page.drawRectangle({ x: inkX, y: inkTop - ink.height * cs, width: ink.width * cs, height: ink.height * cs, borderColor: rgb(0.75, 0.75, 0.78), borderWidth: 0.4 });
  w.vector.logo(w.page, layout, { x: frameX, top: frameTop, width: clearWidth });
  w.page.drawRectangle({
    x: inkX - pad,
    y: inkTop - ink.height * cs - pad,
    width: ink.width * cs + 2 * pad,
    height: ink.height * cs + 2 * pad,
    borderColor: rgb(0.85, 0.2, 0.35),
    borderWidth: 0.6,
    borderDashArray: [3, 2],
  });
  w.y -= drawHeight + 6;
}

/** The minimum size, drawn at that size (unless wider than the page allows: a very long slogan), kept with its text. */
export function minimumSize(w: GuideWriter, { layout, sizes }: GuideSubject) {
  const minWidth = Math.min((sizes.minMm * 72) / 25.4, w.contentWidth);
  const height = minWidth * frameRatio(layout);
  const shownAt = minWidth < w.contentWidth ? `Shown below at ${sizes.minMm} mm.` : "Shown below at the page's width.";
  w.room(height + 80);
  w.heading("Minimum Size");
  w.text(
    `Smallest legible size: ${sizes.minPx} px wide on screens, ${sizes.minMm} mm wide in print (the smallest ${sizes.cased ? "capitals" : "letters"} stay ${MIN_CAP_PX} px / ${MIN_CAP_MM} mm tall). ${shownAt}`,
    { size: 10 },
  );
  w.room(height + 4);
  w.y -= height + 4;
  w.vector.logo(w.page, layout, { x: MARGIN, top: w.y + height, width: minWidth });
}

/**
 * The family, its weight and a sample, drawn as the family's own outlines: pdf-lib's subsetter
 * drops glyphs of some catalogue fonts, and the outlines are exactly what the logo uses.
 */
export function typography(w: GuideWriter, { guide, specimen }: GuideSubject) {
  w.heading("Typography");
  w.text(`Font family: ${guide.fontFamily}`, { size: 11 });
  w.text("Font weight: Bold (700)", { size: 11 });
  const sampleSize = 18;
  for (const line of specimen.lines) {
    w.room(sampleSize * 1.6);
    w.page.drawSvgPath(glyphsPathData(lineGlyphs(line, specimen.chain, sampleSize, 0, sampleSize), { plain: true }), { x: MARGIN, y: w.y - 4, color: INK });
    w.y -= sampleSize * 1.6;
  }
}

/** The palette: swatch, HEX, RGB and CMYK, rows PALETTE_GAP apart. */
export function palette(w: GuideWriter, { guide }: GuideSubject) {
  w.heading("Color Palette");
  w.text("CMYK values are a plain conversion for reference; ask your printer for a proof.", { size: 9, color: GREY });
  for (const hex of guide.colors) {
    const [r, g, b] = hexToRgb(hex);
    const size = 22;
    w.room(size + PALETTE_GAP);
    w.y -= size;
    w.page.drawRectangle({ x: MARGIN, y: w.y, width: size, height: size, color: rgb(r / 255, g / 255, b / 255), borderColor: rgb(0.8, 0.8, 0.82), borderWidth: 0.5 });
    w.page.drawText(hex, { x: MARGIN + size + 10, y: w.y + 12, size: 11, font: w.fonts.bold, color: INK });
    const [c, m, yy, k] = cmyk(r, g, b);
    w.page.drawText(`RGB ${r}, ${g}, ${b}   ·   CMYK ${c}, ${m}, ${yy}, ${k}`, { x: MARGIN + size + 10, y: w.y + 1, size: 9, font: w.fonts.regular, color: GREY });
    w.y -= PALETTE_GAP;
  }
}

/** The branding guidelines, when the variation has them: personality, spacing, do's, don'ts, use cases. */
export function guidelines(w: GuideWriter, { guidelines: g }: GuideSubject) {
  if (!g) return;
  w.heading("Brand Personality");
  w.text(g.personality.join(" · "), { size: 11 });
  w.heading("Minimum Spacing");
  w.text(g.minSpacing, { size: 11 });
  w.heading("Do's");
  for (const item of g.usageGuidelines.dos) w.rule("do", item);
  w.heading("Don'ts");
  for (const item of g.usageGuidelines.donts) w.rule("dont", item);
  w.heading("Best Use Cases");
  for (const item of g.useCases) w.text(`•  ${item}`, { size: 10, indent: 4 });
}

/** Legibility floor for the minimum size: the smallest capitals (name, descriptor or slogan) at least this tall. */
const MIN_CAP_PX = 6;
const MIN_CAP_MM = 1.5;
/** Below this the whole lockup loses its shape, whatever the capitals. */
const MIN_WIDTH_PX = 120;

export type LogoSizes = ReturnType<typeof logoSizes>;

/**
 * Clear space and minimum sizes from the layout's real metrics: the clear space is the name's
 * cap height (the "height of the first capital" the guidelines state); the minimum width keeps
 * the smallest capitals of the name, its descriptor and the slogan legible.
 */
export function logoSizes(layout: LogoLayout, chain: FontChain, logoText: string) {
  const primary = chain.primary;
  // The letter the guidelines measure by: the name's first, as the builtin writer states it.
  const capLetter = splitGraphemes(logoText.trim())[0] ?? "H";
  // Scripts without capitals (Japanese, Arabic, Hebrew, Thai…) measure by that letter's own
  // height, as drawn: a face's cap height is its Latin capitals', lower than a kanji.
  const cased = hasCase(capLetter) || !/\p{L}/u.test(capLetter);
  const ink = cased ? undefined : glyphBounds(lineGlyphs(capLetter, chain, 1));
  const capRatio = ink ? ink.height : primary.capHeight / primary.unitsPerEm;
  const clearSpace = layout.textSize * capRatio;
  const smallestCap = Math.min(clearSpace, ...[layout.sloganSize, layout.descriptorSize].map((size) => (size ? size * capRatio : Infinity)));
  const frameWidth = layout.frame.width;
  const minPx = Math.max(MIN_WIDTH_PX, Math.ceil((frameWidth * MIN_CAP_PX) / smallestCap));
  const minMm = Math.max(25, Math.ceil((frameWidth * MIN_CAP_MM) / smallestCap));
  return { clearSpace, minPx, minMm, capLetter, cased };
}

/** CMYK percentages by the plain formula (no ICC profile): a reference, not a proof. */
export function cmyk(r: number, g: number, b: number): [number, number, number, number] {
  const k = 1 - Math.max(r, g, b) / 255;
  if (k >= 1) return [0, 0, 0, 100];
  const part = (v: number) => Math.round(((1 - v / 255 - k) / (1 - k)) * 100);
  return [part(r), part(g), part(b), Math.round(k * 100)];
}
