// The held-out names (tests/fixtures/marks-heldout.json): written before the lexicon was tuned and
// never used to adjust a weight. These are the figures the README quotes; the floors sit just under
// what the engine measures today, so a change that reads names worse fails here. They are not the
// issue's targets (first mark 9 in 10, 4 fitting of 6, 3 new on a second Generate): see the README.
import { describe, expect, it } from "vitest";
import { hasIcon } from "../../shared/icon-index";
import { HELDOUT, heldoutFigures } from "./support/heldout";
import { budget } from "../support/budget";

describe("marks on the held-out names", () => {
  it("lists only icons the library has, for names the tuning corpus does not hold", () => {
    expect(HELDOUT.length).toBeGreaterThanOrEqual(80);
    for (const n of HELDOUT) expect(n.fits.filter((f) => !hasIcon(f)), n.name).toEqual([]);
  });

  it("keeps the measured figures: first mark, fitting marks per six, new marks on a second Generate", () => {
    const f = heldoutFigures();
    const misses = f.results.filter((r) => !r.firstFits).map((r) => `${r.name} (${r.trade}) → ${r.first}`);
    console.log(
      `held-out: first mark fits ${(f.firstFits * 100).toFixed(1)}% of ${f.names}; fitting ${f.fittingPerSix.toFixed(2)} of 6; ` +
        `lettermarks ${f.lettersPerSix.toFixed(2)}; screen glyphs ${f.screenPerSix.toFixed(2)}; new on a second Generate ${f.freshPerGenerate.toFixed(2)}, of which fit ${f.freshFittingPerGenerate.toFixed(2)}`,
    );
    // 68.8% before the stop that added the delivery, motor, events and faith trades (70.0% after).
    expect(f.firstFits, misses.join("\n")).toBeGreaterThanOrEqual(0.69);
    // 1.66 before the first Generate held the trades' stock marks to the trade's own words; 1.81
    // after; 1.83 → 1.88 when a first Generate set them after the lettermark; 1.96 → 2.04 with
    // the trades a stop added, a P's and an H's six without a lettermark, and their marks
    // labelled blind; 2.05 → 2.13 when a trade word's icon that is its trade's own mark counted
    // 1.5 times; 2.14 when a building read home only as the word itself and a definition's words
    // were read in their sense; 2.15 when the trade word won a tie in the trade reading.
    expect(f.fittingPerSix).toBeGreaterThanOrEqual(2.1);
    // 3.9 before matches with too little evidence (EVIDENCE in symbol-matcher.ts) stopped being
    // drawn: a second Generate now shows fewer new marks where fewer fit, above the 3.
    // 3.55 before a weak match stopped leading and a venue's reading counted half (3.35 after):
    // fewer weak marks are left to show anew; the new marks that fit 0.50 → 0.49. 3.29 (0.56 fit)
    // once every match with evidence joined Generate again's draw and a trade's own marks counted
    // more in its first six; 3.24 (0.56) once fewer names read a spurious second trade, whose
    // stock Generate again had drawn; 3.25 (0.56) and then 3.24 (0.55) at later stops; 3.24 (0.54)
    // once a later reading's stock came after every other new idea (ten seed pairs 0.49 → 0.52).
    expect(f.freshPerGenerate).toBeGreaterThanOrEqual(3.2);
    // Screen glyphs (a bounding box, a sign-out arrow) count a third for trades not about screens:
    // 0.43 of six before, 0.19 now (names whose trade reads as tech keep theirs).
    const screen = f.results.filter((r) => r.screen > 0).map((r) => `${r.name}: ${r.marks.join()}`);
    expect(f.screenPerSix, screen.join("\n")).toBeLessThanOrEqual(0.33);
    // 160 generations: about 2 s on a quiet machine.
  }, budget(2_000));
});
