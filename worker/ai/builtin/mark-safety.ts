// Which icons the engine may offer a brand as its mark (docs/mark-exclusions.md): never someone
// else's character or trademark, a legal notice, a negative sign or a screen control; a religious, political,
// violent, hazard or personal symbol (disability, illness, the body's functions), a thing
// crossed out, a drawing lettered with a word of its own (a page that says "PDF") or a public sign
// (an emergency exit, the parking P), only when a word of the name or slogan asks for it.
import exclusions from "../../../icons/exclusions.json";
import { brandWords } from "./cues";
import { reddish } from "./palette";
import { iconName } from "../../../shared/icons";

type Kind = "character" | "trademark" | "legal" | "negative" | "interface" | "religious" | "political" | "violence" | "hazard" | "personal" | "absence" | "lettering" | "signage";
interface Exclusion {
  kind: Kind;
  reason: string;
  asks?: string[];
}

export const EXCLUSIONS: Readonly<Record<string, Exclusion>> = exclusions.exclusions as Record<string, Exclusion>;

/** A word and its plain singular ("churches" → "church", "swords" → "sword"). */
function wordForms(word: string): string[] {
  const out = [word];
  if (word.endsWith("es") && word.length > 4) out.push(word.slice(0, -2));
  if (word.endsWith("s") && word.length > 3) out.push(word.slice(0, -1));
  return out;
}

/** A test of whether an icon may be offered to this brand. */
export function markPolicy(text: string, slogan?: string): (icon: string) => boolean {
  const words = new Set([...brandWords(text), ...brandWords(slogan ?? "")].flatMap(wordForms));
  return (icon) => {
    const e = EXCLUSIONS[icon];
    if (!e) return true;
    return (e.asks ?? []).some((w) => words.has(w));
  };
}

/**
 * Drawings made of, or carrying, an equal-armed cross: in red on white that is the Red Cross
 * emblem, which the Geneva Conventions protect and many countries forbid in trade (a critic found
 * a veterinary clinic's first-aid cross, and the engine drew it red for a vet and a skin clinic).
 * The engine never colours these red (a visitor's own colour stays theirs), and offers them only
 * to a name read as a health or a veterinary trade (symbol-matcher.ts `fitFor`).
 */
export const CROSS_EMBLEMS: ReadonlySet<string> = new Set([
  "first-aid", "first-aid-kit", "hospital", "ambulance", "plus", "plus-circle", "plus-square", "medical-bag", "hospital-building",
]);

/**
 * Whether a mark would be drawn as the Red Cross emblem: a cross (CROSS_EMBLEMS) in a red the
 * engine or a model chose. A colour the visitor picked (`preferred`) stays theirs.
 */
export function redCross(symbol: string | undefined, colors: readonly string[], preferred: string | undefined): boolean {
  return !preferred && !!symbol && CROSS_EMBLEMS.has(iconName(symbol) ?? "") && colors.some(reddish);
}
