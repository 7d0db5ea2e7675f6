// The symbol matcher: the icons that fit a brand. The words of the name (and slogan) find icons
// through a curated concept map (what tags miss: harbor → anchor, finch → bird), the icons' own
// names and their tags, with light stemming. Specific matches rank first; generic marks (star,
// lightning, rocket) come only when the name asks for them or nothing else matches.
import { ICONS, type IconEntry } from "../../../shared/icon-index";
import { CORPORATE, FUNCTION_WORDS, brandWords, readCues, readTrade, sameFamily, saysWho, surnames, tradePhrase, tradesOf } from "./cues";
import { EXOCENTRIC_TAGS, SECOND_SET, compoundParts, drawnParts, iconsFor, isPersonName, lemma, phraseOf, punPicture, role, tradeReading } from "./lexicon";
import { CROSS_EMBLEMS, markPolicy } from "./mark-safety";
import interfaceGlyphs from "../../../icons/interface.json";
import type { Random } from "./random";
import type { Profile } from "./profiles";
import { CONCEPTS, CONCEPT_MAP } from "./concepts";

export { CONCEPTS };

const COMPOUND_KEYS = [...CONCEPT_MAP.keys()].filter((k) => k.length >= 4);

/** A lexicon score (0–1) in the matcher's units: a word's own icon counts like a concept-map hit. */
const LEXICON_SCALE = 12;

/** What a venue word ("School" in "Surf School") weighs, against 2 for the name's other words. */
const VENUE = 0.8;

/**
 * What the trade word weighs, against 2 for the name's other words: where an evocative word's
 * picture and the trade's tie, the trade leads ("Harbor Lights Dental" shows the tooth before a
 * lamp). Development names, ten seeds: fitting of six 1.483 → 1.503 (2.2: 1.491; 3: 1.494, first
 * fit 66.7% → 65.2%).
 */
const TRADE = 2.5;

/** What a concept reached through a form stripped from a known word counts, against the word's own. */
const STRIPPED = 0.9;

/** How much the lexicon's meaning of a word adds to the icons it names alike, at most (a tie-break). */
const TIE = 0.05;

/** What a part of an unknown compound counts against a whole word: "Ironbridge" is not a gym. */
const FRAGMENT = 0.15;

/** What each word of a coined compound counts against a whole word ("Kilnhouse": kiln, house). */
const PART = 0.2;

/** What each word of its definition a trade word is made of counts against it ("Sailmakers": sail). */
const DEFINED = 0.5;

/**
 * What a trade word's match counts where it is also the first trade's own mark (`PROFILE_MARKS`),
 * against 1. Development-side lists, ten seed pairs: fitting marks of six 2.006 → 2.048
 * (development), 2.145 → 2.167 (unseen), 1.613 → 1.642 (fifth), 1.950 → 1.932 (sixth), 1.573 →
 * 1.583 (seventh); first mark unchanged but on the sixth (71.7% → 73.3%). At 2 the development
 * list's first mark fell to 72.7%.
 */
const STOCK_AGREES = 1.5;

/** Marks for any brand, used only when the words name nothing. */
export const GENERIC = ["star-four", "sparkle", "diamond", "hexagon", "lightning", "rocket-launch", "circles-three", "crown-simple", "star", "infinity"];
const GENERIC_SET = new Set([...GENERIC, "star", "rocket", "lightning", "sparkle"]);

/**
 * Profile id → icons that stand for the industry when the words themselves name nothing. The
 * kids' are what any school or children's business can carry (a baby belongs to a nursery's own
 * word; a puzzle piece, read by many as the autism-awareness symbol, to a toy's or a puzzle's).
 *
 * A stock mark stays only while designers accept it. Fourteen were dropped that reviewers,
 * labelling blind, accepted under 5% of the times they were shown (at least 6 showings) across
 * the five labelled lists that are not the held-out one (docs/design-judgement.md, "Stock marks
 * designers reject"): a camera for creative trades (0 of 20), a bank, a rising chart, scales and
 * a shield for finance (0 of 13–15), all four of health's (first aid, a caring hand, a heartbeat,
 * a stethoscope: 0 of 7–9), a barbell, a running shoe and a football for sport (0 of 15–21), a
 * globe and a tent for travel (1 of 21, 0 of 18). Such trades are too wide for one emblem (finance
 * holds law, insurance and accounting; health a dentist, a midwife and a counsellor), so a name
 * its words do not draw gets its lettermark and its own weaker matches instead. Left out of each
 * list in turn and judged on it, the rule raised the fitting marks of a second Generate on all
 * five lists (+0.03 to +0.12 of six) and those of the first six on four (+0.015 to +0.033), and
 * took the new marks of Generate again from 3.7–4.2 to 3.4–4.0. A later stop dropped seven more
 * by the same rule: science's atom, DNA and test tube (0 of 12, 11, 8), tech's brain (0 of 8),
 * kids' star (0 of 24), craft's seal (0 of 12), events' cake (0 of 6).
 */
export const PROFILE_MARKS: Record<string, string[]> = {
  food: ["coffee", "fork-knife", "cooking-pot", "bread", "chef-hat"],
  tech: ["cpu", "code", "circuitry", "cloud"],
  science: ["flask", "microscope"],
  health: [],
  finance: ["coins"],
  kids: ["balloon", "pencil", "backpack"],
  creative: ["palette", "pen-nib", "paint-brush"],
  music: ["music-notes", "headphones", "microphone-stage", "vinyl-record"],
  nature: ["leaf", "plant", "tree", "flower", "sun"],
  travel: ["compass", "airplane-tilt", "mountains"],
  sport: ["trophy", "medal"],
  pets: ["paw-print", "dog", "cat", "bone", "heart"],
  home: ["house-line", "key", "couch", "lamp"],
  build: ["hammer", "wrench", "toolbox", "hard-hat"],
  cleaning: ["sparkle", "spray-bottle", "broom", "drop"],
  style: ["sparkle", "flower", "diamond", "scissors", "drop"],
  craft: ["hammer", "flame", "axe", "stamp"],
  drinks: ["barrel", "wine", "beer-stein", "martini", "cheers"],
  security: ["shield-check", "lock-key", "fingerprint", "eye", "key"],
  wellness: ["flower-lotus", "leaf", "drop", "hand-heart", "sun-horizon"],
  memorial: ["tree", "leaf", "bird", "hand-heart", "sun-horizon"],
  delivery: ["truck", "package", "van", "warehouse", "shipping-container"],
  automotive: ["car", "wrench", "steering-wheel", "engine", "tire"],
  events: ["confetti", "champagne", "heart", "string-lights"],
  faith: ["hand-heart", "users-three", "heart", "sun-horizon", "book-open"],
};

/** Categories of interface glyphs, not marks: ranked far below everything else. */
const UI_CATEGORIES = new Set(["arrows", "system", "editor"]);

/**
 * Phosphor's categories of what screens show: an icon in these alone (a cursor, a bounding box,
 * a circled number, a code branch) is drawn for interfaces, not as a brand's mark. On the
 * development names such picks fitted 4% ("design") to 11% ("system") of the time, against 48%
 * for "weather" and 35% for "nature".
 */
const SCREEN_CATEGORIES = new Set([...UI_CATEGORIES, "design", "technology & development"]);
/**
 * Interface glyphs the icon sets file with real objects (a file, a browser, picture-in-picture,
 * a share arrow: icons/interface.json, classified once by name and tags). An eleventh critic
 * found such marks "make a small business look like an app".
 */
const INTERFACE = new Set<string>(interfaceGlyphs.icons);
/**
 * An action on a thing, drawn as the thing with a plus or a minus and tagged as adding or removing
 * it ("user-minus", "stack-minus", "calendar-plus", "music-notes-plus"): an interface's button,
 * not the thing. A removal firm had shown a user being deleted and a stack of layers losing one.
 * Not a shield with a cross ("shield-plus": security), a charging battery or a zoom.
 */
const ACTION_TAGS = new Set(["add", "remove", "delete", "create"]);
const isAction = (icon: IconEntry) => icon.name.split("-").some((p) => p === "plus" || p === "minus") && icon.tags.some((t) => ACTION_TAGS.has(t));
/** Read from the index, built once: screenGlyph runs for every candidate of every match. */
const actionGlyph = (icon: IconEntry) => index().actions.has(icon.name);
/** An icon filed only under what screens show, an interface glyph filed with real objects, or an action on a thing. */
const screenGlyph = (icon: IconEntry) => icon.categories.every((c) => SCREEN_CATEGORIES.has(c)) || INTERFACE.has(icon.name) || actionGlyph(icon);

/** What a screen glyph counts against other icons, for a brand whose trade is not about screens. */
const SCREEN_PRIOR = 0.35;

/** Trades (profiles.ts) whose marks are screen glyphs: code, circuitry, a database. */
const SCREEN_TRADES = new Set(["tech"]);

/** Whether the name's trade (first or second reading) is about screens. */
const aboutScreens = (profiles: readonly Profile[]) => profiles.slice(0, 2).some((p) => SCREEN_TRADES.has(p.id));

/**
 * A screen glyph offered for a trade not about screens: no filler of the six or of the model's
 * list (a tailor's "verified" seal, a thatcher's curly brackets), only a mark a word asked for.
 */
function screenFiller(name: string, profiles: readonly Profile[]): boolean {
  const icon = index().byName.get(name);
  return !!icon && screenGlyph(icon) && !aboutScreens(profiles);
}

function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The forms a word may take in the map or the tags: "bakeries" → bakeries, bakery, bake. */
export function forms(word: string): string[] {
  const w = fold(word);
  const out = new Set([w]);
  const add = (s: string) => s.length >= 2 && out.add(s);
  // A stem the suffix could have followed as it stands (`suffixStem`).
  const stem = (s: string) => suffixStem(s) && add(s);
  if (w.endsWith("ies")) add(`${w.slice(0, -3)}y`);
  if (/(ches|shes|xes|sses|oes)$/.test(w)) add(w.slice(0, -2));
  if (w.endsWith("s") && !w.endsWith("ss")) add(w.slice(0, -1));
  if (w.endsWith("ing")) {
    const base = w.slice(0, -3);
    stem(base);
    add(`${base}e`);
    if (/(.)\1$/.test(base)) add(base.slice(0, -1));
  }
  if (w.endsWith("ery")) stem(w.slice(0, -3)), add(w.slice(0, -2));
  if (w.endsWith("ers")) stem(w.slice(0, -3)), add(w.slice(0, -1));
  else if (w.endsWith("er")) stem(w.slice(0, -2)), add(w.slice(0, -1));
  if (w.endsWith("ist")) add(w.slice(0, -3));
  return [...out];
}

/**
 * Whether a suffix beginning with a vowel ("-ing", "-er", "-ery") can follow a stem as it stands,
 * by English spelling: a silent "e" after a consonant is dropped ("care" → "carer", "caring"; so
 * "career" is no care; "canoeing" keeps its canoe), and a word of one syllable ending in one vowel
 * and one consonant (not w, x or y) doubles it ("star" → "starring", "win" → "winner"; so
 * "staring" is no star, "winery" no win, "caring" no car, "cater" no cat). Of the 370 dictionary
 * words whose stripped forms reached a concept, the 12 forms this leaves out were all wrong.
 */
function suffixStem(s: string): boolean {
  return !/[^aeiouy]e$/.test(s) && !/^[^aeiouy]*[aeiouy][^aeiouywx]$/.test(s);
}

/**
 * The forms by which a word of an icon's name is found: a word the dictionary knows as it stands
 * only as itself and its singular ("landing" is no land, "shopping" no shop, "washing" no wash: an
 * independent critic found a surveyor of land given an airplane landing); others in every form.
 */
function partForms(part: string, icon: string): string[] {
  const all = forms(part);
  if (lemma(part) !== part) return all;
  // A plural the dictionary lists as a noun of its own ("glasses", "cards", "steps") is its
  // singular's plural only where the singular's meaning reaches the icon ("stairs", "hops"): a
  // glass studio is no optician's, a greeting-card shop no card table.
  const singular = (f: string) => lemma(f) !== f || iconsFor(f).some((h) => h.icon === icon);
  return all.filter((f) => f === part || ((part === `${f}s` || part === `${f}es` || part === `${f.slice(0, -1)}ies`) && singular(f)));
}

interface Indexed {
  byName: Map<string, IconEntry>;
  /** form → icons whose name is that form, or has it as a part ("mountains" ← mountain). */
  nameParts: Map<string, IconEntry[]>;
  /** form → icons tagged with it (a whole tag, or a word of a tag). */
  tags: Map<string, IconEntry[]>;
  /** form → the icons whose whole name is that form ("bowling", "mountains" ← mountain), not a part of it. */
  wholes: Map<string, Set<string>>;
  /** The icons that are actions on a thing (`isAction`: "user-minus", "calendar-plus"). */
  actions: Set<string>;
}

let indexed: Indexed | undefined;

function index(): Indexed {
  if (indexed) return indexed;
  const byName = new Map(ICONS.map((i) => [i.name, i]));
  const nameParts = new Map<string, IconEntry[]>();
  const tags = new Map<string, IconEntry[]>();
  const wholes = new Map<string, Set<string>>();
  const push = (map: Map<string, IconEntry[]>, key: string, icon: IconEntry) => {
    const list = map.get(key);
    if (!list) map.set(key, [icon]);
    else if (!list.includes(icon)) list.push(icon);
  };
  for (const icon of ICONS) {
    for (const f of forms(icon.name)) wholes.set(f, (wholes.get(f) ?? new Set()).add(icon.name));
    // A hyphenated name is found whole too, by a hyphenated word of a brand ("T-Shirt Printing").
    if (icon.name.includes("-")) push(nameParts, icon.name, icon);
    // A currency icon's three letters are its ISO code, not a word ("currency-rub" is no rub).
    for (const [at, part] of icon.name.split("-").entries()) if (!(at === 1 && part.length === 3 && icon.name.startsWith("currency-"))) for (const f of partForms(part, icon.name)) push(nameParts, f, icon);
    // A tag that repeats a state or style word of the icon's name says the style again, not a
    // thing ("gamepad-square", tagged "controller square", is no square).
    const style = (word: string) => VARIANT_WORDS.has(word) && icon.name.split("-").includes(word);
    for (const tag of icon.tags) {
      if (!style(tag)) for (const f of forms(tag)) push(tags, f, icon);
      // A tag WordNet knows as one noun that is no kind of its last word is found whole and by
      // its other words, never by that last word alone: "martial arts" is no art (karate and a
      // boxing glove for "Art Supplies"), "christmas star" no star, "postal service" no service.
      const words = tag.split(/[^a-z0-9]+/);
      for (const [at, word] of words.entries()) if (word !== tag && !style(word) && !(at === words.length - 1 && EXOCENTRIC_TAGS.has(tag))) for (const f of forms(word)) push(tags, f, icon);
    }
  }
  indexed = { byName, nameParts, tags, wholes, actions: new Set(ICONS.filter(isAction).map((i) => i.name)) };
  return indexed;
}

export interface MarkMatch {
  name: string;
  score: number;
  /**
   * Reached mostly (over half its score) through a tag of a word that does not name the trade:
   * "Thunder Road Motorcycle Repair"'s traffic sign and signpost, a public relations firm's subway
   * ("public transport"). Such marks fitted 2 of 47 times among the rest of the development-side
   * sixes (seeds 7 and 8): a first Generate draws them only after the lettermark (pickMarks),
   * though one may still lead, and Generate again among its weaker ideas (AGAIN_WEAK; kept out,
   * they took 0.14 new marks from a second Generate and no fitting one). Development-side lists,
   * ten seed pairs: fitting marks of six 2.123 → 2.127, unseen 2.190 → 2.218, seventh 1.570 →
   * 1.580, the others unchanged.
   */
  byTag?: boolean;
}

/**
 * The mark policy narrowed by the name's trades: an icon whose name or tags carry a word a trade
 * of the name avoids (profiles.ts `avoidIcons`: beer for a children's business) is left out,
 * unless the name also reads the trade whose marks those are.
 */
export function fitFor(profiles: readonly Profile[], allowed: (name: string) => boolean): (name: string) => boolean {
  const ids = new Set(profiles.map((p) => p.id));
  const avoid = new Set(profiles.flatMap((p) => (p.avoidIcons && !ids.has(p.avoidIcons.unless) ? p.avoidIcons.words : [])));
  // A first-aid cross says medical care: only for a name read as a health or a veterinary trade
  // (a critic found one on a plant nursery's six, "nursery" read as a hospital's).
  const medical = ids.has("health") || ids.has("pets");
  if (!avoid.size && medical) return allowed;
  const { byName } = index();
  return (name) => {
    if (!allowed(name) || (!medical && CROSS_EMBLEMS.has(name))) return false;
    // Most names avoid no words: their icons' tags are not split on this hot path.
    if (!avoid.size) return true;
    const icon = byName.get(name);
    const words = [...name.split("-"), ...(icon?.tags ?? []).flatMap((t) => t.toLowerCase().split(/[^a-z]+/))];
    return !words.some((w) => avoid.has(w));
  };
}

/**
 * Icons for a brand, best first. Name words count double slogan words; a concept-map hit beats
 * an icon named by the word, which beats a tag; interface glyphs and generic marks rank last.
 * `profiles` are the name's trades (readCues), passed by callers that have read them already.
 */
export function matchMarks(text: string, slogan?: string, profiles: readonly Profile[] = readCues(text).profiles, people: ReadonlySet<string> = surnames(text)): MarkMatch[] {
  const { byName, nameParts, tags, wholes } = index();
  /** Whether an icon's whole name is the form, not only a part of it. */
  const namesWhole = (icon: IconEntry, f: string) => wholes.get(f)?.has(icon.name) ?? false;
  const allowed = fitFor(profiles, markPolicy(text, slogan));
  const scores = new Map<string, number>();
  // What each icon got by a tag of a word that does not name the trade (MarkMatch.byTag).
  const tagged = new Map<string, number>();
  // The first trade's own marks (STOCK_AGREES).
  const firstStock = PROFILE_MARKS[profiles[0]?.id ?? ""] ?? [];
  // `byMeaning`: the lexicon weighs interface furniture itself, so its locks stay locks. `byTag`: a
  // tag of a word that does not name the trade.
  const add = (name: string, score: number, byMeaning = false, byTag = false) => {
    const icon = byName.get(name);
    if (!icon || !allowed(name) || icon.categories.some((c) => moodless.has(c))) return;
    let s = score;
    // The second set fills Phosphor's gaps; the lexicon's scores weigh it already.
    if (!byMeaning && icon.set !== "ph") s *= SECOND_SET.prior;
    if (!byMeaning && icon.categories.some((c) => UI_CATEGORIES.has(c))) s *= 0.3;
    else if (!screenTrade && screenGlyph(icon)) s *= SCREEN_PRIOR;
    // An icon the trade word reaches that is also its first trade's own mark is the trade's usual
    // picture: it counts STOCK_AGREES times (a limousine firm's car before a taxi, a distillery's
    // barrel beside its glasses, an appliance repairer's wrench).
    if (reading === "trade" && firstStock.includes(name)) s *= STOCK_AGREES;
    const into = reading === "part" ? partScores : scores;
    into.set(name, (into.get(name) ?? 0) + s);
    if (byTag) tagged.set(name, (tagged.get(name) ?? 0) + s);
    if (reading === "trade") tradeBest = Math.max(tradeBest, scores.get(name)!);
  };
  // Categories whose mood is wrong for the name's trade (profiles.ts `avoidMarks`).
  const moodless = new Set(profiles[0]?.avoidMarks ?? []);
  // Which word is being read: the trade, a part of a coined compound, or another word.
  let reading: "trade" | "part" | "other" = "other";
  const partScores = new Map<string, number>();
  let tradeBest = 0;
  const nameWords = brandWords(text);
  // Screen glyphs (a cursor, a bounding box, a number in a circle) count less, read by meaning or
  // not, unless the trade (first or second reading) is about screens: a software house keeps its
  // code and circuitry.
  const screenTrade = aboutScreens(profiles);
  // The trade is usually the name's last word ("… Locksmith", "… Distillery"); read by meaning,
  // the words before it only colour it, at half weight. A venue after the trade ("Surf School",
  // "Tea Room") counts less than the trade's other words: the mark shows the surf, not a school.
  // One that only says who does the work or that it is a service ("Boat Hire", "Tax Services":
  // cues.ts `saysWho`) draws nothing: a hire's staff and handshake, a service's call bell and
  // headset are no boat and no tax.
  const { trade, venue } = readTrade(nameWords);
  // The words that name the trade ("Public Relations"): their tags are the trade's (MarkMatch.byTag).
  const phraseWords = new Set(tradePhrase(nameWords, { trade, venue }));
  // A pun on a word of praise is read as the word it shows, as that word would be ("Purrfect": a
  // purr, so a cat; "Pawsome": a paw).
  // A surname beside another ("Hartley & Cole") draws nothing (cues.ts `surnames`).
  const words: [string, number, boolean][] = [
    ...nameWords.map((w, i): [string, number, boolean] => [punPicture(w) ?? w, people.has(w) ? 0 : i === venue ? (saysWho(w) ? 0 : VENUE) : i === trade ? TRADE : 2, i === trade]),
    ...brandWords(slogan ?? "").map((w): [string, number, boolean] => [w, 1, false]),
  ];
  // A species WordNet names by two words, or a phrase led by an adjective, a kind of the last
  // word whose definition never says the first ("Herring Gull", "Tiger Lily", "Bull Terrier",
  // "First Aid"), is that kind: its first word is read as weakly as a part of a coined word (no
  // fish for a herring gull, no cat for a tiger lily, no cow for a bull terrier, no podium for
  // first aid).
  nameWords.forEach((w, i) => {
    if (i + 1 < nameWords.length && phraseOf(w, nameWords[i + 1]!)?.drawsFirst === false) words[i]![1] *= PART;
  });
  // A coined compound ("Kilnhouse", "Redanvil") is read as the two words it is made of, each far
  // weaker than a whole word: they colour the trade's marks, never outvote them.
  const split = new Set<string>();
  const whole = words.length;
  // A trade word the dictionary knows only as one who makes a thing is read, as the trade, by the
  // words of its definition it is made of ("Sailmakers": sail, maker), at half its weight; an
  // evocative word stays whole ("Wellspring", "Driftwood").
  for (const [word, weight, isTrade] of [...words]) {
    const defined = isTrade ? drawnParts(word) : undefined;
    if (defined) for (const part of defined) words.push([part, weight * DEFINED, true]);
    const parts = compoundParts(word);
    if (!parts) continue;
    split.add(word);
    // A coined trade word made of a thing and where it is made or sold ("Sugarhouse", "Knifeworks",
    // "Leathercraft") is read as its trade phrase would be: the thing as the trade.
    const headed = isTrade && lemma(word) === undefined && ["head", "place"].includes(role(parts[1]) ?? "") && role(parts[0]) !== "quality";
    if (headed) {
      words.push([parts[0], weight * DEFINED, true], [parts[1], weight * PART, false]);
      continue;
    }
    for (const part of parts) words.push([part, weight * PART, false]);
  }
  // The venue's own picture (a club's card suit, a house, a store front) only where the venue is
  // of the name's trade ("Egg Farm": a farm): a rowing club is no card suit, a dumpling house no
  // house. Such marks fitted 4 of 18 times on the labelled lists, each of the four a farm.
  const venueDraws = venue >= 0 && sameFamily(tradesOf(nameWords[venue]!)[0], profiles[0]?.id);
  for (const [at, [word, weight, isTrade]] of words.entries()) {
    reading = isTrade ? "trade" : at >= whole ? "part" : "other";
    const asVenue = at === venue && !venueDraws;
    // "Co", "Inc", "Group" say what kind of company, not what it does: "Pinecone Candle Co" is no
    // carbon monoxide molecule, a "Law Group" no group of users.
    if (word.length < 2 || FUNCTION_WORDS.has(word) || CORPORATE.has(word) || weight === 0) continue;
    const seen = new Set<string>();
    const wordForms = forms(word);
    const inMap = wordForms.some((f) => CONCEPT_MAP.has(f));
    const known = lemma(word);
    const quality = role(word) === "quality";
    // An icon's name or tag is matched by the word itself: a word the dictionary knows only in its
    // dictionary form ("stationers" → stationer, never the charging station), others in every form.
    const literal = known === undefined ? wordForms : [...new Set([fold(word), known])];
    // Compounds no split into two known words reads: a concept of four letters or more that
    // starts or ends the word counts, far less than the word itself. A word the dictionary knows is read as
    // that word, never as its parts ("wellspring", "hearth", "ironclad"); a person's name neither
    // (lexicon.ts `isPersonName`: "Singh's Pharmacy" had drawn a microphone, to sing).
    if (!inMap && known === undefined && !split.has(word) && !isPersonName(word)) {
      for (const key of COMPOUND_KEYS) {
        if (key.length < word.length && (word.startsWith(key) || word.endsWith(key))) {
          CONCEPT_MAP.get(key)!.forEach((name, i) => add(name, weight * FRAGMENT * (10 - i * 0.8)));
        }
      }
    }
    // A word neither the concept map nor an icon's name knows ("distillery", "locksmith",
    // "vineyard") is read by meaning, through the lexicon built from WordNet and the icons' own
    // names and tags (lexicon.ts). So is a word only the second set's names say ("fencing": the
    // sport drawn, where a name may mean the fence).
    if (!inMap && !literal.some((f) => nameParts.get(f)?.some((icon) => icon.set === "ph"))) {
      for (const hit of iconsFor(isTrade ? tradeReading(word) : word)) add(hit.icon, weight * LEXICON_SCALE * hit.score * (isTrade ? 1 : 0.5), true);
    }
    // A word an icon's whole name draws ("bowling") is that icon, not what a form stripped from
    // it names ("bowl": a food bowl for a bowling alley).
    const drawn = literal.some((f) => nameParts.get(f)?.some((icon) => namesWhole(icon, f)));
    for (const f of wordForms) {
      // A form stripped from a known word ("winery" → win) is less sure than the word itself.
      const sure = literal.includes(f) ? 1 : STRIPPED;
      if (sure < 1 && drawn) continue;
      (CONCEPT_MAP.get(f) ?? []).forEach((name, i) => {
        if (!seen.has(`c:${name}`)) add(name, weight * sure * (10 - i * 0.8));
        seen.add(`c:${name}`);
      });
      if (!literal.includes(f)) continue;
      // Icons the word names alike ("Hat Makers": a chef's, a cowboy's and a hard hat) are ranked
      // among themselves by what the word means to the lexicon (a hat is first a cowboy's).
      const meaning = nameParts.has(f) ? new Map(iconsFor(known ?? f).map((h) => [h.icon, h.score])) : undefined;
      for (const icon of nameParts.get(f) ?? []) {
        if (seen.has(`n:${icon.name}`)) continue;
        // An adjective names a quality, not a thing: it matches an icon named by it alone, never
        // one it only qualifies ("High Street" is no high heel, "Hot Pot" no thermometer).
        if (quality && !namesWhole(icon, f)) continue;
        // A word of an icon's name that only says its state or style ("door-open", "bell-simple",
        // "lock-key-open") is not what the icon shows: "Open Book Literacy Trust" is no door.
        if (VARIANT_WORDS.has(f) && icon.name !== f) continue;
        seen.add(`n:${icon.name}`);
        // A whole-name match ("anchor") beats a part ("anchor-simple"). The second set's names
        // join two things ("water-boiler", "hammer-wrench"): for a word the dictionary knows, one
        // word of them is no match by name (a hammer is no hammer-and-wrench), only by meaning
        // (the lexicon weighs it); a word it does not know has only names ("Karting": go-kart).
        const whole = namesWhole(icon, f);
        if (!whole && icon.set !== "ph" && known !== undefined) continue;
        if (asVenue && whole) continue;
        add(icon.name, weight * (whole ? 6 : 3) * (1 + TIE * (meaning?.get(icon.name) ?? 0)));
      }
      if (f.length >= 3) {
        for (const icon of tags.get(f) ?? []) {
          if (seen.has(`t:${icon.name}`)) continue;
          seen.add(`t:${icon.name}`);
          add(icon.name, weight * 1.5, false, reading !== "trade" && !phraseWords.has(word));
        }
      }
    }
  }
  // A part never outvotes the trade: what the parts reach counts up to half the score of the best
  // icon the trade word reaches ("Brightiron Farrier" shows the farrier's horse before the iron's
  // barbell); where the trade reaches nothing, the parts count in full.
  for (const [name, s] of partScores) scores.set(name, (scores.get(name) ?? 0) + (tradeBest > 0 ? Math.min(s, tradeBest / 2) : s));
  // Generic marks only on their own words: a name that does not ask for a star gets less of one.
  for (const [name, score] of scores) if (GENERIC_SET.has(name) && score < 10) scores.set(name, score * 0.5);
  return [...scores.entries()].map(([name, score]) => ({ name, score, ...((tagged.get(name) ?? 0) > score / 2 && { byTag: true }) })).sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/**
 * Six marks (icon names) for a brand: the best match first, then a seeded pick among the other
 * good matches and the industry's marks (new ideas on every Generate); where fewer fit, the
 * lettermark, then weaker matches, variants of chosen ideas and generic shapes. `fitting` counts
 * the marks before the lettermark.
 */
export function pickMarks(
  text: string,
  slogan: string | undefined,
  profiles: readonly Profile[],
  count: number,
  rng: Pick<Random, "next" | "shuffle">,
  lettermark?: string,
  seen: ReadonlySet<string> = new Set(),
): { marks: string[]; fitting: number } {
  // The name's surnames, read once for both readings below.
  const people = surnames(text);
  const matches = matchMarks(text, slogan, profiles, people);
  const allowed = fitFor(profiles, markPolicy(text, slogan));
  const out: string[] = [];
  const held: string[] = [];
  // Six ideas, not six versions of one: an icon sharing a word with a chosen one ("music-note"
  // after "music-notes") waits until nothing else is left.
  const overlaps = (name: string) => {
    const mine = ideaWords(name);
    return out.some((o) => [...ideaWords(o)].some((w) => mine.has(w)));
  };
  const push = (name: string, policy = allowed) => {
    if (out.length >= count || out.includes(name) || !index().byName.has(name) || !policy(name)) return;
    if (out.length > 0 && overlaps(name)) held.push(name);
    else out.push(name);
  };
  // What fills the six without a word asking for it (the trades' marks, weaker matches, variants,
  // the generic shapes) is no screen glyph unless the trade is about screens: a thatcher's curly
  // brackets, a tailor's "verified" seal, a surveyor's chip, the hexagon and three circles filed
  // only under design. Those come last, after the other abstract shapes.
  const furniture: string[] = [];
  const fill = (name: string) => (screenFiller(name, profiles) ? furniture.push(name) : push(name));
  const strongest = matches[0]?.score ?? 0;
  // Generate again: the marks already shown are `seen`, and a variant of one ("music-note" after
  // "music-notes") is no new idea either. The strongest idea not yet shown leads, where one is
  // still strong.
  const seenParts = new Set([...seen].flatMap((name) => [...ideaWords(name)]));
  const shown = (name: string) => seen.has(name) || [...ideaWords(name)].some((w) => seenParts.has(w));
  // The venue only colours the trade ("Ballet School", "Skate Shop"): what the other words reach
  // leads, where they reach something with evidence; a school's graduation cap or a shop's bag
  // may follow, never lead.
  const words = brandWords(text);
  const read = readTrade(words);
  const { venue } = read;
  // The name's surnames stay surnames without the "&" between them ("Marlowe & Finch Law": no finch).
  const venueless = venue >= 0 ? matchMarks(words.filter((_, i) => i !== venue).join(" "), slogan, profiles, people) : undefined;
  const leading = venueless?.[0] && venueless[0].score >= EVIDENCE ? venueless : matches;
  const top = leading[0]?.score ?? 0;
  // A match leads only with EVIDENCE, or as the name's own picture ("Talentbridge": its bridge):
  // where every match is weak, the lettermark leads, not a cloud and moon for a bridal shop (0.39)
  // or a rug for an alpaca farm. Of the 236 development-side names, 7 led so, one of them fitting
  // (the bridge).
  const pictures = namePictures(text, people);
  const worthy = (m: MarkMatch) => m.score >= EVIDENCE || pictures.includes(m.name);
  const best = leading.find((m) => !shown(m.name) && m.score >= top / 3 && worthy(m)) ?? leading[0];
  const lead = best && worthy(best) ? best : undefined;
  if (lead) push(lead.name);
  // The name's own picture, where a coined name draws one, comes next (not again on Generate again).
  // The name asked for it: its trades' avoidances (fitFor) do not apply, the mark policy does (namePictures).
  for (const name of pictures) if (!shown(name)) push(name, () => true);
  // The other ideas in a fresh order on every Generate, the strongest most likely early: each
  // candidate draws a seeded key u^(1/weight) and the highest keys go first (weighted sampling
  // without replacement). Strong matches (a third of the best score) weigh most, then weaker
  // matches the words still name (a tag of "climbing"), then (Generate again) the industry's
  // marks; marks already shown come after all of them. A match with too little evidence
  // (EVIDENCE) is not drawn: it waits until after the lettermark.
  const weights = new Map<string, number>();
  // What only a later reading's stock offers (below): drawn after every other unshown idea.
  const asked = new Set<string>();
  const offer = (name: string, weight: number, later = false) => {
    weights.set(name, Math.max(weights.get(name) ?? 0, shown(name) ? weight * SEEN : weight));
    if (!later) asked.add(name);
  };
  // The trades' own marks. On a first Generate only the first trade's, only where the words that
  // name the trade read it first themselves (a later reading, or one the other words make,
  // brought a couch to a sailing school, "Tidewater" read home; such marks fitted 5.6–7.9% of the
  // time on the development names, the trade word's own 15%), and only after the lettermark, not
  // in the draw: no word of the name asks for them, and of those shown among the first six for 40
  // names written after all tuning, a reviewer labelling blind accepted 2 of 66 (a climbing gym's
  // medal and trophy, a barbershop's sparkle and diamond: docs/design-judgement.md). On Generate
  // again (marks already shown) every trade's marks join the draw, a later reading's after every
  // other idea not yet shown (a second trade the other words make: "Keystone Capital" read
  // building too and drew a toolbox, a hammer and a hard hat before the bank's coins and vault;
  // over ten seed pairs the new marks that fit rose on every development-side list, 0.45 → 0.50
  // on the development names, as many new): the strongest ideas first, wider ones on request.
  const own = seen.size ? undefined : readCues(tradePhrase(words, read).join(" ")).profiles[0]!.id;
  const stock = own && profiles[0]?.id === own ? [...(PROFILE_MARKS[own] ?? [])] : [];
  if (!own) profiles.forEach((p, rank) => {
    for (const name of PROFILE_MARKS[p.id] ?? []) if (!screenFiller(name, profiles)) offer(name, rank === 0 ? 0.35 : 0.12, rank > 0);
  });
  const others = matches.filter((m) => m.name !== lead?.name);
  // A match reached mostly by another word's tag waits until after the lettermark (MarkMatch.byTag).
  for (const m of others.slice(0, 23)) if (m.score >= strongest / 8 && m.score >= EVIDENCE && !GENERIC_SET.has(m.name) && !m.byTag) offer(m.name, 0.5);
  // Generate again: every other match with EVIDENCE joins the draw too, at AGAIN_WEAK, so an idea
  // the words name but the first six had no room for comes before a mark already shown (a coffee
  // roaster named Harbourside had shown its six again, the harbour's anchor, boat and lighthouse
  // never: at a twelfth of the coffee bean they were below the draw, and the shown marks filled
  // the six before them).
  if (seen.size) for (const m of others) if (m.score >= EVIDENCE && !GENERIC_SET.has(m.name) && !screenFiller(m.name, profiles)) offer(m.name, AGAIN_WEAK);
  for (const m of others.slice(0, 15)) if (m.score >= strongest / 3 && m.score >= EVIDENCE && !m.byTag) offer(m.name, 1);
  // Marks already shown come after every unshown idea, whatever their keys draw (a weight alone
  // let one win now and then: a shown "skip-back" ahead of an upholsterer's unshown seat).
  const race = [...weights.entries()].map(([name, w]) => ({ name, again: shown(name), later: !asked.has(name), key: rng.next() ** (1 / w) }));
  for (const { name } of race.sort((a, b) => Number(a.again) - Number(b.again) || Number(a.later) - Number(b.later) || b.key - a.key || a.name.localeCompare(b.name))) push(name);
  // When fewer icons fit than there are logos, the name's initial drawn as the mark (a
  // lettermark, once: critics found the same letter on two discs, and then over the name, a
  // placeholder) comes before anything weaker: the trade's marks, then weaker matches.
  const fitting = out.length;
  if (lettermark && out.length < count) out.push(lettermark);
  for (const name of rng.shuffle(stock)) fill(name);
  for (const m of others) fill(m.name);
  for (const name of held) if (out.length < count && !out.includes(name) && !furniture.includes(name)) out.push(name);
  for (const name of rng.shuffle(GENERIC)) fill(name);
  for (const name of furniture) push(name);
  // Where the six would end on a mark no word asks for (a generic shape, a screen glyph, a match
  // scoring under WORDMARK_BELOW: a fire engine for midwives, a sigma for a preschool), after
  // the lettermark, that logo is a wordmark, the name alone: a designer shows one before a mark
  // that says another business.
  const last = out[count - 1];
  // So does a six with no lettermark (an initial that would read as a public sign: engine.ts).
  const initialShown = lettermark === undefined || out.includes(lettermark);
  if (initialShown && last !== undefined && last !== lettermark && !stock.includes(last) && (matches.find((m) => m.name === last)?.score ?? 0) < WORDMARK_BELOW) out[count - 1] = WORDMARK;
  return { marks: out, fitting };
}

/** An abstract shape by Phosphor's own tags ("shapes", "polygons"): a circle, a hexagon, a seal. */
const abstractShape = (icon: IconEntry) => icon.tags.some((t) => t === "shapes" || t === "polygons");

/**
 * What a coined name draws of itself: a part of an unknown compound that is an icon's whole name
 * or its plural ("Northstar" → star, "Moonrise" → moon, "Bluewave" → waves, "Ironbridge" → bridge). Read as
 * a part, it counts a fifth of a word (PART) and stays under EVIDENCE, so a driving school named
 * Northstar never showed a star; a designer reaches for the name's own picture first (an
 * independent critic, shown sheets of names from trades in no corpus, missed it most). Screen
 * glyphs ("Blackstack" → a stack of layers) are no picture, nor is an abstract shape (`abstractShape`:
 * "Stonecircle Archaeology" led with a plain dot; the lettermark comes before any abstract shape).
 */
export function namePictures(text: string, people: ReadonlySet<string> = surnames(text)): string[] {
  const { byName } = index();
  const allowed = markPolicy(text);
  const out: string[] = [];
  const picture = (icon: IconEntry | undefined): icon is IconEntry => icon !== undefined && allowed(icon.name) && !screenGlyph(icon) && !abstractShape(icon);
  for (const word of brandWords(text)) {
    const parts = people.has(word) ? undefined : compoundParts(word);
    if (!parts) continue;
    // The two parts may name one drawing together, in either order ("Paperplane" → paper-plane,
    // "Moonstar" → moon-stars): that drawing is the picture, not its parts one by one.
    const [a, b] = parts.map(fold) as [string, string];
    // Phosphor's drawing first where both sets have one ("Palmtree": tree-palm, not palm-tree).
    const wholes = [`${a}-${b}`, `${a}-${b}s`, `${b}-${a}`, `${b}s-${a}`].map((f) => byName.get(f)).filter(picture);
    const whole = wholes.find((i) => i.set === "ph") ?? wholes[0];
    if (whole) {
      out.push(whole.name);
      continue;
    }
    for (const part of parts) {
      // The icon may be named in the plural ("Bluewave" → waves, "Redmountain" → mountains).
      const icon = [...forms(part), `${fold(part)}s`].map((f) => byName.get(f)).find((i) => i !== undefined);
      if (picture(icon)) out.push(icon.name);
    }
  }
  return out;
}

/**
 * The least score (the matcher's units) a match needs to be drawn before the lettermark: a tag of
 * a whole word of the name (1.5 × 2), or the trade word's lexicon reading at an eighth of its own
 * icon. Of the development names' top twenty matches, those below it fitted 4% of the time (3.5–
 * 4.3% in each band of score under 3, 628 matches), those from 3 to 12 fitted 19–27%, above 12
 * 88%: a visitor who saw a pause button for a ballet school now sees the lettermark. Ten seeds,
 * development names: fitting marks of six 1.34 → 1.46, of a second Generate's six 1.20 → 1.28;
 * held-out (never tuned on) 1.68 → 1.71 and 1.47 → 1.45; new marks on Generate again 4.35 → 3.57
 * and 3.83 → 3.30 (the issue asks for 3).
 */
export const EVIDENCE = 3;

/** In pickMarks' marks, a logo with no mark: a wordmark. */
export const WORDMARK = "";

/**
 * The score (the matcher's units) under which a match that would end the six gives way to a
 * wordmark. Of 88 such marks, the last of a six after the lettermark (seeds 7–10, the labelled
 * lists but the held-out), 1 fitted (development, ten seed pairs: 1.923 → 1.920 fitting marks of
 * six; unseen 2.120 → 2.115); 9% of sixes now end on the name alone.
 */
const WORDMARK_BELOW = 1;

/** What a mark already shown weighs in the draw, against its weight unseen. */
const SEEN = 0.02;

/**
 * What a weaker match with EVIDENCE (under an eighth of the best) weighs in the draw of Generate
 * again, against 1 for a strong match. Development-side lists, ten seed pairs: new marks on a
 * second Generate 3.33 → 3.43 (development), 3.53 → 3.65 (unseen), 3.17 → 3.33 (fifth), 2.95 →
 * 3.17 (sixth), 2.99 → 3.08 (seventh), the new marks that fit up on each (0.48 → 0.52, 0.42 →
 * 0.45, 0.20 → 0.23, 0.27 → 0.36, 0.32 → 0.46); the first six unchanged.
 */
const AGAIN_WEAK = 0.25;

/** Name parts that make a variant of an icon, not another idea. */
const VARIANT_WORDS = new Set(["simple", "plus", "minus", "fill", "line", "open", "slash", "x", "check", "circle", "square", "two", "three", "four"]);

/** The words of an icon's name that say what it shows ("music-notes-simple" → music, note…): two icons sharing one are one idea. */
export function ideaWords(name: string): Set<string> {
  return new Set(name.split("-").filter((w) => !VARIANT_WORDS.has(w)).flatMap((w) => forms(w)));
}

/** About `size` candidate icons for the model to choose from: the matches, the industry, generic. */
export function shortlist(text: string, slogan: string | undefined, profiles: readonly Profile[], size = 40, seen: ReadonlySet<string> = new Set()): string[] {
  const out = new Set<string>();
  const { byName } = index();
  const allowed = fitFor(profiles, markPolicy(text, slogan));
  // Marks already shown (Generate again) are not offered again: the list is always filled from
  // the industries' and generic marks, so the model never runs short.
  const push = (name: string) => out.size < size && byName.has(name) && allowed(name) && !seen.has(name) && out.add(name);
  const matches = matchMarks(text, slogan, profiles);
  // The matches with evidence, then the trades' marks, then the weaker matches: as the builtin
  // six are drawn, and no match at a hundredth of the best (a church's hair dryer or warning
  // sign) ahead of the trade's own marks. Screen glyphs only where a word asks for them
  // (EVIDENCE) or the trade is about screens, as in the builtin six.
  for (const m of matches.slice(0, Math.floor(size * 0.75))) if (m.score >= EVIDENCE) push(m.name);
  const fill = (name: string) => screenFiller(name, profiles) || push(name);
  for (const p of profiles) for (const name of PROFILE_MARKS[p.id] ?? []) fill(name);
  for (const m of matches) fill(m.name);
  for (const name of GENERIC) push(name);
  for (const list of Object.values(PROFILE_MARKS)) for (const name of list) fill(name);
  return [...out];
}

/**
 * The candidate closest to what a model proposed: the proposal itself when listed, or when it is
 * a library icon `offList` accepts and no interface glyph (the model knows trades the matcher
 * cannot link: a barbecue's fire); else the candidate sharing most tags with the proposed icon
 * (or matching its words), else undefined.
 */
export function nearestCandidate(
  proposed: string,
  candidates: readonly string[],
  taken: ReadonlySet<string> = new Set(),
  offList: (name: string) => boolean = () => false,
): string | undefined {
  const { byName, tags } = index();
  const name = fold(proposed.trim()).replace(/^[a-z]{1,8}:/, "").replace(/[\s_]+/g, "-");
  const open = candidates.filter((c) => !taken.has(c));
  if (open.includes(name)) return name;
  const icon = byName.get(name);
  // Off the list, never interface furniture (an arrow, a settings glyph): the matcher ranks those
  // last for a reason.
  if (icon && !taken.has(name) && offList(name) && !icon.categories.every((c) => UI_CATEGORIES.has(c))) return name;
  const useful = (list: readonly string[]) => [...new Set(list.filter((t) => !t.startsWith("*")))];
  const mine = useful([...(icon?.tags ?? []), ...name.split("-")]).map((t) => forms(t));
  // A rare shared tag ("ship") says more than a common one ("places"): weight by rarity.
  const weight = (w: string) => 1 / Math.max(1, tags.get(w)?.length ?? 0);
  let best: string | undefined;
  let bestScore = 0;
  for (const c of open) {
    const entry = byName.get(c);
    if (!entry) continue;
    const theirs = new Set(useful([...entry.tags, ...c.split("-")]).flatMap((t) => forms(t)));
    let shared = 0;
    for (const tagForms of mine) {
      const common = tagForms.filter((f) => theirs.has(f));
      if (common.length) shared += Math.max(...common.map(weight));
    }
    if (shared > bestScore) {
      bestScore = shared;
      best = c;
    }
  }
  return best;
}

/**
 * Icons for a search the visitor types on a card ("whiskey", "locksmith", "lock"): the same
 * reading of words that chooses marks for a name (concept map, the lexicon built from WordNet,
 * icon names and tags), every word of the query read as the trade; then icons whose name starts
 * with what is typed, so a half-typed word still finds something. The icons never suggested
 * (mark-safety.ts) come only when the query asks for them.
 */
export function searchIcons(query: string, limit: number): string[] {
  const words = brandWords(query);
  if (!words.length) return [];
  const out = new Set<string>();
  for (const word of words) for (const m of matchMarks(word)) out.add(m.name);
  // Several words: their meanings together, best of each first, then the phrase as a name.
  if (words.length > 1) for (const m of matchMarks(query)) out.add(m.name);
  const allowed = markPolicy(query);
  // Icons like the best finds: sharing their rarer tags (brandy → wine, martini, beer bottle),
  // weighed by how few icons carry each tag.
  const best = [...out].slice(0, 3);
  if (best.length && out.size < limit) {
    const { byName } = index();
    const related = new Map<string, number>();
    for (const name of best) {
      for (const tag of byName.get(name)?.tags ?? []) {
        const carriers = tagCarriers().get(tag) ?? [];
        if (carriers.length > RELATED_TAG_MAX) continue;
        for (const other of carriers) if (!out.has(other)) related.set(other, (related.get(other) ?? 0) + 1 / Math.log2(1 + carriers.length));
      }
    }
    const ranked = [...related.entries()].filter(([name]) => allowed(name)).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    for (const [name] of ranked.slice(0, limit - out.size)) out.add(name);
  }
  const typed = words.map(fold);
  for (const icon of ICONS) {
    if (out.size >= limit * 2) break;
    const parts = icon.name.split("-");
    if (typed.every((t) => parts.some((p) => p.startsWith(t))) && allowed(icon.name)) out.add(icon.name);
  }
  return [...out].slice(0, limit);
}

/** A tag carried by more icons than this says little about any of them ("objects", "arrows"). */
const RELATED_TAG_MAX = 40;
let carriers: Map<string, string[]> | undefined;

/** Tag → the icons that carry it. */
function tagCarriers(): Map<string, string[]> {
  if (carriers) return carriers;
  carriers = new Map();
  for (const icon of ICONS) for (const tag of icon.tags) carriers.set(tag, [...(carriers.get(tag) ?? []), icon.name]);
  return carriers;
}
