import { describe, expect, it } from "vitest";
import { FAMILIES, findFamily } from "../../shared/catalogue";
import { logoSuggestion } from "../../shared/schema";
import { builtinGuidelines, builtinSuggestions, faint } from "../../worker/ai/builtin/engine";
import { PRESET_COLORS } from "../../shared/presets";
import { PROFILES } from "../../worker/ai/builtin/profiles";
import { ICONS, iconRef, isKnownIcon } from "../../shared/icon-index";
import { iconName, looksLikeIconRef } from "../../shared/icons";
import { avoidedCategories, brandWords, descriptorWords, readCues, readTrade, surnames } from "../../worker/ai/builtin/cues";
import { splitDescriptor } from "../../shared/logo";
import { SIGN_CAPITALS, initialOf } from "../../shared/names";
import corpus from "../fixtures/marks-corpus.json";
import { colourOf, isAct, isConcrete, isRelational, lemma, pairTrades, tradesFor } from "../../worker/ai/builtin/lexicon";
import { converter } from "culori";
import { nameColour, nameColours, readable } from "../../worker/ai/builtin/palette";
import { budget } from "../support/budget";
import heldout from "../fixtures/marks-heldout.json";
import dev from "../fixtures/marks-dev.json";
import unseen from "../../docs/unseen-names.json";
import fifth from "../../docs/fresh-names.json";
import sixth from "../../docs/sixth-names.json";
import seventh from "../../docs/seventh-names.json";
import { EVIDENCE, GENERIC, PROFILE_MARKS, matchMarks, namePictures } from "../../worker/ai/builtin/symbol-matcher";
import tradesDev from "../fixtures/trades-dev.json";
import tradesHeldout from "../fixtures/trades-heldout.json";
import phrasesTable from "../../lexicon/phrases.txt";
import tradesTable from "../../lexicon/trades.txt";
import { tableWords } from "../support/lexicon-tables";
import fc from "fast-check";

const SEED = 20261121;
const BRANDS = ["Boldmark", "Quantum Coffee Labs", "Harbor & Vale Legal", "Sunny Kids Academy", "Pixel Forge Studio", "Greenleaf Farm", "Ironclad Fitness", "Nomad Trails", "X"];

/**
 * A name's six (with a mark) over `seeds`, each logo set in no face of `categories` and drawing
 * no mark of `marks`; the sixes are returned for further checks. A failure names the six.
 */
function sixesAvoiding(name: string, seeds: readonly number[], categories: readonly string[], marks: readonly string[] = []) {
  return seeds.map((seed) => {
    const six = builtinSuggestions({ logoText: name, addSymbol: true }, seed);
    const label = `${name} #${seed}: ${six.map((s) => `${s.fontFamily} ${s.symbol}`)}`;
    for (const s of six) {
      expect(categories, label).not.toContain(findFamily(s.fontFamily)!.category);
      expect(marks, label).not.toContain(s.symbol);
    }
    return { six, label };
  });
}

describe("the builtin design engine", () => {
  it.each(BRANDS)("gives %s six valid suggestions with distinct families and palettes", (logoText) => {
    const suggestions = builtinSuggestions({ logoText, addSymbol: false }, SEED);
    expect(suggestions).toHaveLength(6);
    for (const s of suggestions) {
      expect(logoSuggestion.parse(s)).toEqual(s);
      expect(findFamily(s.fontFamily)?.family).toBe(s.fontFamily);
      expect(s.colors.length).toBeGreaterThanOrEqual(1);
      expect(s.colors.length).toBeLessThanOrEqual(5);
      for (const c of s.colors) expect(c).toMatch(/^#[0-9A-F]{6}$/);
      expect(s.symbol).toBeUndefined();
    }
    expect(new Set(suggestions.map((s) => s.fontFamily)).size).toBe(6);
    expect(new Set(suggestions.map((s) => s.colors.join())).size).toBe(6);
    // Variety of style, not six sans-serifs.
    expect(new Set(suggestions.map((s) => findFamily(s.fontFamily)!.category)).size).toBeGreaterThanOrEqual(3);
  });

  it("gives the same request and seed exactly the same six; another seed gives new ideas", () => {
    const a = builtinSuggestions({ logoText: "Boldmark", addSymbol: true }, SEED);
    expect(builtinSuggestions({ logoText: "Boldmark", addSymbol: true }, SEED)).toEqual(a);
    const again = builtinSuggestions({ logoText: "Boldmark", addSymbol: true }, SEED + 1);
    expect(again).not.toEqual(a);
    expect(again.map((s) => s.fontFamily)).not.toEqual(a.map((s) => s.fontFamily));
    const b = builtinSuggestions({ logoText: "Quantum Coffee Labs", addSymbol: true }, SEED);
    expect(b.map((s) => s.fontFamily)).not.toEqual(a.map((s) => s.fontFamily));
  });

  it("reads industry cues: a coffee brand gets a coffee mark first and warm serif or script type", () => {
    const s = builtinSuggestions({ logoText: "Morning Roast Coffee", addSymbol: true }, SEED);
    expect(["ph:coffee", "ph:coffee-bean"]).toContain(s[0]!.symbol);
    const food = PROFILES.find((p) => p.id === "food")!;
    expect(food.categories).toContain(findFamily(s[0]!.fontFamily)!.category);
  });

  it("reads industry cues: a law firm gets the scales", () => {
    const s = builtinSuggestions({ logoText: "Harbor & Vale Legal", addSymbol: true }, SEED);
    expect(s.map((x) => x.symbol)).toContain("ph:scales");
    const finance = PROFILES.find((p) => p.id === "finance")!;
    expect(finance.categories).toContain(findFamily(s[0]!.fontFamily)!.category);
  });

  it("mixes cues: a name with two trades shows marks of both", () => {
    for (const seed of [1, 2, 3]) {
      const marks = builtinSuggestions({ logoText: "Quantum Coffee Labs", addSymbol: true }, seed).map((x) => x.symbol);
      expect(marks.some((m) => ["ph:coffee", "ph:coffee-bean"].includes(m!)), `seed ${seed}: ${marks}`).toBe(true);
      expect(marks.some((m) => ["ph:atom", "ph:flask", "ph:test-tube"].includes(m!)), `seed ${seed}: ${marks}`).toBe(true);
    }
  });

  it("prefers condensed type for a long name and avoids the widest display faces", () => {
    const s = builtinSuggestions({ logoText: "Northern Lights Community Credit Union", addSymbol: false }, SEED);
    const cats = s.map((x) => findFamily(x.fontFamily)!.category);
    expect(cats).toContain("condensed");
  });

  it("puts the preferred colour in every palette, exactly", () => {
    for (const brand of BRANDS) {
      const s = builtinSuggestions({ logoText: brand, addSymbol: false, preferredColor: "#E63946" }, SEED);
      for (const x of s) expect(x.colors).toContain("#E63946");
      expect(new Set(s.map((x) => x.colors.join())).size).toBe(6);
    }
  });

  it("draws palettes from the preset colours among its sources", () => {
    const all = BRANDS.flatMap((b) => builtinSuggestions({ logoText: b, addSymbol: false }, SEED).flatMap((s) => s.colors));
    expect(all.some((c) => (PRESET_COLORS as readonly string[]).includes(c))).toBe(true);
  });

  it("adds marks only when asked: different known icons or the lettermark, in compositions that vary", () => {
    const mixes = new Set<string>();
    for (const brand of BRANDS) {
      for (const seed of [1, 2, 3]) {
        const s = builtinSuggestions({ logoText: brand, addSymbol: true }, seed);
        const label = `${brand} #${seed}: ${s.map((x) => `${x.symbol} ${x.layout}`).join(", ")}`;
        const icons = s.filter((x) => x.symbol && looksLikeIconRef(x.symbol));
        for (const x of icons) expect(isKnownIcon(x.symbol!), label).toBe(true);
        expect(new Set(icons.map((x) => x.symbol)).size, label).toBe(icons.length);
        // A wordmark (the name alone) at most once, last, after the lettermark, and without a
        // composition: it takes the place of a sixth mark no word asked for.
        const wordmarks = s.flatMap((x, i) => (x.symbol === undefined ? [i] : []));
        expect(wordmarks.length, label).toBeLessThanOrEqual(1);
        for (const i of wordmarks) {
          expect(i, label).toBe(s.length - 1);
          expect(s[i]!.layout, label).toBeUndefined();
          expect(s.some((x) => x.symbol && !looksLikeIconRef(x.symbol)), label).toBe(true);
        }
        // The lettermark: the name's initial, once, on a badge (a seal: critics found the same
        // letter on two discs, and then over the name, a placeholder).
        const letters = s.filter((x) => x.symbol && !looksLikeIconRef(x.symbol));
        expect(letters.length, label).toBeLessThanOrEqual(1);
        // In capitals, but a P or an H small: alone on a disc they are the parking and hospital signs.
        const initial = brand.trim()[0]!.toUpperCase();
        for (const x of letters) expect(x.symbol, label).toBe(/[PH]/.test(initial) ? initial.toLowerCase() : initial);
        for (const x of letters) expect(x.layout, label).toBe("badge");
        // The first, the strongest idea, is a combination mark; every six shows all three compositions.
        if (looksLikeIconRef(s[0]!.symbol!)) expect(["inline", "stacked"], label).toContain(s[0]!.layout);
        expect(new Set(s.flatMap((x) => (x.layout ? [x.layout] : []))), label).toEqual(new Set(["inline", "stacked", "badge"]));
        mixes.add(["inline", "stacked", "badge", undefined].map((c) => s.filter((x) => x.layout === c).length).join("/"));
      }
      for (const x of builtinSuggestions({ logoText: brand, addSymbol: false }, 1)) expect(x.layout).toBeUndefined();
    }
    // Not one template: the counts of each composition differ between names and seeds.
    expect(mixes.size, [...mixes].join(" ")).toBeGreaterThanOrEqual(4);
  });

  it("sets the lettermark once, before any abstract shape, where a name reads nothing", () => {
    for (const name of ["Lyrrix Qorv", "Izquo Vantrel"]) {
      const marks = builtinSuggestions({ logoText: name, addSymbol: true }, 1).map((s) => s.symbol ?? "");
      const letter = marks.indexOf(name[0]!);
      expect(letter, `${name}: ${marks.join(" ")}`).toBeGreaterThanOrEqual(0);
      expect(marks.filter((m) => m === name[0]).length, name).toBe(1);
      const shapes = marks.map((m, i) => (GENERIC.includes(m.replace(/^ph:/, "")) ? i : 99));
      expect(Math.min(...shapes), `${name}: ${marks.join(" ")}`).toBeGreaterThan(letter);
    }
  });

  it("draws a trade's stock marks after the lettermark on a first Generate, where no word of the name asks for them", { timeout: budget(60_000) }, () => {
    // Every name of the labelled lists, three seeds: a stock mark the words do not reach with
    // evidence never comes before the initial (2 of 66 such marks fitted, labelled blind).
    const names = [...dev.names, ...heldout.names, ...unseen.names, ...fifth.names, ...sixth.names, ...seventh.names].map((n) => n.name);
    let checked = 0;
    for (const name of names) {
      const profiles = readCues(name).profiles;
      // Asked for: a match with evidence, the strongest match (the lead: "Kestrel Chiropractic"'s
      // bird, a pets stock mark too), or the name's own picture ("Hammerfall" → a hammer).
      const matches = matchMarks(name, undefined, profiles);
      const asked = new Set([...matches.filter((m, i) => i === 0 || m.score >= EVIDENCE).map((m) => m.name), ...namePictures(name)]);
      const stock = new Set(Object.values(PROFILE_MARKS).flat().filter((m) => !asked.has(m)));
      for (const seed of [1, 2, 3]) {
        const marks = builtinSuggestions({ logoText: name, addSymbol: true }, seed).map((s) => (s.symbol ?? "").replace(/^ph:/, ""));
        const letter = marks.findIndex((m) => [...m].length === 1);
        if (letter < 0) continue;
        checked++;
        for (const [i, m] of marks.entries()) if (stock.has(m)) expect(i, `${name} #${seed}: ${marks.join(" ")}`).toBeGreaterThan(letter);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("ends a six on the name alone, never on a mark no word asks for, once a lettermark is shown", { timeout: budget(2_000) }, () => {
    // A fire engine for midwives, a balcony for a thatcher, a sigma for a preschool: the last of
    // six after the lettermark, scoring under 1 in the matcher, is a wordmark instead.
    const names = [...dev.names, ...unseen.names, ...fifth.names, ...sixth.names, ...seventh.names].map((n) => n.name);
    let ended = 0;
    let sixes = 0;
    for (const name of names) {
      const profiles = readCues(name).profiles;
      const scores = new Map(matchMarks(name, undefined, profiles).map((m) => [m.name, m.score]));
      const stock = new Set(Object.values(PROFILE_MARKS).flat());
      for (const seed of [1, 2, 3]) {
        const six = builtinSuggestions({ logoText: name, addSymbol: true }, seed);
        sixes++;
        const marks = six.map((s) => s.symbol);
        const label = `${name} #${seed}: ${marks.join(" ")}`;
        const letter = marks.findIndex((m) => m !== undefined && !looksLikeIconRef(m));
        // A name whose initial would read as a public sign (a P, an H) has no lettermark: its six
        // ends as if one had been shown.
        const signed = SIGN_CAPITALS.has((initialOf(name) ?? "").toLocaleUpperCase());
        if (signed) expect(letter, label).toBe(-1);
        const last = marks.at(-1);
        if (last === undefined) {
          ended++;
          if (!signed) expect(letter, label).toBeGreaterThanOrEqual(0);
          // A long name's wordmark is a lockup, as its logos with a mark are: on one line it shrinks.
          if (readCues(name).letters >= 16 && descriptorWords(name) !== undefined) expect(six.at(-1)!.descriptor, label).toBe(descriptorWords(name));
          continue;
        }
        if ((letter < 0 && !signed) || letter === marks.length - 1) continue;
        const icon = iconName(last)!;
        expect(stock.has(icon) || (scores.get(icon) ?? 0) >= 1, label).toBe(true);
      }
    }
    // A direction among six, not a template: some sixes end on the name alone, most do not.
    expect(ended, `${ended} of ${sixes}`).toBeGreaterThan(sixes * 0.03);
    expect(ended, `${ended} of ${sixes}`).toBeLessThan(sixes * 0.25);
  });

  // A lockup of the distinctive words over the descriptor (issue 22: "no hierarchy between the
  // distinctive word and the descriptor", a critic). Names of no fixture list.
  it.each([
    ["Northstar Driving School", "Northstar", "Driving School"],
    ["Ace Plumbing & Heating", "Ace", "Plumbing & Heating"],
    ["Blue Bottle Coffee", "Blue Bottle", "Coffee"],
    ["Ironbridge Accounting", "Ironbridge", "Accounting"],
    // what the trade is done to, and where: WordNet's acts and concrete nouns
    ["Cobblestone Shoe Repair", "Cobblestone", "Shoe Repair"],
    ["Moonrise Yoga Loft", "Moonrise", "Yoga Loft"],
    ["Marrow Street Tattoo", "Marrow Street", "Tattoo"],
    // a path is a way, where, not what ("path.n.2" beside the road): the name's, not the trade's
    ["Clear Path Counselling", "Clear Path", "Counselling"],
    // a pun on a word of praise is the name's adjective, no coined name
    ["Purrfect Paws Pet Spa", "Purrfect Paws", "Pet Spa"],
    // a lone adjective is no name: it keeps the noun it describes (a critic's sheet showed
    // "Black | Sheep Knitting" and "Blue | Heron Pottery")
    ["Black Sheep Knitting", "Black Sheep", "Knitting"],
    ["Blue Heron Pottery", "Blue Heron", "Pottery"],
    ["Green Thumb Landscaping", "Green Thumb", "Landscaping"],
    // nor before a word that reads no trade and its venue: the venue is the trade
    ["New Hope Fellowship", "New Hope", "Fellowship"],
    ["Bright Futures Academy", "Bright Futures", "Academy"],
    ["Skyward Balloon Flights", "Skyward", "Balloon Flights"],
    // a rare word and a place of its trade name a place together; what an act is done to goes with it
    ["Maple Grove Dental", "Maple Grove", "Dental"],
    ["Bug Off Pest Control", "Bug Off", "Pest Control"],
    // a word that says how the thing is made goes with it (a critic's sheet showed "Oak & Ember
    // Woodfired / PIZZA"); an "-ed" that is no participle stays with the name
    ["Oak & Ember Woodfired Pizza", "Oak & Ember", "Woodfired Pizza"],
    ["Old Town Smoked Meats", "Old Town", "Smoked Meats"],
    ["Hillside Handmade Soap", "Hillside", "Handmade Soap"],
    ["Copper Kettle Roasted Coffee", "Copper Kettle", "Roasted Coffee"],
    ["Fresh Bread Bakery", "Fresh Bread", "Bakery"],
    // a company word adds to the length a lockup shortens (the critic's "Wildflower Honey Co" set
    // on one line shrank its jar to a speck)
    ["Wildflower Honey Company", "Wildflower", "Honey Company"],
    ["Pinecone Candle Co", "Pinecone", "Candle Co"],
    ["Steadfast Insurance Group", "Steadfast", "Insurance Group"],
    // after a coined name, the dictionary word before the trade says what kind
    ["Bramblewood Family Dentistry", "Bramblewood", "Family Dentistry"],
    ["Copperline Electric Bikes", "Copperline", "Electric Bikes"],
    ["Oldmill Flour Company", "Oldmill", "Flour Company"],
    // and every dictionary word after it: a phrase is never split across the lines (a critic
    // found "Pulsecheck First / AID TRAINING")
    ["Brightmoor Deep Tissue Massage", "Brightmoor", "Deep Tissue Massage"],
    ["Quillfen Hot Air Balloons", "Quillfen", "Hot Air Balloons"],
    ["Pulsecheck First Aid Training", "Pulsecheck", "First Aid Training"],
    // a thing of a trade split from the trade word's own (home's chimney, cleaning's sweep) says
    // what kind; a drink before a food trade is the name's own picture
    ["Wren & Robin Chimney Sweep", "Wren & Robin", "Chimney Sweep"],
    ["Redwing Puppet Theatre", "Redwing", "Puppet Theatre"],
    ["Morning Brew Coffee", "Morning Brew", "Coffee"],
    // a trade word that says no trade of its own takes the word before it where that one names
    // the name's trade; a word of another trade stays with the name
    ["Evensong Home Care", "Evensong", "Home Care"],
    ["Quartermaster Army Surplus", "Quartermaster", "Army Surplus"],
    ["Iron Forge Fitness", "Iron Forge", "Fitness"],
    // a practice WordNet never listed, read as a trade all the same, is no invented word
    ["Pendulum Hypnotherapy", "Pendulum", "Hypnotherapy"],
    // WordNet's most general physical nouns are things too (noun.Tops: an animal, food)
    ["Gentle Paws Animal Rescue", "Gentle Paws", "Animal Rescue"],
    ["Open Door Food Pantry", "Open Door", "Food Pantry"],
    // an activity WordNet never listed names the trade before its venue: no lone "CLUB" under a
    // long line (a critic, "Bracken Compass Orienteering / CLUB")
    ["Bracken Compass Orienteering Club", "Bracken Compass", "Orienteering Club"],
    ["Bluewater Kitesurfing School", "Bluewater", "Kitesurfing School"],
    // what an activity is done to goes with it, where two words of the name stay before it (a
    // critic found "Orca Point Whale / WATCHING"); a name of one word keeps its noun
    ["Harbour Light Whale Watching", "Harbour Light", "Whale Watching"],
    ["Morning Star Window Cleaning", "Morning Star", "Window Cleaning"],
    ["Harbour Seal Kayaking", "Harbour Seal", "Kayaking"],
    // a location after a coined word is the name's own (a critic found "Kilim / CORNER RUGS")
    ["Marwick Corner Bakery", "Marwick Corner", "Bakery"],
    // two words WordNet knows as one noun stay on one line: with the descriptor where a name is
    // left before them, else with the name (a critic found "Lifeline First / AID TRAINING")
    ["Lifeline First Aid Training", "Lifeline", "First Aid Training"],
    ["Main Street Dry Cleaners", "Main Street", "Dry Cleaners"],
    ["Sea Lion Cruises", "Sea Lion", "Cruises"],
    ["Snow Goose Charters", "Snow Goose", "Charters"],
  ])("sets %s as a lockup in two logos of six (a long name: every logo with a mark): the first words over the descriptor", (name, lead, descriptor) => {
    expect(splitDescriptor(name, descriptorWords(name))).toEqual({ lead, descriptor });
    const long = readCues(name).letters >= 16;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const six = builtinSuggestions({ logoText: name, addSymbol: true }, seed);
      const lockups = six.filter((s) => s.descriptor);
      if (!long) expect(lockups.length, `${name} #${seed}`).toBe(2);
      else {
        // A long name on one line beside its mark shrinks the mark to a speck, and stacked it
        // would break onto two lines of one size, the trade's words as loud as the name: every
        // logo with a mark is a lockup.
        for (const s of six) expect(s.descriptor, `${name} #${seed}: a ${s.layout} ${s.symbol}`).toBeDefined();
      }
      // Without a mark the lockups are two or three, wherever they fall.
      expect(builtinSuggestions({ logoText: name, addSymbol: false }, seed).filter((s) => s.descriptor).length, `${name} #${seed} without a mark`).toBe(long ? 3 : 2);
      for (const s of lockups) expect(s.descriptor).toBe(descriptorWords(name));
      expect(builtinSuggestions({ logoText: name, addSymbol: true }, seed), "the seed reproduces the six").toEqual(six);
    }
  }, budget(100));

  it("reads a long unknown word in -ing before a venue as the activity it names, and a surname of that ending as no trade", () => {
    const read = (name: string) => {
      const words = brandWords(name);
      const { trade, venue } = readTrade(words);
      return [words[trade], words[venue]];
    };
    expect(read("Bracken Compass Orienteering Club")).toEqual(["orienteering", "club"]);
    expect(read("Northfield Geocaching Society")).toEqual(["geocaching", "society"]);
    expect(read("Harding House")).toEqual(["house", undefined]);
    expect(read("Fielding Books")).toEqual(["books", undefined]);
    // The venue only colours the trade: the card suit named "club" is no longer the trade's mark.
    const marks = matchMarks("Bracken Compass Orienteering Club").map((m) => m.name);
    expect(marks[0]).toBe("compass");
    expect(marks.indexOf("club")).toBeGreaterThan(marks.indexOf("compass-tool"));
  });

  it("offers a funeral home nothing of money, shops, offices or screens", { timeout: budget(20_000) }, () => {
    // Two critics found a funeral director's six with a bank vault, a jar and a gravestone.
    const moodless = new Set(PROFILES.find((p) => p.id === "memorial")!.avoidMarks);
    const categories = new Map(ICONS.map((i) => [i.name, i.categories]));
    for (const name of ["Cedarwood Funeral Directors", "Willowmere Funeral Home", "Stillwater Cremation Services", "Greyfriars Funeral Care"]) {
      expect(readCues(name).profiles[0]!.id, name).toBe("memorial");
      for (const seed of [1, 2, 3, 4, 5]) {
        for (const s of builtinSuggestions({ logoText: name, addSymbol: true }, seed)) {
          const icon = iconName(s.symbol ?? "");
          // The name's own picture is its own ("Stillwater": water).
          if (!icon || namePictures(name).includes(icon)) continue;
          expect(categories.get(icon)!.filter((c) => moodless.has(c)), `${name} #${seed}: ${icon}`).toEqual([]);
        }
      }
    }
    for (const c of ["finances", "commerce", "games"]) expect(moodless.has(c), c).toBe(true);
  });

  it("reads WordNet's acts and concrete nouns: a repair is done to a car, a street is where", () => {
    for (const w of ["repair", "wash", "cleaning", "massage"]) expect(isAct(w), w).toBe(true);
    for (const w of ["car", "shoe", "piano", "coffee", "dog"]) expect(isConcrete(w), w).toBe(true);
    for (const w of ["street", "loft", "hour", "family", "corner"]) expect(isConcrete(w), w).toBe(false);
    for (const w of ["car", "aquarium", "street"]) expect(isAct(w), w).toBe(false);
    // Adjectives that relate a noun to a field (WordNet's pertainyms) name a trade as nouns do.
    for (const w of ["dental", "legal", "marine", "culinary", "structural", "thai", "mexican", "korean", "welsh"]) expect(isRelational(w), w).toBe(true);
    for (const w of ["swift", "golden", "wild", "bright", "quiet", "car", "street"]) expect(isRelational(w), w).toBe(false);
  });

  it.each([
    "Apple Tree", "Night Owl", "Blue Bottle", "Copper Kettle", "Quiet Storm", "Union Square", "Izquo Vantrel", "Qorvo Nexa", "House of Bread", "Smith & Sons", "Northstar", "北京烤鸭",
    // A company word alone is no descriptor.
    "Acme Co", "Smith & Co",
    // The lexicon is English: the last words of a name in another language may be a place, a
    // surname or half of one, so it sets apart only words it reads. Names of no fixture list.
    "Ngôi Nhà Bánh Mì Xanh Sài Gòn",
    "Tiệm Sửa Xe Máy Anh Em",
    "Ресторан Москва",
    "Северная пекарня и кондитерская",
    "مخبز الوادي الأخضر للحلويات الشرقية",
    "מאפיית העמק הירוק והקונדיטוריה",
    "Kaffeehaus Schönbrunn",
    "Phở Hà Nội",
  ])("keeps %s one wordmark: no descriptor in the name", (name) => {
    expect(descriptorWords(name)).toBeUndefined();
    expect(builtinSuggestions({ logoText: name, addSymbol: true }, 1).filter((s) => s.descriptor)).toEqual([]);
  });

  // An act before where or how it is done joins the descriptor; before a practice it stays the
  // name's. Names of no fixture list.
  it.each([
    ["Kestrel Flight School", "Kestrel", "Flight School"],
    ["Fortress Storage Units", "Fortress", "Storage Units"],
    ["Deep Dive Consulting", "Deep Dive", "Consulting"],
    // A word WordNet's tagged corpus barely uses is a name of its own before a trade phrase (a
    // fourteenth critic found "Redwing Aviation | MECHANICS" and "Larkspur Doula | CARE").
    ["Redwing Aviation Mechanics", "Redwing", "Aviation Mechanics"],
    // A rare adjective begins a place's name as often: it stays with it.
    ["Sunny Shores Holidays", "Sunny Shores", "Holidays"],
    ["Larkspur Doula Care", "Larkspur", "Doula Care"],
    // An irregular plural is its singular's word ("children": a child's trade), a possessive's
    // "s" no word: "Hopscotch Children's | THEATRE" was split inside the phrase.
    ["Hopscotch Children's Theatre", "Hopscotch", "Children's Theatre"],
    // A relational adjective before the trade word says the trade with it ("Dental Care" as "Pet
    // Care"); a describing one stays the name's.
    ["Beacon Hill Dental Care", "Beacon Hill", "Dental Care"],
    ["Harbor Legal Services", "Harbor", "Legal Services"],
    ["Sunrise Swift Freight", "Sunrise Swift", "Freight"],
    ["Peppercorn Indian Kitchen", "Peppercorn", "Indian Kitchen"],
    // so does a people's name WordNet knows first as a person ("Thai: a native of Thailand"; a
    // critic found "Lemongrass & Lime / THAI" over "KITCHEN")
    ["Peppercorn Thai Kitchen", "Peppercorn", "Thai Kitchen"],
    ["El Sol Mexican Grill", "El Sol", "Mexican Grill"],
    ["Cedar Tree Lebanese Bakery", "Cedar Tree", "Lebanese Bakery"],
    ["Cobalt Dental Lab", "Cobalt", "Dental Lab"],
    // A familiar first word, or a second word of no trade, keeps the two together.
    ["Night Owl Bakery", "Night Owl", "Bakery"],
    ["Clover Hollow Dairy", "Clover Hollow", "Dairy"],
    // An English trade is still set apart after a name in other letters.
    ["Łódź Design Studio", "Łódź", "Design Studio"],
    ["Zoë's Bakery", "Zoë's", "Bakery"],
    ["Crème Brûlée Patisserie", "Crème Brûlée", "Patisserie"],
    ["Blue Door Café", "Blue Door", "Café"],
    // Two dictionary words where the second names a trade's practice or one who works it (critics
    // found "Meadowlark Midwifery" one wordmark): a lockup.
    ["Meadowlark Midwifery", "Meadowlark", "Midwifery"],
    ["Summit Accounting", "Summit", "Accounting"],
    ["Riverside Plumbing", "Riverside", "Plumbing"],
    ["Fox Locksmiths", "Fox", "Locksmiths"],
    ["Oak Carpentry", "Oak", "Carpentry"],
    // A word WordNet's tagged corpus barely uses, but newswire does, is a word (not an invented one).
    ["Everafter Bridal", "Everafter", "Bridal"],
  ])("splits %s where a designer would", (name, lead, descriptor) => {
    expect(splitDescriptor(name, descriptorWords(name)), name).toEqual({ lead, descriptor });
  });

  it("keeps a word whole across its combining marks (Devanagari and Thai vowel signs, a dotted İ)", () => {
    expect(brandWords("हरित घाटी जैविक खेती")).toEqual(["हरित", "घाटी", "जैविक", "खेती"]);
    expect(brandWords("สวนผัก บ้านไร่")).toEqual(["สวนผัก", "บ้านไร่"]);
    expect(brandWords("Ünal İnşaat")).toHaveLength(2);
    // A possessive's "s" is no word of its own.
    expect(brandWords("Zoë's Bakery")).toEqual(["zoë", "bakery"]);
    expect(brandWords("Children’s Theatre")).toEqual(["children", "theatre"]);
  });

  it("knows the irregular plurals WordNet lists only in its exception files", () => {
    for (const [plural, single] of [["children", "child"], ["women", "woman"], ["geese", "goose"], ["mice", "mouse"], ["feet", "foot"]] as const) expect(lemma(plural), plural).toBe(single);
    // A word the dictionary knows as it stands is never singularised ("lens" is no "len").
    expect(lemma("lens")).toBe("lens");
  });

  it("leaves first words for every descriptor it reads, never ending on a word of grammar, over every corpus name", () => {
    const names = [...corpus.names.map((n: { name: string }) => n.name), ...dev.names.map((n) => n.name), ...heldout.names.map((n) => n.name)];
    let lockups = 0;
    for (const name of names) {
      const count = descriptorWords(name);
      if (count === undefined) continue;
      lockups++;
      const split = splitDescriptor(name, count);
      expect(split, name).toBeDefined();
      expect(count, name).toBeLessThanOrEqual(4);
      expect(split!.lead.split(" ").at(-1)!.toLowerCase(), name).not.toMatch(/^(&|\+|and|of|the|for|by|at|in|on|to|a|an)$/);
      expect(split!.descriptor.split(" ")[0]!.toLowerCase(), name).not.toMatch(/^(&|\+|and|of)$/);
    }
    // Most names of a business are made that way.
    expect(lockups / names.length).toBeGreaterThan(0.6);
  }, budget(300));

  // Any phrase of the lexicon's (two words WordNet knows as one noun, lexicon/phrases.txt) before
  // any trade word of its trades table, after a made-up word or none: the line a lockup breaks
  // never falls between the phrase's words. Checked against the tables as written, not through
  // the engine's reading of them.
  it("never breaks a lockup inside a phrase WordNet knows as one noun, over sampled phrases, trades and names", () => {
    // phrases.txt: a line per first word, each last word after it followed by a digit.
    const phrases = phrasesTable.split("\n").filter(Boolean).flatMap((line) => {
      const [first, ...lasts] = line.split(" ");
      return lasts.map((last) => `${first}_${last.replace(/\d$/, "")}`);
    });
    expect(phrases.length).toBeGreaterThan(20_000);
    const known = new Set(phrases);
    const trades = tableWords(tradesTable).filter((w) => /^[a-z]{4,}$/.test(w));
    const title = (w: string) => w[0]!.toUpperCase() + w.slice(1);
    let lockups = 0;
    fc.assert(
      fc.property(
        fc.nat(phrases.length - 1).map((i) => phrases[i]!),
        fc.nat(trades.length - 1).map((i) => trades[i]!),
        fc.option(fc.stringMatching(/^[bcdfgklmnprstvz][aeiou][bcdfgklmnprstvz][aeiou][bcdfgklmnprstvz]$/), { nil: undefined }),
        (phrase, trade, coined) => {
          const [a, b] = phrase.split("_") as [string, string];
          const tokens = [...(coined ? [title(coined)] : []), title(a), title(b), title(trade)];
          const name = tokens.join(" ");
          const count = descriptorWords(name);
          if (count === undefined) return;
          lockups++;
          const [before, after] = [tokens[tokens.length - count - 1]!.toLowerCase(), tokens[tokens.length - count]!.toLowerCase()];
          expect(known.has(`${before}_${after}`), `${name}: "${splitDescriptor(name, count)?.lead} | ${splitDescriptor(name, count)?.descriptor}"`).toBe(false);
        },
      ),
      { numRuns: Number(process.env.SWEEP_RUNS ?? 20) * 25 },
    );
    // The property is about lockups: most such names are set as one.
    expect(lockups).toBeGreaterThan(Number(process.env.SWEEP_RUNS ?? 20) * 5);
  }, budget(120));

  // Type for the trade (issue 22, item 3). Names of these trades, none from the held-out list.
  const CRAFT = ["Old Mill Whiskey", "Copper Kettle Distillery", "Hollow Oak Woodworks", "Blackwater Brewery", "Saltmarsh Leather Goods", "Anvil & Tongs Blacksmiths"];
  const SECURE = ["Fortline Security", "Byteforge Software", "Castlegate Cyber Defence", "Nimbus Cloud Platform", "Sentry Alarm Systems", "Keystone Data Labs"];
  const CLASSIC = new Set(["serif", "slab", "script", "engraved"]);
  const PLAIN = new Set(["geometric", "humanist", "grotesque", "condensed", "monospace"]);
  const cats = (name: string, seed: number) => builtinSuggestions({ logoText: name, addSymbol: true }, seed).map((s) => findFamily(s.fontFamily)!);

  it.each(CRAFT)("%s (heritage, craft) gets at least two classic faces in every six", (name) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const six = cats(name, seed);
      expect(six.filter((f) => CLASSIC.has(f.category)).length, `${name} #${seed}: ${six.map((f) => f.family)}`).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(SECURE)("%s (software, security) gets at least three sans or mono faces and never a script", (name) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const six = cats(name, seed);
      const label = `${name} #${seed}: ${six.map((f) => `${f.family} (${f.category})`)}`;
      expect(six.filter((f) => PLAIN.has(f.category)).length, label).toBeGreaterThanOrEqual(3);
      expect(six.filter((f) => ["script", "handwritten", "blackletter"].includes(f.category)), label).toEqual([]);
    }
  });

  // Names of these trades, none from a labelled list: a practice's calm voice, a trade's sturdy one.
  const PRACTICE = ["Brightwater Dental", "Northgate Physiotherapy", "Meadowbrook Medical Clinic", "Clearview Family Dentistry"];
  const TRADES = ["Martinez & Reed Commercial Cleaning", "Sparkle Window Cleaning", "Patel Plumbing & Heating", "Stonebridge Construction"];
  it("sets a health practice in no condensed capitals or monospace, and a building or cleaning trade in no hand lettering", () => {
    const first = (name: string) => readCues(name).profiles[0]!.id;
    for (const name of PRACTICE) expect(first(name), name).toBe("health");
    for (const name of TRADES) expect(["build", "cleaning"], name).toContain(first(name));
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const name of PRACTICE) {
        const six = cats(name, seed);
        expect(six.filter((f) => ["condensed", "monospace"].includes(f.category)), `${name} #${seed}`).toEqual([]);
      }
      for (const name of TRADES) expect(cats(name, seed).filter((f) => f.category === "handwritten"), `${name} #${seed}`).toEqual([]);
    }
    // 64 generations: about 0.15 s on a quiet machine.
  }, budget(300));

  it("brings a health practice new faces on a second Generate, its expressive voice one a practice suits", () => {
    // Health leaves out condensed and monospace faces, and had only one expressive face of its
    // own (Fraunces): a second six repeated most of the first (2.8 new faces of six over these
    // names) and went to a display face of other trades for its third voice (Unbounded, Syne).
    // The faces are drawn before the marks, so the marks a second Generate sends as `seen` do not
    // move them: the seeds alone stand for the two Generates, as in the test below.
    const fresh: number[] = [];
    for (const name of PRACTICE) {
      for (let k = 0; k < 10; k++) {
        const [a, b] = [cats(name, 2 * k + 1), cats(name, 2 * k + 2)];
        fresh.push(b.filter((f) => !a.includes(f)).length);
        for (const f of [...a, ...b]) if (f.voice === "expressive") expect(f.suits, `${name} #${2 * k + 1}: ${f.family}`).toContain("health");
      }
    }
    expect(fresh.reduce((s, n) => s + n, 0) / fresh.length).toBeGreaterThanOrEqual(3.3);
    // 80 generations: about 0.2 s on a quiet machine.
  }, budget(400));

  it("brings travel, home, building and sport names new faces on a second Generate", () => {
    // Those trades had few faces of their own in the voices they lack (travel two classic and two
    // expressive, home one expressive, sport no classic face), so a second six repeated the first:
    // 3.36 new faces of six over these names and ten seed pairs with the catalogue before (checked).
    const NAMES = ["Bluewater Coach Tours", "Skyline Travel Agency", "Maple & Oak Interiors", "Hearth & Home Furnishings", "Ridgeway Rugby Club", "Eastfield Cricket Club", "Stonebridge Construction", "Redbrick Builders"];
    const fresh: number[] = [];
    for (const name of NAMES) {
      expect(["travel", "home", "build", "sport"], name).toContain(readCues(name).profiles[0]!.id);
      for (let k = 0; k < 10; k++) {
        const [a, b] = [cats(name, 2 * k + 1), cats(name, 2 * k + 2)];
        fresh.push(b.filter((f) => !a.includes(f)).length);
      }
    }
    expect(fresh.reduce((s, n) => s + n, 0) / fresh.length).toBeGreaterThanOrEqual(3.6);
    // 160 generations: about 0.4 s on a quiet machine.
  }, budget(800));

  it("spans classic, modern and expressive faces, and a second Generate brings at least four new faces on average", () => {
    const fresh: number[] = [];
    for (const name of [...BRANDS, ...CRAFT, ...SECURE]) {
      for (const [first, second] of [[7, 8], [1, 2]] as const) {
        const a = cats(name, first);
        const b = cats(name, second);
        expect(new Set(a.map((f) => f.voice)).size, `${name}: ${a.map((f) => `${f.family} (${f.voice})`)}`).toBe(3);
        const label = `${name}: ${a.map((f) => f.family)} then ${b.map((f) => f.family)}`;
        fresh.push(b.filter((f) => !a.includes(f)).length);
        expect(fresh.at(-1), label).toBeGreaterThanOrEqual(2);
      }
    }
    expect(fresh.reduce((s, n) => s + n, 0) / fresh.length).toBeGreaterThanOrEqual(4);
  });

  it("on Generate again draws a later reading's stock marks after every other new idea", () => {
    // "Keystone Capital" reads finance, then building by its first word; its second six had drawn
    // a toolbox, a hammer and a hard hat before finance's own marks. A mark only a later trade's
    // stock offers now comes after every unshown match with evidence and every unshown mark of the
    // first trade.
    let later = 0;
    for (const name of ["Keystone Capital", "Little Dolphins Swim School", "Greenfletch Archery Range", "Baseline Tennis Club", "Kettering Orchards", "Harbourside Fishmongers"]) {
      const profiles = readCues(name).profiles;
      const first = new Set(PROFILE_MARKS[profiles[0]!.id] ?? []);
      const evidence = new Set(matchMarks(name).filter((m) => m.score >= EVIDENCE).map((m) => m.name));
      const laterOnly = (m: string) => profiles.slice(1).some((p) => PROFILE_MARKS[p.id]?.includes(m)) && !first.has(m) && !evidence.has(m);
      for (let seed = 1; seed <= 8; seed++) {
        const one = builtinSuggestions({ logoText: name, addSymbol: true }, seed);
        const seen = one.flatMap((s) => (s.symbol ? [s.symbol] : []));
        const shown = new Set(seen.map((s) => iconName(s) ?? s));
        const marks = builtinSuggestions({ logoText: name, addSymbol: true, seen }, seed + 100).map((s) => iconName(s.symbol) ?? s.symbol ?? "");
        const at = marks.findIndex(laterOnly);
        if (at < 0) continue;
        later++;
        const label = `${name} #${seed}: ${marks.join(", ")} after ${[...shown].join(", ")}`;
        expect(marks.slice(at).filter((m) => !shown.has(m) && (first.has(m) || evidence.has(m))), label).toEqual([]);
      }
    }
    // Some second sixes still reach a later reading's marks, once the other ideas run out.
    expect(later).toBeGreaterThan(0);
    // 96 generations: about 1.4 s on a quiet machine.
  }, budget(1_500));

  it("takes faces not yet shown on Generate again (seenFonts), keeping its voices and marks, over every labelled name", () => {
    // Without the faces shown, a second six repeated two or three of the first six's faces one
    // time in four (4.13 new faces of six over the development-side and tuning names and three
    // seed pairs, checked); sent back as seenFonts, every Generate again brings at least four
    // (5.78 on average there; four where a trade has few faces of a voice: an archery range's expressive
    // Teko and Chakra Petch). A face gives way only within the rules (its voice, faces that suit
    // the name, two of a category), and the marks stay as they were.
    const names = [...new Set([...corpus.names, ...dev.names, ...unseen.names, ...fifth.names, ...sixth.names, ...seventh.names, ...heldout.names].map((n) => n.name))];
    let fresh = 0;
    let count = 0;
    for (const [n, name] of names.entries()) {
      for (const [first, second] of [[7, 8]] as const) {
        const one = builtinSuggestions({ logoText: name, addSymbol: true }, first);
        const seen = one.flatMap((s) => (s.symbol ? [s.symbol] : []));
        const plain = builtinSuggestions({ logoText: name, addSymbol: true, seen }, second);
        const req = { logoText: name, addSymbol: true, seen, seenFonts: one.map((s) => s.fontFamily) };
        const two = builtinSuggestions(req, second);
        const label = `${name} #${first}/${second}: ${one.map((s) => s.fontFamily)} then ${two.map((s) => s.fontFamily)}`;
        const faces = (six: typeof one) => six.map((s) => findFamily(s.fontFamily)!);
        const news = new Set(two.map((s) => s.fontFamily).filter((f) => !req.seenFonts.includes(f))).size;
        expect(news, label).toBeGreaterThanOrEqual(4);
        expect(new Set(faces(two).map((f) => f.voice)).size, label).toBe(new Set(faces(plain).map((f) => f.voice)).size);
        // An expressive face suits the name's first trade wherever the six without seenFonts's do.
        const trade = readCues(name).profiles[0]!.id;
        const loudSuits = (six: typeof one) => faces(six).every((f) => f.voice !== "expressive" || f.suits.includes(trade));
        if (loudSuits(plain)) expect(loudSuits(two), label).toBe(true);
        expect(two.map((s) => s.symbol), label).toEqual(plain.map((s) => s.symbol));
        // The seed still repeats the six exactly.
        if (n % 10 === 0) expect(builtinSuggestions(req, second), label).toEqual(two);
        fresh += news;
        count++;
      }
    }
    expect(fresh / count).toBeGreaterThanOrEqual(5.5);
    // About 450 names × 3 generations: about 4 s on a quiet machine.
  }, budget(4_000));

  it.each(["Bluebell Yoga", "Quiet Mind Meditation", "Kneadwell Massage", "Cedar Sauna Co"])("%s reads as wellness: calm faces and marks, no trophy or techy display", (name) => {
    expect(readCues(name).profiles[0]!.id).toBe("wellness");
    sixesAvoiding(name, [1, 2, 3, 4, 5], ["condensed", "blackletter", "monospace"], ["ph:trophy", "ph:medal", "ph:soccer-ball", "ph:barbell"]);
  }, budget(2_000));

  it.each(["Quickstep Courier Co.", "Swift Freight Logistics", "Harbourside Parcel Delivery", "Redline Haulage", "Boxcar Removals"])("%s reads as a delivery firm: sturdy faces, its own marks first", (name) => {
    // No trade had couriers, removals or freight: the twentieth critic found "Quickstep Courier
    // Co." drawing ballroom dancers, and a removal firm read finance and drew coins.
    expect(readCues(name).profiles[0]!.id).toBe("delivery");
    for (const { six, label } of sixesAvoiding(name, [1, 2, 3, 4, 5], ["script", "handwritten", "rounded", "blackletter"], ["ph:coins"])) {
      // A name whose trade word draws its own trade leads with it (a removal's own words draw a withdrawal).
      if (name !== "Boxcar Removals") expect(six[0]!.symbol, label).toMatch(/package|truck|van|shipping-container|warehouse/);
    }
  }, budget(2_000));

  it.each(["Precision Auto Repair", "Kowalski Motors", "Roadgrip Tyres", "Bolt Brothers Garage", "Silverline Limousines"])("%s reads as the motor trade: sturdy faces, no axe or flask", (name) => {
    // A car was travel's: a motor dealer read craft (an axe in Lobster Two), a mechanic science.
    expect(readCues(name).profiles[0]!.id).toBe("automotive");
    sixesAvoiding(name, [1, 2, 3, 4, 5], ["script", "handwritten", "rounded", "blackletter"], ["ph:axe", "ph:flask", "ph:lamp", "ph:compass", "ph:airplane-tilt"]);
  }, budget(2_000));

  it.each(["Brightpath Driving School", "Northstar Driving School"])("reads %s as the motor trade first: a driving school teaches adults to drive", (name) => {
    // It read the children's trade alone (a school) and was set in Fredoka and Kalam.
    expect(readCues(name).profiles.map((p) => p.id).slice(0, 2)).toEqual(["automotive", expect.any(String)]);
  });

  it.each(["lightning", "frog", "salamander", "train", "bicycle"])("reads no motor trade in %s, whose definition says electric, amphibians or cars", (word) => {
    expect(tradesFor(word)[0]).not.toBe("automotive");
  });

  it.each(["Ivory Lace Wedding Planners", "Confetti Cove Party Hire", "Dancefloor Dave Wedding DJ", "Gather & Glow Events"])("%s reads as a wedding and events business, never finance's coins", (name) => {
    // A wedding read finance (a marriage is a contract's): coins for a wedding DJ.
    expect(readCues(name).profiles[0]!.id).toBe("events");
    sixesAvoiding(name, [1, 2, 3, 4, 5], ["blackletter", "monospace", "condensed"], ["ph:coins"]);
  }, budget(2_000));

  it.each(["society", "family", "policy", "speech", "member"])("reads no events trade in %s, whose definition says social or formal", (word) => {
    expect(tradesFor(word)).not.toContain("events");
  });

  it.each(["Grace Community Church", "Al-Noor Mosque", "Beth Shalom Synagogue", "St Mary's Parish"])("%s reads as a faith community: no house's couch, lamp or key, no traveller's compass", (name) => {
    // A mosque and a synagogue read home (a building), a parish travel.
    expect(readCues(name).profiles[0]!.id).toBe("faith");
    sixesAvoiding(name, [1, 2, 3, 4, 5], ["blackletter", "monospace"], ["ph:couch", "ph:lamp", "ph:key", "ph:house-line", "ph:compass", "ph:airplane-tilt"]);
  }, budget(2_000));

  it("keeps a fitness club named Pinnacle in condensed capitals: a word that reads faith a little (a spire) narrows no other trade's faces", () => {
    const cues = readCues("Pinnacle Fitness");
    expect(cues.profiles.map((p) => p.id)).toEqual(["sport", "faith"]);
    expect([...avoidedCategories(cues)]).not.toContain("condensed");
  });

  it.each([["electrician", "build"], ["laundry", "cleaning"], ["advertising", "creative"], ["printing", "craft"]])("reads %s as %s, not a neighbouring trade", (word, trade) => {
    // An electrician read craft (a skilled worker) and was set in Lobster Two and UnifrakturCook;
    // a laundry read style (garments), advertising nothing, printing style (a hand's print letters).
    expect(tradesFor(word)[0]).toBe(trade);
  });

  it("reads a clipped word as the word it is cut from, never a person's name or a people's", () => {
    // "Align Physio" read no trade at all: WordNet has no "physio".
    expect(tradesFor("physio")).toEqual(tradesFor("physiotherapist"));
    expect(readCues("Align Physio").profiles[0]!.id).toBe("health");
    expect(tradesFor("fest")).toEqual(tradesFor("festival"));
    expect(tradesFor("fest")).toContain("events");
    // GloVe uses "chris" like "christopher" and "viet" like "vietnamese": a name's, not a clipping.
    for (const w of ["chris", "alex", "viet"]) expect(lemma(w), w).toBeUndefined();
  });

  it.each([
    ["Hartley & Cole Accountants", ["hartley", "cole"], ["pepper", "carrot", "grass", "corn"]],
    ["Hollis & Gray Framing", ["hollis", "gray"], ["t-shirt", "shirt-folded", "horse"]],
    ["Hartwell & Crane Kitchen Fitters", ["hartwell", "crane"], ["crane", "crane-tower"]],
  ])("reads %s as two surnames: neither side is a word or a coined compound", (name, people, absent) => {
    expect([...surnames(name)].sort()).toEqual([...people].sort());
    const marks = matchMarks(name).map((m) => m.name);
    for (const icon of absent) expect(marks, name).not.toContain(icon);
  });

  it("reads no fragment of a person's name: Singh is no singer", () => {
    const marks = matchMarks("Singh's Pharmacy").map((m) => m.name);
    expect(marks).toContain("pill");
    expect(marks.filter((m) => m.startsWith("microphone"))).toEqual([]);
  });

  it.each(["Vetiver & Rose Perfumery", "Fox & Bear Pet Supply", "Meeple & Mug Game Café"])("keeps the words of %s: no side is a surname beside another", (name) => {
    expect(surnames(name).size).toBe(0);
  });

  it.each(["Lumen & Lens Photography", "O'Brien Painting & Decorating", "Halcyon Hair Salon"])("sets %s in no blackletter: a creative studio's faces", (name) => {
    // The twenty-first critic found blackletter on a photographer, a decorator and a hair salon.
    sixesAvoiding(name, [1, 2, 3, 4, 5, 6, 7, 8], ["blackletter"]);
  }, budget(2_000));

  it.each(["Okafor Legal", "Hartley & Cole Accountants", "Harbourview Insurance Brokers"])("sets %s in no script or hand lettering: a professional firm's faces", (name) => {
    // "Legal" reads craft too: a law firm was set in Oleo Script.
    sixesAvoiding(name, [1, 2, 3, 4, 5, 6, 7, 8], ["script", "handwritten"]);
  }, budget(2_000));

  it.each([["Firstbreath Midwives", "health"], ["Kittiwake Ferries", "travel"], ["Harbor & Finch Bakery", "food"]])("%s is no delivery firm: a word its definition or kind shares with delivery (a birth, a carrier, cargo) reads %s", (name, trade) => {
    const ids = readCues(name).profiles.map((p) => p.id);
    expect(ids[0]).toBe(trade);
    expect(ids).not.toContain("delivery");
  });

  it.each(["Oakhaven Funeral Home", "Peaceful Rest Cremation", "Hillside Cemetery", "Whitfield & Sons Funeral Directors"])("%s reads as a memorial service: quiet faces, muted colours, no hammer or house", (name) => {
    // A design critic shown a funeral home's six saw a hammer, a bright orange house and Lobster
    // Two: it had read as a home trade.
    expect(readCues(name).profiles[0]!.id).toBe("memorial");
    const oklch = converter("oklch");
    for (const seed of [1, 2, 3, 4, 5]) {
      const six = builtinSuggestions({ logoText: name, addSymbol: true }, seed);
      const label = `${name} #${seed}: ${six.map((s) => `${s.fontFamily} ${s.symbol} ${s.colors.join(">")}`)}`;
      for (const s of six) {
        expect(["script", "handwritten", "rounded", "display", "blackletter", "monospace"], label).not.toContain(findFamily(s.fontFamily)!.category);
        // The home trade's own marks (a "home" is a house to the words alone, which still say so).
        expect(["ph:hammer", "ph:couch", "ph:lamp"], label).not.toContain(s.symbol);
        // Nor a game: "Hillside" had reached a snowboarder, "Rest" a puzzle piece.
        expect(ICONS.find((i) => iconRef(i.name) === s.symbol)?.categories ?? [], label).not.toContain("games");
        for (const c of s.colors) expect(oklch(c)!.c, `${label}: ${c}`).toBeLessThanOrEqual(0.12);
      }
    }
  }, budget(2_000));

  it("reads a word the dictionary knows as that word, never by a trade's stem inside it: a petal is no pet, a cellar no cell", () => {
    const trades = (name: string) => readCues(name).profiles.map((p) => p.id);
    // Each stem starts the word ("pet", "cell", "map", "fin"), but the word means something else.
    for (const [name, not] of [
      ["Petal Lane Florist", "pets"],
      ["Cellar Door Wines", "science"],
      ["Maple Court Dental", "travel"],
      ["Finch Street Bakery", "finance"],
    ] as const) {
      expect(trades(name), name).not.toContain(not);
    }
    // A compound whose first word is the stem still reads by it; so does a word the dictionary
    // does not know ("Brewhaus").
    expect(trades("Northgate Locksmith")).toContain("security");
    expect(trades("Riverside Campground")[0]).toBe("travel");
    expect(trades("Brewhaus")).toContain("food");
    // So does the stem's gerund, though WordNet lists it as a noun of its own ("coding": a
    // cipher's), but not an adjective made of it: stacked pancakes are no software stack.
    expect(trades("Brightside Coding Bootcamp")[0]).toBe("tech");
    expect(trades("Stacked Pancake House")).not.toContain("tech");
  });

  /** How many names' first trade is one a designer accepts, how many a wrong one ("general", the neutral fallback, is neither). */
  /** A labelled trade that was split since: the trades now read for its parts. */
  const SPLIT: Record<string, string[]> = { science: ["health"], home: ["build", "cleaning"], craft: ["drinks"], creative: ["music"] };
  const tradeReadings = (labels: readonly { name: string; trades: string[] }[]) => {
    let right = 0;
    let wrong = 0;
    const misses: string[] = [];
    for (const { name, trades: accepted } of labels) {
      const first = readCues(name).profiles[0]!.id;
      // The labels came before health and science were two trades, and before home's building
      // and cleaning and craft's drinks were trades of their own: "science" was then "a health or
      // science organisation", "home" home, property, building, repair and cleaning, "craft" also
      // drink, "creative" also music, and each accepts its parts.
      if (accepted.includes(first) || accepted.some((t) => (SPLIT[t] ?? []).includes(first))) right++;
      else {
        if (first !== "general") wrong++;
        misses.push(`${name}: ${first} (accepted ${accepted.join(", ")})`);
      }
    }
    return { right: right / labels.length, wrong: wrong / labels.length, line: `${right}/${labels.length} right, ${wrong} wrong, ${labels.length - right - wrong} general`, misses: misses.join("\n") };
  };

  it("reads the trade a designer would for most development names, and a wrong one for few", () => {
    // tests/fixtures/trades-dev.json: the trades a designer accepts for each development name,
    // labelled by hand. The first trade read drives the faces, colours and the trade's marks; one
    // that is none of the accepted ("general") is the neutral fallback, a wrong one misleads.
    const r = tradeReadings(tradesDev.names);
    console.log(`trades on the development names: ${r.line}`);
    // 51/66 right, 4 wrong today (47 and 8 before the trade word won a tie; 42 and 13 before a
    // venue read half: an "Interiors" read as a venue lost its home trade; 40 and 17 before
    // definition words were weighed by their senses).
    expect(r.right, r.misses).toBeGreaterThanOrEqual(0.72);
    expect(r.wrong, r.misses).toBeLessThanOrEqual(0.12);
  });

  it("reads a house's materials (stone, brick) as a builder's, not a home's", () => {
    // A bricklayer drew a key, a couch and a lamp, the home's stock (the nineteenth critic).
    for (const name of ["Donnelly Brothers Bricklaying", "Quarry Hill Stonemasons"]) expect(readCues(name).profiles[0]!.id, name).toBe("build");
    expect(readCues("Stoneleigh Estate Agents").profiles[0]!.id, "an estate agent stays the home's").toBe("home");
  });

  it("reads the trade word's trade first where another word reads one as strongly, and an act's object's alike", () => {
    // A coined word's fragment or two evocative words had tied the trade and won by the profiles'
    // order: green's nature before archery's sport, two woods before the luthier.
    for (const [name, first, also] of [["Greenfletch Archery Range", "sport", "nature"], ["Spruce & Maple Luthiers", "craft", "nature"], ["Sunny Paws Grooming", "pets", "style"]] as const) {
      const ids = readCues(name).profiles.map((p) => p.id);
      expect(ids[0], `${name}: ${ids}`).toBe(first);
      expect(ids, `${name}: the other word still colours it`).toContain(also);
    }
    // What an act is done to says the trade as much as the act: a toy repairer is the children's trade.
    expect(readCues("Teddy Toy Repair").profiles[0]!.id).toBe("kids");
  });

  it("reads a venue as colouring the trade: a flight school is flying first, a school after", () => {
    // At full weight every "… School" read the children's trade first (the twentieth critic found
    // a flight school in DynaPuff and Fredoka).
    for (const [name, first] of [["Crosswind Flight School", "travel"], ["Redwing Aviation Academy", "travel"], ["Fretboard Guitar School", "music"], ["Saucepan Cookery School", "food"]] as const) {
      const ids = readCues(name).profiles.map((p) => p.id);
      expect(ids[0], `${name}: ${ids}`).toBe(first);
      expect(ids, `${name}: the school still colours it`).toContain("kids");
    }
    // A school of nothing else is the children's trade.
    expect(readCues("Little Oaks School").profiles[0]!.id).toBe("kids");
  });

  it("reads the trade a designer would for most held-out names (labelled by someone who never saw the engine)", () => {
    // tests/fixtures/trades-heldout.json: labelled by a helper shown only the names and the trades'
    // one-line descriptions. Never tuned on: 56/80 right, 19 wrong today (55 and 21 before a
    // building read home only as the word itself and a definition's words were read in their
    // sense; 57 and 20 before craft's skilled worker counted only as the words themselves, read at
    // the end of that stop; 56 and 21 before the stop that added four trades; 55 and 23 at the
    // start of the stop that added the labels).
    const r = tradeReadings(tradesHeldout.names);
    console.log(`trades on the held-out names: ${r.line}`);
    expect(r.right, r.misses).toBeGreaterThanOrEqual(0.67);
    expect(r.wrong, r.misses).toBeLessThanOrEqual(0.3);
  }, budget(2_000));

  it("reads a definition's participles as verbs when it reads a word's trade: a zoo, 'where wild animals are housed', is no home trade", () => {
    expect(tradesFor("zoo")).not.toContain("home");
    // "A framework in which a picture is mounted": no mount, the horse (a critic's picture framer
    // had a dog bone).
    expect(pairTrades("picture", "framing") ?? tradesFor("framing")).not.toContain("pets");
    expect(readCues("Driftwood Picture Framing").profiles[0]!.id).not.toBe("pets");
    // A definition's nouns still lead to trades ("florist: someone who sells flowers").
    expect(tradesFor("florist")).toContain("nature");
    // A definition word of many senses says little: "light" (physics' radiation first) made a
    // lantern, a kayak ("a light frame") and a pub ("light meals") science.
    for (const w of ["lantern", "kayak", "pub"]) expect(tradesFor(w), w).not.toContain("science");
    // A practice that cares for patients is health; a laboratory science.
    for (const w of ["dentistry", "physiotherapy", "podiatry", "midwifery", "clinic", "pharmacy"]) expect(tradesFor(w)[0], w).toBe("health");
    for (const w of ["laboratory", "bioscience"]) expect(tradesFor(w)[0], w).toBe("science");
    // Home is the house, property and furnishing; building and mending it, and cleaning, are
    // trades of their own (a builder is one who supervises construction, not the detergent's).
    for (const w of ["mortgage", "furniture", "housing"]) expect(tradesFor(w)[0], w).toBe("home");
    for (const w of ["plumbing", "builders", "repair"]) expect(tradesFor(w)[0], w).toBe("build");
    for (const w of ["cleaning", "cleaners", "soap"]) expect(tradesFor(w)[0], w).toBe("cleaning");
    // Craft is the workshop's; drink is made in breweries, distilleries and wineries.
    for (const w of ["distillery", "brewery", "winery", "whiskey"]) expect(tradesFor(w)[0], w).toBe("drinks");
    for (const w of ["carpentry", "blacksmith", "woodworking"]) expect(tradesFor(w)[0], w).toBe("craft");
    // Music is heard: a piano, a band, a musician; photography and painting stay creative.
    for (const w of ["music", "musician", "piano", "band"]) expect(tradesFor(w)[0], w).toBe("music");
    for (const w of ["photography", "painting", "design"]) expect(tradesFor(w)[0], w).toBe("creative");
    expect(tradesFor("tattoo"), "'design' still counts, less").toContain("creative");
  });

  it("reads a general anchor's trade only near it: protection names security, grooming (a covering, so a protection) does not", () => {
    // WordNet files dressing under covering, "the act of protecting something by covering it", and
    // covering under protection, a security anchor: every dog groomer read as a security firm (its
    // faces and colours), and so did conservation, vaccination, insulation and a karate club.
    // "protection.n.1@1" counts only a step away (lexicon/trades.json).
    for (const w of ["protection", "protective", "protect", "guard", "alarm"]) expect(tradesFor(w), w).toContain("security");
    for (const w of ["grooming", "conservation", "vaccination", "insulation", "karate", "primping"]) expect(tradesFor(w), w).not.toContain("security");
    expect(tradesFor("grooming")[0], "grooming is personal care").toBe("style");
    for (const name of ["Foxtail Dog Grooming", "Purrfect Grooming", "Scruff & Suds Dog Grooming"]) expect(readCues(name).profiles.map((p) => p.id), name).not.toContain("security");
  });

  it("reads a building by what it is for, and a definition's words in the sense the definition uses them", () => {
    // "building.n.1@0": every building had read the home trade (a couch and a lamp, the home's
    // faces), a step or two up its kinds; the home trade is the house, property and furnishing.
    // Where a building is for something, that is its trade: a kennel's dogs, a butcher's
    // slaughterhouse meat, a theatre, a temple, a hotel.
    expect(tradesFor("kennel")[0]).toBe("pets");
    expect(tradesFor("butcher")[0]).toBe("food");
    for (const w of ["theatre", "temple", "hotel", "restaurant", "cafe"]) expect(tradesFor(w), w).not.toContain("home");
    for (const w of ["house", "cottage", "furniture", "building"]) expect(tradesFor(w)[0], w).toBe("home");
    // A definition's word is read in the sense the definition uses it: an aquarium, "a tank or pool
    // or bowl…", is a kind of storage tank, not the armoured vehicle (it had read travel), and the
    // first sense of a word in a speech therapist's, a car rental's or a mediator's definition had
    // read finance.
    expect(tradesFor("aquarium")).not.toContain("travel");
    for (const w of ["rental", "mediation"]) expect(tradesFor(w), w).not.toContain("finance");
    expect(readCues("Clearvoice Speech Therapy").profiles.map((p) => p.id)).not.toContain("finance");
  });

  it("reads what is cared for as the trade: 'Care' after a thing is a service, not medicine", () => {
    // "care" is a venue (lexicon roles: an act that ends 25 WordNet nouns) and no longer a cue of
    // the health trade by itself: a chimney sweep had read as a clinic (heartbeat, DNA, first aid).
    const first = (name: string) => readCues(name).profiles[0]!.id;
    expect(first("Copperfield Chimney Care")).toBe("home");
    expect(first("Oakwood Tree Care")).toBe("nature");
    expect(first("Paws Pet Care")).toBe("pets");
    expect(first("Gentle Dental Care")).toBe("health");
    expect(first("Little Stars Day Care")).toBe("kids");
  });

  it("reads a treatment's trade as health: WordNet's chiropractic is a treatment, no medical care", () => {
    // "treatment.n.1" (care provided to improve a situation, especially medical procedures) is a
    // health anchor: a chiropractor had read no trade at all (lexicon/trades.json).
    for (const name of ["Hollis Family Chiropractic", "Alignwell Chiropractic"]) expect(readCues(name).profiles[0]!.id, name).toBe("health");
  });

  it("reads a startup's suffix (-ify) only at the end of a coined word, and no word's start as one", () => {
    const trades = (name: string) => readCues(name).profiles.map((p) => p.id);
    // As prefixes, "ly" read a soap maker's lye as tech (a CPU and circuitry for a soapworks).
    expect(trades("Lather & Lye Soapworks")).not.toContain("tech");
    for (const name of ["Trackify", "Shopify"]) expect(trades(name), name).toContain("tech");
    // A word the dictionary knows is read as that word ("Notify"); coined names of other trades
    // end in "-ly" or "-io" too often for those to be cues.
    for (const name of ["Notify", "Löyly Sauna House", "Seaholly Sailing School", "Antonio's Trattoria"]) expect(trades(name), name).not.toContain("tech");
  });

  it("reads a trade said in two words WordNet knows as one as the whole, not as its last word", () => {
    const first = (name: string) => readCues(name).profiles[0]!.id;
    // "estate", "care" and "club" alone say no trade, or another one (a club is travel's).
    expect(first("Summit Real Estate")).toBe("home");
    expect(first("Little Stars Day Care")).toBe("kids");
    expect(first("Harbor Health Club")).toBe("wellness");
    expect(readCues("Hilltop Golf Club").profiles.map((p) => p.id)).not.toContain("travel");
    // A pair that reads as its last word is not listed: the last word speaks for it.
    expect(pairTrades("flour", "mill")).toBeDefined();
    expect(pairTrades("summit", "estate")).toBeUndefined();
    expect(pairTrades("real", "estates"), "the last word in the plural").toEqual(["home"]);
  });

  it("reads the colours a name says, where WordNet calls the word a colour and color-name-list agrees", () => {
    for (const w of ["gold", "Copper", "rusty", "golden", "charcoal", "sage", "navy", "reds"]) expect(colourOf(w), w).toMatch(/^#[0-9A-F]{6}$/);
    // Coined compounds say their parts' colours; a word WordNet knows is that word.
    expect(colourOf("Goldleaf")).toBe(colourOf("gold"));
    expect(colourOf("Deepblue")).toBe(colourOf("blue"));
    const family = (hex: string | undefined) => (hex === undefined ? undefined : converter("oklch")(hex));
    expect(family(colourOf("bluebird"))?.h, "a known word led by a colour: the list's bluebird, a blue").toBeGreaterThan(190);
    // A known word made of a colour and a word is that colour where its definition says it
    // ("redwood: the soft reddish wood"), never where it does not ("tangent", "redress").
    expect(family(colourOf("redwood"))?.h, "redwood: red-brown").toBeLessThan(45);
    for (const w of ["tangent", "redress"]) expect(colourOf(w), w).toBeUndefined();
    // A material WordNet names a colour by ("cobalt blue", "brick red"), where the list's colour
    // of the word is of that family (the twentieth critic found a "Cobalt" in teal and purple).
    expect(family(colourOf("Cobalt"))?.h, "cobalt: blue").toBeGreaterThan(250);
    expect(family(colourOf("brick"))?.h, "brick: red").toBeLessThan(45);
    expect(family(colourOf("steel"))?.c, "steel: grey, not steel blue").toBeLessThan(0.06);
    expect(colourOf("iron"), "iron blue is a pigment; the list's iron is grey").toBeUndefined();
    // color-name-list names colours after almost anything; WordNet decides what is a colour.
    for (const w of ["summit", "velvet", "harvest", "maple", "juniper", "stone"]) expect(colourOf(w), w).toBeUndefined();
    // "bay" is a reddish-brown horse to WordNet and a pale green to the list: no colour.
    expect(colourOf("bay")).toBeUndefined();
    // A dye, a pigment or a coating says its colour in its definition (a thirteenth critic found a
    // gilder never in gold, a woad dyer in green and mustard); only in its most used sense: a lake
    // is water before it is a red pigment.
    expect(colourOf("Gilding")).toBe(colourOf("gold"));
    expect(colourOf("woad")).toBe(colourOf("blue"));
    expect(colourOf("cochineal")).toBe(colourOf("red"));
    expect(colourOf("henna")).toBe(colourOf("brown"));
    expect(colourOf("lake")).toBeUndefined();
  });

  it("anchors every logo of six in the colour the name says, each palette its own", () => {
    const copper = converter("oklch")(colourOf("copper")!)!.h!;
    const near = (hex: string) => {
      const c = converter("oklch")(hex)!;
      return c.c >= 0.04 && Math.min(Math.abs(c.h! - copper), 360 - Math.abs(c.h! - copper)) <= 15;
    };
    for (let seed = 1; seed <= 5; seed++) {
      const six = builtinSuggestions({ logoText: "Copper Kettle Popcorn", addSymbol: true }, seed);
      expect(six[0]!.colors.some(near), `seed ${seed}: ${six[0]!.colors}`).toBe(true);
      expect(six.filter((s) => s.colors.some(near)).length, `seed ${seed}: ${six.map((s) => s.colors.join(">")).join("  ")}`).toBe(6);
    }
    // Over names that say a colour × 10 seeds, the name's hue (within 15° of OKLCH hue; a grey
    // within 0.15 of lightness) is in every logo of six (3.3 when it anchored every other logo,
    // about four when it anchored four: a critic still found "Blue Heron" in orange), and no two
    // of the six share a palette (a second solid of one colour is a shade of it).
    const oklch = converter("oklch");
    const named = ["Copper Kettle Popcorn", "Goldleaf Framing", "Red Lantern Noodle House", "Bluebell Bridal Atelier", "Olive & Thyme Kitchen", "Deepblue Dive Centre", "Redanvil Forge", "Silver Kettle Tea Room"];
    const counts: number[] = [];
    for (const name of named) {
      const hues = nameColours(readCues(name).colours).map((h) => oklch(h)!);
      expect(hues.length, name).toBeGreaterThan(0);
      const says = (hex: string) => {
        const c = oklch(hex)!;
        return hues.some((m) => (m.c < 0.04 ? c.c < 0.04 && Math.abs(c.l - m.l) < 0.15 : c.c >= 0.04 && Math.min(Math.abs(c.h! - m.h!), 360 - Math.abs(c.h! - m.h!)) <= 15));
      };
      for (let seed = 1; seed <= 10; seed++) {
        const six = builtinSuggestions({ logoText: name, addSymbol: true }, seed);
        const palettes = six.map((s) => s.colors.join(">"));
        expect(new Set(palettes).size, `${name} #${seed}: ${palettes.join("  ")}`).toBe(6);
        counts.push(six.filter((s) => s.colors.some(says)).length);
      }
    }
    expect(Math.min(...counts)).toBe(6);
    // An ivory has nothing to give on white (darkened to 3:1 it is a khaki): the trade's colours
    // anchor instead. A pure red is toned to a red a designer would use.
    expect(readCues("Ivory Tower Tutoring").colours).toHaveLength(1);
    expect(nameColour(colourOf("ivory")!)).toBeUndefined();
    // Deep, not neon and not salmon: #FF0000 → about #C0272D (chroma 0.16 at lightness 0.63 was
    // the salmon #D85B4C).
    for (const [primary, hue] of [["#FF0000", 29], ["#0000FF", 264], ["#00FF00", 142]] as const) {
      const c = converter("oklch")(nameColour(primary)!)!;
      expect(c.c, primary).toBeLessThanOrEqual(0.201);
      expect(c.c, primary).toBeGreaterThanOrEqual(0.17);
      expect(c.l, primary).toBeLessThanOrEqual(0.56);
      expect(Math.abs(c.h! - hue), primary).toBeLessThanOrEqual(6);
    }
    // A yellow darkened to 3:1 on white goes amber, not olive; an olive the name says stays olive.
    const hue = (hex: string) => converter("oklch")(hex)!.h!;
    for (const light of ["#F7DC6F", "#FFD700", "#FFF700"]) expect(hue(readable(light)), light).toBeLessThanOrEqual(88);
    expect(hue(nameColour(colourOf("gold")!)!)).toBeLessThanOrEqual(88);
    expect(hue(nameColour(colourOf("olive")!)!)).toBeGreaterThan(100);
    // A mid or light grey ("silver", "grey") is a deeper, cool slate: two critics read the flat
    // #909090 as a disabled control. A charcoal stays a charcoal.
    for (const word of ["silver", "grey"]) {
      const c = converter("oklch")(nameColour(colourOf(word)!)!)!;
      expect(c.l, word).toBeLessThanOrEqual(0.52);
      expect(c.h!, word).toBeGreaterThan(220);
      expect(c.h!, word).toBeLessThan(280);
    }
    expect(nameColour(colourOf("charcoal")!)).toBe(readable(colourOf("charcoal")!));
    // 85 sixes: about half a second on a quiet machine.
  }, budget(500));

  it("sets every name in faces that suit one of its trades or any trade, the third voice included", () => {
    // Over the held-out and development names × 4 seeds: a landscaper's expressive face is a
    // script or a soft serif, never Orbitron (tech, security, sport); a long name's condensed face
    // may be any condensed face only where none suits its trades.
    const names = [...heldout.names, ...dev.names].map((n) => n.name);
    const bad: string[] = [];
    for (const name of names) {
      const trades = new Set([...readCues(name).profiles.map((p) => p.id), "general"]);
      const suits = (f: { suits: readonly string[] }) => f.suits.some((t) => trades.has(t));
      const condensedSuits = FAMILIES.some((f) => f.category === "condensed" && !f.script && suits(f));
      for (const seed of [1, 2, 3, 4]) {
        for (const f of cats(name, seed)) if (!suits(f) && !(f.category === "condensed" && !condensedSuits)) bad.push(`${name} #${seed}: ${f.family} (${f.suits.join("/")}) for ${[...trades].join("/")}`);
      }
    }
    expect(bad).toEqual([]);
    expect(names.length * 4).toBeGreaterThan(500);
  }, budget(3_000));

  it("sets an expressive face only where it suits the name's first trade, while one that does is left", () => {
    // The loudest voices (scripts, hand-lettering, rounded and display faces) follow the first
    // trade, not a later reading: a stonemason whose "Quarry" also read food got Fredoka and Amatic
    // SC. Over the held-out and development names × 4 seeds: an expressive face that does not suit
    // the first trade is there only when every expressive face that does is taken, or its category
    // is avoided or full (two per category), or the name's script lacks it; a long name's
    // condensed face excepted.
    const names = [...heldout.names, ...dev.names].map((n) => n.name);
    const bad: string[] = [];
    for (const name of names) {
      const cues = readCues(name);
      const first = cues.profiles[0]!.id;
      const avoid = new Set(cues.profiles.flatMap((p) => p.avoid ?? []));
      for (const seed of [1, 2, 3, 4]) {
        const six = cats(name, seed);
        for (const f of six) {
          if (f.voice !== "expressive" || f.suits.includes(first)) continue;
          // A long name's condensed face may be any condensed face (the rule above), but a calm
          // one before an expressive one where none suits the name (Oswald, not Teko, for a vet).
          if (f.category === "condensed" && cues.letters > 14) {
            const trades = new Set([...cues.profiles.map((p) => p.id), "general"]);
            if (f.suits.some((t) => trades.has(t))) continue;
            const calm = FAMILIES.filter((g) => g.category === "condensed" && g.voice !== "expressive" && !g.script && !six.includes(g));
            if (calm.length) bad.push(`${name} #${seed}: ${f.family} while ${calm.map((g) => g.family).join(", ")} are calm`);
            continue;
          }
          const perCategory = (c: string) => six.filter((x) => x.category === c).length;
          const open = FAMILIES.filter((g) => g.voice === "expressive" && g.suits.includes(first) && !g.script && !six.includes(g) && !avoid.has(g.category) && perCategory(g.category) < 2 && !faint(g));
          if (open.length) bad.push(`${name} #${seed}: ${f.family} (${f.suits.join("/")}) while ${open.map((g) => g.family).join(", ")} suit ${first}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(names.length * 4).toBeGreaterThan(500);
  }, budget(3_000));

  it("never suggests a face too faint for a logo, measured from its outlines", { timeout: budget(1_000) }, () => {
    // The faces critics called thin, spindly or too faint to read at a logo's size are the
    // faintest measured; a visitor may still choose them on the card.
    for (const family of ["Amatic SC", "Cormorant SC", "Cormorant Garamond", "Dancing Script"]) expect(faint(findFamily(family)!), family).toBe(true);
    for (const family of ["Montserrat", "Playfair Display", "Lobster Two", "Caveat", "Oswald", "Cinzel"]) expect(faint(findFamily(family)!), family).toBe(false);
    const names = [...heldout.names, ...dev.names].map((n) => n.name);
    for (const name of names) {
      for (const seed of [1, 2]) {
        const six = builtinSuggestions({ logoText: name, addSymbol: true }, seed).map((s) => s.fontFamily);
        expect(six.filter((f) => faint(findFamily(f)!)), `${name} #${seed}`).toEqual([]);
      }
    }
  });

  it("writes guidelines for this brand: its name, its font, its colours", () => {
    const [s] = builtinSuggestions({ logoText: "Pixel Forge Studio", addSymbol: true }, SEED);
    const g = s!.brandingGuidelines!;
    const text = JSON.stringify(g);
    expect(text).toContain("Pixel Forge Studio");
    expect(text).toContain(s!.fontFamily);
    for (const c of s!.colors) expect(text).toContain(c);
    expect(text).toContain(`${iconName(s!.symbol)!.replace(/-/g, " ")} mark`);
    expect(g.personality.length).toBeGreaterThanOrEqual(3);
    expect(g.usageGuidelines.dos.length).toBeGreaterThanOrEqual(4);
    expect(g.usageGuidelines.donts.length).toBeGreaterThanOrEqual(4);
    expect(g.useCases.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/lorem|ipsum|TODO|\{\{/i);
  });

  it("regenerates different guidelines for a different seed, same brand facts", () => {
    const req = { logoText: "Nomad Trails", fontFamily: "Oswald", colors: ["#45B7D1", "#023047"] };
    const a = builtinGuidelines(req, 1);
    const b = builtinGuidelines(req, 2);
    expect(a).not.toEqual(b);
    expect(JSON.stringify(b)).toContain("Oswald");
  });

  it("uses only catalogue families", () => {
    const families = new Set(FAMILIES.map((f) => f.family));
    for (const brand of BRANDS) for (const s of builtinSuggestions({ logoText: brand, addSymbol: false }, SEED)) expect(families.has(s.fontFamily)).toBe(true);
  });
});

describe("palettes a visitor can read", () => {
  it("keeps every builtin colour at 3:1 or more on white, except the visitor's own", async () => {
    const { contrastRatio } = await import("../../shared/color");
    for (const brand of BRANDS) {
      for (const s of builtinSuggestions({ logoText: brand, addSymbol: false }, SEED)) for (const c of s.colors) expect(contrastRatio(c, "#FFFFFF"), `${brand} ${c}`).toBeGreaterThanOrEqual(3);
      for (const s of builtinSuggestions({ logoText: brand, addSymbol: false, preferredColor: "#F7DC6F" }, SEED)) expect(s.colors).toContain("#F7DC6F");
    }
  });
});
