// The letters a lettermark and the brand kit's square show (issue 25: "the monogram uses the
// name's first character or syllable block as a designer would").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialOf, initials } from "../../shared/names";
import { symbol } from "../../shared/schema";
import world from "../fixtures/world-names.json";
import { budget } from "../support/budget";

const NAMES = Object.entries(world).flatMap(([script, list]) => (script === "_about" ? [] : (list as string[])));

describe("monograms", () => {
  it.each([
    // Scripts with capitals: the first letters, in capitals.
    ["Quantum Coffee Labs", "Q", "QC"],
    ["boldmark", "B", "B"],
    ["Ελλάδα Καφέ", "Ε", "ΕΚ"],
    ["2024 Labs", "2", "2L"],
    ["-- Acme", "A", "A"],
    // A leading article is passed over: a critic found "The Codfather" on a T.
    ["The Codfather Fish & Chips", "C", "CF"],
    ["The Whitewall Gallery", "W", "WG"],
    ["A Cut Above", "C", "CA"],
    ["The", "T", "T"],
    ["Theory Labs", "T", "TL"],
    // Elsewhere one lead: a Hangul syllable block, a kanji, a Hebrew or Arabic letter.
    ["서울 커피", "서", "서"],
    ["東京 Coffee 2024", "東", "東"],
    ["קפה גרינברג", "ק", "ק"],
    ["مقهى النخيل", "م", "م"],
    // Arabic's article is passed over; Thai's leading vowels give way to the consonant they precede.
    ["النخيل", "ن", "ن"],
    ["เซเว่นสตาร์", "ซ", "ซ"],
    ["ไก่ทอด", "ก", "ก"],
    ["ร้านกาแฟ", "ร", "ร"],
    // A capital that a disc or a square alone makes a public sign (P parking, H hospital) is set
    // small; beside a second initial it is no sign.
    ["Pritchard's Coach Hire", "p", "PC"],
    ["Hadley", "h", "h"],
    ["hillside bakery", "h", "HB"],
    ["Ρόδος", "ρ", "ρ"],
    ["Рассвет Кафе", "р", "РК"],
    ["Нива", "Н", "Н"],
  ])("%s → lettermark %s, app icon %s", (name, letter, icon) => {
    expect(initialOf(name)).toBe(letter);
    expect(initials(name)).toBe(icon);
  });

  it("takes the app icon's initials from the name as typed, so the name's own fonts draw them (a decomposed Ḃ gives B, never a composed Ḃ)", () => {
    expect(initials("B\u0307ar Co")).toBe("BC");
    expect(initials("\u1E02ar")).toBe("\u1E02");
    // The lettermark is composed: its own chain is loaded for it.
    expect(initialOf("B\u0307ar")).toBe("\u1E02");
  });

  it("gives every world name a lettermark the API accepts: one letter, never a leading vowel or a mark", () => {
    for (const name of NAMES) {
      const letter = initialOf(name)!;
      expect([...letter], name).toHaveLength(1);
      expect(letter, name).toMatch(/^[\p{L}\p{N}]$/u);
      expect(letter, name).not.toMatch(/[\u0E40-\u0E44]/u);
      expect(symbol.safeParse(letter).success, name).toBe(true);
    }
  });

  it("keeps any text's lettermark to one letter or digit of the text, or none", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (text) => {
        const letter = initialOf(text);
        if (letter === undefined) {
          expect(text.normalize("NFC")).not.toMatch(/[\p{L}\p{N}]/u);
          return;
        }
        expect([...letter]).toHaveLength(1);
        expect(symbol.safeParse(letter).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never sets a lone P or H (or the Greek and Cyrillic capitals drawn alike) as a mark: alone on a disc or a square they are the parking and hospital signs", () => {
    const signs = /^[PHΡΗР]$/u;
    const latin = fc.stringMatching(/^[A-Za-z][a-z]{0,8}( [A-Za-z][a-z]{0,8}){0,3}$/);
    fc.assert(
      fc.property(fc.oneof(latin, fc.string({ unit: "grapheme", maxLength: 30 }), fc.constantFrom(...NAMES)), (text) => {
        expect(initialOf(text) ?? "", text).not.toMatch(signs);
        expect(initials(text), text).not.toMatch(signs);
      }),
      { numRuns: 1_000 },
    );
    // Each is still the name's own letter; other capitals stay capitals (Greek pi is no P).
    for (const [name, letter] of [["Parkside", "p"], ["Harbour", "h"], ["Πάρος", "Π"]]) expect(initialOf(name!)).toBe(letter);
    // 1,000 cases: about 0.05 s on a quiet machine.
  }, budget(100));
});
