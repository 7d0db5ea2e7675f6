// The builtin design engine: six varied, brand-specific suggestions with no network.
import { FAMILIES, type CatalogueFamily, type FontCategory } from "../../../shared/catalogue";
import type { BrandingGuidelines, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../../../shared/schema";
import { SUGGESTION_COUNT, type Generator } from "../generator";
import { categoryWeights, readCues, type BrandCues } from "./cues";
import { writeGuidelines } from "./guidelines";
import { SCHEMES, buildPalette, readable, tidyPalette, vivid } from "./palette";
import { fitGuidelines } from "../../../shared/guidelines";
import { PRESET_COLORS } from "../../../shared/presets";
import { hashSeed, seeded, type Random } from "./random";
import { pickMarks } from "./marks";
import { iconRef } from "../../../shared/icons";
import type { Composition } from "../../../shared/layout";

/**
 * Six distinct families, at most two per category, weighted by what suits the name; the first
 * comes from the best-suited category.
 */
function pickFamilies(cues: BrandCues, rng: Random): CatalogueFamily[] {
  const weights = categoryWeights(cues);
  const best = [...weights.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const first = rng.pick(FAMILIES.filter((f) => f.category === best));
  const chosen: CatalogueFamily[] = [first];
  const perCategory = new Map<FontCategory, number>([[best, 1]]);
  while (chosen.length < SUGGESTION_COUNT) {
    const open = FAMILIES.filter((f) => !chosen.includes(f) && (perCategory.get(f.category) ?? 0) < 2);
    const pool = open.length ? open : FAMILIES.filter((f) => !chosen.includes(f));
    const family = rng.weighted(pool, (f) => Math.max(0.05, weights.get(f.category) ?? 0));
    chosen.push(family);
    perCategory.set(family.category, (perCategory.get(family.category) ?? 0) + 1);
  }
  return chosen;
}

/** Takes from each list in turn, so a name with several cues shows each of them. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return [...new Set(out)];
}

/** Anchor colours: the profiles' own, in turn, then the presets; shuffled per brand. */
function anchorPool(cues: BrandCues, rng: Random): string[] {
  const fromProfiles = interleave(cues.profiles.map((p) => rng.shuffle(p.anchors)));
  return [...new Set([...fromProfiles, ...rng.shuffle(PRESET_COLORS)])];
}

/** The six compositions: inline first (the classic lockup), then a seeded mix of all three. */
function compositions(rng: Random): Composition[] {
  return ["inline", ...rng.shuffle<Composition>(["inline", "stacked", "stacked", "badge", "badge"])];
}

/** A fresh seed for a Generate without one: visitors press it again to see new ideas. */
export function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * Six suggestions. The same request with the same seed gives exactly the same six; the seed
 * varies everything but the best-matching first mark.
 */
export function builtinSuggestions(req: GenerateRequest, seed: number): LogoSuggestion[] {
  const cues = readCues(req.logoText);
  const rng = seeded(hashSeed(`${req.logoText.trim().toLowerCase()}|${req.preferredColor ?? ""}|${seed >>> 0}`));
  const families = pickFamilies(cues, rng);
  const anchors = anchorPool(cues, rng);
  const marks = req.addSymbol ? pickMarks(req.logoText, req.slogan, cues.profiles, SUGGESTION_COUNT, rng).map(iconRef) : [];
  const layouts = compositions(rng);
  const schemes = rng.shuffle(SCHEMES);
  // One of the six (never the first, the strongest idea) is one solid colour: what embroidery,
  // stamps, vinyl and single-colour print need.
  const solidAt = 1 + rng.int(SUGGESTION_COUNT - 1);
  const seen = new Set<string>();

  return families.map((family, i) => {
    const anchor = req.preferredColor ?? anchors[i % anchors.length]!;
    const partner = anchors[(i + 1) % anchors.length]!;
    const solid = [req.preferredColor ?? readable(anchor)];
    // A gradient new to this six whose every segment stays vivid as drawn; failing that, one made
    // vivid by an OKLCH stop where it would turn grey (a designer would rather change the pair
    // than add a third hue); failing that, the anchor alone.
    let colors: string[] | undefined;
    let repeat: string[] | undefined;
    let mended: string[] | undefined;
    for (let attempt = 0; i !== solidAt && attempt < SCHEMES.length; attempt++) {
      const plain = tidyPalette(buildPalette(anchor, schemes[(i + attempt) % schemes.length]!, partner, rng), anchor, req.preferredColor);
      const candidate = vivid(plain, req.preferredColor);
      if (!candidate) continue;
      if (candidate.length > plain.length || seen.has(candidate.join())) {
        if (candidate.length > plain.length && !seen.has(candidate.join())) mended ??= candidate;
        else repeat ??= candidate;
        continue;
      }
      colors = candidate;
      break;
    }
    colors ??= mended ?? repeat ?? solid;
    seen.add(colors.join());
    const symbol = marks[i];
    const layout = symbol ? layouts[i]! : undefined;
    const profile = cues.profiles[i % cues.profiles.length]!;
    return {
      fontFamily: family.family,
      colors,
      ...(symbol ? { symbol, layout } : {}),
      ...(req.slogan ? { slogan: req.slogan } : {}),
      brandingGuidelines: writeGuidelines({ logoText: req.logoText, fontFamily: family.family, colors, symbol, layout, profile }, rng),
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
