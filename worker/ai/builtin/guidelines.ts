// Branding guidelines written for one brand: its name, font, colours and symbol, no filler.
// The rules that state facts of the design come from shared/guideline-facts.ts.
import { findFamily, type FontCategory } from "../../../shared/catalogue";
import { designFacts } from "../../../shared/guideline-facts";
import { fitGuidelines } from "../../../shared/guidelines";
import type { LogoDesign } from "../../../shared/logo";
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

export function writeGuidelines(input: GuidelineInput, rng: Random): BrandingGuidelines {
  const { logoText: text, fontFamily: font, colors, symbol, layout, descriptor, profile } = input;
  const category = findFamily(font)?.category ?? "geometric";
  const facts = designFacts({ text, font, colors, symbol, layout, descriptor });
  const personality = [...new Set([...rng.shuffle(profile.personality).slice(0, 3), CATEGORY_TRAIT[category]])];
  // The facts of the design first (shared/guideline-facts.ts), then advice that holds whatever
  // the colours, face or mark become.
  return fitGuidelines({
    personality,
    minSpacing: facts.minSpacing,
    usageGuidelines: {
      dos: [...facts.dos, `Scale the logo proportionally and keep it at least 120 px wide on screens, wider with a slogan (the design guide gives the exact minimum).`],
      donts: [...facts.donts, `Don't set the logo on busy photos or patterns without a solid backdrop.`, `Don't add drop shadows, glows or bevels.`],
    },
    useCases: rng.shuffle(profile.useCases).slice(0, 4),
  });
}
