// Guidelines that follow the design (issue 24): every fact rule is recognised as a fact, following
// is idempotent, and after any edit no rule names an old colour, contrast figure, face or mark.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../shared/catalogue";
import { BLACK, contrastRatio, WHITE } from "../../shared/color";
import { designFacts, followDesign, statesFact } from "../../shared/guideline-facts";
import { guidelineStrings, GUIDELINE_LIMITS, guidelineLength } from "../../shared/guidelines";
import { markWords } from "../../shared/icons";
import { COMPOSITIONS, descriptorCase, splitDescriptor } from "../../shared/logo";
import { MARKS, randomLogo } from "../support/arbitraries";

const RUNS = Number(process.env.FACTS_RUNS ?? 300);
const SEED = process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined;

/** Advice that names no fact of any design: it must survive every edit. */
const ADVICE = {
  dos: ["Scale the logo proportionally.", "Give the logo room to breathe on busy layouts."],
  donts: ["Don't add drop shadows, glows or bevels.", "Don't crowd the logo with other elements."],
};

const guidelinesFor = (logo: Parameters<typeof designFacts>[0]) => {
  const facts = designFacts(logo);
  return {
    personality: ["Bold", "Warm"],
    minSpacing: facts.minSpacing,
    usageGuidelines: { dos: [...facts.dos, ...ADVICE.dos], donts: [...facts.donts, ...ADVICE.donts] },
    useCases: ["Signage", "Packaging"],
  };
};

const ratio = (colors: string[]) => {
  const onWhite = Math.min(...colors.map((c) => contrastRatio(c, WHITE)));
  const onBlack = Math.min(...colors.map((c) => contrastRatio(c, BLACK)));
  return `${Math.max(onWhite, onBlack).toFixed(1)}:1`;
};

describe("guideline facts", () => {
  it("recognises every fact rule as a fact, for every family, composition and mark", () => {
    for (const family of FAMILIES) {
      for (const layout of COMPOSITIONS) {
        for (const symbol of [undefined, ...MARKS]) {
          const facts = designFacts({ text: "Harbor & Co", font: family.family, colors: ["#0E7C86", "#F2A541"], symbol, layout });
          for (const rule of [...facts.dos, ...facts.donts]) expect(statesFact(rule), `${family.family} ${layout} ${symbol}: ${rule}`).toBe(true);
        }
      }
    }
  });

  it("states the descriptor's place as a fact, and only for a logo that has one", () => {
    const base = { text: "Northstar Driving School", font: "Lato", colors: ["#0E7C86"], layout: "inline" as const };
    const rule = designFacts({ ...base, descriptor: 2 }).donts.find((d) => d.includes("“DRIVING SCHOOL”"));
    expect(rule).toMatch(/“Northstar”/);
    expect(statesFact(rule!)).toBe(true);
    for (const descriptor of [undefined, 3]) expect(designFacts({ ...base, descriptor }).donts.join(" ")).not.toContain("DRIVING");
    // Dropped when the visitor sets the name on one line again.
    expect(guidelineStrings(followDesign(guidelinesFor({ ...base, descriptor: 2 }), base)).join(" ")).not.toContain("DRIVING SCHOOL");
  });

  it("leaves advice that names no fact as written", () => {
    for (const advice of [...ADVICE.dos, ...ADVICE.donts]) expect(statesFact(advice), advice).toBe(false);
  });

  it("is idempotent, and keeps every limit", () => {
    fc.assert(
      fc.property(randomLogo, randomLogo, (a, b) => {
        const once = followDesign(guidelinesFor(a), b);
        expect(followDesign(once, b)).toEqual(once);
        expect(guidelineLength(once)).toBeLessThanOrEqual(GUIDELINE_LIMITS.total);
        expect(once.usageGuidelines.dos.length).toBeLessThanOrEqual(GUIDELINE_LIMITS.usage.items);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("names no old colour, contrast figure, face or mark after an edit, and keeps the advice", () => {
    fc.assert(
      fc.property(randomLogo, randomLogo, (before, after) => {
        // The new name and slogan are quoted by the rules (and the name's parts, for a descriptor)
        // and may contain an old fact's words ("International" holds "Inter"): only what the rules
        // say besides them is judged.
        const split = splitDescriptor(after.text, after.descriptor);
        const quoted = [after.text, after.slogan, split?.lead, split && descriptorCase(split.descriptor)].filter((q): q is string => !!q);
        const text = quoted.reduce((t, q) => t.split(q).join("…"), guidelineStrings(followDesign(guidelinesFor(before), after)).join("\n"));
        const where = `${JSON.stringify(before)} → ${JSON.stringify(after)}`;
        for (const c of before.colors) if (!after.colors.includes(c)) expect(text, where).not.toContain(c);
        if (ratio(before.colors) !== ratio(after.colors)) expect(text, where).not.toContain(` ${ratio(before.colors)} `);
        expect(text, where).toContain(ratio(after.colors));
        if (before.font !== after.font && !after.font.includes(before.font)) expect(text, where).not.toContain(before.font);
        if (before.symbol && before.symbol !== after.symbol && !(after.symbol && markWords(after.symbol).includes(markWords(before.symbol)))) {
          expect(text, where).not.toContain(markWords(before.symbol));
        }
        for (const advice of [...ADVICE.dos, ...ADVICE.donts]) expect(text, where).toContain(advice);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("drops what a model states about colours and contrast, keeps its advice", () => {
    const model = {
      personality: ["Calm"],
      minSpacing: "Leave 20 px around it.",
      usageGuidelines: {
        dos: ["Use #FF0000 on white for maximum impact.", "Keep the teal tone consistent.", "Keep 7.1:1 contrast on light backgrounds.", "Keep the layout uncluttered."],
        donts: ["Don't place the bird icon on the right.", "Don't crowd the logo."],
      },
      useCases: ["Menus"],
    };
    const g = followDesign(model, { text: "Calm Co", font: "Lora", colors: ["#1F2937"], symbol: "ph:leaf", layout: "inline" });
    const text = guidelineStrings(g).join("\n");
    for (const stale of ["#FF0000", "teal", "7.1:1", "bird"]) expect(text).not.toContain(stale);
    expect(g.usageGuidelines.dos).toContain("Keep the layout uncluttered.");
    expect(g.usageGuidelines.donts).toContain("Don't crowd the logo.");
    expect(g.minSpacing).toContain("Lora");
  });
});
