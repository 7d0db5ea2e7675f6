// Reads a brand name: which profiles its words point at, and its length and letter shapes.
import type { FontCategory } from "../../../shared/catalogue";
import { GENERAL, PROFILES, type Profile } from "./profiles";

export interface BrandCues {
  profiles: Profile[];
  words: string[];
  letters: number;
  shape: "round" | "angular" | "neutral";
  allCaps: boolean;
  hasDigits: boolean;
}

/** Splits "DataBrew labs" or "data-brew_labs" into lower-case words. */
export function brandWords(text: string): string[] {
  return text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function cueMatches(cue: string, word: string): boolean {
  if (word === cue) return true;
  // Short cues ("ai", "lab", "pet") only as a word or a lightly inflected word ("labs", "pets").
  if (cue.length <= 3) return word.startsWith(cue) && word.length <= cue.length + 2;
  // Longer cues also inside compounds ("brewhaus", "cloudkit").
  return word.includes(cue);
}

const ROUND = new Set([..."ocdegpqbsaum"]);
const ANGULAR = new Set([..."kvwxzyatlfijn"]);

export function readCues(text: string): BrandCues {
  const words = brandWords(text);
  const scored = PROFILES.map((p) => ({ p, score: words.reduce((n, w) => n + (p.cues.some((c) => cueMatches(c, w)) ? 1 : 0), 0) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  const letters = [...text.toLowerCase()].filter((ch) => /\p{L}/u.test(ch));
  const round = letters.filter((ch) => ROUND.has(ch)).length;
  const angular = letters.filter((ch) => ANGULAR.has(ch)).length;
  return {
    profiles: scored.length ? scored.map((x) => x.p) : [GENERAL],
    words,
    letters: letters.length,
    shape: round > angular * 1.4 ? "round" : angular > round * 1.4 ? "angular" : "neutral",
    allCaps: /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text),
    hasDigits: /\d/.test(text),
  };
}

/** How much each font category suits this name. */
export function categoryWeights(cues: BrandCues): Map<FontCategory, number> {
  const w = new Map<FontCategory, number>();
  const add = (c: FontCategory, n: number) => w.set(c, (w.get(c) ?? 0) + n);
  cues.profiles.forEach((p, rank) => {
    const strength = rank === 0 ? 1 : 0.6;
    p.categories.forEach((c, i) => add(c, (4 - i) * strength));
  });
  for (const c of GENERAL.categories) add(c, 0.4);
  if (cues.letters > 14) {
    add("condensed", 3);
    add("display", -3);
    add("monospace", -1);
  } else if (cues.letters <= 5) {
    add("display", 1.5);
    add("geometric", 1);
  }
  if (cues.shape === "round") {
    add("rounded", 1);
    add("geometric", 1);
  } else if (cues.shape === "angular") {
    add("grotesque", 1);
    add("condensed", 1);
  }
  if (cues.allCaps) {
    add("condensed", 1);
    add("slab", 1);
    add("script", -3);
  }
  if (cues.hasDigits) add("monospace", 2);
  return w;
}
