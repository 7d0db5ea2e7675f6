// fast-check arbitraries the sweeps share: a colour, and a logo as the routes take it.
import fc from "fast-check";
import { FAMILIES } from "../../shared/catalogue";
import { COMPOSITIONS, DESCRIPTOR_MAX, type Composition } from "../../shared/logo";
import { NAMES, SLOGANS } from "./corpus";

/** Any #RRGGBB colour. */
export const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0").toUpperCase()}`);

/** Glyph marks from three fonts and icons of three shapes. */
export const MARKS = ["⚡", "☕", "ph:rocket-launch", "ph:leaf", "ph:house-line", "✿"] as const;

export interface RandomLogo {
  text: string;
  font: string;
  colors: string[];
  symbol?: string;
  slogan?: string;
  layout: Composition;
  /** The name's last words as a descriptor (ignored where the name has too few). */
  descriptor?: number;
}

/** Any name of the corpus in any family, 1–5 random colours, maybe a mark, a slogan and a descriptor, any composition. */
export const randomLogo: fc.Arbitrary<RandomLogo> = fc.record(
  {
    text: fc.constantFrom(...NAMES),
    font: fc.constantFrom(...FAMILIES.map((f) => f.family)),
    colors: fc.array(hexColor, { minLength: 1, maxLength: 5 }),
    symbol: fc.option(fc.constantFrom(...MARKS), { nil: undefined }),
    slogan: fc.option(fc.constantFrom(...SLOGANS), { nil: undefined }),
    layout: fc.constantFrom(...COMPOSITIONS),
    descriptor: fc.option(fc.integer({ min: 1, max: DESCRIPTOR_MAX }), { nil: undefined }),
  },
  { requiredKeys: ["text", "font", "colors", "layout"] },
);
