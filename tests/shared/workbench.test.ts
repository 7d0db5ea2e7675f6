// The workbench's history, stars and storage (issue 24), as pure functions in Node.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LogoSuggestion } from "../../shared/schema";
import { LIMITS } from "../../shared/limits";
import {
  askedForMarks,
  canRedo,
  canUndo,
  COALESCE_MS,
  editLogo,
  generated,
  HISTORY_MAX,
  redo,
  reset,
  seenFonts,
  seenMarks,
  setGuidelines,
  toggleStar,
  undo,
  type Bench,
} from "../../client/workbench";
import { deserialise, loadBench, saveBench, serialise, STORAGE_KEY, STORAGE_MAX } from "../../client/workbench-storage";
import { hexColor } from "../support/arbitraries";

const SIX: LogoSuggestion[] = Array.from({ length: 6 }, (_, i) => ({
  fontFamily: ["Poppins", "Lora", "Inter", "Montserrat", "Caveat", "Bitter"][i]!,
  colors: ["#FF6B6B", "#3A86FF"],
  symbol: i % 2 ? "ph:coffee" : undefined,
  layout: i % 2 ? "stacked" : undefined,
  brandingGuidelines: { personality: ["Warm"], minSpacing: "Keep space.", usageGuidelines: { dos: ["Do this."], donts: ["Don't that."] }, useCases: ["Cups"] },
}));

const fresh = () => generated(null, SIX, "Harbor Coffee", "Brewed slow");

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

describe("the workbench", () => {
  it("makes six cards from a generation, with the visitor's text and slogan", () => {
    const bench = fresh();
    expect(bench.cards).toHaveLength(6);
    expect(bench.cards[1]!.present.logo).toEqual({ text: "Harbor Coffee", font: "Lora", colors: ["#FF6B6B", "#3A86FF"], symbol: "ph:coffee", layout: "stacked", slogan: "Brewed slow" });
  });

  it("keeps starred cards, with their edits, when Generate replaces the rest", () => {
    let bench = fresh();
    const starred = toggleStar(editLogo(bench.cards[2]!, { colors: ["#000000"] }, "colors", 0));
    bench = { ...bench, cards: bench.cards.map((c, i) => (i === 2 ? starred : c)) };
    const next = generated(bench, SIX, "Harbor Coffee");
    expect(next.cards).toHaveLength(7);
    expect(next.cards[0]).toEqual(starred);
    expect(new Set(next.cards.map((c) => c.id)).size).toBe(7);
  });

  it("sends the marks suggested for this name on Generate again, not edits and not another name's", () => {
    const six = SIX.map((s, i) => ({ ...s, symbol: `ph:mark-${i}` }));
    let bench = generated(null, six, "Harbor Coffee");
    bench = { ...bench, cards: bench.cards.map((c, i) => (i === 0 ? toggleStar(editLogo(c, { symbol: "ph:anchor" }, "symbol", 0)) : c)) };
    expect(seenMarks(bench, "  harbor coffee ").sort()).toEqual(six.map((s) => s.symbol).sort());
    expect(seenMarks(bench, "Harbor Tea")).toEqual([]);
    expect(seenMarks(null, "Harbor Coffee")).toEqual([]);
    // Three generations later the newest 18 are sent, once each; they survive a reload.
    for (let g = 1; g <= 3; g++) bench = generated(bench, six.map((s, i) => ({ ...s, symbol: `ph:mark-${g * 6 + i}` })), "Harbor Coffee");
    const seen = seenMarks(bench, "Harbor Coffee");
    expect(seen).toEqual(Array.from({ length: 18 }, (_, i) => `ph:mark-${[18, 12, 6][Math.floor(i / 6)]! + (i % 6)}`));
    expect(seenMarks(deserialise(serialise(bench)), "Harbor Coffee")).toEqual(seen);
    // A new name starts afresh.
    expect(generated(bench, six, "Harbor Tea").shown).toEqual(six.map((s) => s.symbol));
  });

  it("sends the faces suggested for this name on Generate again, with or without marks, not edits and not another name's", () => {
    const families = ["Lora", "Inter", "Oswald", "Sora", "Nunito", "Teko", "Arvo", "Bitter", "Caveat", "Lato", "Manrope", "Fraunces"];
    const six = (g: number) => SIX.map((s, i) => ({ ...s, fontFamily: families[(g * 6 + i) % families.length]!, symbol: undefined }));
    let bench = generated(null, six(0), "Harbor Coffee");
    // An edited face is the visitor's choice, not a suggestion: the suggested one is sent.
    bench = { ...bench, cards: bench.cards.map((c, i) => (i === 0 ? toggleStar(editLogo(c, { font: "Playfair Display" }, "font", 0)) : c)) };
    expect(seenFonts(bench, " harbor coffee").sort()).toEqual(six(0).map((s) => s.fontFamily).sort());
    expect(seenFonts(bench, "Harbor Tea")).toEqual([]);
    expect(seenFonts(null, "Harbor Coffee")).toEqual([]);
    // Newest first, once each, at most LIMITS.seenMax; they survive a reload.
    for (let g = 1; g <= 3; g++) bench = generated(bench, six(g), "Harbor Coffee");
    const seen = seenFonts(bench, "Harbor Coffee");
    expect(seen).toEqual([...new Set([...six(3), ...six(2), ...six(1), ...six(0)].map((s) => s.fontFamily))].slice(0, LIMITS.seenMax));
    expect(seenFonts(deserialise(serialise(bench)), "Harbor Coffee")).toEqual(seen);
    expect(generated(bench, six(1), "Harbor Tea").shownFonts).toEqual(six(1).map((s) => s.fontFamily));
  });

  it("knows whether the newest six were asked with marks, not an older starred card's", () => {
    const marked = generated(null, SIX, "Harbor Coffee");
    expect(askedForMarks(marked)).toBe(true);
    expect(askedForMarks(deserialise(serialise(marked))!)).toBe(true);
    const plain = SIX.map((s) => ({ ...s, symbol: undefined }));
    expect(askedForMarks(generated(null, plain, "Harbor Coffee"))).toBe(false);
    // a starred card with a mark from the first generation does not tick the option for the second
    const starred = { ...marked, cards: marked.cards.map((c, i) => (i === 1 ? toggleStar(c) : c)) };
    expect(askedForMarks(generated(starred, plain, "Harbor Coffee"))).toBe(false);
  });

  it("undoes and redoes every edit, one step per field run, and Reset is a step too", () => {
    let card = fresh().cards[0]!;
    const original = card.present;
    card = editLogo(card, { colors: ["#111111"] }, "colors", 1000);
    card = editLogo(card, { colors: ["#222222"] }, "colors", 1000 + COALESCE_MS / 2); // the same drag
    card = editLogo(card, { font: "Lora" }, "font", 5000);
    card = editLogo(card, { symbol: "ph:anchor", layout: "badge" }, "symbol", 9000);
    expect(card.past).toHaveLength(3);
    card = undo(card);
    expect(card.present.logo.symbol).toBeUndefined();
    card = undo(card);
    expect(card.present.logo.font).toBe("Poppins");
    expect(card.present.logo.colors).toEqual(["#222222"]);
    card = redo(card);
    expect(card.present.logo.font).toBe("Lora");
    expect(canRedo(card)).toBe(true);
    card = editLogo(card, { text: "Harbour Coffee" }, "text", 20000); // a new edit drops the redo steps
    expect(canRedo(card)).toBe(false);
    card = reset(card);
    expect(card.present).toEqual(original);
    card = undo(card);
    expect(card.present.logo.text).toBe("Harbour Coffee");
    while (canUndo(card)) card = undo(card);
    expect(card.present).toEqual(original);
  });

  it("treats a change to nothing as no step, and keeps at most HISTORY_MAX steps", () => {
    let card = fresh().cards[0]!;
    expect(editLogo(card, { font: "Poppins" }, "font")).toBe(card);
    for (let i = 0; i < HISTORY_MAX + 20; i++) card = editLogo(card, { colors: [`#0000${(i % 256).toString(16).padStart(2, "0")}`] }, `c${i}`, i * 10_000);
    expect(card.past.length).toBe(HISTORY_MAX);
    card = setGuidelines(card, { personality: ["Calm"], minSpacing: "x", usageGuidelines: { dos: [], donts: [] }, useCases: [] });
    expect(undo(card).present.guidelines?.personality).not.toEqual(["Calm"]);
  });
});

describe("the workbench in local storage", () => {
  it("survives a round trip with its edits, history and stars", () => {
    const storage = new MemoryStorage();
    let bench = fresh();
    const card = toggleStar(editLogo(editLogo(bench.cards[0]!, { colors: ["#0A9396", "#EE9B00", "#AE2012"] }, "colors", 0), { font: "Lora" }, "font", 10_000));
    bench = { ...bench, cards: [card, ...bench.cards.slice(1)] };
    saveBench(bench, storage);
    const back = loadBench(storage)!;
    expect(back.logoText).toBe("Harbor Coffee");
    expect(back.cards[0]!.present).toEqual(card.present);
    expect(back.cards[0]!.past).toEqual(card.past);
    expect(back.cards[0]!.starred).toBe(true);
    expect(undo(back.cards[0]!).present.logo.font).toBe("Poppins");
    saveBench(null, storage);
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("stays under its bound, dropping history before any card", () => {
    fc.assert(
      fc.property(fc.array(hexColor, { minLength: 6, maxLength: 6 }), (colors) => {
        let bench: Bench = fresh();
        bench = {
          ...bench,
          cards: Array.from({ length: 30 }, (_, n) => {
            let card = { ...bench.cards[n % 6]!, id: `x-${n}` };
            for (let i = 0; i < HISTORY_MAX; i++) card = editLogo(card, { colors: [colors[i % 6]!, `#${(i * 4099).toString(16).padStart(6, "0").slice(-6)}`], slogan: "s".repeat(80) }, `f${i}`, i * 10_000);
            return card;
          }),
        };
        const text = serialise(bench);
        expect(text.length).toBeLessThanOrEqual(STORAGE_MAX);
        const back = deserialise(text)!;
        expect(back.cards).toHaveLength(30);
        expect(back.cards.map((c) => c.present)).toEqual(bench.cards.map((c) => c.present));
      }),
      { numRuns: 5 },
    );
  });

  it("drops what it cannot trust: damaged JSON, another version, a logo the API would refuse", () => {
    const good = serialise(fresh());
    expect(deserialise(good)).not.toBeNull();
    for (const bad of [
      "{",
      "null",
      good.replace('"version":1', '"version":2'),
      good.replace('"#FF6B6B"', '"red"'),
      good.replace('"Poppins"', '"Comic Sans"'),
      good.replaceAll('"logoText":"Harbor Coffee"', `"logoText":"${"x".repeat(60)}"`),
    ]) {
      expect(deserialise(bad), bad.slice(0, 80)).toBeNull();
    }
    const throwing = { getItem: () => { throw new Error("SecurityError"); } };
    expect(loadBench(throwing)).toBeNull();
  });
});
