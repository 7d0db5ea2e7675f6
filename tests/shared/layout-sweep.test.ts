// The shared layout over the whole finite input space, as the browser preview and the Worker use
// it: every catalogue family × the names corpus × {plain, symbol, slogan, both} × both frames.
import { describe, expect, it } from "vitest";
import { LATIN_FAMILIES as FAMILIES } from "../../shared/catalogue";
import { EXPORT_FRAME, PREVIEW_FRAME } from "../../shared/frames";
import { glyphsPathData, inkBounds, layoutLogo } from "../../shared/layout";
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
    const chain = await chainFor(c.family, { text, symbol: c.symbol, slogan: c.slogan });
    for (const frame of [PREVIEW_FRAME, EXPORT_FRAME]) {
      const where = `${describeCase(c)} in the ${frame.width}×${frame.height} frame`;
      const layout = layoutLogo({ text, symbol: c.symbol, slogan: c.slogan, colors: COLORS, layout: c.layout }, chain, frame);
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

describe("the shared layout over every family and the names corpus", () => {
  const cases = everyCase();

  it.each(FAMILIES.map((f) => [f.family] as const))("%s: every name × {plain, symbol, slogan, both} fits both frames with ink", async (family) => {
    const mine = cases.filter((c) => c.family === family);
    const problems: string[] = [];
    for (const c of mine) problems.push(...(await check(c)));
    expect(problems.slice(0, 20), `${problems.length} of ${mine.length} cases fail`).toEqual([]);
  }, budget(1_000));

  it("covers every family and every name of the corpus", () => {
    expect(new Set(cases.map((c) => c.family)).size).toBe(FAMILIES.length);
    expect(new Set(cases.map((c) => c.text)).size).toBe(NAMES.length);
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
