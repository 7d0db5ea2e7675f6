// The builtin design engine: six varied, brand-specific suggestions with no network.
import type { CatalogueFamily, FontCategory } from "../../../shared/catalogue";
import type { BrandingGuidelines, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../../../shared/schema";
import { SUGGESTION_COUNT, type Generator } from "../generator";
import { avoidedCategories, categoryWeights, descriptorWords, readCues, type BrandCues } from "./cues";
import { writeGuidelines } from "./guidelines";
import { SCHEMES, buildPalette, calmFor, hueOf, nameColours, readable, tidyPalette, tone, vivid, withinHueSpan } from "./palette";
import { redCross } from "./mark-safety";
import { fitGuidelines } from "../../../shared/guidelines";
import { PRESET_COLORS } from "../../../shared/presets";
import { hashSeed, seeded, type Random } from "./random";
import { facesForName } from "./script-faces";
import { WORDMARK, pickMarks } from "./symbol-matcher";
import { iconName } from "../../../shared/icons";
import { iconRef, isKnownIcon } from "../../../shared/icon-index";
import { SIGN_CAPITALS, initialOf } from "../../../shared/names";
import type { Composition } from "../../../shared/logo";
import coverage from "../../../fonts/coverage.json";

/**
 * The least colour (a face's darkness: its ink over its advance times its cap height, measured by
 * fonts/build.mjs into fonts/coverage.json) of a face the engine suggests. Five critics shown
 * contact sheets called Amatic SC (0.278), Cormorant SC (0.278), Cormorant Garamond (0.293) and
 * Dancing Script (0.299) thin, spindly or too faint to read at a logo's size, their descriptors and
 * slogans most; the next, Josefin Slab (0.307) and Comfortaa (0.310), no one did. A visitor may
 * still choose them on the card.
 */
const FAINT = 0.3;
export const faint = (f: CatalogueFamily) => ((coverage as { colour?: Record<string, number> }).colour?.[f.family] ?? 1) < FAINT;

/**
 * Six distinct families for the name's trade (docs/design-engine.md, "Type"): each face scores
 * by the trades it suits (the name's first trade most) and by how its category suits the name's
 * length and letters; a category the trade avoids is left out (no script for a security firm, no
 * blackletter for a clinic), and every face suits one of the name's trades or any trade (an
 * expressive one the first trade: where none does, the best of the others). At most
 * two per category, and the six span the three voices (classic, modern, expressive) as far as the
 * suited faces do; a long name gets a condensed face among them (of another trade only where none
 * suits its own). The first comes from the best five. On Generate again, a face already shown
 * (`shown`: the request's `seenFonts`) gives way to one not yet shown of its voice that keeps every
 * rule above (drawn by `swaps`, so the rest of the six is drawn as without them), where one is
 * left: a second six had repeated two or three of the first six's faces one time in four.
 */
function pickFamilies(cues: BrandCues, faces: readonly CatalogueFamily[], rng: Random, shown: ReadonlySet<string> = new Set(), swaps?: Random): CatalogueFamily[] {
  const weights = categoryWeights(cues);
  const trades = cues.profiles.map((p) => p.id);
  const avoid = avoidedCategories(cues);
  // A long name needs a compact face whatever the trade: condensed faces count as suited.
  const long = cues.letters > 14;
  const score = (f: CatalogueFamily) => {
    const rank = trades.findIndex((t) => f.suits.includes(t));
    let suits = rank === 0 ? 4 : rank > 0 ? 2 : f.suits.includes("general") ? 0.6 : 0.15;
    if (long && f.category === "condensed") suits = Math.max(suits, 3);
    return suits * Math.max(0.3, 1 + (weights.get(f.category) ?? 0) / 6);
  };
  let allowed = faces.filter((f) => !avoid.has(f.category) && !faint(f));
  if (allowed.length < SUGGESTION_COUNT * 2) allowed = [...faces];
  const suited = (f: CatalogueFamily) => trades.some((t) => f.suits.includes(t)) || f.suits.includes("general");
  // An expressive face (a script, hand-lettering, a rounded or display face) speaks loudest: it
  // suits the first trade, not only a later reading ("Quarry Hill Stonemasons" read food and
  // travel too, and got Fredoka and Amatic SC; a sailing school read kids and got Comfortaa).
  const fitsVoice = (f: CatalogueFamily) => f.voice !== "expressive" || f.suits.includes(trades[0]!);
  /** The faces of a list that pass `test`, where any does; else the whole list. */
  const preferring = (list: CatalogueFamily[], test: (f: CatalogueFamily) => boolean) => (list.some(test) ? list.filter(test) : list);
  /**
   * The faces of a list that suit the name, where any does; of those, the expressive ones of its
   * first trade, where any is left (where nothing suits, a long name's condensed face for a vet,
   * a calm one: not Teko's sport).
   */
  const suitedIn = (list: CatalogueFamily[]) => preferring(preferring(list, suited), fitsVoice);
  const voices = new Set(allowed.map((f) => f.voice));
  const ranked = [...allowed].sort((a, b) => score(b) - score(a));
  const first = rng.pick(suitedIn(ranked).slice(0, 5));
  const chosen: CatalogueFamily[] = [first];
  const perCategory = new Map<FontCategory, number>([[first.category, 1]]);
  while (chosen.length < SUGGESTION_COUNT) {
    const missing = [...voices].filter((v) => !chosen.some((f) => f.voice === v));
    const left = SUGGESTION_COUNT - chosen.length;
    let pool = allowed.filter((f) => !chosen.includes(f) && (perCategory.get(f.category) ?? 0) < 2);
    if (missing.length >= left) pool = pool.filter((f) => missing.includes(f.voice));
    else if (long && left <= missing.length + 1 && !chosen.some((f) => f.category === "condensed")) {
      const condensed = pool.filter((f) => f.category === "condensed");
      if (condensed.length) pool = condensed;
    }
    // Every face suits the name (its trades, or any trade), including the one that completes the
    // three voices: a landscaper's expressive face is a script or a soft serif, not Orbitron.
    pool = suitedIn(pool);
    if (!pool.length) pool = allowed.filter((f) => !chosen.includes(f));
    // A script with fewer faces than six (Traditional Chinese has two) repeats them, each with
    // its own palette and mark.
    if (!pool.length) pool = allowed.filter((f) => chosen.filter((c) => c === f).length < Math.ceil(SUGGESTION_COUNT / allowed.length));
    const family = rng.weighted(pool, (f) => score(f));
    chosen.push(family);
    perCategory.set(family.category, (perCategory.get(family.category) ?? 0) + 1);
  }
  if (!swaps || !shown.size) return chosen;
  const bestFive = suitedIn(ranked.filter((f) => !shown.has(f.family))).slice(0, 5);
  chosen.forEach((face, i) => {
    if (!shown.has(face.family)) return;
    const others = chosen.filter((_, j) => j !== i);
    // Its voice, at most two of a category, as suited and as true to the first trade's voice as
    // the face it replaces, a long name's condensed face kept condensed, and the first among the
    // best five: the same rules, another face; one of its category first.
    const keeps = (f: CatalogueFamily) =>
      !shown.has(f.family) &&
      !chosen.includes(f) &&
      f.voice === face.voice &&
      others.filter((o) => o.category === f.category).length < 2 &&
      (!suited(face) || suited(f)) &&
      (!fitsVoice(face) || fitsVoice(f)) &&
      (!long || face.category !== "condensed" || f.category === "condensed" || others.some((o) => o.category === "condensed")) &&
      (i > 0 || bestFive.includes(f));
    const candidates = allowed.filter(keeps);
    const pool = preferring(candidates, (f) => f.category === face.category);
    if (pool.length) chosen[i] = swaps.weighted(pool, (f) => score(f));
  });
  return chosen;
}

/** Takes from each list in turn, so a name with several cues shows each of them. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return [...new Set(out)];
}

/**
 * Anchor colours, and each anchor's partner (the second colour of a duo): the profiles' own, in
 * turn, then the presets; shuffled per brand. A colour the name says ("Goldleaf Framing",
 * "Copper Kettle", "Blue Heron") anchors every logo, the first among them, and the trade's colours
 * partner it: a designer would not show a "Blue Heron" in orange. Critics asked three times for
 * "name-driven hues": at every other logo one still found "Bluebell" in olive, lime and salmon;
 * at four logos of six another found "Blue Heron" in orange and "Black Sheep" in mustard.
 */
function anchorPool(cues: BrandCues, named: readonly string[], rng: Random): { anchors: string[]; partners: string[] } {
  const fromProfiles = interleave(cues.profiles.map((p) => rng.shuffle(p.anchors)));
  const pool = [...new Set([...fromProfiles, ...rng.shuffle(PRESET_COLORS)])];
  // `own`: how many lead the list as the trades' own, before the presets.
  const own = Math.max(2, Math.min(pool.length, new Set(fromProfiles).size));
  if (!named.length) return { anchors: pool, partners: pool.map((_, i) => pool[(i + 1) % own]!) };
  // Two colours the name says partner each other ("Black & Gold"); one partners the trade's.
  const anchors = pool.map((_, i) => named[i % named.length]!);
  return { anchors, partners: anchors.map((_, i) => (named.length > 1 ? named[(i + 1) % named.length]! : pool[i % own]!)) };
}

/**
 * A composition per mark, not a fixed template: the lettermark is set in a badge (the initial as
 * a seal: shared/layout.ts); an icon that fits well leads as a combination mark (inline or
 * stacked); the others draw from all three, so how many of each varies with the name and the
 * seed, and every six shows all three; a wordmark (WORDMARK: the name alone) has none.
 */
function compositions(marks: readonly string[], lettermark: string | undefined, rng: Random): (Composition | undefined)[] {
  const out = marks.map((mark, i): Composition | undefined => {
    if (mark === WORDMARK) return undefined;
    if (mark === lettermark) return "badge";
    if (i === 0) return rng.next() < 0.6 ? "inline" : "stacked";
    return rng.weighted<Composition>(["inline", "stacked", "badge"], (c) => (c === "badge" ? 0.8 : 1));
  });
  // Every composition the set can show, shown at least once: a missing one takes the place of a
  // composition that appears more than once (never the lead's or the lettermark's).
  const free = marks.map((m, i) => (m === lettermark || m === WORDMARK ? -1 : i)).filter((i) => i > 0);
  for (const missing of (["inline", "stacked", "badge"] as const).filter((c) => !out.includes(c))) {
    const spare = rng.shuffle(free.filter((i) => out.filter((c) => c === out[i]).length > 1));
    if (spare.length) out[spare[0]!] = missing;
  }
  return out;
}

/**
 * How many of the six set a name's descriptor under its first words, where it has one: two, or
 * for a name of LONG_NAME letters or more, which shrinks on one line ("Blue Heron Birdwatching
 * Tours": a critic found it unreadable small, and the lockups the best of the sheets), every logo
 * with a mark (three without marks). 16 letters, not 20: a tenth critic found "Fretwork Guitar
 * Shop" (18) one tiny guitar over a long line.
 */
const LOCKUPS = 2;
const LONG_LOCKUPS = 3;
const LONG_NAME = 16;

/** The shades (HSL lightness) a second solid of the name's one colour may take: darker, then lighter. */
const SHADES = [-0.12, 0.1, -0.22];

/** The icons a Generate again says were shown ("ph:wine" → "wine"); lettermarks and unknown marks are left out. */
export function seenIcons(seen: readonly string[] = []): Set<string> {
  return new Set(seen.filter(isKnownIcon).map(iconName).filter((name): name is string => name !== undefined));
}

/** A fresh seed for a Generate without one: visitors press it again to see new ideas. */
export function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * The initial the six may set as a lettermark, none where it would read as a public sign: a P or
 * an H alone on a disc is the parking sign or a helipad (an eleventh critic), and in its small
 * letter (as the card's editor still offers it, shared/names.ts) two later critics took it for a
 * bug ("p" beside "Peak Performance Physio"). Those names get another mark or the name alone.
 */
function lettermarkOf(text: string): string | undefined {
  const initial = initialOf(text);
  return initial !== undefined && SIGN_CAPITALS.has(initial.toLocaleUpperCase()) ? undefined : initial;
}

/**
 * Six suggestions. The same request with the same seed gives exactly the same six; the seed
 * varies everything but the best-matching first mark.
 */
export function builtinSuggestions(req: GenerateRequest, seed: number): LogoSuggestion[] {
  const cues = readCues(req.logoText);
  const key = `${req.logoText.trim().toLowerCase()}|${req.preferredColor ?? ""}|${seed >>> 0}`;
  const rng = seeded(hashSeed(key));
  const families = pickFamilies(cues, facesForName(req.logoText), rng, new Set(req.seenFonts), seeded(hashSeed(`${key}|faces`)));
  const named = nameColours(cues.colours);
  const { anchors, partners } = anchorPool(cues, named, rng);
  const lettermark = lettermarkOf(req.logoText);
  const picked = req.addSymbol ? pickMarks(req.logoText, req.slogan, cues.profiles, SUGGESTION_COUNT, rng, lettermark, seenIcons(req.seen)).marks : [];
  const marks = picked.map((m) => (m === lettermark ? m : m === WORDMARK ? undefined : iconRef(m)));
  const layouts = compositions(picked, lettermark, rng);
  const schemes = rng.shuffle(SCHEMES);
  // The hues of the name's and the trade's own colours, which harmonies turn toward (a preferred
  // colour has none).
  const tradeHues = req.preferredColor ? [] : [...new Set([...named, ...cues.profiles.flatMap((p) => p.anchors)])].map(hueOf).filter((h): h is number => h !== undefined);
  // Two of the six (never the first, the strongest idea) are one solid colour: what embroidery,
  // stamps, vinyl and single-colour print need, and what a designer shows beside gradients (a
  // critic shown sixes of five gradients called gradient names cheap). One with the visitor's
  // own colour, which would make both the same.
  const solids = new Set(rng.shuffle([...Array(SUGGESTION_COUNT - 1).keys()].map((k) => k + 1)).slice(0, req.preferredColor ? 1 : 2));
  const seen = new Set<string>();
  // A name made of distinctive words and a descriptor ("Northstar | Driving School") is set as
  // a lockup in some logos of six (LOCKUPS), drawn apart so the rest of the six stays as it was.
  const descriptor = descriptorWords(req.logoText, cues.profiles);
  const order = seeded(hashSeed(`${key}|descriptor`)).shuffle([...Array(SUGGESTION_COUNT).keys()]);
  // A long name set on one line beside its mark (inline, or a badge) shrinks the mark to a speck
  // (a critic's word): every logo with a mark is a lockup, where the first words alone set the
  // name larger. Stacked too: there the name would break onto two lines at the same size, and a
  // thirteenth critic found "Tapfix / Phone Repairs" an inverted hierarchy, the trade's words
  // wider than the name.
  // So is a long name's wordmark, the name alone in a six with marks: on one line it is as small.
  const marked = order.filter((i) => layouts[i] !== undefined || (req.addSymbol && marks[i] === undefined));
  const long = cues.letters >= LONG_NAME;
  const chosen = long ? (marked.length ? marked : order.slice(0, LONG_LOCKUPS)) : order.slice(0, LOCKUPS);
  const lockups = new Set(descriptor ? chosen : []);

  return families.map((family, i) => {
    const anchor = req.preferredColor ?? anchors[i % anchors.length]!;
    // A duo's second colour is the name's or the trade's too, never a preset (a funeral home's
    // last logo had paired its brass with the presets' orange).
    const partner = partners[i % partners.length]!;
    // A solid new to this six: the anchor, or the next anchor where it is solid already, or where
    // the name's one colour anchors every logo, a shade of it. Only drawn when no gradient is taken.
    const solid = (): string[] => {
      if (req.preferredColor) return [req.preferredColor];
      const next = [...anchors.slice(i), ...anchors.slice(0, i)];
      const candidates = [...next.map(readable), ...SHADES.flatMap((dl) => next.map((c) => tone(c, dl)))];
      return [candidates.find((c) => !seen.has(c)) ?? readable(anchor)];
    };
    // A gradient new to this six whose every segment stays vivid as drawn; failing that, one made
    // vivid by an OKLCH stop where it would turn grey (a designer would rather change the pair
    // than add a third hue); failing that, the anchor alone.
    let colors: string[] | undefined;
    let repeat: string[] | undefined;
    let mended: string[] | undefined;
    for (let attempt = 0; !solids.has(i) && attempt < SCHEMES.length; attempt++) {
      const plain = tidyPalette(buildPalette(anchor, schemes[(i + attempt) % schemes.length]!, partner, rng, tradeHues, !req.preferredColor && named.includes(anchor)), anchor, req.preferredColor);
      const candidate = vivid(plain, req.preferredColor);
      if (!candidate || !withinHueSpan(candidate)) continue;
      if (candidate.length > plain.length || seen.has(candidate.join())) {
        if (candidate.length > plain.length && !seen.has(candidate.join())) mended ??= candidate;
        else repeat ??= candidate;
        continue;
      }
      colors = candidate;
      break;
    }
    colors ??= mended ?? repeat ?? solid();
    const symbol = marks[i];
    // A cross in red on white is the Red Cross emblem (mark-safety.ts CROSS_EMBLEMS): such a mark
    // takes one of the name's colours that is not red, alone, or a neutral ink.
    if (redCross(symbol, colors, req.preferredColor)) colors = [calmFor([...anchors.slice(i), ...anchors.slice(0, i)], seen)];
    seen.add(colors.join());
    const layout = symbol ? layouts[i]! : undefined;
    const profile = cues.profiles[i % cues.profiles.length]!;
    const words = lockups.has(i) ? descriptor : undefined;
    return {
      fontFamily: family.family,
      colors,
      ...(symbol ? { symbol, layout } : {}),
      ...(words ? { descriptor: words } : {}),
      ...(req.slogan ? { slogan: req.slogan } : {}),
      brandingGuidelines: writeGuidelines({ logoText: req.logoText, fontFamily: family.family, colors, symbol, layout, descriptor: words, profile }, rng),
    };
  });
}

/** Guidelines for an edited variation; `seed` varies them between regenerations. */
export function builtinGuidelines(req: GuidelinesRequest & { layout?: Composition; personality?: string[] }, seed: number): BrandingGuidelines {
  const cues = readCues(req.logoText);
  const rng = seeded(seed);
  const written = writeGuidelines({ ...req, profile: rng.pick(cues.profiles) }, rng);
  // A model's own adjectives for the brand, when it gave some, lead the personality.
  return req.personality ? fitGuidelines({ ...written, personality: [...new Set([...req.personality, ...written.personality])].slice(0, 5) }) : written;
}

export const builtinGenerator: Generator = {
  source: "builtin",
  suggest: async (req, seed) => builtinSuggestions(req, seed),
  guidelines: async (req) => builtinGuidelines(req, (Math.random() * 2 ** 32) >>> 0),
};
