// Lines of the guide in the scripts HarfBuzz shapes (Arabic joins its letters, Hebrew and Arabic
// run right to left, Thai stacks its marks, Korean and Japanese use their own forms). pdf-lib lays
// text out with fontkit, which has no shaper for Hebrew or Thai and no bidi: Arabic came out as
// loose letters in the wrong order. Here a line is cut into runs by the chain (shared/chain.ts:
// bidi, visual order); a script run is drawn as HarfBuzz shapes it, in the face's outlines, and
// under it lies an invisible text layer of the run's characters, one cmap glyph each, in visual
// order on the baseline, as PDF readers expect right-to-left text. Shaped glyphs cannot carry the
// text themselves: Noto Naskh Arabic draws ن as a dotless skeleton shared with ب and ت plus a
// separate dot glyph raised off the baseline, so no glyph-to-character map is right and text
// extractors split the word where the dots sit.
import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
  type Color,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from "pdf-lib";
import type { Segment } from "../../../shared/chain";
import type { LogoFont } from "../../../shared/font";
import { glyphsPathData } from "../../../shared/layout";

/** What pdf-lib's font embedder knows of a glyph when it writes the widths and the ToUnicode map. */
interface EmbeddedGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/** pdf-lib's custom font embedder, as far as this file reaches into it (pdf-lib 1.17). */
interface Embedder {
  glyphCache: { access(): EmbeddedGlyph[] };
}

/** A face made for a script, embedded whole (it is already a HarfBuzz subset), shaped by HarfBuzz. */
export class ShapedFace {
  /** The character each text-layer glyph was drawn for (a glyph the cmap gives several, such as a space, names one). */
  private readonly drawnFor = new Map<number, number>();

  constructor(
    readonly pdf: PDFFont,
    readonly font: LogoFont,
  ) {
    const embedder = (pdf as unknown as { embedder: Embedder }).embedder;
    if (!embedder?.glyphCache) throw new Error("pdf-lib's font embedder changed: the guide's text layer needs its glyph cache");
    const own = embedder.glyphCache;
    // Read when the document is saved.
    embedder.glyphCache = {
      access: () => own.access().map((g) => (this.drawnFor.has(g.id) ? { id: g.id, codePoints: [this.drawnFor.get(g.id)!], advanceWidth: g.advanceWidth } : g)),
    };
  }

  /** Draws a run with its pen at (x, y) on the page; `size` in points. */
  draw(page: PDFPage, run: Segment, x: number, y: number, size: number, color: Color) {
    const shaped = this.font.shape(run.text, run.direction);
    const scale = size / this.font.unitsPerEm;
    const placed = shaped.glyphs.map((g) => ({ font: this.font, id: g.id, x: x + g.x * scale, y: -g.y * scale, scale }));
    page.drawSvgPath(glyphsPathData(placed, { plain: true }), { x: 0, y, color });

    // The text layer: each character's own glyph, in visual order, stretched to the run's width.
    const cells: { id: number; advance: number }[] = [];
    for (const ch of run.text) {
      const cp = ch.codePointAt(0)!;
      const id = this.font.cmapGlyph(cp);
      if (id === undefined) continue; // a joiner: HarfBuzz used it, no glyph stands for it
      if (!this.drawnFor.has(id)) this.drawnFor.set(id, cp);
      cells.push({ id, advance: this.font.advanceOf(id) });
    }
    if (run.direction === "rtl") cells.reverse();
    const natural = cells.reduce((w, c) => w + c.advance, 0);
    if (!natural) return;
    const stretch = shaped.advance / natural;
    const key = page.node.newFontDictionary(this.pdf.name, this.pdf.ref);
    const ops: PDFOperator[] = [pushGraphicsState(), beginText(), setTextRenderingMode(TextRenderingMode.Invisible), setFontAndSize(key, size)];
    let pen = x;
    for (const c of cells) {
      ops.push(setTextMatrix(stretch, 0, 0, 1, pen, y), showText(PDFHexString.of(c.id.toString(16).padStart(4, "0"))));
      pen += c.advance * scale * stretch;
    }
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
  }

  width(run: Segment, size: number): number {
    return (this.font.shape(run.text, run.direction).advance * size) / this.font.unitsPerEm;
  }
}
