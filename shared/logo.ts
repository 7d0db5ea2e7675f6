// The logo: the one description every preview, export, scene, kit and guide draws from. Other
// shapes of it are Picks of this type, or the mapping to the API's JSON names below.

/** How the mark and the name sit together (docs/product-rules.md, "Compositions"). */
export const COMPOSITIONS = ["inline", "stacked", "badge"] as const;
export type Composition = (typeof COMPOSITIONS)[number];

export interface Logo {
  /** The brand name. */
  text: string;
  /** A family of the font catalogue. */
  font: string;
  /** 1–6 colours: the gradient runs in reading order (from the right for a right-to-left name), the slogan takes the last. */
  colors: string[];
  /** An icon reference (`ph:<name>`, `mdi:<name>`) or one character; none: no mark. */
  symbol?: string;
  slogan?: string;
  /** Default inline: the mark beside the name where reading starts (left; right of a right-to-left name). Without a mark every composition is inline. */
  layout?: Composition;
  /**
   * How many of the name's last words are its descriptor ("Driving School", "Dental"): set under
   * the first words in smaller tracked capitals, as typed in a script face (docs/product-rules.md,
   * "The descriptor"). Ignored unless the name has more words than that.
   */
  descriptor?: number;
}

/** What a layout draws: the logo without its face (the font chain brings that). */
export type LogoContent = Omit<Logo, "font">;

/**
 * The logo as the API's JSON bodies name it (`logoText`, `fontFamily`: the design guide, the
 * guidelines and share links). The public names stay; code inside works with Logo.
 */
export type LogoDesign = Omit<Logo, "text" | "font"> & { logoText: string; fontFamily: string };

export function fromDesign(design: LogoDesign): Logo {
  const { logoText, fontFamily, colors, symbol, slogan, layout, descriptor } = design;
  return { text: logoText, font: fontFamily, colors, symbol, slogan, layout, ...(descriptor ? { descriptor } : {}) };
}

export function toDesign(logo: Logo): LogoDesign {
  const { text, font, colors, symbol, slogan, layout, descriptor } = logo;
  return { logoText: text, fontFamily: font, colors, symbol, slogan, layout, ...(descriptor ? { descriptor } : {}) };
}

/** The most words a descriptor may hold ("Plumbing & Heating Services"). */
export const DESCRIPTOR_MAX = 4;

/**
 * The name split into its first words and its descriptor (the last `count` words, as typed), or
 * undefined when there is no such split: no count, or no word left before it.
 */
export function splitDescriptor(text: string, count: number | undefined): { lead: string; descriptor: string } | undefined {
  if (!count || count < 1) return undefined;
  const words = text.trim().split(/\s+/u);
  if (words.length <= count) return undefined;
  return { lead: words.slice(0, -count).join(" "), descriptor: words.slice(-count).join(" ") };
}

/**
 * The descriptor a logo keeps when its name is edited: the same count where the name still ends
 * in the same words ("Northstar Driving School" → "Polestar Driving School"), none otherwise
 * ("Oakline Distillery" → "Oakline & Sons" would set "SONS" apart).
 */
export function descriptorAfterEdit(before: string, after: string, count: number | undefined): number | undefined {
  const was = splitDescriptor(before, count);
  return was && splitDescriptor(after, count)?.descriptor === was.descriptor ? count : undefined;
}

/** A descriptor as drawn: in capitals (the same in every runtime: no locale). */
export const descriptorCase = (descriptor: string) => descriptor.toUpperCase();

/** What a logo's name draws, for the fonts to cover: its text, and its descriptor's capitals. */
export function drawnName(logo: { text: string; descriptor?: number }): string {
  const split = splitDescriptor(logo.text, logo.descriptor);
  return split ? `${logo.text} ${descriptorCase(split.descriptor)}` : logo.text;
}
