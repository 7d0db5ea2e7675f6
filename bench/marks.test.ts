// npm run marks: the builtin engine's marks on every labelled list, in Node, in a few seconds, so a
// change to the reading can be judged before the suite runs (docs/design-judgement.md). Prints,
// for each list, the first mark that fits, fitting marks of the six, new marks on a second
// Generate (and how many of those fit), fitting marks of that second six, lettermarks and screen
// glyphs per six, over seeds 7/8 or
// PAIRS seed pairs (1/2, 3/4, …). LISTS picks lists (default: every development-side list; the
// held-out list only when named, as it is read once at the end of a stop, never to tune);
// SHOW=1 prints each name's six and its second Generate's new marks, a ✓ on those that fit.
import { readFileSync } from "node:fs";
import { it } from "vitest";
import { heldoutFigures, type HeldoutName } from "../tests/worker/support/heldout";
import { useLexicon } from "../worker/ai/builtin/lexicon";

const LISTS: Record<string, string> = {
  development: "tests/fixtures/marks-dev.json",
  unseen: "docs/unseen-names.json",
  fresh: "docs/fresh-names.json",
  sixth: "docs/sixth-names.json",
  seventh: "docs/seventh-names.json",
  heldout: "tests/fixtures/marks-heldout.json",
};
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");

it("prints the marks' figures on the labelled lists", () => {
  const table = (name: string) => read(`lexicon/${name}.txt`);
  useLexicon({ words: table("words"), common: table("common"), trades: table("trades"), phrases: table("phrases"), names: table("names") });
  const lists = (process.env.LISTS ?? "development,unseen,fresh,sixth,seventh").split(",");
  const pairs = Number(process.env.PAIRS ?? 1);
  const seeds: [number, number][] = pairs === 1 ? [[7, 8]] : Array.from({ length: pairs }, (_, k) => [2 * k + 1, 2 * k + 2]);
  const rows = [];
  for (const list of lists) {
    const path = LISTS[list];
    if (!path) throw new Error(`LISTS: no list "${list}" (${Object.keys(LISTS).join(", ")})`);
    const names: HeldoutName[] = JSON.parse(read(path)).names.map((n: HeldoutName) => ({ name: n.name, trade: n.trade ?? "", fits: n.fits }));
    const sum = { first: 0, six: 0, fresh: 0, freshFitting: 0, second: 0, letters: 0, screen: 0 };
    const fits = new Map(names.map((n) => [n.name, new Set(n.fits)]));
    for (const pair of seeds) {
      const f = heldoutFigures(names, pair);
      sum.first += f.firstFits;
      sum.six += f.fittingPerSix;
      sum.fresh += f.freshPerGenerate;
      sum.freshFitting += f.freshFittingPerGenerate;
      sum.second += f.results.reduce((t, r) => t + r.again.filter((m) => fits.get(r.name)!.has(m)).length, 0) / f.results.length;
      sum.letters += f.lettersPerSix;
      sum.screen += f.screenPerSix;
      if (process.env.SHOW && pair === seeds[0]) {
        const tick = (r: (typeof f.results)[number], m: string) => `${fits.get(r.name)!.has(m) ? "✓" : ""}${m}`;
        for (const r of f.results) console.log(`${list} · ${r.name}: ${r.marks.map((m) => tick(r, m)).join(" ")} | again: ${[...new Set(r.again.filter((m) => !r.marks.includes(m)))].map((m) => tick(r, m)).join(" ")}`);
      }
    }
    const mean = (v: number, d: number) => +(v / seeds.length).toFixed(d);
    rows.push({ list, names: names.length, first_fits_pct: mean(sum.first * 100, 1), fitting_of_six: mean(sum.six, 3), new_on_again: mean(sum.fresh, 2), new_fitting: mean(sum.freshFitting, 2), second_six_fitting: mean(sum.second, 3), lettermarks: mean(sum.letters, 2), screen_glyphs: mean(sum.screen, 3) });
  }
  console.log(`Marks on the labelled lists, ${pairs === 1 ? "seeds 7 and 8" : `${pairs} seed pairs`}:`);
  console.table(rows);
});
