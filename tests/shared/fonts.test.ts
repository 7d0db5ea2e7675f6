// Every shipped font, every code point it maps: shaping, advances, outlines and boxes never throw.
import { describe, expect, it } from "vitest";
import { FAMILIES, SUPPORT_FONTS } from "../../shared/catalogue";
import { loadFontFromDisk, loadFontUncached } from "../support/node-fonts";
import { budget } from "../support/budget";

const ALL_FONTS = [...FAMILIES, ...SUPPORT_FONTS];

describe("every code point of every shipped font", () => {
  it.each(ALL_FONTS.map((f) => [f.slug, f] as const))("%s shapes and draws every code point it maps", async (_, file) => {
    const font = await loadFontUncached(file);
    const codePoints = font.codePoints();
    expect(codePoints.length, `${file.family} maps some code points`).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const cp of codePoints) {
      const ch = String.fromCodePoint(cp);
      const name = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
      try {
        const run = font.shape(ch);
        for (const g of run.glyphs) {
          const box = font.glyphBox(g.id);
          const path = font.glyphPath(g.id);
          if (![box.minX, box.minY, box.maxX, box.maxY].every(Number.isFinite)) failures.push(`${name}: box ${JSON.stringify(box)}`);
          if (path.some((op) => op.op !== "Z" && !(Number.isFinite(op.x) && Number.isFinite(op.y)))) failures.push(`${name}: NaN in outline`);
        }
        if (!Number.isFinite(run.advance)) failures.push(`${name}: advance ${run.advance}`);
        // A single glyph's advance is its hmtx advance (kerning needs two), or zero for the marks
        // and default-ignorable characters that shaping makes zero-width (U+034F, U+200B).
        const hmtx = run.glyphs.length === 1 ? font.advanceOf(run.glyphs[0]!.id) : run.advance;
        if (run.advance !== hmtx && run.advance !== 0) {
          failures.push(`${name}: advance ${run.advance} ≠ hmtx ${font.advanceOf(run.glyphs[0]!.id)}`);
        }
      } catch (err) {
        failures.push(`${name}: ${(err as Error).message}`);
      }
    }
    expect(failures, `${file.family}: code points that fail`).toEqual([]);
  }, budget(4_000));

  it.each(ALL_FONTS.map((f) => [f.slug, f] as const))("%s shapes its whole repertoire in words separated by spaces", async (_, file) => {
    const font = await loadFontUncached(file);
    const chars = font.codePoints().filter((cp) => cp > 0x20).map((cp) => String.fromCodePoint(cp));
    const failures: string[] = [];
    // Words of five neighbouring characters, so kerning and contextual lookups see real pairs.
    for (let i = 0; i < chars.length; i += 40) {
      const line = Array.from({ length: 8 }, (_, w) => chars.slice(i + w * 5, i + w * 5 + 5).join("")).join(" ");
      try {
        const run = font.shape(line);
        if (!Number.isFinite(run.advance) || run.advance <= 0) failures.push(`${JSON.stringify(line)}: advance ${run.advance}`);
        for (const g of run.glyphs) font.glyphPath(g.id);
      } catch (err) {
        failures.push(`${JSON.stringify(line)}: ${(err as Error).message}`);
      }
    }
    expect(failures, `${file.family}: lines that fail`).toEqual([]);
  }, budget(4_000));

  it("gives an empty glyph an empty box and outline and keeps its advance (IBM Plex Mono's space)", async () => {
    const font = await loadFontFromDisk(FAMILIES.find((f) => f.family === "IBM Plex Mono")!);
    const run = font.shape(" ");
    expect(run.glyphs).toHaveLength(1);
    const id = run.glyphs[0]!.id;
    expect(font.glyphPath(id)).toEqual([]);
    expect(font.glyphBox(id)).toEqual({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
    // A monospace font: the space is as wide as a letter.
    expect(run.advance).toBe(font.shape("M").advance);
    expect(font.shape("Dev Stack").advance).toBe(9 * run.advance);
  });
});

describe("the guard on pdf-lib's fontkit fork", () => {
  it("makes @pdf-lib/fontkit, which has the same bug, read IBM Plex Mono's space", async () => {
    const { readFileSync } = await import("node:fs");
    const { fontPath } = await import("../../shared/catalogue");
    const { guardEmptyGlyphs } = await import("../../shared/font");
    const pdfFontkit = (await import("@pdf-lib/fontkit")).default;
    const bytes = new Uint8Array(readFileSync(`public${fontPath(FAMILIES.find((f) => f.family === "IBM Plex Mono")!)}`));
    // Unguarded, the fork throws on the space: the bug is real in both builds.
    const bare = pdfFontkit.create(bytes);
    expect(() => bare.glyphForCodePoint(0x20).advanceWidth).toThrow(RangeError);
    const guarded = pdfFontkit.create(bytes);
    guardEmptyGlyphs(guarded);
    expect(guarded.glyphForCodePoint(0x20).advanceWidth).toBe(guarded.glyphForCodePoint(0x4d).advanceWidth);
    expect(guarded.layout("Dev Stack").advanceWidth).toBe(9 * guarded.glyphForCodePoint(0x20).advanceWidth);
  });
});
