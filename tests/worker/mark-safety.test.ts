// Only safe marks (docs/mark-exclusions.md): the engine never offers someone else's character or
// trademark, a legal notice or a negative sign, and offers a religious, political, violent or
// hazard symbol only to a name that asks for it — over many names × seeds, in the builtin six
// and in the shortlist Workers AI picks from.
import { describe, expect, it } from "vitest";
import { converter } from "culori";
import exclusions from "../../icons/exclusions.json";
import exclusionsText from "../../icons/exclusions.json?raw";
import corpus from "../fixtures/marks-corpus.json";
import { NAMES } from "../support/corpus";
import { budget } from "../support/budget";
import { builtinSuggestions } from "../../worker/ai/builtin/engine";
import { EXCLUSIONS, markPolicy } from "../../worker/ai/builtin/mark-safety";
import { shortlist } from "../../worker/ai/builtin/symbol-matcher";
import { readCues } from "../../worker/ai/builtin/cues";
import { repairSuggestions } from "../../worker/ai/repair";
import { iconName } from "../../shared/icons";
import { ICONS } from "../../shared/icon-index";
import { compoundParts, iconsFor, lemma } from "../../worker/ai/builtin/lexicon";
import wordsTable from "../../lexicon/words.txt";
import { tableWords } from "../support/lexicon-tables";

const NEVER = new Set(["character", "trademark", "legal", "negative", "interface"]);
const ASKABLE = new Set(["religious", "political", "violence", "hazard", "personal", "absence", "lettering", "signage"]);

/** Names whose words come near an excluded icon's own words or tags without asking for it. */
const TEMPTING = [
  "Tiny Bricks Toy Shop", "Little Blocks Kids Club", "Pixel Forge Studio", "Zen Garden Spa", "Adventure Time Tours",
  "Cross Country Running Club", "Crossroads Tutoring", "Target Point Marketing", "Ghost Kitchen Eats", "Bright Eyes Optometry",
  "Peace of Mind Counseling", "Iron Fist Fitness", "Android Repair Lab", "Bluetooth Audio Shop", "Star Academy",
  "Spirit Yoga Studio", "Faithful Friends Pet Care", "Sharp Edge Barbers", "Blast Cleaning Co", "Toxic Free Cleaning",
  "Smoke House BBQ", "Sunday Brunch Cafe", "Heaven Sent Bakery", "Crescent Moon Bakery", "Temple Street Dental",
  "Trademark Legal Services", "Copyright Consulting", "Fallout Games", "Viral Marketing Agency", "Medal Winning Coaching",
  "Hound Haven Kennels", "Panel Pop Comics", "Deepblue Dive Centre", "Quiet Hours Library", "Offline Retreats",
  // A design critic shown only the contact sheets found a toilet roll for a software house and a
  // wheelchair for a chimney sweep; a globe marked with an X reached a bagel shop.
  "Paperkite Software", "Soot & Sparrow Chimney Sweep", "Round the Corner Bagels", "Mobile Phone Repairs", "Clear Skies Weather",
  // The next critic found a page lettered "VUE" for a fishing charter (a charter is a document).
  "Greyfin Fishing Charters", "Inkwell Print Shop", "Paper Trail Records", "Quillmark Document Services",
  // Near the second icon set's excluded drawings: arcade characters, a cola bottle, a camera's
  // focus frames, dashboard lights, a poison bottle.
  "Pocket Monster Cards", "Arcade Invaders", "Soda Fountain Diner", "Tesla Street Garage", "Instant Photo Booth",
  "Sharp Focus Photography", "Dashboard Auto Repair", "Tonic & Bitters Bar", "Hearing Loop Audio", "Hand Cuff Jewellery",
  // The eleventh critic found the emergency-exit figure on an osteopath's six: public signs.
  "Stillbrook Osteopathy", "Parkside Dental", "Quick Exit Removals", "Safe Passage Driving School", "Eastgate Parking Services",
  // A contact sheet showed a barbecue named for its smoke two cigarettes: smoke is a pit's, a
  // smokehouse's, not only tobacco's, and no longer asks for them.
  "Cinder & Smoke Barbecue", "Smoking Pig Barbecue", "Smoke & Oak Kitchen",
  // The same critic: a puzzle piece on a daycare's six.
  "Honeycomb Daycare", "Little Sprouts Kids Club", "Playful Minds Preschool",
];

/**
 * The oracle, written apart from the engine's markPolicy: an excluded icon may be offered only
 * when it is of an askable kind and a word of the name (or its plain singular) is one of its words.
 */
function mayOffer(name: string, icon: string): boolean {
  const e = (exclusions.exclusions as Record<string, { kind: string; asks?: string[] }>)[icon];
  if (!e) return true;
  if (NEVER.has(e.kind)) return false;
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).flatMap((w) => [w, w.replace(/e?s$/, "")]);
  return (e.asks ?? []).some((a) => words.includes(a));
}

const offered = (name: string, seed: number, slogan?: string) =>
  builtinSuggestions({ logoText: name, addSymbol: true, slogan }, seed).map((s) => iconName(s.symbol!)!);

describe("safe marks", () => {
  it("names each icon once: a second entry would silently replace the first review's kind", () => {
    const names = [...exclusionsText.matchAll(/^ {4}"([^"]+)": \{/gm)].map((m) => m[1]!);
    expect(names.length).toBe(Object.keys(exclusions.exclusions).length);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("lists only icons of the library, each with a kind and a reason; never-kinds have no asking words", () => {
    const known = new Set(ICONS.map((i) => i.name));
    expect(Object.keys(EXCLUSIONS).length).toBeGreaterThanOrEqual(50);
    for (const [name, e] of Object.entries(exclusions.exclusions) as [string, { kind: string; reason: string; asks?: string[] }][]) {
      expect(known.has(name), name).toBe(true);
      expect(NEVER.has(e.kind) || ASKABLE.has(e.kind), name).toBe(true);
      expect(e.reason.length, name).toBeGreaterThan(6);
      if (NEVER.has(e.kind)) expect(e.asks, name).toBeUndefined();
      else expect(e.asks?.length, name).toBeGreaterThan(0);
    }
    // The ones the issue found offered: a cartoon character to an optometrist, LEGO to a tutor.
    for (const name of ["finn-the-human", "lego", "lego-smiley"]) expect(EXCLUSIONS[name]?.kind, name).toMatch(/character|trademark/);
  });

  it("never offers an excluded icon the name does not ask for, over every corpus name × 8 seeds", () => {
    const names = [...corpus.names.map((n) => n.name), ...NAMES, ...TEMPTING];
    const bad: string[] = [];
    for (const name of names) {
      for (let seed = 1; seed <= 8; seed++) {
        for (const icon of offered(name, seed)) if (!mayOffer(name, icon)) bad.push(`${name} (seed ${seed}): ${icon}`);
      }
      for (const icon of shortlist(name, undefined, readCues(name).profiles)) if (!mayOffer(name, icon)) bad.push(`${name} (shortlist): ${icon}`);
    }
    expect(bad).toEqual([]);
    expect(names.length * 8).toBeGreaterThan(1000);
  }, budget(3_000));

  it("never offers a character, trademark, legal notice or negative sign, whatever the words", () => {
    for (const name of ["Lego Land", "Finn the Human Fan Club", "Trademark Registered", "Ghost Pac Man", "Broken Heart Records", "Bluetooth Android Microsoft", "Sad Angry Face"]) {
      for (let seed = 1; seed <= 4; seed++) {
        for (const icon of offered(name, seed)) expect(NEVER.has(EXCLUSIONS[icon]?.kind ?? ""), `${name} (seed ${seed}): ${icon}`).toBe(false);
      }
    }
  });

  it("spends no place of a word's reading in the lexicon on an icon never offered through that word (every word)", () => {
    const words = tableWords(wordsTable);
    expect(words.length).toBeGreaterThan(40_000);
    const wrong: string[] = [];
    for (const word of words) {
      for (const { icon } of iconsFor(word)) {
        const e = EXCLUSIONS[icon];
        if (e && !(e.asks ?? []).some((a) => a === word || word.split("_").includes(a))) wrong.push(`${word} → ${icon} (${e.kind})`);
      }
    }
    expect(wrong.slice(0, 10), `${wrong.length} words`).toEqual([]);
    // A word whose every reading was such an icon is still a word, never split as a coined one.
    for (const word of ["kiln", "acrobat", "amethyst", "agate", "anime"]) {
      expect(lemma(word), word).toBe(word);
      expect(compoundParts(word), word).toBeUndefined();
    }
    expect(iconsFor("fencing").map((h) => h.icon), "fencing asks for the sword").toContain("sword");
  }, budget(100));

  it("offers a religious or other asked-for symbol when the name asks for it", () => {
    const asks: [string, string[]][] = [
      ["St Mary's Church", ["church", "cross"]],
      ["Beth Shalom Synagogue", ["synagogue", "star-of-david"]],
      ["Skull & Bones Tattoo", ["skull"]],
      ["Sword & Shield Fencing Club", ["sword"]],
      ["Virus Research Lab", ["virus"]],
    ];
    for (const [name, icons] of asks) {
      const all = new Set([1, 2, 3, 4].flatMap((seed) => offered(name, seed)));
      expect(icons.some((i) => all.has(i)), `${name}: ${[...all].join(", ")}`).toBe(true);
    }
    expect(markPolicy("Cross Country Running Club")("cross")).toBe(false);
    expect(markPolicy("Grace Chapel")("cross")).toBe(true);
    // A thing crossed out says the brand lacks it: a kennel gets no crossed-out ear, a
    // gluten-free bakery may get the crossed-out grains.
    expect(markPolicy("Hound Haven Kennels")("ear-slash")).toBe(false);
    expect(markPolicy("Panel Pop Comics")("chat-circle-slash")).toBe(false);
    expect(markPolicy("Gluten Free Bakery")("grains-slash")).toBe(true);
    // Disability, illness and the body's functions only for a trade about them: an accessible
    // travel agency may get the wheelchair, a plumber the toilet, a software house no toilet roll.
    expect(markPolicy("Paperkite Software")("toilet-paper")).toBe(false);
    expect(markPolicy("Soot & Sparrow Chimney Sweep")("wheelchair-motion")).toBe(false);
    expect(markPolicy("Accessible Journeys Travel")("wheelchair")).toBe(true);
    expect(markPolicy("Rapidflow Plumbing")("toilet")).toBe(true);
    // A thing marked with an X is crossed out too: a bagel shop gets no globe marked offline.
    expect(markPolicy("Round the Corner Bagels")("globe-x")).toBe(false);
    expect(markPolicy("Offline Retreats")("wifi-x")).toBe(true);
    // A puzzle piece is read by many as the autism-awareness symbol: a toy shop's, not a nursery's.
    expect(markPolicy("Honeycomb Daycare")("puzzle-piece")).toBe(false);
    expect(markPolicy("Little Sprouts Kids Club")("puzzle-piece")).toBe(false);
    expect(markPolicy("Pinewhistle Toy Trains")("puzzle-piece")).toBe(true);
    // A pitchfork is the devil's and a mob's as much as a farm's.
    expect(markPolicy("Keystone Tax Advisors")("pitchfork")).toBe(false);
    expect(markPolicy("Hillside Farm Shop")("pitchfork")).toBe(true);
    // A gravestone for a cemetery or a monumental mason, not for a funeral director's families.
    expect(markPolicy("Cedarwood Funeral Directors")("grave-stone")).toBe(false);
    expect(markPolicy("Oakridge Cemetery")("grave-stone")).toBe(true);
    // Smoke is a barbecue pit's and a smokehouse's: tobacco's drawings only for tobacco's words.
    for (const icon of ["cigarette", "smoking", "cigar"]) {
      expect(markPolicy("Cinder & Smoke Barbecue")(icon), icon).toBe(false);
      expect(markPolicy("Smoking Pig Barbecue")(icon), icon).toBe(false);
      expect(markPolicy("Old Havana Cigars")(icon), icon).toBe(true);
    }
  });

  it("never draws a cross in red, the Red Cross emblem, unless the visitor picked the red, and offers one only to a medical trade", { timeout: budget(30_000) }, () => {
    // The oracle: OKLCH hue within 45° of red's with some colour, written apart from the engine.
    const oklch = converter("oklch");
    const red = (hex: string) => {
      const c = oklch(hex)!;
      return (c.c ?? 0) >= 0.08 && ((c.h ?? 0) <= 45 || (c.h ?? 0) >= 345);
    };
    const crosses = ["first-aid", "first-aid-kit", "hospital", "ambulance", "plus", "plus-circle", "plus-square", "medical-bag", "hospital-building"];
    let seenCross = 0;
    for (const name of ["Crimson Clinic", "Happy Paws Vet", "Scarlet Pharmacy", "Ruby Red First Aid Training", "Cherry Tree Surgery", "Redwood Urgent Care", "Glowhaus Skin Clinic", "Little Acorns Preschool"]) {
      for (let seed = 1; seed <= 10; seed++) {
        for (const s of builtinSuggestions({ logoText: name, addSymbol: true }, seed)) {
          if (!crosses.includes(iconName(s.symbol ?? "") ?? "")) continue;
          seenCross++;
          expect(s.colors.filter(red), `${name} #${seed}: ${s.symbol} in ${s.colors.join(" ")}`).toEqual([]);
        }
      }
    }
    expect(seenCross).toBeGreaterThan(20);
    // And only for a medical or veterinary trade: a plant nursery is no hospital.
    for (const name of ["Glasshouse Orchid Nursery", "Cactus Corner Nursery", "Little Acorns Preschool", "Paperkite Software"]) {
      for (let seed = 1; seed <= 6; seed++) {
        const marks = offered(name, seed);
        expect(marks.filter((m) => crosses.includes(m)), `${name} #${seed}: ${marks.join(" ")}`).toEqual([]);
      }
      expect(shortlist(name, undefined, readCues(name).profiles).filter((m) => crosses.includes(m)), name).toEqual([]);
    }
    // The visitor's own red stays theirs.
    const own = builtinSuggestions({ logoText: "Crimson Clinic", addSymbol: true, preferredColor: "#D62828" }, 1);
    expect(own.every((s) => s.colors.includes("#D62828"))).toBe(true);
  });

  it("offers a children's business no drink or tobacco, unless it is also a drinks trade", { timeout: budget(30_000) }, () => {
    // The oracle: an icon whose name or tags say alcohol or tobacco, written apart from profiles.ts.
    const vice = /\b(alcohol|beer|pint|wine|whiskey|cocktails?|booze|liquor|spirits|bars|pub|hops|champagne|brandy|martini|cheers|tobacco|smoking|cigarette)\b/;
    const tagsOf = new Map(ICONS.map((i) => [i.name, `${i.name.replace(/-/g, " ")} ${i.tags.join(" ")}`.toLowerCase()]));
    for (const name of ["Hopscotch Children's Theatre", "Monkey Bars Kids Gym", "Little Cheers Nursery", "Tiny Hops Playgroup", "Happy Pint-Sized Kids Club"]) {
      expect(readCues(name).profiles.map((p) => p.id), name).toContain("kids");
      for (let seed = 1; seed <= 6; seed++) {
        for (const icon of offered(name, seed)) expect(vice.test(tagsOf.get(icon) ?? ""), `${name} #${seed}: ${icon}`).toBe(false);
      }
      for (const icon of shortlist(name, undefined, readCues(name).profiles)) expect(vice.test(tagsOf.get(icon) ?? ""), `${name} shortlist: ${icon}`).toBe(false);
    }
    // A brewery whose name reads little is still a brewery.
    const brewery = new Set([1, 2, 3].flatMap((seed) => offered("Little Creek Brewery", seed)));
    expect([...brewery].some((icon) => vice.test(tagsOf.get(icon) ?? "")), [...brewery].join(" ")).toBe(true);
  });

  it("keeps a model's excluded pick out: it is mapped to a listed, allowed candidate", () => {
    const req = { logoText: "Bright Eyes Optometry", addSymbol: true } as const;
    const candidates = shortlist(req.logoText, undefined, readCues(req.logoText).profiles);
    const builtin = builtinSuggestions(req, 7);
    const raw = { suggestions: ["finn-the-human", "lego", "sword", "skull", "ghost", "cross"].map((symbol, i) => ({ fontFamily: "Lora", colors: [`#12345${i}`, "#ABCDEF"], symbol })) };
    const { suggestions } = repairSuggestions(raw, { req, builtin, candidates, guidelinesFor: () => builtin[0]!.brandingGuidelines! });
    for (const s of suggestions) expect(mayOffer(req.logoText, iconName(s.symbol!)!), s.symbol).toBe(true);
  });
});
