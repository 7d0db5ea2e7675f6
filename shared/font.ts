// A parsed font file: shaping (advances, kerning, ligatures) and glyph outlines, in font units.
import * as fontkit from "fontkit";
import type { Font as FontkitFont } from "fontkit";
import type { Direction, HbFont } from "./harfbuzz";

export type PathOp =
  | { op: "M" | "L"; x: number; y: number }
  | { op: "Q"; x1: number; y1: number; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

export interface ShapedGlyph {
  id: number;
  /** Pen position of this glyph, relative to the start of the run, in font units. */
  x: number;
  y: number;
}

export interface ShapedRun {
  glyphs: ShapedGlyph[];
  /** Total advance in font units, kerning included. */
  advance: number;
}

export interface GlyphBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Variation selectors ask for text or emoji presentation; our outline fonts have one look. */
const PRESENTATION = /[\uFE0E\uFE0F]/g;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const IS_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/**
 * What the layout needs from whatever draws a run: a font file, or an icon (shared/icons.ts),
 * which is a font of one glyph.
 */
export interface GlyphSource {
  readonly name: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  covers(text: string): boolean;
  /** Shapes a run; `direction` is the run's bidi direction (shared/chain.ts), left to right by default. */
  shape(text: string, direction?: Direction): ShapedRun;
  glyphPath(id: number): PathOp[];
  glyphBox(id: number): GlyphBox;
}

export class LogoFont implements GlyphSource {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  private readonly shapes = new Map<string, ShapedRun>();
  private readonly paths = new Map<number, PathOp[]>();
  /**
   * HarfBuzz, for the faces made for a script (catalogue `script`): it shapes their runs, as
   * browsers do; fontkit still gives the outlines. The Latin faces keep fontkit's shaping, which
   * the byte-identical export guard (tests/worker/renderer-version.test.ts) pins.
   */
  private shaper?: HbFont;

  constructor(
    readonly name: string,
    private readonly font: FontkitFont,
    /** The file it was parsed from (a subset, for a script face). */
    readonly bytes: Uint8Array,
  ) {
    this.unitsPerEm = font.unitsPerEm;
    this.ascent = font.ascent;
    this.descent = font.descent;
    this.capHeight = font.capHeight || font.ascent * 0.7;
  }

  /** Every code point the font's cmap maps to a glyph. */
  codePoints(): number[] {
    return this.font.characterSet;
  }

  /** The glyph the cmap gives a code point, or undefined when it has none. */
  cmapGlyph(cp: number): number | undefined {
    return this.font.hasGlyphForCodePoint(cp) ? this.font.glyphForCodePoint(cp).id : undefined;
  }

  /** The advance of a glyph straight from `hmtx`, in font units. */
  advanceOf(id: number): number {
    return this.font.getGlyph(id).advanceWidth;
  }

  /** True when the font has a real glyph for every code point of the text. */
  covers(text: string): boolean {
    for (const ch of text.replace(PRESENTATION, "")) {
      const cp = ch.codePointAt(0)!;
      if (cp === 0x200d || cp === 0x20) continue;
      // A joiner or non-joiner (Persian "گل‌فروشی") is drawn by no glyph: HarfBuzz reads it and hides it.
      if (this.shaper && IS_IGNORABLE.test(ch)) continue;
      if (!this.font.hasGlyphForCodePoint(cp)) return false;
    }
    return true;
  }

  /** Shapes with HarfBuzz from now on (the font's own bytes, in a HarfBuzz instance). */
  useHarfBuzz(shaper: HbFont) {
    this.shaper = shaper;
    this.shapes.clear();
  }

  get shapedByHarfBuzz(): boolean {
    return !!this.shaper;
  }

  /** Shapes a run of text with the font's own kerning, ligatures and (HarfBuzz) joining forms. */
  shape(text: string, direction: Direction = "ltr"): ShapedRun {
    const key = direction === "rtl" ? `\u0000${text}` : text;
    const cached = this.shapes.get(key);
    if (cached) return cached;
    // Invisible format characters the font has no glyph for (a joiner in a word, a word joiner)
    // would shape to .notdef in fontkit, a visible box: they go, as a browser ignores them.
    // HarfBuzz takes the text as typed: it hides default-ignorables itself, after they have
    // chosen the joining forms, as browsers do.
    const shaped = this.shaper
      ? this.harfbuzz(text, direction)
      : this.layout(text.replace(PRESENTATION, "").replace(IGNORABLE, (ch) => (this.font.hasGlyphForCodePoint(ch.codePointAt(0)!) ? ch : "")));
    if (this.shapes.size > 256) this.shapes.clear();
    this.shapes.set(key, shaped);
    return shaped;
  }

  private harfbuzz(text: string, direction: Direction): ShapedRun {
    const glyphs: ShapedGlyph[] = [];
    let x = 0;
    for (const g of this.shaper!.shape(text, direction)) {
      glyphs.push({ id: g.id, x: x + g.xOffset, y: g.yOffset });
      x += g.xAdvance;
    }
    return { glyphs, advance: x };
  }

  private layout(text: string): ShapedRun {
    // Some fonts carry contextual alternates that fontkit cannot read (JetBrains Mono's "#(");
    // a logo loses nothing without them, so retry plainer before giving up.
    for (const features of [undefined, { calt: false, liga: false, clig: false, dlig: false }]) {
      try {
        const run = this.font.layout(text, features);
        const glyphs: ShapedGlyph[] = [];
        let x = 0;
        run.glyphs.forEach((glyph, i) => {
          const pos = run.positions[i]!;
          glyphs.push({ id: glyph.id, x: x + pos.xOffset, y: pos.yOffset });
          x += pos.xAdvance;
        });
        return { glyphs, advance: x };
      } catch {
        // try the next, plainer feature set
      }
    }
    const glyphs: ShapedGlyph[] = [];
    let x = 0;
    for (const ch of text) {
      const glyph = this.font.glyphForCodePoint(ch.codePointAt(0)!);
      glyphs.push({ id: glyph.id, x, y: 0 });
      x += glyph.advanceWidth;
    }
    return { glyphs, advance: x };
  }

  /** The outline of one glyph, y up, in font units. */
  glyphPath(id: number): PathOp[] {
    let ops = this.paths.get(id);
    if (!ops) {
      ops = toOps(this.font.getGlyph(id).path.commands);
      this.paths.set(id, ops);
    }
    return ops;
  }

  /** The outline's tight bounds; an empty glyph (a space) has the empty box at the origin. */
  glyphBox(id: number): GlyphBox {
    const { minX, minY, maxX, maxY } = this.font.getGlyph(id).bbox;
    if (!(maxX >= minX && maxY >= minY)) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    return { minX, minY, maxX, maxY };
  }
}

function toOps(commands: { command: string; args: number[] }[]): PathOp[] {
  const ops: PathOp[] = [];
  for (const { command, args: a } of commands) {
    switch (command) {
      case "moveTo":
        ops.push({ op: "M", x: a[0]!, y: a[1]! });
        break;
      case "lineTo":
        ops.push({ op: "L", x: a[0]!, y: a[1]! });
        break;
      case "quadraticCurveTo":
        ops.push({ op: "Q", x1: a[0]!, y1: a[1]!, x: a[2]!, y: a[3]! });
        break;
      case "bezierCurveTo":
        ops.push({ op: "C", x1: a[0]!, y1: a[1]!, x2: a[2]!, y2: a[3]!, x: a[4]!, y: a[5]! });
        break;
      case "closePath":
        ops.push({ op: "Z" });
        break;
    }
  }
  return ops;
}

/** Parses TTF bytes (fontkit reads only what is asked of it, so this is cheap). */
export function parseFont(name: string, bytes: Uint8Array): LogoFont {
  const parsed = fontkit.create(bytes as never);
  if (!("layout" in parsed)) throw new Error(`${name}: expected a single font, got a collection`);
  guardEmptyGlyphs(parsed);
  return new LogoFont(name, parsed, bytes);
}

/** The parts of a fontkit font and glyph (either fontkit build) that the guard touches. */
interface RawFont {
  directory?: { tables?: Record<string, unknown> };
  loca?: { offsets: ArrayLike<number> };
  bbox?: object;
  _getBaseGlyph?(id: number): object | null;
}
interface RawGlyph {
  id: number;
  _font: RawFont & { _variationProcessor?: unknown };
  _getCBox(internal?: boolean): unknown;
}

const guarded = new WeakSet<object>();

/**
 * Empty TrueType glyphs get an empty box instead of an exception.
 *
 * A glyph with no outline (space, no-break space, zero-width space, `.null`) has zero bytes in
 * the `glyf` table: `loca` gives it the same start as the next glyph. fontkit's
 * `TTFGlyph._getCBox` reads a 10-byte glyph header at that offset anyway (its `_decode` has the
 * guard; `_getCBox` does not: foliojs/fontkit#378, #303). When the empty glyph is the last in the
 * table and `glyf` is the last table in the file, the read runs off the end and throws
 * `RangeError: Offset is outside the bounds of the DataView`; otherwise it silently returns the
 * next glyph's box. Every advance width goes through that box (`_getMetrics` derives the
 * vertical bearing from it), so one space broke whole names: IBM Plex Mono's space, Zilla Slab's
 * no-break space, Dancing Script's `.null`, Space Grotesk's zero-width space.
 *
 * The fix belongs to the glyph class, not to each font or each caller: this adds upstream's own
 * guard to the TrueType glyph prototype of whichever fontkit build parsed the font (fontkit for
 * layout and outlines, @pdf-lib/fontkit for PDF embedding), once per build. The advance still
 * comes from `hmtx`, the outline stays empty. tests/shared/fonts.test.ts sweeps every code point
 * of every shipped font through it.
 */
export function guardEmptyGlyphs(font: unknown): void {
  const raw = font as RawFont;
  if (!raw.directory?.tables?.glyf || !raw._getBaseGlyph || !raw.bbox) return;
  const glyph = raw._getBaseGlyph(0);
  const proto = glyph && (Object.getPrototypeOf(glyph) as RawGlyph | null);
  if (!proto || guarded.has(proto) || typeof proto._getCBox !== "function") return;
  const original = proto._getCBox;
  const Box = raw.bbox.constructor as new (minX: number, minY: number, maxX: number, maxY: number) => object;
  proto._getCBox = function (this: RawGlyph, internal?: boolean) {
    const offsets = this._font.loca?.offsets;
    const varied = this._font._variationProcessor && !internal;
    if (!varied && offsets && offsets[this.id] === offsets[this.id + 1]) return Object.freeze(new Box(0, 0, 0, 0));
    return original.call(this, internal);
  };
  guarded.add(proto);
}
