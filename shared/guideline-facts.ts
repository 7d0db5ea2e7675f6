// What branding guidelines state as facts of one design — its name, face, colours, contrast, mark
// and composition — written from the design as it is now. The builtin writer states them this way;
// `followDesign` restates them for an edited card (and for whatever a model wrote), so no rule
// names a colour, a contrast figure, a face or a mark the logo no longer has.
import { colorsNamed } from "culori";
import { FAMILIES, findFamily } from "./catalogue";
import { splitGraphemes } from "./graphemes";
import { isRtl } from "./scripts";
import { BLACK, contrastRatio, WHITE } from "./color";
import { fitGuidelines, type GuidelineText } from "./guidelines";
import { markWords } from "./icons";
import { descriptorCase, splitDescriptor, type Composition, type Logo } from "./logo";

export interface DesignFacts {
  minSpacing: string;
  dos: string[];
  donts: string[];
}

/** `side`: where the mark sits, where reading starts (shared/layout.ts: right of a right-to-left name). */
function markRule(symbol: string, layout: Composition | undefined, side: "left" | "right"): string {
  const mark = markWords(symbol);
  if (layout === "stacked") return `Keep the ${mark} centred above the name, larger than the letters.`;
  if (layout === "badge") return `Keep the ${mark} inside its round badge, ${side} of the name.`;
  return `Keep the ${mark} ${side} of the name and slightly larger than the letters.`;
}

/** The rules that state facts of the design, measured from it (contrast on white and on black). */
export function designFacts(logo: Pick<Logo, "text" | "font" | "colors" | "symbol" | "layout" | "descriptor">): DesignFacts {
  const { text: name, font, colors, symbol, layout } = logo;
  const split = splitDescriptor(name, logo.descriptor);
  const category = findFamily(font)?.category ?? "geometric";
  const initial = splitGraphemes(name.trim())[0] ?? name;
  const onWhite = Math.min(...colors.map((c) => contrastRatio(c, WHITE)));
  const onBlack = Math.min(...colors.map((c) => contrastRatio(c, BLACK)));
  const better = onWhite >= onBlack ? "white or light" : "black or dark";
  // A right-to-left name starts on the right: its mark and its gradient too (shared/layout.ts).
  const [start, end] = isRtl(name) ? (["right", "left"] as const) : (["left", "right"] as const);
  // "#A, #B, then #C": words and commas every face draws (the guide's text face has no arrow).
  const gradient = colors.length > 1 ? `${colors.slice(0, -1).join(", ")}, then ${colors.at(-1)}` : colors[0]!;
  return {
    minSpacing: `Keep clear space around the ${name} logo at least the height of the “${initial}” in ${font}, and never less than 16 px on screen or 5 mm in print.`,
    dos: [
      `Set “${name}” only in ${font} Bold (700), as drawn in the master files.`,
      colors.length > 1 ? `Run the gradient ${start} to ${end} in this order: ${gradient}.` : `Use ${gradient} as the single brand colour for the name.`,
      `Place the logo on ${better} backgrounds, where every colour keeps at least ${Math.max(onWhite, onBlack).toFixed(1)}:1 contrast.`,
      symbol ? markRule(symbol, layout, start) : `Use the initial “${initial}” in ${font} as a compact mark where the full name will not fit.`,
    ],
    donts: [
      `Don't stretch, skew, rotate or outline “${name}”.`,
      `Don't swap ${font} for another typeface, even a similar ${category} one.`,
      colors.length > 1 ? `Don't reverse or reorder the gradient: ${colors[0]} always starts on the ${start}.` : `Don't tint ${gradient} lighter or darker than the master colour.`,
      ...(split ? [`Don't set “${descriptorCase(split.descriptor)}” as large as “${split.lead}” or apart from it: it stays under the name, in spaced capitals.`] : []),
    ],
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Colour names of CSS (culori's list), the catalogue's faces, as whole words. */
const COLOUR_WORDS = new RegExp(`\\b(${Object.keys(colorsNamed).join("|")})\\b`, "i");
const FACE_NAMES = new RegExp(`\\b(${FAMILIES.map((f) => escape(f.family)).join("|")})\\b`, "i");
const FACT_PATTERNS = [
  /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/i, // a hex colour
  /\d+(?:\.\d+)?\s*:\s*1\b/, // a contrast ratio
  /[“"«][^”"»]+[”"»]/, // a quoted name, initial or letter
  /\b(?:mark|symbol|icon|monogram|badge|gradient|typeface|font)s?\b/i, // the mark, the colours, the face
  /\b(?:left of|right of|above|below|beside|next to) the name\b/i, // the composition
  COLOUR_WORDS,
  FACE_NAMES,
];

/** Whether a guideline states a fact of some design (a colour, a ratio, a face, the mark, the name). */
export function statesFact(text: string): boolean {
  return FACT_PATTERNS.some((p) => p.test(text));
}

/**
 * The guidelines with every fact restated for the logo as it is: the clear-space rule and the
 * fact rules first, then the advice that names no fact, as written; personality and use cases as
 * they are. Idempotent: following the same logo twice changes nothing.
 */
export function followDesign<G extends GuidelineText>(g: G, logo: Pick<Logo, "text" | "font" | "colors" | "symbol" | "layout" | "descriptor">): GuidelineText {
  const facts = designFacts(logo);
  const advice = (items: readonly string[]) => items.filter((s) => !statesFact(s));
  return fitGuidelines({
    personality: g.personality,
    minSpacing: facts.minSpacing,
    usageGuidelines: { dos: [...facts.dos, ...advice(g.usageGuidelines.dos)], donts: [...facts.donts, ...advice(g.usageGuidelines.donts)] },
    useCases: g.useCases,
  });
}
