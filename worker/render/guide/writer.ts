// The design guide's page writer (pdf-lib): A4 pages with a cursor that breaks to a new page,
// real text in embedded fonts (the support face, Noto Sans where it cannot draw the text), the
// headings and do/don't marks the sections use, and the generated-by footer on every page.
import pdfFontkit from "@pdf-lib/fontkit";
import regeneratorRuntime from "regenerator-runtime";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { segment, UnsupportedTextError, type FontChain, type Segment } from "../../../shared/chain";
import { splitGraphemes } from "../../../shared/graphemes";
import { guardEmptyGlyphs, type LogoFont } from "../../../shared/font";
import { plainFaces, scriptsOf } from "../../../shared/scripts";
import { loadFont, loadFontBytes, supportFont } from "../fonts";
import { VectorPainter } from "../pdf-vector";
import { wrap } from "../wrap";
import { ShapedFace } from "./shaped-text";

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

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 20;
const FOOTER_SPACE = 28;
export const GREY = rgb(0.45, 0.45, 0.5);
export const INK = rgb(0.1, 0.1, 0.14);
type Color = ReturnType<typeof rgb>;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /**
   * The faces for what the text faces cannot draw, in order: Noto Sans, embedded whole (pdf-lib
   * cannot subset it), when some text needs it; then the plain faces of the texts' other scripts
   * (Noto Sans JP…), embedded as HarfBuzz subsets of the texts' characters and printable ASCII,
   * so a line naming the brand stays real text.
   */
  others: { font: PDFFont; covers: LogoFont; shaped?: ShapedFace }[];
  /** Coverage of the embedded text fonts, so no glyph turns into a box. */
  covers: LogoFont;
}

/** Printable ASCII: the guide's own words, for a script face that draws Latin too. */
const ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i));

/** Drops what the embedded font cannot draw (an emoji in a guideline, say) rather than draw boxes. */
export function drawable(text: string, covers: LogoFont): string {
  return splitGraphemes(text)
    .filter((g) => /^\s+$/u.test(g) || covers.covers(g))
    .join("")
    .replace(/\s{2,}/gu, " ")
    .trim();
}

export class GuideWriter {
  readonly contentWidth = A4[0] - 2 * MARGIN;
  readonly vector: VectorPainter;
  page: PDFPage;
  /** The text face, then the faces for what it cannot draw, as the logo's chain orders them: the runs of a line. */
  private readonly lineChain: FontChain;
  /** The cursor: the top of what is drawn next, in points from the page's foot. */
  y: number;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.vector = new VectorPainter(doc);
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.lineChain = { primary: fonts.covers, fallbacks: fonts.others.map((o) => o.covers), symbols: [] };
  }

  /**
   * A new guide titled `title`. Manrope subsets cleanly in pdf-lib (Inter and Noto Sans lose
   * glyphs) and covers Latin Extended, Greek, Cyrillic and Vietnamese; when any of `texts` needs
   * more (Devanagari, say), Noto Sans, the logo fallback, is embedded for it.
   */
  static async open(env: Env, title: string, texts: string[]): Promise<GuideWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(title);
    doc.setProducer("Boldmark");
    doc.setCreator("Boldmark");
    const [regularBytes, boldBytes, covers] = await Promise.all([
      loadFontBytes(env, supportFont("text")),
      loadFontBytes(env, supportFont("text-bold")),
      loadFont(env, supportFont("text")),
    ]);
    const fonts: Fonts = {
      regular: await doc.embedFont(regularBytes, { subset: true }),
      bold: await doc.embedFont(boldBytes, { subset: true }),
      covers,
      others: [],
    };
    if (texts.some((t) => !covers.covers(t.replace(/\s+/gu, "")))) {
      const file = supportFont("fallback");
      const [bytes, fallbackCovers] = await Promise.all([loadFontBytes(env, file), loadFont(env, file)]);
      fonts.others.push({ font: await doc.embedFont(bytes, { subset: false }), covers: fallbackCovers });
    }
    const characters = `${texts.join("")}${ASCII}`;
    for (const face of [...new Set(scriptsOf(texts.join("")).flatMap(plainFaces))]) {
      const subset = await loadFont(env, face, characters);
      const font = await doc.embedFont(subset.bytes, { subset: false });
      fonts.others.push({ font, covers: subset, shaped: subset.shapedByHarfBuzz ? new ShapedFace(font, subset) : undefined });
    }
    return new GuideWriter(doc, fonts);
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  room(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /**
   * Wrapped text at the cursor: in the text face; run by run with the script faces when the text
   * holds a script HarfBuzz shapes (shaped-text.ts); else in the fallback face when the text face
   * cannot draw it.
   */
  text(value: string, opts: { size: number; bold?: boolean; color?: Color; indent?: number }) {
    if (this.runs(value)?.some((run) => this.shapedFace(run))) return this.shapedText(value, opts);
    const { fonts } = this;
    const compact = value.replace(/\s+/gu, "");
    const own = fonts.covers.covers(compact);
    const other = own ? undefined : fonts.others.find((f) => f.covers.covers(compact));
    const font = other ? other.font : opts.bold ? fonts.bold : fonts.regular;
    const safe = other ? value : drawable(value, fonts.covers);
    for (const line of wrap(safe, (s) => font.widthOfTextAtSize(s, opts.size), this.contentWidth - (opts.indent ?? 0))) {
      const lineHeight = opts.size * 1.35;
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + (opts.indent ?? 0), y: this.y + opts.size * 0.25, size: opts.size, font, color: opts.color ?? INK });
    }
  }

  /** A line cut into runs in visual order, each with the face that draws it; undefined when none can. */
  private runs(value: string): Segment[] | undefined {
    try {
      return segment(value, this.lineChain);
    } catch (err) {
      if (err instanceof UnsupportedTextError) return undefined;
      throw err;
    }
  }

  private shapedFace(run: Segment): ShapedFace | undefined {
    return this.fonts.others.find((o) => o.covers === run.font)?.shaped;
  }

  /** The embedded font that draws a run pdf-lib can set itself (the text face, or Noto Sans). */
  private plainFont(run: Segment, bold?: boolean): PDFFont {
    if (run.font === this.fonts.covers) return bold ? this.fonts.bold : this.fonts.regular;
    return this.fonts.others.find((o) => o.covers === run.font)!.font;
  }

  private runWidth(run: Segment, size: number, bold?: boolean): number {
    return this.shapedFace(run)?.width(run, size) ?? this.plainFont(run, bold).widthOfTextAtSize(run.text, size);
  }

  private shapedText(value: string, opts: { size: number; bold?: boolean; color?: Color; indent?: number }) {
    const measure = (s: string) => (this.runs(s) ?? []).reduce((w, run) => w + this.runWidth(run, opts.size, opts.bold), 0);
    for (const line of wrap(value, measure, this.contentWidth - (opts.indent ?? 0))) {
      const lineHeight = opts.size * 1.35;
      this.room(lineHeight);
      this.y -= lineHeight;
      const y = this.y + opts.size * 0.25;
      let x = MARGIN + (opts.indent ?? 0);
      for (const run of this.runs(line) ?? []) {
        const face = this.shapedFace(run);
        if (face) face.draw(this.page, run, x, y, opts.size, opts.color ?? INK);
        else this.page.drawText(run.text, { x, y, size: opts.size, font: this.plainFont(run, opts.bold), color: opts.color ?? INK });
        x += this.runWidth(run, opts.size, opts.bold);
      }
    }
  }

  heading(value: string) {
    this.room(60); // a heading never sits alone at the foot of a page
    this.y -= 10;
    this.text(value, { size: 14, bold: true });
    this.y -= 4;
  }

  /** A do (a green tick) or a don't (a red cross) and its text. */
  rule(kind: "do" | "dont", value: string) {
    this.room(14);
    const y = this.y - 10;
    const x = MARGIN + 4;
    const color = kind === "do" ? rgb(0.13, 0.55, 0.3) : rgb(0.8, 0.15, 0.2);
    if (kind === "do") {
      this.page.drawLine({ start: { x, y: y + 3 }, end: { x: x + 3, y }, thickness: 1.4, color });
      this.page.drawLine({ start: { x: x + 3, y }, end: { x: x + 8, y: y + 7 }, thickness: 1.4, color });
    } else {
      this.page.drawLine({ start: { x, y }, end: { x: x + 7, y: y + 7 }, thickness: 1.4, color });
      this.page.drawLine({ start: { x, y: y + 7 }, end: { x: x + 7, y }, thickness: 1.4, color });
    }
    this.text(value, { size: 10, indent: 16 });
  }

  /** A small grey caption at a given point (not at the cursor). */
  label(value: string, x: number, y: number, size = 9) {
    this.page.drawText(value, { x, y, size, font: this.fonts.regular, color: GREY });
  }

  /** The footer on every page, then the file. */
  save(): Promise<Uint8Array> {
    const all = this.doc.getPages();
    all.forEach((page, i) => {
      const footer = `Generated by Boldmark  ·  Page ${i + 1} of ${all.length}`;
      page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4[0] - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.88) });
      page.drawText(footer, { x: MARGIN, y: MARGIN, size: 8, font: this.fonts.regular, color: GREY });
    });
    return this.doc.save();
  }
}
