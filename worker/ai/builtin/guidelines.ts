// Branding guidelines written for one brand: its name, font, colours and symbol, no filler.
import { findFamily, type FontCategory } from "../../../shared/catalogue";
import { BLACK, contrastRatio, WHITE } from "../../../shared/color";
import { splitGraphemes } from "../../../shared/chain";
import { fitGuidelines } from "../../../shared/guidelines";
import { markWords } from "../../../shared/icons";
import type { Composition, LogoDesign } from "../../../shared/logo";
import type { BrandingGuidelines } from "../../../shared/schema";
import type { Profile } from "./profiles";
import type { Random } from "./random";

const CATEGORY_TRAIT: Record<FontCategory, string> = {
  geometric: "Modern",
  humanist: "Approachable",
  grotesque: "Straightforward",
  serif: "Timeless",
  slab: "Sturdy",
  engraved: "Stately",
  blackletter: "Storied",
  display: "Striking",
  condensed: "Compact",
  rounded: "Friendly",
  script: "Personal",
  handwritten: "Handmade",
  monospace: "Technical",
};

/** The logo as the guidelines API names it (its slogan aside), and the trade's profile. */
export type GuidelineInput = Omit<LogoDesign, "slogan"> & { profile: Profile };

function markRule(symbol: string, layout: Composition | undefined): string {
  const mark = markWords(symbol);
  if (layout === "stacked") return `Keep the ${mark} centred above the name, larger than the letters.`;
  if (layout === "badge") return `Keep the ${mark} inside its round badge, left of the name.`;
  return `Keep the ${mark} left of the name and slightly larger than the letters.`;
}

export function writeGuidelines(input: GuidelineInput, rng: Random): BrandingGuidelines {
  const { logoText: name, fontFamily: font, colors, symbol, layout, profile } = input;
  const category = findFamily(font)?.category ?? "geometric";
  const initial = splitGraphemes(name.trim())[0] ?? name;
  const onWhite = Math.min(...colors.map((c) => contrastRatio(c, WHITE)));
  const onBlack = Math.min(...colors.map((c) => contrastRatio(c, BLACK)));
  const better = onWhite >= onBlack ? "white or light" : "black or dark";
  const gradient = colors.length > 1 ? colors.join(" → ") : colors[0]!;

  const personality = [...new Set([...rng.shuffle(profile.personality).slice(0, 3), CATEGORY_TRAIT[category]])];

  const dos = [
    `Set “${name}” only in ${font} Bold (700), as drawn in the master files.`,
    colors.length > 1
      ? `Run the gradient left to right in this order: ${gradient}.`
      : `Use ${gradient} as the single brand colour for the name.`,
    `Place the logo on ${better} backgrounds, where every colour keeps at least ${Math.max(onWhite, onBlack).toFixed(1)}:1 contrast.`,
    symbol
      ? markRule(symbol, layout)
      : `Use the initial “${initial}” in ${font} as a compact mark where the full name will not fit.`,
    `Scale the logo proportionally and keep it at least 120 px wide on screens, wider with a slogan (the design guide gives the exact minimum).`,
  ];
  const donts = [
    `Don't stretch, skew, rotate or outline “${name}”.`,
    `Don't swap ${font} for another typeface, even a similar ${category} one.`,
    colors.length > 1
      ? `Don't reverse or reorder the gradient: ${colors[0]} always starts on the left.`
      : `Don't tint ${gradient} lighter or darker than the master colour.`,
    `Don't set the logo on busy photos or patterns without a solid backdrop.`,
    `Don't add drop shadows, glows or bevels.`,
  ];
  return fitGuidelines({
    personality,
    minSpacing: `Keep clear space around the ${name} logo at least the height of the “${initial}” in ${font}, and never less than 16 px on screen or 5 mm in print.`,
    usageGuidelines: { dos, donts },
    useCases: rng.shuffle(profile.useCases).slice(0, 4),
  });
}
