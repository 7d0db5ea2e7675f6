// The limits on branding guidelines, and the one place text is fitted into them, so whatever an
// engine writes (the builtin writer, a model's answer) is accepted back by every route and opens
// in share links (issue 23: a name of 48 code units in one grapheme made a 225-character item).
import { splitGraphemes } from "./graphemes";
import { LIMITS } from "./limits";

export const GUIDELINE_LIMITS = {
  personality: { items: 8, each: 40 },
  minSpacing: 200,
  usage: { items: 10, each: 200 },
  useCases: { items: 10, each: 200 },
  /** All guideline text together, in UTF-16 code units (the guide lays out every character). */
  total: LIMITS.guidelinesTextMax,
} as const;

export interface GuidelineText {
  personality: string[];
  minSpacing: string;
  usageGuidelines: { dos: string[]; donts: string[] };
  useCases: string[];
}

/** Every string of the guidelines, in order. */
export function guidelineStrings(g: GuidelineText): string[] {
  return [...g.personality, g.minSpacing, ...g.usageGuidelines.dos, ...g.usageGuidelines.donts, ...g.useCases];
}

export function guidelineLength(g: GuidelineText): number {
  return guidelineStrings(g).reduce((n, s) => n + s.length, 0);
}

/**
 * `text` trimmed to at most `max` UTF-16 code units: whole when it fits, else cut at the last
 * word boundary that fits (or between graphemes, never inside one) with an ellipsis.
 */
export function fitText(text: string, max: number): string {
  const t = text.trim().replace(/\s+/gu, " ");
  if (t.length <= max) return t;
  let out = "";
  for (const g of splitGraphemes(t)) {
    if (out.length + g.length > max - 1) break;
    out += g;
  }
  const space = out.lastIndexOf(" ");
  if (space >= max / 2) out = out.slice(0, space);
  return `${out.replace(/[\s,;:.–—-]+$/u, "")}…`;
}

const fitList = (items: readonly string[], count: number, each: number) =>
  items.map((s) => fitText(s, each)).filter((s) => s.length > 0).slice(0, count);

/**
 * Guidelines within every limit the routes accept: each item fitted to its length, each list to
 * its count, then items dropped from the end of the longest list (never below one) until the
 * whole fits the total.
 */
export function fitGuidelines(g: GuidelineText): GuidelineText {
  const out: GuidelineText = {
    personality: fitList(g.personality, GUIDELINE_LIMITS.personality.items, GUIDELINE_LIMITS.personality.each),
    minSpacing: fitText(g.minSpacing, GUIDELINE_LIMITS.minSpacing),
    usageGuidelines: {
      dos: fitList(g.usageGuidelines.dos, GUIDELINE_LIMITS.usage.items, GUIDELINE_LIMITS.usage.each),
      donts: fitList(g.usageGuidelines.donts, GUIDELINE_LIMITS.usage.items, GUIDELINE_LIMITS.usage.each),
    },
    useCases: fitList(g.useCases, GUIDELINE_LIMITS.useCases.items, GUIDELINE_LIMITS.useCases.each),
  };
  const lists = [out.useCases, out.usageGuidelines.donts, out.usageGuidelines.dos, out.personality];
  while (guidelineLength(out) > GUIDELINE_LIMITS.total) {
    const longest = lists.filter((l) => l.length > 1).sort((a, b) => b.length - a.length)[0];
    if (!longest) break;
    longest.pop();
  }
  return out;
}
