// The mark matcher against a corpus of names from many trades (tests/fixtures/marks-corpus.json).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import corpus from "../fixtures/marks-corpus.json";
import { builtinSuggestions } from "../../worker/ai/builtin/engine";
import { CONCEPTS, EVIDENCE, GENERIC, PROFILE_MARKS, WORDMARK, forms, ideaWords, matchMarks, namePictures, nearestCandidate, pickMarks, shortlist } from "../../worker/ai/builtin/symbol-matcher";
import { CORPORATE, brandWords, descriptorWords, readCues, readTrade, tradePhrase } from "../../worker/ai/builtin/cues";
import { EXOCENTRIC_TAGS, compoundParts, derivedBase, drawnParts, iconsFor, lemma, punPicture, role, tradeReading, tradesFor } from "../../worker/ai/builtin/lexicon";
import { faker as en } from "@faker-js/faker/locale/en";
import { faker as en_GB } from "@faker-js/faker/locale/en_GB";
import { faker as en_US } from "@faker-js/faker/locale/en_US";
import { faker as en_AU } from "@faker-js/faker/locale/en_AU";
import { faker as en_IE } from "@faker-js/faker/locale/en_IE";
import commonTable from "../../lexicon/common.txt";
import wordsTable from "../../lexicon/words.txt";
import { tableWords } from "../support/lexicon-tables";
import { ICONS } from "../../shared/icon-index";
import { iconName, looksLikeIconRef } from "../../shared/icons";
import { EXCLUSIONS, CROSS_EMBLEMS } from "../../worker/ai/builtin/mark-safety";
import { morphy } from "../../lexicon/morphy.mjs";
import { budget } from "../support/budget";
import dev from "../fixtures/marks-dev.json";
import libraryFits from "../../docs/library-fits.json";
import { isAction, isScreen } from "./support/heldout";
import { seeded } from "../../worker/ai/builtin/random";
import interfaceGlyphs from "../../icons/interface.json";

const known = new Set(ICONS.map((i) => i.name));

/** The icon names of a name's six suggestions at a seed ("" for a lettermark). */
const sixMarks = (name: string, seed: number) => builtinSuggestions({ logoText: name, addSymbol: true }, seed).map((s) => iconName(s.symbol) ?? "");

/** Every corpus and development name with its trades, and its first six (lettermark "#") for seeds 1–4. */
const SWEPT = [...new Set([...corpus.names.map((n: { name: string }) => n.name), ...dev.names.map((n) => n.name)])];
function* firstSixes() {
  for (const name of SWEPT) {
    const profiles = readCues(name).profiles;
    for (const seed of [1, 2, 3, 4]) yield { name, seed, profiles, ...pickMarks(name, undefined, profiles, 6, seeded(seed), "#") };
  }
}

describe("interface glyphs filed with real objects (icons/interface.json)", () => {
  it("lists only icons of the sets, none twice and none already excluded", () => {
    const list = interfaceGlyphs.icons as string[];
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((n) => !known.has(n))).toEqual([]);
    expect(list.filter((n) => EXCLUSIONS[n])).toEqual([]);
  });

  it("count as screen glyphs: weaker where a word asks for them, unless the trade is about screens", () => {
    // "Picture" asks for the picture-in-picture glyph by name: it had led a framer's marks; a
    // picture and a mirror now come first.
    const rank = (name: string, icon: string) => matchMarks(name).findIndex((m) => m.name === icon);
    const framer = matchMarks("Picture Perfect Framing").map((m) => m.name);
    expect(framer.indexOf("picture-in-picture"), framer.slice(0, 8).join()).toBeGreaterThan(framer.indexOf("image"));
    expect(framer.indexOf("picture-in-picture"), framer.slice(0, 8).join()).toBeGreaterThan(framer.indexOf("mirror"));
    // A software house keeps its browser and files among its first ideas.
    for (const [name, icon] of [["Browserline Software", "browser"], ["Pixelfile Software", "file"]] as const) {
      expect(rank(name, icon), `${name}: ${icon}`).toBeGreaterThanOrEqual(0);
      expect(rank(name, icon), `${name}: ${icon}`).toBeLessThan(6);
    }
  });
  it("count an action on a thing (a plus or a minus, tagged as adding or removing it) as a screen glyph", () => {
    // A removal firm had shown a user being deleted and a stack of layers losing one.
    const actions = ICONS.map((i) => i.name).filter(isAction);
    expect(actions, "the sweep has actions to look for").toEqual(expect.arrayContaining(["user-minus", "stack-minus", "calendar-plus"]));
    for (const name of ["Boxcar Removals", "Box & Haul Removals", "Northdrift Snow Removal", "Longitude Map Shop", "Fairway Music Lessons"]) {
      for (const seed of [1, 2, 3, 4]) {
        const marks = pickMarks(name, undefined, readCues(name).profiles, 6, seeded(seed)).marks;
        expect(marks.filter((m) => actions.includes(m)), `${name} seed ${seed}: ${marks.join(" ")}`).toEqual([]);
      }
    }
    // A shield with a cross, a charging battery and a zoom are no such actions.
    for (const icon of ["shield-plus", "battery-plus", "magnifying-glass-plus"]) expect(actions, icon).not.toContain(icon);
  }, budget(100));
});

describe("the library search (docs/library-fits.json)", () => {
  it("names development names and library icons only, none excluded, and the matcher's reach of them is printed", () => {
    // A designer's search of the whole library for 40 development names: what the matcher could
    // show at most. A measurement, not labels: the figure is printed for the next engineer.
    const devNames = new Set(dev.names.map((n) => n.name));
    let found = 0;
    let reached = 0;
    for (const { name, library } of libraryFits.names) {
      expect(devNames.has(name), name).toBe(true);
      for (const icon of library) {
        expect(known.has(icon), `${name}: ${icon}`).toBe(true);
        expect(EXCLUSIONS[icon], `${name}: ${icon}`).toBeUndefined();
      }
      const matched = new Set(matchMarks(name).map((m) => m.name));
      found += library.length;
      reached += library.filter((i) => matched.has(i)).length;
    }
    console.log(`library search: ${found} icons a designer accepts for ${libraryFits.names.length} development names; the matcher reaches ${reached}`);
    expect(found).toBeGreaterThan(100);
  }, budget(100));
});

describe("marks before the lettermark", () => {
  // Matches with too little evidence fitted 4% of the development names' marks, the trades' own
  // marks 3% of 40 names labelled blind: before the lettermark come only the strongest match,
  // matches with EVIDENCE and a coined name's own picture. Over every corpus and development
  // name × 4 seeds.
  it("draws no weak match before the lettermark, nor leads with one", () => {
    let lettered = 0;
    for (const { name, seed, profiles, marks } of firstSixes()) {
      const at = marks.indexOf("#");
      const score = new Map(matchMarks(name, undefined, profiles).map((m) => [m.name, m.score]));
      const pictures = new Set(namePictures(name));
      const weak = (m: string) => !((score.get(m) ?? 0) >= EVIDENCE || pictures.has(m) || m === "#");
      // The lead too: where every match is weak, the lettermark leads.
      expect(weak(marks[0]!), `${name} seed ${seed}: ${marks.join()} (lead ${marks[0]}: ${score.get(marks[0]!)?.toFixed(2) ?? "no match"})`).toBe(false);
      if (at < 0) continue;
      lettered++;
      for (const m of marks.slice(1, at)) expect(weak(m), `${name} seed ${seed}: ${marks.join()} (${m}: ${score.get(m)?.toFixed(2) ?? "no match"})`).toBe(false);
    }
    // The sweep means something only if some sixes reach their lettermark.
    expect(lettered).toBeGreaterThan(20);
  }, budget(2_000));

  // What fills the six after the lettermark (the trades' marks, weaker matches) is no screen glyph
  // unless the trade is about screens: a tailor's "verified" seal, a thatcher's curly brackets,
  // a surveyor's chip fitted none of the 104 shown for the six labelled lists. Over every corpus
  // and development name × 4 seeds, first Generate and Generate again.
  it("fills after the lettermark with no screen glyph for a trade not about screens", () => {
    let filled = 0;
    for (const { name, seed, profiles, marks } of firstSixes()) {
      if (profiles.slice(0, 2).some((p) => p.id === "tech")) continue;
      const again = pickMarks(name, undefined, profiles, 6, seeded(seed + 100), "#", new Set(marks.filter((m) => m !== "#")));
      for (const six of [marks, again.marks]) {
        const at = six.indexOf("#");
        if (at < 0) continue;
        filled++;
        const glyphs = six.slice(at + 1).filter(isScreen);
        expect(glyphs, `${name} seed ${seed}: ${six.join()}`).toEqual([]);
      }
    }
    expect(filled).toBeGreaterThan(40);
  }, budget(2_000));
});

describe("the second icon set", () => {
  const phosphor = ICONS.filter((i) => i.set === "ph");
  const second = ICONS.filter((i) => i.set === "mdi");
  const spellings = (name: string) => {
    const c = name.replace(/-/g, "");
    return [c, c.replace(/s$/, ""), c.replace(/es$/, "")];
  };

  it("holds only things Phosphor does not draw, under names no Phosphor icon spells", () => {
    expect(second.length).toBeGreaterThan(1000);
    expect(new Set(ICONS.map((i) => i.name)).size, "a name belongs to one set").toBe(ICONS.length);
    const taken = new Set(phosphor.flatMap((i) => spellings(i.name)));
    expect(second.filter((i) => spellings(i.name).some((s) => taken.has(s))).map((i) => i.name)).toEqual([]);
    // No company logo, and no variant of another drawing by its name.
    for (const i of second) expect(i.name, i.name).not.toMatch(/(^|-)(outline|off|plus|minus|check|alert|lock|cog)(-|$)/);
  });

  it("reaches the trades Phosphor could not draw", () => {
    expect(iconsFor("mushroom")[0]?.icon).toBe("mushroom");
    expect(iconsFor("reptile").slice(0, 3).map((h) => h.icon)).toEqual(expect.arrayContaining(["snake"]));
    expect(iconsFor("towing").slice(0, 3).map((h) => h.icon)).toContain("tow-truck");
    expect(matchMarks("Redline Karting")[0]!.name, "a word the dictionary lacks finds a part of a name").toBe("go-kart");
    expect(matchMarks("Curling Club")[0]!.name).toBe("curling");
  });

  it("lets Phosphor's drawing lead where both draw a word's thing", () => {
    // Phosphor's eyeglasses and the second set's glasses: the house style first.
    const glasses = iconsFor("glasses");
    expect(glasses[0]!.icon).toBe("eyeglasses");
    expect(glasses.find((h) => h.icon === "glasses")!.score).toBeLessThan(glasses[0]!.score);
    // One word of a longer name in the second set ("hammer-wrench") counts less than Phosphor's
    // icon of that name: "Hammer" leads with the hammer.
    expect(matchMarks("Hammer")[0]!.name).toBe("hammer");
  });
});

describe("a coined name's own picture", () => {
  // Phosphor tags its abstract shapes ("shapes", "polygons"): a circle, a hexagon, a seal. The
  // twentieth critic found "Stonecircle Archaeology" led by a plain dot.
  const shapes = ICONS.filter((i) => i.set === "ph" && i.tags.some((t) => t === "shapes" || t === "polygons") && !i.name.includes("-"));
  it("has shapes to test", () => expect(shapes.length).toBeGreaterThanOrEqual(8));
  it("is never an abstract shape, whichever word the shape's name follows", () => {
    const abstract = new Set(shapes.map((i) => i.name));
    for (const { name: shape } of shapes) for (const first of ["stone", "blue", "iron", "north"]) {
      const name = `${first[0]!.toUpperCase()}${first.slice(1)}${shape} Consulting`;
      expect(namePictures(name).filter((p) => abstract.has(p)), name).toEqual([]);
    }
    // Things stay pictures: a coined name's star, bridge and waves.
    expect(namePictures("Northstar Driving")).toContain("star");
    expect(namePictures("Ironbridge Accounting")).toContain("bridge");
  });
});

describe("a living thing drawn as its kind", () => {
  // WordNet files sea birds and fish deep (a tern is a bird five steps up, a marlin a fish seven);
  // before the climb went eight steps, these drew nothing, or a gull only its "to fool" sense's
  // coffee, a marlin the eyes and brain of its definition.
  const top = (word: string) => iconsFor(word).slice(0, 2).map((h) => h.icon);
  it.each(["tern", "seagull", "skua", "gannet", "shearwater", "goldcrest", "gull"])("draws a %s as a bird", (word) => {
    expect(top(word), word).toContain("bird");
  }, budget(100));
  it.each(["minnow", "tench", "capelin", "wrasse", "marlin"])("draws a %s as a fish", (word) => {
    expect(top(word).some((i) => i === "fish" || i === "fish-simple"), `${word}: ${top(word)}`).toBe(true);
  }, budget(100));
  it("draws an animal filed deep as strongly as one filed near its kind, and a fruit by its fruit before its tree", () => {
    const bird = (word: string) => iconsFor(word).find((h) => h.icon === "bird")?.score ?? 0;
    expect(bird("tern"), "a tern (five steps to bird) against a falcon (two)").toBeGreaterThanOrEqual(bird("falcon") * 0.75);
    expect(iconsFor("clementine")[0]!.icon).toBe("fruit-citrus");
  }, budget(100));
  it("reads a second-set drawing named by its kind and its thing as that thing's own drawing", () => {
    // "food-steak", "flower-poppy", "fruit-pineapple": a steak is a food in WordNet. The thing had
    // counted as one word of two things (a water boiler's), under its kind's other members.
    for (const [word, icon] of [["steak", "food-steak"], ["poppy", "flower-poppy"], ["pineapple", "fruit-pineapple"], ["watermelon", "fruit-watermelon"]] as const) {
      expect(iconsFor(word)[0]?.icon, `${word}: ${iconsFor(word).slice(0, 4).map((h) => h.icon)}`).toBe(icon);
    }
  }, budget(100));
});

describe("a trade word known only as one who makes a thing", () => {
  // "Sailmaker: a maker of sails" reaches no icon, and a critic found a sailmaker given a star
  // and DNA. Such a trade word is read by the words of its definition it is made of.
  it("reads the trade by the thing made: a sailmaker's sailboat (and an unknown wheelwright's wheel)", () => {
    expect(drawnParts("Sailmakers")).toEqual(["sail", "maker"]);
    expect(matchMarks("Lodestar Sailmakers")[0]!.name).toBe("sailboat");
    expect(readTrade(brandWords("Lodestar Sailmakers")).trade, "the sailmaker is the trade, not a contractor").toBe(1);
    expect(readCues("Lodestar Sailmakers").profiles[0]!.id).not.toBe("science");
    expect(matchMarks("Ashgrove Wheelwrights")[0]!.name).toBe("steering-wheel");
  });

  // A coined trade word of a thing and where it is made ("Knifeworks", "Sugarhouse") is read as
  // that phrase would be: the thing is the trade, at the trade's weight, not a part's.
  it("reads a coined trade word of a thing and its workplace by the thing: a knifeworks' knife, a sugarhouse's sugar", () => {
    expect(matchMarks("Redfield Knifeworks")[0]!.name).toBe("knife");
    expect(matchMarks("Oakridge Sugarhouse")[0]!.name).toBe("spoon-sugar");
    expect(matchMarks("Fairway Boatworks")[0]!.name).toBe("boat");
  });

  it("never splits a word its definition does not use, nor one that draws by itself", () => {
    for (const w of ["contractor", "carpet", "bakery", "anvil"]) expect(drawnParts(w), w).toBeUndefined();
    expect(readTrade(brandWords("Fencing Contractors")).trade, "contractors say who, fencing what").toBe(0);
    // Every word the table splits: halves of the word itself, each a word the dictionary knows.
    let splits = 0;
    for (const word of tableWords(commonTable)) {
      const parts = drawnParts(word);
      if (!parts) continue;
      splits++;
      expect(iconsFor(word), word).toEqual([]);
      for (const p of parts) {
        expect(word.startsWith(p) || word.endsWith(p), `${word}: ${p}`).toBe(true);
        expect(p.length >= 3 && lemma(p) !== undefined, `${word}: ${p}`).toBe(true);
      }
    }
    expect(splits).toBeGreaterThan(500);
  }, budget(100));
});

describe("the trades' own marks", () => {
  // A trade's stock marks stand for it when the words say too little; on a first Generate only the
  // first trade's, and only where the words naming the trade read it themselves (a sailing school
  // whose "Tidewater" read home had shown a couch). Over every corpus and development name × 4 seeds.
  it("draws on a first Generate only the first trade's marks, where the trade's own words read it first", () => {
    let stocked = 0;
    for (const { name, seed, profiles, marks } of firstSixes()) {
      const matched = new Set(matchMarks(name, undefined, profiles).map((m) => m.name));
      const own = readCues(tradePhrase(brandWords(name)).join(" ")).profiles[0]!.id;
      const allowed = new Set(own === profiles[0]!.id ? (PROFILE_MARKS[own] ?? []) : []);
      // Every mark of the six that no word reaches (the trade's stock comes after the lettermark).
      for (const m of marks.slice(1)) {
        if (m === "#" || m === WORDMARK || matched.has(m) || namePictures(name).includes(m) || GENERIC.includes(m)) continue;
        stocked++;
        expect(allowed.has(m), `${name} seed ${seed}: ${marks.join()} (${m}; first trade ${profiles[0]!.id}, the trade's words read ${own} first)`).toBe(true);
      }
    }
    expect(stocked, "the sweep must meet some trade marks").toBeGreaterThan(50);
  }, budget(2_000));

  it("ranks a trade word's icon that is also its trade's own mark above the word's other icons of equal reach", () => {
    // "Limousines" reaches a car and a taxi alike; the motor trade's own mark is the car.
    const name = "Silverline Limousines";
    expect(readCues(name).profiles[0]!.id).toBe("automotive");
    const m = matchMarks(name);
    const at = (icon: string) => m.findIndex((x) => x.name === icon);
    expect(at("car"), m.slice(0, 4).map((x) => x.name).join()).toBeLessThan(at("taxi"));
    for (let seed = 1; seed <= 10; seed++) expect(pickMarks(name, undefined, readCues(name).profiles, 6, seeded(seed), "#").marks[0], `seed ${seed}`).toBe("car");
  }, budget(200));

  it("draws a match reached mostly by another word's tag only after the lettermark on a first Generate", () => {
    // "Thunder Road Motorcycle Repair": "road" is a tag of the traffic sign and the signpost, which
    // say nothing of motorcycles (such marks fitted 2 of 47 times among the labelled sixes).
    const name = "Thunder Road Motorcycle Repair";
    const byTag = matchMarks(name).filter((m) => m.byTag && m.score >= EVIDENCE).map((m) => m.name);
    expect(byTag, "the sign and the signpost are reached by a tag of 'road'").toEqual(expect.arrayContaining(["traffic-sign", "signpost"]));
    expect(matchMarks(name).find((m) => m.name === "motorcycle")?.byTag, "the trade's own words are no tag-only match").toBeUndefined();
    // Over every corpus and development name: before the lettermark, after the lead, none.
    let drawn = 0;
    const tagOnlyOf = new Map<string, Set<string>>();
    for (const { name: n, seed, marks, fitting } of firstSixes()) {
      if (!tagOnlyOf.has(n)) tagOnlyOf.set(n, new Set(matchMarks(n).filter((m) => m.byTag).map((m) => m.name)));
      const tagOnly = tagOnlyOf.get(n)!;
      const early = marks.slice(1, fitting).filter((m) => tagOnly.has(m));
      expect(early, `${n} (seed ${seed}): ${marks.join()}`).toEqual([]);
      drawn += marks.slice(fitting).filter((m) => tagOnly.has(m)).length;
    }
    expect(drawn, "the sweep must meet tag-only matches after the lettermark").toBeGreaterThan(0);
  }, budget(4_000));

  it("brings, on Generate again, an idea with evidence the first six had no room for before a mark already shown", () => {
    // "Harbourside Coffee Roasters": the harbour's anchor, boat and lighthouse have EVIDENCE but
    // score under an eighth of the coffee bean, so the first six are the coffee's and the food
    // trade's; a second Generate had shown those six again rather than the harbour.
    const name = "Harbourside Coffee Roasters";
    const profiles = readCues(name).profiles;
    const harbour = ["anchor", "anchor-simple", "boat", "lighthouse"];
    expect(matchMarks(name).filter((m) => harbour.includes(m.name) && m.score >= EVIDENCE).length, "the harbour's marks have evidence").toBeGreaterThan(0);
    for (let seed = 1; seed <= 20; seed++) {
      const first = pickMarks(name, undefined, profiles, 6, seeded(seed), "#").marks;
      const seen = new Set(first.filter((m) => m.length > 1));
      const again = pickMarks(name, undefined, profiles, 6, seeded(seed + 1), "#", seen).marks;
      if (first.some((m) => harbour.includes(m))) continue;
      expect(again.some((m) => harbour.includes(m)), `seed ${seed}: ${first.join()} → ${again.join()}`).toBe(true);
    }
  }, budget(2_000));

  it("lets every trade's marks into the draw on Generate again", () => {
    // "Tidewater Sailing School" reads travel, kids and home: the second six may show any of their marks.
    const name = "Tidewater Sailing School";
    const profiles = readCues(name).profiles;
    expect(profiles.length).toBeGreaterThan(1);
    const later = new Set(profiles.slice(1).flatMap((p) => PROFILE_MARKS[p.id] ?? []));
    const first = new Set<string>();
    const again = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const six = pickMarks(name, undefined, profiles, 6, seeded(seed), "#").marks;
      six.slice(0, six.indexOf("#") < 0 ? 6 : six.indexOf("#")).forEach((m) => first.add(m));
      pickMarks(name, undefined, profiles, 6, seeded(seed + 1), "#", new Set(six)).marks.forEach((m) => again.add(m));
    }
    expect([...first].filter((m) => later.has(m) && !matchMarks(name).some((x) => x.name === m && x.score >= EVIDENCE))).toEqual([]);
    expect([...again].some((m) => later.has(m)), [...again].join()).toBe(true);
    // 80 draws: a few milliseconds on a quiet machine.
  }, budget(100));
});

/** The words of Phosphor's names that say an icon's state or style (symbol-matcher.ts VARIANT_WORDS), written apart. */
const STATE_WORDS = ["simple", "plus", "minus", "fill", "line", "open", "slash", "x", "check", "circle", "square", "two", "three", "four"];

/** The matches of a name's words but its venue ("Ballet School"), where it has one and they reach an icon with evidence. */
function leadingMatches(name: string) {
  const words = brandWords(name);
  const { venue } = readTrade(words);
  if (venue < 0) return undefined;
  const without = matchMarks(words.filter((_, i) => i !== venue).join(" "), undefined, readCues(name).profiles);
  return without[0] && without[0].score >= EVIDENCE ? without : undefined;
}

describe("an activity before a venue is the trade", () => {
  it("reads 'Driving' (first an adjective to WordNet, 'driving rain') as the trade of a driving school", () => {
    for (const name of ["Northstar Driving School", "Copperleaf Learning Centre"]) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 2, venue: words.length - 1 });
    }
    // an adjective that is no activity keeps the venue as the trade
    expect(readTrade(brandWords("The Little Shop"))).toEqual({ trade: 2, venue: -1 });
  });
  it("reads an act that compounds readily ('Flight', 'Training', 'Care': WordNet's head of many nouns) as the trade before its venue", () => {
    for (const name of ["Crosswind Flight School", "Maple Training Academy", "Willow Care Home", "Harbour Delivery Service"]) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 2, venue: words.length - 1 });
    }
    // a thing before an act that ends many nouns is the trade as before ("Tree Care")
    expect(readTrade(brandWords("Evergreen Tree Care"))).toEqual({ trade: 1, venue: 2 });
    // the flight school's first mark is the flight's, not the school's cap
    const first = pickMarks("Crosswind Flight School", undefined, readCues("Crosswind Flight School").profiles, 6, seeded(1)).marks[0];
    expect(["graduation-cap", "student", "chalkboard", "backpack"], "Crosswind Flight School").not.toContain(first);
    expect(pickMarks("Northstar Driving School", undefined, readCues("Northstar Driving School").profiles, 6, seeded(1)).marks[0]).toBe("steering-wheel");
  });

  it("reads a body of a trade of its own ('Aviation', 'Police': WordNet's groups) as the trade before its venue, never a place or a body of no trade", () => {
    // The twentieth critic found "Redwing Aviation Academy" drawn as a school: a cap, books, a pencil.
    for (const name of ["Redwing Aviation Academy", "Metro Police Academy"]) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 2, venue: words.length - 1 });
    }
    for (const name of ["Northside Village School", "Northside Community School", "Riverside City Academy"]) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 1, venue: -1 });
    }
  });

  it("reads an adjective that relates a venue to a field ('Dental', 'Nautical', 'Legal': WordNet's pertainyms) as the trade", () => {
    const cases: [string, string[]][] = [
      ["Crescent Orthodontic Practice", ["tooth", "toothbrush", "tooth-outline"]],
      ["Harbour Nautical School", ["anchor", "boat", "lighthouse", "sailboat", "compass", "ship-wheel"]],
      ["Crown Legal Services", ["gavel", "scales"]],
      ["Larch Avenue Veterinary Surgery", ["paw-print", "dog", "cat"]],
      ["Northwind Mechanical Services", ["gear", "gear-six", "wrench", "tools", "nut"]],
    ];
    for (const [name, fits] of cases) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 2, venue: words.length - 1 });
      const marks = pickMarks(name, undefined, readCues(name).profiles, 6, seeded(1)).marks;
      expect(marks.filter((m) => fits.includes(m)).length, `${name}: ${marks.join(" ")}`).toBeGreaterThanOrEqual(name.includes("Services") ? 2 : 1);
      expect(marks, name).not.toContain("call-bell");
    }
    // an adjective that describes stays a description: "Golden Crust Bakery" is a bakery
    expect(readTrade(brandWords("Golden Crust Bakery")).trade).toBe(2);
  }, budget(100));

  it("reads a last word that only says who does the work or that it is a service ('Hire', 'Merchants', 'Services') as the venue, and draws nothing of it", () => {
    // A service's call bell, headset, parcel and signal bars; a hire's staff and handshake (the
    // concept map's hiring); a merchant's till and barcode: none of them the thing the name sells.
    const theirs = new Set(["call-bell", "headset", "package", "cell-signal-high", "cell-signal-none", "users-three", "handshake", "cash-register", "barcode", "x"]);
    const cases: [string, string][] = [
      ["Highfield Van Hire", "van"],
      ["Driftwood Boat Hire", "boat"],
      ["Tall Poles Marquee Hire", "marquee"],
      ["Hopwood Wine Merchants", "wine"],
      ["Saffron Spice Merchants", "spice"],
      ["Skylark Drone Services", "drone"],
      ["Ledgerly Tax Services", "tax"],
      ["Brightwater Cleaning Services", "cleaning"],
    ];
    for (const [name, trade] of cases) {
      const words = brandWords(name);
      const read = readTrade(words);
      expect(words[read.trade], name).toBe(trade);
      expect(read.venue, name).toBe(words.length - 1);
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const marks = pickMarks(name, undefined, readCues(name).profiles, 6, seeded(seed)).marks;
        expect(marks.filter((m) => theirs.has(m)), `${name}, seed ${seed}: ${marks.join(" ")}`).toEqual([]);
      }
    }
    // what the marquee is leads: a tent, not the hire's staff
    expect(pickMarks("Tall Poles Marquee Hire", undefined, readCues("Tall Poles Marquee Hire").profiles, 6, seeded(1)).marks[0]).toBe("tent");
    // a person who works a trade of their own stays the trade, as does a plural that is a head itself
    for (const name of ["Spruce & Maple Luthiers", "Kettle Lane Cheesemongers", "Oak Tree Florists", "Bridge Street Opticians", "Old Mill Works"]) {
      const words = brandWords(name);
      expect(readTrade(words).trade, name).toBe(words.length - 1);
    }
  }, budget(200));
});

describe("the venue only colours the trade", () => {
  // Over the development names with a venue: the first mark is what the other words reach, never
  // the venue's own (a school's graduation cap, a shop's bag), where those words reach anything
  // with evidence.
  const withVenue = dev.names.map((n) => n.name).filter((name) => readTrade(brandWords(name)).venue >= 0);
  it("has venues to test", () => expect(withVenue.length).toBeGreaterThanOrEqual(10));
  it.each(withVenue)("%s", (name) => {
    const lead = leadingMatches(name);
    const first = pickMarks(name, undefined, readCues(name).profiles, 6, seeded(7)).marks[0];
    if (lead) expect(first, `${name}: ${lead.slice(0, 3).map((m) => m.name).join()}`).toBe(lead[0]!.name);
    else expect(first, name).toBe(matchMarks(name)[0]?.name ?? first);
  });
  it("leads a ballet school with music, not a graduation cap", () => {
    expect(pickMarks("Pirouette Ballet School", undefined, readCues("Pirouette Ballet School").profiles, 6, seeded(1)).marks[0]).not.toBe("graduation-cap");
  });
});

describe("Generate again: marks already shown (seen)", () => {
  // Over the development names: the second six leads with the strongest match not yet shown when
  // one is still strong (a third of the best score) and is no variant of a shown mark; shown marks
  // come only after every other offered idea.
  it.each(dev.names.map((n) => n.name))("%s", (name) => {
    const profiles = readCues(name).profiles;
    const first = pickMarks(name, undefined, profiles, 6, seeded(7)).marks;
    const seen = new Set(first.filter((m) => [...m].length > 1));
    const again = pickMarks(name, undefined, profiles, 6, seeded(8), undefined, seen).marks;
    const matches = matchMarks(name);
    expect(again, name).toHaveLength(6);
    // A name no icon matches ("Everafter Bridal") draws from its trade's marks alone.
    if (!matches.length) return;
    const shownWords = new Set([...seen].flatMap((m) => [...ideaWords(m)]));
    const shown = (m: string) => seen.has(m) || [...ideaWords(m)].some((w) => shownWords.has(w));
    // (what the words but the venue reach leads, where they reach something with evidence)
    const lead = leadingMatches(name) ?? matches;
    // (a match leads with EVIDENCE, or as the name's own picture; where none does, the lettermark)
    const pictures = namePictures(name);
    const worthy = (m: { name: string; score: number }) => m.score >= EVIDENCE || pictures.includes(m.name);
    const fresh = lead.find((m) => !shown(m.name) && m.score >= lead[0]!.score / 3 && worthy(m));
    const expected = fresh ?? lead[0]!;
    if (worthy(expected)) expect(again[0], `${name}: ${first.join()} → ${again.join()}`).toBe(expected.name);
    // Once a shown mark (or a variant of one) appears, no strong unshown idea follows it.
    const firstShown = again.findIndex(shown);
    const strong = new Set(matches.slice(0, 16).filter((x) => x.score >= matches[0]!.score / 3).map((x) => x.name));
    if (firstShown > 0) for (const m of again.slice(firstShown)) expect(shown(m) || !strong.has(m), `${name}: ${again.join()} (${m})`).toBe(true);
  }, budget(100));
});

describe("the mark matcher", () => {
  it("names only icons the library has, in its concept map, profiles and generic marks", () => {
    const named = [...Object.values(CONCEPTS).flat(), ...Object.values(PROFILE_MARKS).flat(), ...GENERIC];
    expect(named.filter((n) => !known.has(n))).toEqual([]);
    for (const c of corpus.names) expect(c.concepts.filter((n) => !known.has(n)), c.name).toEqual([]);
  });

  it("finds an icon by a word of its name as that word, never by what stripping a suffix leaves", () => {
    const names = (text: string) => matchMarks(text).map((m) => m.name);
    // A critic found a land surveyor given an airplane landing (the verb's meaning still reaches
    // it, weakly, under the evidence a mark needs).
    const strong = (text: string) => matchMarks(text).filter((m) => m.score >= EVIDENCE).map((m) => m.name);
    expect(strong("Greystone Land Surveyors")).not.toContain("airplane-landing");
    expect(strong("Land")).not.toContain("airplane-landing");
    expect(names("Soft Landing Aviation")).toContain("airplane-landing");
    // The singular still finds an icon named in the plural, and any form a word the dictionary
    // does not know as it stands ("mountains" → mountain).
    expect(names("Mountain Guides")).toContain("mountains");
    // A plural the dictionary lists as a noun of its own is its singular's plural only where the
    // singular's meaning reaches the icon: glasses are no glass, but stairs are stairs.
    expect(names("Molten Glass Studio")).not.toContain("glasses");
    expect(names("Glass")).not.toContain("eyeglasses");
    expect(names("Stair Lifts")).toContain("stairs");
    expect(names("Hop Farm")).toContain("hops");
    // Every icon is found by each word of its name the dictionary knows as it stands (a thing, not
    // a quality: "simple" qualifies, it names no icon it is a part of); the second set's, whose
    // names join two things ("water-boiler"), by a name of one word.
    const missed: string[] = [];
    for (const icon of ICONS) {
      // Excluded icons, and the crosses only a medical trade is offered (a word alone reads none).
      if (EXCLUSIONS[icon.name] || CROSS_EMBLEMS.has(icon.name) || (icon.set !== "ph" && icon.name.includes("-"))) continue;
      for (const [at, part] of icon.name.split("-").entries()) {
        // A currency's three letters are its ISO code, not a word ("currency-rub").
        if (icon.name.startsWith("currency-") && at === 1) continue;
        // A word that only says the icon's state or style ("circle" in arrow-circle-down) is no thing it shows.
        if (STATE_WORDS.includes(part) && part !== icon.name) continue;
        if (part.length >= 3 && lemma(part) === part && role(part) !== "quality" && !matchMarks(part).some((m) => m.name === icon.name)) missed.push(`${part} → ${icon.name}`);
      }
    }
    expect(missed.slice(0, 10), `${missed.length} missed`).toEqual([]);
  }, budget(100));

  it("leaves company logos out of the library", () => {
    expect(ICONS.length).toBeGreaterThanOrEqual(1000);
    expect(ICONS.some((i) => /-logo$/.test(i.name) && i.categories.includes("brands"))).toBe(false);
    expect(known.has("github-logo")).toBe(false);
  });

  it("stems: plurals, -ing, -er and -ery", () => {
    expect(forms("bakeries")).toContain("bakery");
    expect(forms("climbing")).toContain("climb");
    expect(forms("running")).toContain("run");
    expect(forms("gardener")).toContain("garden");
    expect(forms("bakery")).toContain("bake");
    expect(forms("Café")).toContain("cafe");
  });

  it("strips a suffix only where English spelling lets it follow the stem as it stands (every one-syllable word of the lexicon)", () => {
    // A one-syllable word ending in one vowel and one consonant doubles it before "-ing", "-er" and
    // "-ery" ("star" → "starring"), and a silent "e" is dropped ("care" → "caring", "carer"): so
    // "staring" is no star, "caring" no car, "cater" no cat, "winery" no win, "career" no care.
    const short = tableWords(wordsTable).filter((w) => /^[^aeiouy]*[aeiouy][^aeiouywx]$/.test(w) && w.length >= 3);
    expect(short.length, "one-syllable words in the lexicon").toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const w of short) {
      for (const suffix of ["ing", "er", "ers", "ery"]) if (forms(w + suffix).includes(w)) wrong.push(`${w + suffix} read as ${w}`);
      // With the consonant doubled, "-ing" is the word's ("starring", "swimming"; "-er" words
      // doubled are as often no agent: a hammer is no ham, a summer no sum).
      if (!forms(`${w}${w.at(-1)}ing`).includes(w)) wrong.push(`${w}${w.at(-1)}ing not read as ${w}`);
    }
    expect(wrong.slice(0, 10), `${wrong.length} wrong`).toEqual([]);
    for (const [word, base] of [["caring", "care"], ["winery", "wine"], ["canoeing", "canoe"], ["boxing", "box"], ["farmer", "farm"], ["sewing", "sew"], ["plumbing", "plumb"]]) expect(forms(word!), word).toContain(base);
    // Each of these once drew the stripped word's concept.
    const marks = (name: string) => sixMarks(name, 7);
    expect(marks("Caring Hands Home Care").filter((m) => /^car(-|$)/.test(m)), "caring is no car").toEqual([]);
    expect(marks("Timber Hill Winery"), "a winery is no win").not.toContain("trophy");
    expect(marks("Brightpath Career Coaching"), "a career is no care").not.toContain("hand-heart");
  }, budget(100));

  it("reads a last word that reads nothing by the word that narrows it: 'Security Systems' shows security, not a hi-fi system", () => {
    // "Systems", "Supplies" and "Supply" read no trade and draw nothing of their own (a hi-fi
    // system, a fuel can): the word before says what the business is. Each of these led with a
    // speaker, a megaphone or a fuel can before.
    const wrong: string[] = [];
    for (const field of ["Security", "Plumbing", "Freight", "Alarm", "Software", "Data", "Pet", "Medical", "Farm", "Garden", "Water", "Irrigation"]) {
      const own = matchMarks(field).slice(0, 8).map((m) => m.name);
      for (const head of ["Systems", "Supplies", "Supply"]) {
        const name = `Northgate ${field} ${head}`;
        const first = sixMarks(name, 7)[0]!;
        if (!own.includes(first)) wrong.push(`${name}: ${first}, not one of ${field}'s own (${own.join(" ")})`);
      }
    }
    expect(wrong).toEqual([]);
    // A two-word name's first word is the name's own: "Keystone Capital" is a capital firm.
    expect(readTrade(brandWords("Keystone Capital"))).toEqual({ trade: 1, venue: -1 });
    // A last word that draws or reads a trade stays the trade.
    expect(readTrade(brandWords("Northgate Security Locksmiths")).trade).toBe(2);
    // So does a rare word, weak as its drawing is: a thing sold, not a general head ("Seven Seas
    // Scuba" was set "Seven | SEAS SCUBA").
    expect(readTrade(brandWords("Seven Seas Scuba"))).toEqual({ trade: 2, venue: -1 });
  }, budget(100));

  it("reads an activity before a place that does not say what is done there as the trade: a 'Yoga Studio' shows yoga, not a microphone", () => {
    // "Studio" reads a recording studio's microphone, "Gym" a barbell, "Loft" a warehouse: the
    // activity before says what the business is. Each activity × place once read the place.
    const wrong: string[] = [];
    for (const activity of ["Yoga", "Boxing", "Climbing", "Dance", "Ballet", "Karate", "Sail", "Cooking", "Printing", "Recording"]) {
      for (const place of ["Studio", "Gym", "Loft", "Parlour", "Kitchen", "Garage"]) {
        const name = `Northgate ${activity} ${place}`;
        const read = readTrade(brandWords(name));
        if (read.trade !== 1 || read.venue !== 2) wrong.push(`${name}: ${JSON.stringify(read)}`);
      }
    }
    expect(wrong).toEqual([]);
    // After a thing the last word stays the trade: a "Blue Door Bakery" bakes, and so does a
    // place that says what is done there after a word of care.
    for (const name of ["Blue Door Bakery", "Golden Crust Bakery", "CityCare Pharmacy", "Harbor & Finch Bakery", "Deep Dive Consulting", "Open Door Marriage Counseling", "Ember & Oak Steakhouse", "Vetiver & Rose Perfumery", "Inkwell Bindery"]) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 1, venue: -1 });
    }
    // A place whose own picture is weak (a studio's microphone) after a thing of its own trade:
    // the thing says what is made or done there.
    for (const name of ["Bluenote Piano Studio", "Paperplane Animation Studio", "Gorsebank Gin Distillery", "Stone Oven Kitchen"]) {
      const words = brandWords(name);
      expect(readTrade(words), name).toEqual({ trade: words.length - 2, venue: words.length - 1 });
    }
  }, budget(100));

  it("draws no venue's own picture for a trade it is not of: a rowing club is no card suit, a dumpling house no house", () => {
    // Shown for the labelled lists' venues, such marks fitted 4 of 18 times, each a farm.
    const none: [string, string][] = [
      ["Riposte Fencing Club", "club"], ["Baseline Tennis Club", "club"], ["Redwing Cycling Club", "club"], ["Frostbroom Curling Club", "club"], ["Belly Laugh Comedy Club", "club"],
      ["Löyly Sauna House", "house"], ["Jade Bamboo Dumpling House", "house"], ["Quickstep Shoe Store", "store"], ["Cloudberry Candy Store", "store"],
    ];
    for (const [name, icon] of none) for (const seed of [1, 2, 3, 4, 5]) expect(sixMarks(name, seed), `${name} #${seed}`).not.toContain(icon);
    // A farm is the trade's own place: an egg farm and an alpaca farm keep theirs.
    for (const name of ["Sunny Side Egg Farm", "Fellside Alpaca Farm"]) expect(matchMarks(name).map((m) => m.name), name).toContain("farm");
  }, budget(100));

  it("finds a tag WordNet knows as one noun that is no kind of its last word by the whole, never by that word: art supplies get no karate", () => {
    // "martial arts" is no art, "christmas star" no star, "postal service" no service; a swimming
    // pool is a pool, and "rock climbing" (WordNet's climb, a carabiner's only tag) stays.
    for (const tag of ["martial arts", "christmas star", "postal service", "credit card", "dew point"]) expect(EXOCENTRIC_TAGS.has(tag), tag).toBe(true);
    for (const tag of ["swimming pool", "rock climbing", "paint brush", "hot air balloon"]) expect(EXOCENTRIC_TAGS.has(tag), tag).toBe(false);
    // A critic found karate, a boxing glove and tai chi on "Cobalt & Ochre Art Supplies".
    const martial = ["karate", "boxing-glove", "person-simple-tai-chi"];
    for (const name of ["Cobalt & Ochre Art Supplies", "Mulberry Art Classes", "Redwood Arts Centre", "Northgate Art Studio"]) {
      for (const seed of [1, 2, 3, 4, 5]) expect(sixMarks(name, seed).filter((m) => martial.includes(m)), `${name} #${seed}`).toEqual([]);
    }
    // The whole tag, and its other words, still find the icon.
    expect(matchMarks("Ironbridge Martial Arts").map((m) => m.name)).toContain("karate");
  }, budget(100));

  it("reads no mark from a word that says what kind of company ('Co', 'Inc', 'Group'): adding one changes no match", () => {
    // "Pinecone Candle Co" showed a carbon monoxide molecule (molecule-co), a law group a group of users.
    for (const name of ["Pinecone Candle", "Redwood Law", "Harbor Bakery", "Northgate Security"]) {
      const bare = matchMarks(name);
      for (const word of CORPORATE) for (const text of [`${name} ${word}`, `${name} ${word[0]!.toUpperCase()}${word.slice(1)}.`]) expect(matchMarks(text), text).toEqual(bare);
    }
    // A family firm's "& Sons" is no boy: a critic found a boy and a girl on a welder's and an
    // antique dealer's six. Inside the name, as founders type it, the match is the firm's without it.
    for (const [name, family] of [["Adeyemi & Sons Welding", "Sons"], ["Pemberton & Daughters Antiques", "Daughters"], ["Hartley Brothers Removals", "Brothers"]] as const) {
      expect(matchMarks(name), name).toEqual(matchMarks(name.replace(` & ${family}`, "").replace(` ${family}`, "")));
    }
  }, budget(100));

  it("reads a word an icon's whole name draws as that icon, not as a form stripped from it ('bowling' is no food bowl)", () => {
    for (const [word, icon] of [["bowling", "bowling"], ["hiking", "hiking"], ["shopping", "shopping"], ["timer", "timer"], ["building", "building"]]) expect(matchMarks(word!)[0]?.name, word).toBe(icon);
    expect(sixMarks("Strike Zone Bowling", 7), "a bowling alley").not.toContain("bowl-food");
  }, budget(100));

  it("reads training as teaching, trains as railways (the concept map's 'train' caught 'training' by stripping '-ing')", () => {
    const marks = (name: string) => [1, 2, 3, 4].flatMap((seed) => sixMarks(name, seed));
    for (const name of ["Sit & Stay Dog Training", "Goodpaw Dog Training", "Northfield Staff Training"]) expect(marks(name).filter((m) => /^train/.test(m)), name).toEqual([]);
    for (const name of ["Little Trains Toy Shop", "Steam Train Tours"]) expect(marks(name).some((m) => /^train/.test(m)), name).toBe(true);
  }, budget(100));

  it("reads a pun on a word of praise as the word it shows, and no name or place of faker's English locales as one", () => {
    // "Purrfect" is a purr made perfect: the founder means to show the purr. The endings are those
    // of AFINN-165's words of praise that WordNet knows as adjectives (lexicon/build.mjs).
    const puns = [["Purrfect", "purr"], ["Pawsome", "paw"], ["Furtastic", "fur"], ["Pawfect", "paw"], ["Sewperb", "sew"], ["Grillicious", "grill"], ["Meowvelous", "meow"], ["Pawsitive", "paw"], ["Brewtiful", "brew"]];
    for (const [word, picture] of puns) expect(punPicture(word!), word).toBe(picture);
    // A word the dictionary knows, a compound of two known words or a coined trade word is no pun.
    for (const word of ["perfect", "Kilnhouse", "Cidery", "awesome", "Wellspring"]) expect(punPicture(word), word).toBeUndefined();
    const people = [...new Set([en, en_GB, en_US, en_AU, en_IE].flatMap((f) => {
      const { person, location } = f.rawDefinitions;
      const all = (v: unknown): string[] => (Array.isArray(v) ? v : v && typeof v === "object" ? Object.values(v).flat() : []).filter((x): x is string => typeof x === "string");
      return [...all(person?.last_name), ...all(person?.first_name), ...all(location?.city_name), ...all(location?.county)];
    }))];
    expect(people.length, "faker's names and places").toBeGreaterThan(3000);
    const read = people.filter((name) => brandWords(name).some((w) => punPicture(w) !== undefined));
    // One in 4,631 at the time of writing ("Torrance": a torr, and the end of "romance", which
    // WordNet knows as an adjective too).
    expect(read.length, read.join(", ")).toBeLessThanOrEqual(people.length / 1000);
    // The pun's picture reads as that word would: a pet groomer's cat, paws for pet care.
    expect([1, 2, 3, 4].flatMap((seed) => sixMarks("Purrfect Grooming", seed)), "a purr is a cat's").toContain("cat");
    expect(readCues("Purrfect Grooming").profiles.map((p) => p.id), "a purr is a pet's").toContain("pets");
    expect(sixMarks("Pawsome Pet Care", 1)[0], "a paw leads").toMatch(/paw/);
    // In a lockup the pun is the name's adjective, not a coined name that leaves every word after
    // it to the descriptor ("Purrfect | Paws Pet Spa").
    for (const [name, descriptor] of [["Purrfect Paws Pet Spa", 2], ["Furtastic Friends Pet Sitting", 2], ["Pawsitive Vibes Dog Walking", 2]] as const) expect(descriptorWords(name), name).toBe(descriptor);
  }, budget(100));

  it("reads a species WordNet names by two words, or such a phrase led by an adjective, as its kind: no cat for a tiger lily, no cow for a bull terrier, no podium for first aid", () => {
    for (const [name, never] of [
      ["Tiger Lily Florist", ["cat"]],
      ["Bull Terrier Grooming", ["cow"]],
      ["Herring Gull Ferries", ["fish", "fish-simple"]],
      // an adjective leading such a phrase too: first aid is aid, no first place
      ["Lifeline First Aid Training", ["podium", "podium-gold", "ranking"]],
    ] as const) {
      for (const seed of [1, 2, 3, 4]) {
        const six = sixMarks(name, seed);
        expect(six.filter((m) => (never as readonly string[]).includes(m)), `${name} (seed ${seed}): ${six.join(" ")}`).toEqual([]);
      }
    }
    // A phrase that is no species, or whose definition says its first word, keeps that word's
    // picture: a barn owl "often inhabiting barns", a candy store's candy.
    expect([1, 2, 3, 4].flatMap((seed) => sixMarks("Barn Owl Bakery", seed))).toContain("barn");
    expect(sixMarks("Cloudberry Candy Store", 1)[0]).toBe("candy");
  }, budget(100));

  it("draws a sport, never the other sports its kind's tags carry: no hockey, basketball or snowboard for gymnastics", () => {
    // Every ball and racket is tagged "sports"; gymnastics, a kind of sport, reached them all (a
    // critic's sheet showed a snowboarder, hockey sticks, a basketball and goggles for a
    // gymnastics club, cricket and hockey for a riding school).
    const others = ["hockey", "basketball", "baseball", "cricket", "football", "soccer-ball", "person-simple-snowboard", "person-simple-ski", "goggles", "volleyball", "tennis-ball"];
    for (const name of ["Flip Factory Gymnastics", "Hawthorn Lane Riding School", "Eightoar Rowing Club"]) {
      for (const seed of [1, 2, 3, 4]) {
        const six = sixMarks(name, seed);
        expect(six.filter((m) => others.includes(m)), `${name} (seed ${seed}): ${six.join(" ")}`).toEqual([]);
      }
    }
    // Its own drawing stays first, and a food's kind still reaches its siblings (a meadery's wine).
    expect(sixMarks("Flip Factory Gymnastics", 1)[0]).toBe("gymnastics");
    expect(iconsFor("mead").map((h) => h.icon)).toEqual(expect.arrayContaining(["wine"]));
  }, budget(100));

  it("reads counselling as guidance and counsel as a lawyer (WordNet tells them apart)", () => {
    // The concept map once sent "counsel" to scales and a briefcase, and stripping "-ing" took
    // every counselling practice there: the "Wellspring Counseling" showed a lawyer's scales.
    const legal = ["scales", "gavel", "briefcase"];
    for (const name of ["Wellspring Counseling", "Bright Path Counselling", "Harbor Counseling Services", "Northfield Grief Counselling", "Open Door Marriage Counseling"]) {
      for (const seed of [1, 2, 3]) {
        const six = sixMarks(name, seed);
        expect(six.filter((m) => legal.includes(m)), `${name} (seed ${seed}): ${six.join(" ")}`).toEqual([]);
      }
    }
    for (const name of ["Crown Counsel", "Hartley Legal Counsel"]) expect(matchMarks(name).slice(0, 6).map((m) => m.name), name).toEqual(expect.arrayContaining(["gavel"]));
  }, budget(100));

  it("reads plurals in -ves as the noun in -f or -fe, and a word in -ve as itself first", () => {
    const plurals = [["midwives", "midwife"], ["knives", "knife"], ["wolves", "wolf"], ["Housewives", "housewife"], ["loaves", "loaf"]];
    const inVe = [["groves", "grove"], ["olives", "olive"], ["caves", "cave"], ["drives", "drive"], ["gloves", "glove"]];
    for (const [plural, noun] of [...plurals, ...inVe]) expect(lemma(plural!), plural).toBe(noun);
    expect(iconsFor(tradeReading("Midwives")).map((h) => h.icon), "a midwife's marks").toContain("baby");
  });

  const hits = corpus.names.map((c) => {
    const first = iconName(builtinSuggestions({ logoText: c.name, addSymbol: true }, 7)[0]!.symbol) ?? "";
    return { ...c, first, hit: c.concepts.includes(first) };
  });

  it(`puts the trade's concept first for at least 4 in 5 of ${corpus.names.length} names`, () => {
    const misses = hits.filter((h) => !h.hit).map((h) => `${h.name} → ${h.first} (wanted ${h.concepts.join("/")})`);
    const rate = hits.filter((h) => h.hit).length / hits.length;
    console.log(`mark matcher: ${Math.round(rate * 100)}% first-mark hits; misses: ${misses.join("; ") || "none"}`);
    expect(rate, misses.join("\n")).toBeGreaterThanOrEqual(0.8);
  });

  it.each([...new Set(corpus.names.map((c) => c.trade))])("%s: most names get their concept first", (trade) => {
    const mine = hits.filter((h) => h.trade === trade);
    expect(mine.filter((h) => h.hit).length, mine.map((h) => `${h.name} → ${h.first}`).join("; ")).toBeGreaterThanOrEqual(Math.ceil(mine.length / 2));
  });

  it("keeps the best match first whatever the seed, and varies the rest", () => {
    const a = builtinSuggestions({ logoText: "Gritstone Climbing", addSymbol: true }, 1).map((s) => s.symbol);
    const b = builtinSuggestions({ logoText: "Gritstone Climbing", addSymbol: true }, 99).map((s) => s.symbol);
    expect(a[0]).toBe("ph:mountains");
    expect(b[0]).toBe("ph:mountains");
    // The rest come in a fresh order on every Generate, the best match first.
    const sixes = [1, 2, 3, 4, 5, 99].map((seed) => builtinSuggestions({ logoText: "Pine Ridge Camping", addSymbol: true }, seed).map((s) => s.symbol));
    for (const six of sixes) expect(six[0]).toBe(sixes[0]![0]);
    expect(new Set(sixes.map((six) => six.join())).size).toBeGreaterThan(1);
  });

  it("gives a name that matches nothing its lettermark first, then generic marks; others a star only when asked", () => {
    const plain = builtinSuggestions({ logoText: "Zyxor", addSymbol: true }, 3).map((s) => s.symbol ?? "");
    expect(plain[0], plain.join()).toBe("Z");
    // The last of six, where it would be one more abstract shape, is the name alone.
    expect(plain.at(-1), plain.join()).toBe("");
    const rest = plain.slice(1, -1).map((m) => iconName(m) ?? m);
    expect(rest.every((m) => GENERIC.includes(m) || Object.values(PROFILE_MARKS).flat().includes(m)), plain.join()).toBe(true);
    expect(matchMarks("Rocket Launch Co")[0]!.name).toMatch(/rocket/);
    const bakery = matchMarks("Harbor & Finch Bakery").slice(0, 6).map((m) => m.name);
    for (const generic of ["star", "lightning", "rocket", "sparkle"]) expect(bakery).not.toContain(generic);
  });

  it("never matches an icon by a word of its name that only says its state or style (door-open is no openness)", () => {
    // Every such word of Phosphor's names, as a name's word: no icon it only modifies comes with evidence.
    for (const w of STATE_WORDS) {
      const name = `Kestrel ${w[0]!.toUpperCase()}${w.slice(1)}`;
      // (an icon named by such words alone, "plus-minus", is what they show)
      const modified = matchMarks(name).filter((m) => m.score >= EVIDENCE && m.name !== w && m.name.split("-").includes(w) && !m.name.split("-").every((p) => STATE_WORDS.includes(p)));
      expect(modified.map((m) => m.name), name).toEqual([]);
    }
    const six = matchMarks("Open Book Literacy Trust").slice(0, 6).map((m) => m.name);
    for (const m of ["door-open", "envelope-open", "envelope-simple-open", "shopping-bag-open"]) expect(six, six.join()).not.toContain(m);
  });

  it("bridges a verb to an icon only where the icon draws what it does: training is no railway train, fishing keeps its fish", () => {
    // "training" and "grooming" reach the verb "train" (to educate), which names the railway
    // train's icon only by spelling: a dog groomer showed a train second. Such a bridge counts
    // VERB_BRIDGE (0.3); a verb WordNet derives from the icon's own sense ("fish": to catch fish)
    // counts in full (lexicon/build.mjs `drawsVerb`).
    const top = (word: string, n: number) => iconsFor(word).slice(0, n).map((h) => h.icon);
    for (const word of ["grooming", "training"]) expect(top(word, 4).filter((i) => /^train/.test(i)), word).toEqual([]);
    for (const [word, icon] of [["fishing", "fish"], ["baking", "bread"], ["cycling", "bicycle"], ["camping", "tent"], ["sailing", "sailboat"], ["brewing", "beer"]]) expect(top(word!, 2), word).toContain(icon);
  });

  it("reads a word the concept map does not know by meaning, through the WordNet lexicon", () => {
    expect(lemma("Bakeries")).toBe("bakery");
    expect(lemma("qwzx")).toBeUndefined();
    for (const [name, fits] of [
      ["Hillcrest Locksmith", /^lock/],
      ["Old Mill Whiskey", /^(brandy|martini|wine|grains)$/],
    ] as const) {
      const first = matchMarks(name)[0]!.name;
      expect(first, `${name} → ${first}`).toMatch(fits);
    }
  });

  it("reads what people draw for a word, from emoji keywords, where WordNet has no link", () => {
    // 🤺 is searched by "fencing" and "sword", 🥯 by "bagel", "bread" and "cheese", 📦 by
    // "moving" and "package": WordNet relates none of these pairs.
    const reach = (word: string) => iconsFor(word).map((h) => h.icon);
    expect(reach("fencing")).toContain("sword");
    expect(reach("bagel")).toEqual(expect.arrayContaining(["bread", "cheese"]));
    expect(reach("moving")).toContain("package");
    // Keywords that are acts or moods are not drawn: "create" (🔨's) brings no "file-plus".
    expect(reach("hammer")).not.toContain("file-plus");
  });

  it("ranks first what the words used near a word agree with (GloVe's vectors), among what it reaches", () => {
    // WordNet reads an aquarium as "a tank or bowl for keeping fish" and an auction as a sale, or
    // the card game auction bridge; the words used near them (fish, seafood, marine; price, sale,
    // bid) vote for the fish and the price tag.
    const first = (word: string) => iconsFor(word)[0]?.icon;
    // An icon the word does not reach at all ranks after every one it does.
    const rank = (word: string, icon: string) => {
      const at = iconsFor(word).findIndex((h) => h.icon === icon || h.icon === `${icon}-simple`);
      return at < 0 ? Infinity : at;
    };
    expect(["fish", "fish-simple"]).toContain(first("aquarium"));
    expect(rank("aquarium", "fish")).toBeLessThan(rank("aquarium", "bowl-food"));
    // (or the second set's sale badge: WordNet's auction is "a public sale")
    expect(["tag", "tag-simple", "sale"]).toContain(first("auction"));
    expect(rank("auction", "tag")).toBeLessThan(Infinity);
    expect(rank("auction", "tag")).toBeLessThan(rank("auction", "bridge"));
    expect(first("upholstery")).toBe("armchair");
  });

  it("splits only words the dictionary does not know, and a fragment never outvotes the trade", () => {
    expect(lemma("trailhead")).toBe("trailhead");
    expect(lemma("ironbridge")).toBeUndefined();
    const m = matchMarks("Ironbridge Accounting");
    expect(m[0]!.name).toBe("calculator");
    const barbell = m.find((x) => x.name === "barbell")?.score ?? 0;
    expect(barbell, "iron → barbell, a fragment").toBeLessThan(m[0]!.score / 3);
  });

  it("reads iron as the metal, not a gym's slang: no barbell for an accountant, no sport faces for a carpenter", () => {
    // The issue's own example: "Ironbridge Accounting" → barbell. Iron means weights only to a gym,
    // whose own word ("Gym", "Fitness") says so.
    for (let seed = 1; seed <= 12; seed++) {
      const six = pickMarks("Ironbridge Accounting", undefined, readCues("Ironbridge Accounting").profiles, 6, seeded(seed)).marks;
      expect(six, `Ironbridge Accounting, seed ${seed}`).not.toContain("barbell");
    }
    const first = (name: string) => readCues(name).profiles[0]!.id;
    expect(readCues("Ironbridge Accounting").profiles.map((p) => p.id)).toEqual(["finance"]);
    for (const name of ["Ironpine Carpentry", "Ironwood Joinery", "Iron Lantern Blacksmithing"]) expect(first(name), name).toBe("craft");
    expect(first("Ironside Security")).toBe("security");
    // a trade word the lexicon reads no trade in is still the trade: the gym's own word wins
    for (const name of ["Iron Forge Fitness", "Iron Fist Fitness", "Iron Temple Gym"]) expect(first(name), name).toBe("sport");
  }, budget(200));

  it("reads a hyphenated word the dictionary knows as that word, others as their parts, and joining words as no icon", () => {
    expect(brandWords("Top-Notch Plumbing")).toEqual(["top-notch", "plumbing"]);
    expect(brandWords("Redline Drive-In Cinema")).toEqual(["redline", "drive-in", "cinema"]);
    expect(brandWords("Data-Brew Labs"), "no such word: its parts").toEqual(["data", "brew", "labs"]);
    // A fridge's top and notches for "Top-Notch"; home-sound-in for a drive-in cinema.
    expect(matchMarks("Top-Notch Plumbing").slice(0, 3).map((m) => m.name)).not.toContain("fridge-top");
    expect(matchMarks("Top-Notch Plumbing")[0]!.name).toBe("pipe-wrench");
    // A hyphenated word that is an icon's whole name finds that icon ("T-Shirt": the t-shirt).
    expect(matchMarks("T-Shirt Printing Co")[0]!.name).toBe("t-shirt");
    // Every hyphenated word the lexicon knows (both tables) stays whole in a name.
    const hyphenated = [...tableWords(wordsTable), ...tableWords(commonTable)].filter((w) => /^[a-z]+(-[a-z]+)+$/.test(w));
    expect(hyphenated.length).toBeGreaterThan(100);
    for (const w of hyphenated) expect(brandWords(`${w.toUpperCase()} Studio`), w).toEqual([w, "studio"]);
    // Words that only join or place others ("in", "out", "down") add nothing: a name reaches the
    // same marks without them (no home-sound-in for "Drive In", no arrow for "Down Under").
    const plain = (m: { name: string; score: number }[]) => m.map((x) => `${x.name}:${x.score.toFixed(3)}`);
    for (const [name, without] of [["Drive In Cinema", "Drive Cinema"], ["Out & About Tours", "About Tours"], ["Down Under Travel", "Under Travel"], ["Up and Away Balloons", "Away Balloons"], ["In the Loop Media", "Loop Media"]] as const) {
      expect(readCues(name).profiles, name).toEqual(readCues(without).profiles);
      expect(plain(matchMarks(name)), name).toEqual(plain(matchMarks(without)));
    }
  }, budget(200));

  it("splits any two joined dictionary words back into two dictionary words, and never splits a word it knows (property)", () => {
    // The vocabulary of the icons' own names and tags, in dictionary form: words written apart
    // from the splitter. Joined, two of them are either a word WordNet knows ("boat" + "yard")
    // or a coined compound, which must split into known words that join back to it, in their
    // dictionary forms as the joined pair was.
    const pool = [...new Set(ICONS.flatMap((i) => [...i.name.split("-"), ...i.tags]))].filter((w) => /^[a-z]{3,8}$/.test(w) && lemma(w) === w).sort();
    expect(pool.length).toBeGreaterThan(300);
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.constantFrom(...pool), fc.boolean(), (a, b, capital) => {
        const word = a + b;
        const written = capital ? word[0]!.toUpperCase() + word.slice(1) : word;
        const parts = compoundParts(written);
        expect(compoundParts(word), `${written}: case does not matter`).toEqual(parts);
        if (lemma(word) !== undefined) {
          expect(parts, `${word} is a word the dictionary knows: never split`).toBeUndefined();
          return;
        }
        expect(parts, `${word} (${a} + ${b}) reads as two words`).toBeDefined();
        expect(parts!.join(""), `${word}: the parts join back`).toBe(word);
        for (const part of parts!) {
          expect(part.length, `${word}: ${part} has three letters or more`).toBeGreaterThanOrEqual(3);
          expect(lemma(part), `${word}: ${part} is a dictionary form, as ${a} + ${b} were`).toBe(part);
        }
      }),
      { numRuns: Number(process.env.SWEEP_RUNS ?? 6) * 100, seed: process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined, endOnFailure: true },
    );
  }, budget(200, Number(process.env.SWEEP_RUNS ?? 6) / 6));

  it("reads a coined compound as the two common words it is made of, weaker than a whole word", () => {
    expect(compoundParts("Kilnhouse")).toEqual(["kiln", "house"]);
    expect(compoundParts("hammerfall"), "never ham + merfall").toEqual(["hammer", "fall"]);
    expect(compoundParts("Redanvil")).toEqual(["red", "anvil"]);
    expect(compoundParts("Eightoar")).toEqual(["eight", "oar"]);
    expect(compoundParts("Blackstack"), "dictionary forms first").toEqual(["black", "stack"]);
    // A word the dictionary knows is that word; a short or unsplittable one has no parts.
    for (const word of ["wellspring", "hearth", "ironclad", "trailhead", "boatyard", "redwood", "qwzxvbnm", "sunny", "Löyly"]) expect(compoundParts(word), word).toBeUndefined();
    // Each part reaches what it means: "Hammerfall" alone leads with the hammer, and its parts
    // colour a trade's marks without outvoting them (the auction's own reading leads, the hammer far behind).
    expect(matchMarks("Hammerfall").map((m) => m.name).slice(0, 3)).toContain("hammer");
    const auctions = matchMarks("Hammerfall Auctions");
    const part = Math.max(...auctions.filter((m) => m.name === "hammer").map((m) => m.score));
    expect(part, "a part weighs a fifth of a whole word").toBeLessThan(matchMarks("Hammer Auctions").find((m) => m.name === "hammer")!.score / 3);
    // Where the trade reads weakly, what a part alone reaches counts at most half the trade's
    // best: the farrier's horse leads, not the iron's clothes iron.
    const farrier = matchMarks("Brightiron Farrier");
    expect(farrier[0]!.name).toBe("horse");
    expect(farrier.find((m) => m.name === "iron")!.score).toBeLessThanOrEqual(farrier[0]!.score / 2 + 1e-9);
  });

  it("shows a coined name's own picture right after the lead, and not again once shown (property)", () => {
    // "Northstar Driving School" → a star, "Moonrise Yoga" → the moon: the part of a coined name
    // that is an icon's whole name. Any dictionary word joined to an icon named by one word, before
    // any trade word; the icon must also be allowed (mark-safety) and no screen glyph.
    expect(namePictures("Northstar Driving School")).toEqual(["star"]);
    expect(namePictures("Bluewave Pools"), "an icon named in the plural").toEqual(["waves"]);
    expect(namePictures("Goldcrop Farms"), "the crop tool is a screen glyph, not a harvest").toEqual([]);
    expect(namePictures("Keystone Locksmiths"), "a word the dictionary knows is not split").toEqual([]);
    const single = ICONS.filter((i) => /^[a-z]{3,8}$/.test(i.name) && lemma(i.name) === i.name).map((i) => i.name).sort();
    const firsts = ["north", "red", "blue", "silver", "bright", "moon", "river", "stone", "wild", "green"];
    const trades = ["Bakery", "Accounting", "Driving School", "Tattoo", "Software", "Plumbing"];
    let drawn = 0;
    const repeated: string[] = [];
    fc.assert(
      fc.property(fc.constantFrom(...firsts), fc.constantFrom(...single), fc.constantFrom(...trades), fc.integer({ min: 1, max: 1e6 }), (first, icon, trade, seed) => {
        const word = `${first[0]!.toUpperCase()}${first.slice(1)}${icon}`;
        if (compoundParts(word)?.join() !== `${first},${icon}`) return;
        const name = `${word} ${trade}`;
        const pictures = namePictures(name);
        if (!pictures.includes(icon)) return;
        drawn++;
        const profiles = readCues(name).profiles;
        const marks = pickMarks(name, undefined, profiles, 6, seeded(seed), "#").marks;
        // A picture that is the lead's own idea ("Silverpipe Plumbing": the pipe after a pipe
        // wrench) waits as its variant does.
        const lead = ideaWords(marks[0]!);
        if ([...ideaWords(icon)].some((w) => lead.has(w))) return;
        expect(marks.slice(0, 1 + pictures.length), `${name} seed ${seed}: ${marks.join()}`).toContain(icon);
        // Generate again does not bring it back by this rule: only the draw's small chance for a
        // mark already shown (SEEN) may.
        const again = pickMarks(name, undefined, profiles, 6, seeded(seed + 1), "#", new Set(marks)).marks;
        if (again.slice(0, 1 + pictures.length).includes(icon)) repeated.push(`${name} seed ${seed + 1}: ${again.join()}`);
      }),
      { numRuns: Number(process.env.SWEEP_RUNS ?? 6) * 50, seed: process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined, endOnFailure: true },
    );
    expect(drawn, "the property must reach names with a picture").toBeGreaterThan(20);
    expect(repeated.length, repeated.join("\n")).toBeLessThan(drawn / 10);
  }, budget(200, Number(process.env.SWEEP_RUNS ?? 6) / 6));

  it("shows the one drawing a coined name's two parts name together, in either order (every such icon)", () => {
    // "Paperplane" → the paper plane, "Moonstar" → the moon and stars: not a paper, a plane, a
    // moon and a star one by one. Every icon named by two dictionary words, joined as a coined
    // name the dictionary does not know and that splits back into those words.
    expect(namePictures("Paperplane Animation Studio")).toEqual(["paper-plane"]);
    expect(namePictures("Moonstar Bakery")).toEqual(["moon-stars"]);
    expect(namePictures("Palmtree Travel"), "Phosphor's drawing first").toEqual(["tree-palm"]);
    let checked = 0;
    for (const icon of ICONS) {
      const parts = icon.name.split("-");
      if (parts.length !== 2 || !parts.every((p) => /^[a-z]{3,}$/.test(p))) continue;
      const word = parts.join("");
      if (lemma(word) !== undefined || compoundParts(word)?.join() !== parts.join()) continue;
      const pictures = namePictures(`${word[0]!.toUpperCase()}${word.slice(1)} Studio`);
      if (EXCLUSIONS[icon.name] || isScreen(icon.name)) continue;
      checked++;
      expect(pictures, word).toHaveLength(1);
      // This icon or another drawing of the same two words (a plural, the other order, the other set).
      const words = (name: string) => name.split("-").map((p) => p.replace(/s$/, "")).sort().join();
      expect(words(pictures[0]!), `${word}: ${pictures}`).toBe(words(icon.name));
    }
    expect(checked).toBeGreaterThan(20);
  }, budget(200));

  it("ranks the icons a word names alike by what the word means (a hat is first a cowboy's, not a chef's)", () => {
    // Icons named by the same word score alike by name; the lexicon's reading of the word (WordNet
    // and the words used alike) orders them, where before the alphabet did.
    const lead = (text: string) => matchMarks(text)[0]!.name;
    expect(lead("Brimstone Hat Makers")).toBe("cowboy-hat");
    expect(lead("hat")).toBe("cowboy-hat");
    expect(lead("mask"), "a mask is a theatre's before a surgeon's").toBe("mask-happy");
    expect(lead("ball"), "a ball is first a football").toBe("soccer-ball");
    for (const word of ["hat", "mask", "ball"]) {
      const meaning = new Map(iconsFor(word).map((h) => [h.icon, h.score]));
      expect(meaning.get(lead(word)) ?? 0, word).toBeGreaterThan(0);
    }
  });

  it("reads a coined trade word by the word it is made from: any icon word + a trade suffix (property)", () => {
    // "Cidery", "Bagelry", "Chocolatier", "Tattooist": founders coin trade words from a thing with
    // an English suffix. Any word of the icons' own names and tags with such a suffix, where the
    // dictionary does not know the result, must read as a dictionary word that joins back to it
    // by the suffix and the usual spelling (an "e" dropped, a consonant doubled), in any case and
    // in the plural; a word the dictionary knows is never read through another.
    const pool = [...new Set(ICONS.flatMap((i) => [...i.name.split("-"), ...i.tags]))].filter((w) => /^[a-z]{3,10}$/.test(w) && lemma(w) === w).sort();
    const suffixes = ["ery", "ry", "erie", "rie", "eria", "ier", "ist", "er"];
    // As it stands, its "e" dropped, its last consonant doubled, or a word in "-er" with a "y" (cidery).
    const join = (base: string, suffix: string) => [base + suffix, base.replace(/e$/, "") + suffix, base + base.at(-1) + suffix, suffix === "ery" && base.endsWith("er") ? `${base}y` : ""];
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.constantFrom(...suffixes), fc.boolean(), fc.boolean(), (word, suffix, capital, plural) => {
        const coined = join(word, suffix)[/e$/.test(word) && /^[ei]/.test(suffix) ? 1 : 0]!;
        const written = (capital ? coined[0]!.toUpperCase() + coined.slice(1) : coined) + (plural ? (coined.endsWith("y") ? "" : "s") : "");
        const asWritten = plural && coined.endsWith("y") ? written.slice(0, -1) + "ies" : written;
        const base = derivedBase(asWritten);
        if (lemma(asWritten) !== undefined) {
          expect(base, `${asWritten} is a word the dictionary knows: read as itself`).toBeUndefined();
          return;
        }
        expect(base, `${asWritten} (${word} + ${suffix}) reads as the word it is made from`).toBeDefined();
        expect(lemma(base!), `${asWritten}: ${base} is a dictionary form`).toBe(base);
        expect(base!.length, `${asWritten}: ${base} has three letters or more`).toBeGreaterThanOrEqual(3);
        const forms = morphy(asWritten.toLowerCase());
        expect(suffixes.some((s) => join(base!, s).some((j) => forms.includes(j))), `${asWritten}: ${base} joins back to one of ${forms.join(", ")}`).toBe(true);
        // As a name's trade word it reads as its base; elsewhere as itself (a "Barry" is no bar).
        expect(iconsFor(tradeReading(asWritten)), `${asWritten} as a trade reaches what ${base} reaches`).toEqual(iconsFor(base!));
        expect(iconsFor(asWritten), `${asWritten} elsewhere reaches nothing by meaning`).toEqual([]);
      }),
      { numRuns: Number(process.env.SWEEP_RUNS ?? 6) * 100, seed: process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined, endOnFailure: true },
    );
  }, budget(200, Number(process.env.SWEEP_RUNS ?? 6) / 6));

  it("reads a coined trade word as its base in a name: a cidery's marks are the cider's", () => {
    expect(derivedBase("Cidery")).toBe("cider");
    expect(derivedBase("bagelries")).toBe("bagel");
    expect(derivedBase("Chocolatier")).toBe("chocolate");
    expect(derivedBase("Tattooists")).toBe("tattoo");
    expect(derivedBase("Gary"), "a -y after -er only").toBeUndefined();
    // As the trade word, it belongs to its base's trades, which choose faces and colours.
    expect(tradesFor(tradeReading("Cidery"))).toEqual(tradesFor("cider"));
    expect(readCues("Oak Cidery").profiles.map((p) => p.id)).toEqual(readCues("Oak Cider").profiles.map((p) => p.id));
    // Known words are themselves; "axier" is an axe's, and a stem nobody knows is no reading.
    expect(derivedBase("axier")).toBe("axe");
    for (const word of ["bakery", "potter", "brewery", "florist", "winery", "zzqery"]) expect(derivedBase(word), word).toBeUndefined();
    expect(matchMarks("Brook Bagelry")[0]!.name).toBe(matchMarks("Brook Bagel")[0]!.name);
    expect(matchMarks("Brook Bagelry").length, "a coined trade word reaches icons").toBeGreaterThan(0);
    // Only the trade word: "Barry" before a trade is a person, never the bar's charts.
    expect(derivedBase("Barry")).toBe("bar");
    expect(matchMarks("Barry Bagels").map((m) => m.name)).not.toContain("chart-bar");
  });

  it("matches icon names by a known word itself, not by a form stripped from it", () => {
    // "stationers" → stationer, a person who sells stationery: never the charging station or the
    // gas pump that "station" names; "winery" leads with wine, not the trophy "win" names.
    for (const name of ["Quillfeather Stationers", "Stationers"]) {
      const marks = matchMarks(name).map((m) => m.name);
      for (const station of ["charging-station", "gas-pump", "train"]) expect(marks.slice(0, 6), name).not.toContain(station);
    }
    expect(matchMarks("Hillside Winery")[0]!.name).toBe("wine");
    // plurals still find their icons, through the dictionary form
    expect(matchMarks("Anchors")[0]!.name).toBe("anchor");
    expect(matchMarks("Bicycles")[0]!.name).toBe("bicycle");
  });

  it("reads a venue after the trade as the venue: a Surf School shows the surf, a Bakery stays the trade", () => {
    expect(role("school")).toBe("head");
    expect(role("shop")).toBe("head");
    expect(role("bakery"), "compounds rarely end in bakery").toBe("thing");
    expect(role("surf")).toBe("thing");
    expect(role("little")).toBe("quality");
    expect(role("corner")).toBe("place");
    expect(role("qwzx")).toBeUndefined();
    const read = (name: string) => readTrade(brandWords(name));
    expect(read("Tidewater Surf School")).toEqual({ trade: 1, venue: 2 });
    expect(read("Blue Door Bakery")).toEqual({ trade: 2, venue: -1 });
    expect(read("The Little Shop"), "an adjective is no trade").toEqual({ trade: 2, venue: -1 });
    expect(read("Main Corner Shop"), "nor a place").toEqual({ trade: 2, venue: -1 });
    expect(read("Shop")).toEqual({ trade: 0, venue: -1 });
    // An act that compounds as freely ("child care", "speech therapy", "dog training") is a venue
    // too: a tree surgeon's mark is the tree.
    for (const act of ["care", "therapy", "training", "surgery", "lessons"]) expect(role(act), act).toBe("head");
    expect(read("Copperfield Chimney Care")).toEqual({ trade: 1, venue: 2 });
    expect(read("Oakridge Tree Surgery")).toEqual({ trade: 1, venue: 2 });
    expect(matchMarks("Oakridge Tree Surgery")[0]!.name).toBe("tree");
    // A person who works no trade of their own hands it to the thing before: fencing contractors
    // build fences; a cheesemonger (who reaches cheese) stays the trade.
    expect(read("Ironclad Fencing Contractors")).toEqual({ trade: 1, venue: 2 });
    // The second icon set draws the sport under the word itself ("fencing": two foils), and the
    // word alone cannot say which fencing a name means (the contractors should: still rough,
    // docs/design-judgement.md); the fence comes right after it.
    expect(matchMarks("Ironclad Fencing Contractors").slice(0, 2).map((m) => m.name)).toContain("fence");
    expect(read("The Curd Cellar Cheesemongers")).toEqual({ trade: 3, venue: -1 });
    // A group or location after a thing is its venue too ("Dance Academy", "Archery Range"); a
    // person who works the trade is the trade ("Maple Luthiers").
    expect(role("academy")).toBe("place");
    expect(role("luthiers")).toBe("person");
    expect(read("Twostep Dance Academy")).toEqual({ trade: 1, venue: 2 });
    expect(read("Greenfletch Archery Range")).toEqual({ trade: 1, venue: 2 });
    expect(read("Spruce & Maple Luthiers")).toEqual({ trade: 2, venue: -1 });
    expect(read("Thornbury Family Butchers")).toEqual({ trade: 2, venue: -1 });
    // A person who works the trade before a place is the trade, as a thing is: a butcher's shop
    // is about the butcher, not about shopping.
    expect(read("Oakwood Butcher Shop")).toEqual({ trade: 1, venue: 2 });
    expect(read("Rosa Florist Shop")).toEqual({ trade: 1, venue: 2 });
    const surf = matchMarks("Tidewater Surf School");
    expect(surf[0]!.name, surf.slice(0, 3).map((m) => m.name).join()).toBe("waves");
    expect(readCues("Harbour Tennis Club").profiles[0]!.id).toBe("sport");
  });

  it("counts screen glyphs about a third, unless the trade is about screens", () => {
    const score = (name: string, icon: string) => matchMarks(name).find((m) => m.name === icon)?.score ?? 0;
    // The same word reaching the same screen glyph: a bakery's counts a third of a software house's.
    const ratio = score("Polygon Bakery", "polygon") / score("Polygon Software", "polygon");
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(0.45);
    // A software house keeps its code before the campfire its other word brings.
    const campfield = matchMarks("Campfield Software").slice(0, 2).map((m) => m.name);
    expect(campfield).toEqual(["code", "terminal-window"]);
    // Over the development names, a third of a screen glyph per six at most (0.39 before, 0.29 now).
    const sixes = dev.names.map((n) => ({ name: n.name, marks: pickMarks(n.name, undefined, readCues(n.name).profiles, 6, seeded(7)).marks.filter((m) => [...m].length > 1) }));
    const glyphs = sixes.flatMap((s) => s.marks.filter(isScreen).map((m) => `${s.name}: ${m}`));
    expect(glyphs.length / sixes.length, glyphs.join("\n")).toBeLessThanOrEqual(0.33);
  });

  it("matches an adjective to an icon named by it alone, never to one it only qualifies", () => {
    const names = (text: string) => matchMarks(text).map((m) => m.name);
    expect(role("high")).toBe("quality");
    expect(names("High Street Bakery")).not.toContain("high-heel");
    expect(names("High Street Bakery")).not.toContain("high-definition");
    expect(names("Hot Pot Kitchen")).not.toContain("thermometer-hot");
    // A part of a coined compound is read the same way ("Highstring": high + string).
    expect(names("Highstring Kites")).not.toContain("high-heel");
    // A noun still finds the icons it is part of ("Anchor" → anchor-simple).
    expect(names("Anchor Point Marina")).toContain("anchor-simple");
  });

  it("reads a currency icon's three letters as its ISO code, not a word: a massage's rub is no rouble", () => {
    const codes = ICONS.filter((i) => /^currency-[a-z]{3}$/.test(i.name)).map((i) => i.name);
    expect(codes.length).toBeGreaterThanOrEqual(10);
    for (const icon of codes) {
      const code = icon.slice("currency-".length);
      // A code the icon's tags carry ("btc") is how people search for it; the others are no word.
      if (ICONS.find((i) => i.name === icon)!.tags.includes(code)) continue;
      // Neither the lexicon nor the icon names read the code as the word it spells.
      expect(iconsFor(code).map((h) => h.icon), code).not.toContain(icon);
      expect(matchMarks(`${code} Studio`).map((m) => m.name), code).not.toContain(icon);
    }
    expect(iconsFor("massage").map((h) => h.icon)).not.toContain("currency-rub");
    // The currency's own words still find it.
    expect(iconsFor("ruble").map((h) => h.icon)).toContain("currency-rub");
    expect(matchMarks("Ruble Exchange").map((m) => m.name)).toContain("currency-rub");
  });

  it("reads a definition's plural as the plural of the noun, not as a rare word of its own (horology's clocks are no wild flower)", () => {
    // WordNet also lists "clocks" (a wild flower), "bones" (a game) and "nuts" (crazy) as words
    // of their own, which its tagged corpus never uses; in "the art of designing and making
    // clocks", "the branch of anatomy that studies bones" they are plurals.
    const lead = (word: string, n = 2) => iconsFor(word).slice(0, n).map((h) => h.icon);
    // The clock icons (clock, clock-countdown…) score alike; any of them leads.
    for (const word of ["horology", "clockmaker"]) expect(lead(word).filter((icon) => icon.startsWith("clock")), word).not.toEqual([]);
    expect(lead("osteology")).toContain("bone");
    expect(lead("bonesetter")).toContain("bone");
    expect(lead("nutcracker", 6)).toContain("nut");
    // A plural that is also a word of its own is read in its singular's senses too, and the words
    // used near it choose: "pants" are trousers (not WordNet's bloomers), "bowls" the dishes
    // first and the game of balls after.
    expect(lead("pants")).toContain("pants");
    expect(lead("bowls", 2).filter((icon) => icon.startsWith("bowl-") || icon === "bowl")).not.toEqual([]);
    expect(lead("bowls", 4).filter((icon) => icon.startsWith("bowling"))).not.toEqual([]);
  });

  it("reads the verb of a definition's relative clause as a verb: a stonemason works stone in no works, a farrier shoes horses", () => {
    // "a craftsman who works with stone or brick": "works" there is work, not the works (an
    // industrial plant, which had given stonemasons potted plants); "a person who shoes horses"
    // gave farriers sneakers and high heels.
    const reached = (word: string) => iconsFor(word).map((h) => h.icon);
    expect(reached("stonemason")).toContain("wall");
    for (const icon of ["plant", "potted-plant", "nuclear-plant", "tree", "cactus"]) expect(reached("stonemason"), icon).not.toContain(icon);
    expect(reached("farrier")[0]).toBe("horse");
    for (const icon of ["sneaker", "high-heel", "boot"]) expect(reached("farrier"), icon).not.toContain(icon);
  });

  it("reads a word that is also people's name as the common word: a smith works metal, no Smith sings", () => {
    // WordNet lists nine people named Smith before the metalworker (a singer among them: music
    // notes for a forge); such senses are instances, never what a brand's trade word means.
    const reach = (word: string) => iconsFor(word).map((h) => h.icon);
    expect(reach("smith")).toContain("hammer");
    expect(reach("smith").filter((icon) => icon.startsWith("music"))).toEqual([]);
    expect(tradesFor("smiths")).toEqual(["craft"]);
  });

  it("treats words that are Object.prototype's names as plain words (the fuzzer found 'constructor')", () => {
    for (const name of ["constructor", "__proto__ Labs", "toString valueOf", "hasOwnProperty Co", "prototype"]) {
      const s = builtinSuggestions({ logoText: name, addSymbol: true }, 1);
      // Six marks: icons, or the lettermark, which two logos may share (each in its own face).
      const icons = s.map((x) => x.symbol!).filter(looksLikeIconRef);
      expect(new Set(icons).size, name).toBe(icons.length);
      expect(6 - icons.length, name).toBeLessThanOrEqual(2);
    }
  });

  it("offers the model about 40 candidates, the matches first", () => {
    const list = shortlist("Harbor & Finch Bakery", undefined, readCues("Harbor & Finch Bakery").profiles);
    expect(list.length).toBeGreaterThanOrEqual(35);
    expect(list.length).toBeLessThanOrEqual(40);
    expect(new Set(list).size).toBe(list.length);
    expect(list.slice(0, 8)).toEqual(expect.arrayContaining(["anchor", "bird", "bread"]));
    // Weak matches (under EVIDENCE) come after the trades' marks, whatever the name.
    for (const name of dev.names.map((n) => n.name)) {
      const offered = shortlist(name, undefined, readCues(name).profiles);
      const scores = new Map(matchMarks(name).map((m) => [m.name, m.score]));
      const stock = readCues(name).profiles.flatMap((p) => PROFILE_MARKS[p.id] ?? []).filter((m) => offered.includes(m));
      if (!stock.length) continue;
      const firstStock = Math.min(...stock.map((m) => offered.indexOf(m)));
      for (const m of offered.slice(0, firstStock)) expect(scores.get(m) ?? 0, `${name}: ${m}`).toBeGreaterThanOrEqual(EVIDENCE);
    }
  }, budget(200));

  it("offers the model no screen glyph a word did not ask for, unless the trade is about screens", () => {
    let checked = 0;
    for (const name of SWEPT) {
      const profiles = readCues(name).profiles;
      const offered = shortlist(name, undefined, profiles);
      expect(offered.length, name).toBeGreaterThanOrEqual(35);
      const scores = new Map(matchMarks(name, undefined, profiles).map((m) => [m.name, m.score]));
      const glyphs = offered.filter((m) => isScreen(m) && !GENERIC.includes(m) && (scores.get(m) ?? 0) < EVIDENCE);
      if (profiles.slice(0, 2).some((p) => p.id === "tech")) continue;
      checked++;
      expect(glyphs, name).toEqual([]);
    }
    expect(checked).toBeGreaterThan(100);
    // A software house is offered its code and circuitry.
    expect(shortlist("Paperkite Software", undefined, readCues("Paperkite Software").profiles)).toEqual(expect.arrayContaining(["code", "circuitry"]));
  }, budget(400));

  it("maps a proposal outside the shortlist to the nearest candidate by tags", () => {
    const candidates = ["anchor", "bird", "bread", "coffee"];
    expect(nearestCandidate("ph:bird", candidates)).toBe("bird");
    expect(nearestCandidate("bird", candidates)).toBe("bird");
    // Not offered: the closest by tags.
    expect(nearestCandidate("ph:sailboat", candidates)).toBe("anchor");
    // A library icon off the list, where the caller accepts it (the mark policy, not shown before).
    expect(nearestCandidate("ph:sailboat", candidates, new Set(), (name) => name === "sailboat")).toBe("sailboat");
    expect(nearestCandidate("ph:sailboat", candidates, new Set(["sailboat"]), () => true)).toBe("anchor");
    expect(nearestCandidate("ph:no-such-icon", candidates, new Set(), () => true)).not.toBe("no-such-icon");
    // Never interface furniture off the list.
    const furniture = ICONS.filter((i) => i.categories.length && i.categories.every((c) => ["arrows", "system", "editor"].includes(c)));
    expect(furniture.length).toBeGreaterThan(50);
    for (const icon of furniture) expect(nearestCandidate(icon.name, candidates, new Set(), () => true), icon.name).not.toBe(icon.name);
    expect(nearestCandidate("coffee-bean", candidates)).toBe("coffee");
    expect(nearestCandidate("ph:bird", candidates, new Set(["bird"]))).not.toBe("bird");
    expect(nearestCandidate("🚀", candidates)).toBeUndefined();
  }, budget(200));
});
