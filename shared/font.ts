// A parsed font file: shaping (advances, kerning, ligatures) and glyph outlines, in font units.
import * as fontkit from "fontkit";
import type { Font as FontkitFont } from "fontkit";

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

export class LogoFont {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  private readonly shapes = new Map<string, ShapedRun>();
  private readonly paths = new Map<number, PathOp[]>();

  constructor(
    readonly name: string,
    private readonly font: FontkitFont,
  ) {
    this.unitsPerEm = font.unitsPerEm;
    this.ascent = font.ascent;
    this.descent = font.descent;
    this.capHeight = font.capHeight || font.ascent * 0.7;
  }

  /** True when the font has a real glyph for every code point of the text. */
  covers(text: string): boolean {
    for (const ch of text.replace(PRESENTATION, "")) {
      const cp = ch.codePointAt(0)!;
      if (cp === 0x200d || cp === 0x20) continue;
      if (!this.font.hasGlyphForCodePoint(cp)) return false;
    }
    return true;
  }

  /** Shapes a run of text with the font's own kerning and ligatures. */
  shape(text: string): ShapedRun {
    const cached = this.shapes.get(text);
    if (cached) return cached;
    const shaped = this.layout(text.replace(PRESENTATION, ""));
    if (this.shapes.size > 256) this.shapes.clear();
    this.shapes.set(text, shaped);
    return shaped;
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

  glyphBox(id: number): GlyphBox {
    const { minX, minY, maxX, maxY } = this.font.getGlyph(id).bbox;
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
  return new LogoFont(name, parsed);
}
