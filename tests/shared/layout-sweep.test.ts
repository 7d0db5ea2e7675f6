// The shared layout over the whole finite input space, as the browser preview and the Worker use
// it: every catalogue family × the names corpus × {plain, symbol, slogan, both} × both frames,
// and every name of more than one word with its last words as a descriptor.
import { describe, expect, it } from "vitest";
import { LATIN_FAMILIES as FAMILIES, findFamily } from "../../shared/catalogue";
import { EXPORT_FRAME, PREVIEW_FRAME } from "../../shared/frames";
import { glyphBounds, glyphsPathData, inkBounds, layoutLogo } from "../../shared/layout";
import { DESCRIPTOR_MAX, splitDescriptor } from "../../shared/logo";
import { isRtl } from "../../shared/scripts";
import { UnsupportedTextError, segment } from "../../shared/chain";
import { describeCase, everyCase, NAMES, UNDRAWABLE, type Case } from "../support/corpus";
import { chainFor } from "../support/node-fonts";
import { svgPathProblems } from "../support/path-invariants";
import { logoSvg } from "../../shared/svg";
import { budget } from "../support/budget";

const COLORS = ["#FF6B6B", "#3A86FF"];

async function check(c: Case): Promise<string[]> {
  const text = c.text.trim();
  const problems: string[] = [];
  try {
    const chain = await chainFor(c.family, { text, symbol: c.symbol, slogan: c.slogan, descriptor: c.descriptor });
    for (const frame of [PREVIEW_FRAME, EXPORT_FRAME]) {
      const where = `${describeCase(c)} in the ${frame.width}×${frame.height} frame`;
      const layout = layoutLogo({ text, symbol: c.symbol, slogan: c.slogan, colors: COLORS, layout: c.layout, descriptor: c.descriptor }, chain, frame);
      if (c.symbol && !layout.mark) problems.push(`${where}: the mark draws nothing`);
      if (c.symbol && layout.composition !== (c.layout ?? "inline")) problems.push(`${where}: composition ${layout.composition}`);
      if (!glyphsPathData(layout.rowGlyphs).includes("Z")) problems.push(`${where}: the row draws nothing`);
      if (c.slogan && !glyphsPathData(layout.sloganGlyphs).includes("Z")) problems.push(`${where}: the slogan draws nothing`);
      if (layout.row.width > frame.fitWidth + 1e-6) problems.push(`${where}: row ${layout.row.width} wider than ${frame.fitWidth}`);
      if (layout.sloganBox && layout.sloganBox.width > frame.fitWidth + 1e-6) problems.push(`${where}: slogan wider than ${frame.fitWidth}`);
      if (layout.sloganBox) {
        // Subordinate: never more than 0.8 of the name's size. Aligned with the wordmark: under
        // the name's left edge beside a mark, centred under it otherwise; kept inside the frame.
        if (layout.sloganSize! > 0.8 * layout.textSize + 1e-9) problems.push(`${where}: slogan ${layout.sloganSize} against name ${layout.textSize}`);
        const { name, sloganBox: box } = layout;
        const beside = c.symbol && layout.composition !== "stacked";
        const wanted = beside ? name.x : name.x + (name.width - box.width) / 2;
        const expected = Math.max(frame.margin, Math.min(wanted, frame.width - frame.margin - box.width));
        if (Math.abs(box.x - expected) > 1e-6) problems.push(`${where}: slogan at x ${box.x}, the name's ${beside ? "left edge" : "centre"} puts it at ${expected}`);
      }
      problems.push(...descriptorProblems(c, layout, where));
      // Path data a strip renders exactly like the whole canvas (shared/path-data.ts).
      const broken = svgPathProblems(logoSvg(layout, { width: frame.width }));
      if (broken.length) problems.push(`${where}: ${broken[0]}`);
      // Never clipped: all ink inside the frame.
      const ink = inkBounds(layout);
      if (!ink) problems.push(`${where}: no ink`);
      else if (ink.x < 0 || ink.y < 0 || ink.x + ink.width > frame.width || ink.y + ink.height > frame.height) {
        problems.push(`${where}: ink ${JSON.stringify(ink)} leaves the frame`);
      }
    }
  } catch (err) {
    problems.push(`${describeCase(c)}: ${(err as Error).message}`);
  }
  return problems;
}

/** The catalogue's categories of faces lettered by hand or in blackletter (the descriptor is set as typed). */
const HAND = new Set(["script", "handwritten", "blackletter"]);

/**
 * A descriptor (docs/product-rules.md, "The descriptor") where the name has the words for it, and
 * none otherwise: 0.33–0.45 of the name's size (to 0.55 in a face lettered by hand), its ink under the name's, aligned with the wordmark
 * as the slogan is (centred under the name in a face lettered by hand), and above the slogan.
 */
function descriptorProblems(c: Case, layout: ReturnType<typeof layoutLogo>, where: string): string[] {
  const split = splitDescriptor(c.text, c.descriptor);
  const box = layout.descriptorBox;
  if (!split) return box || layout.descriptorGlyphs.length ? [`${where}: a descriptor without the words for one`] : [];
  if (!box || !layout.descriptorSize) return [`${where}: no descriptor`];
  const problems: string[] = [];
  const share = layout.descriptorSize / layout.textSize;
  // Set as typed in a face lettered by hand, in small letters, it may grow to 0.55 (its x-height
  // reads as the capitals do elsewhere).
  const top = HAND.has(findFamily(c.family)?.category ?? "") ? 0.55 : 0.45;
  if (share < 0.33 - 1e-9 || share > top + 1e-9) problems.push(`${where}: descriptor at ${share.toFixed(3)} of the name's size`);
  const name = glyphBounds(layout.nameGlyphs);
  const under = glyphBounds(layout.descriptorGlyphs);
  if (!under) problems.push(`${where}: the descriptor draws nothing`);
  if (name && under && under.y < name.y + name.height) problems.push(`${where}: the descriptor's ink (top ${under.y}) rises into the name's (bottom ${name.y + name.height})`);
  // Beside a mark, flush with the wordmark's side away from it; centred when stacked or alone, and
  // in a face lettered by hand (set as typed, it is no wider than it runs).
  const beside = c.symbol && layout.composition !== "stacked" && !HAND.has(findFamily(c.family)?.category ?? "");
  const n = layout.name;
  const wanted = !beside ? n.x + (n.width - box.width) / 2 : isRtl(c.text) ? n.x + n.width - box.width : n.x;
  if (Math.abs(box.x - wanted) > 1e-6) problems.push(`${where}: descriptor at x ${box.x}, the wordmark puts it at ${wanted}`);
  if (box.width > n.width + 1e-6) problems.push(`${where}: descriptor wider than the wordmark box`);
  if (layout.sloganBox && layout.sloganBox.y < box.y + box.height - 1e-6) problems.push(`${where}: the slogan overlaps the descriptor`);
  return problems;
}

/** The cases again, each name of two words or more with its last words (1 to 4 in turn) as a descriptor. */
function withDescriptors(cases: readonly Case[]): Case[] {
  return cases.flatMap((c, i) => {
    const words = c.text.trim().split(/\s+/u).length;
    return words > 1 ? [{ ...c, descriptor: 1 + (i % Math.min(DESCRIPTOR_MAX, words - 1)) }] : [];
  });
}

describe("the shared layout over every family and the names corpus", () => {
  const plain = everyCase();
  const cases = [...plain, ...withDescriptors(plain)];

  it.each(FAMILIES.map((f) => [f.family] as const))("%s: every name × {plain, symbol, slogan, both} and its descriptors fits both frames with ink", async (family) => {
    const mine = cases.filter((c) => c.family === family);
    const problems: string[] = [];
    for (const c of mine) problems.push(...(await check(c)));
    expect(problems.slice(0, 20), `${problems.length} of ${mine.length} cases fail`).toEqual([]);
  }, budget(1_000));

  it("covers every family and every name of the corpus", () => {
    expect(new Set(cases.map((c) => c.family)).size).toBe(FAMILIES.length);
    expect(new Set(cases.map((c) => c.text)).size).toBe(NAMES.length);
    // Descriptors of every length the names allow, in every composition, with and without a slogan.
    const lockups = cases.filter((c) => c.descriptor);
    expect(new Set(lockups.map((c) => c.descriptor))).toEqual(new Set([1, 2, 3, 4].slice(0, Math.max(...lockups.map((c) => c.descriptor!)))));
    expect(new Set(lockups.map((c) => `${c.layout ?? "none"}|${!!c.slogan}`)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(UNDRAWABLE)("refuses $text naming exactly the characters no font draws", async ({ text, characters }) => {
    for (const f of FAMILIES) {
      const chain = await chainFor(f.family, { text });
      let thrown: unknown;
      try {
        segment(text, chain);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, `${f.family} · ${text}`).toBeInstanceOf(UnsupportedTextError);
      expect((thrown as UnsupportedTextError).characters, `${f.family} · ${text}`).toEqual(characters);
    }
  }, budget(1_000));
});
