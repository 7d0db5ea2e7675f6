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
  /** An icon reference (`ph:<name>`) or one character; none: no mark. */
  symbol?: string;
  slogan?: string;
  /** Default inline: the mark beside the name where reading starts (left; right of a right-to-left name). Without a mark every composition is inline. */
  layout?: Composition;
}

/** What a layout draws: the logo without its face (the font chain brings that). */
export type LogoContent = Omit<Logo, "font">;

/**
 * The logo as the API's JSON bodies name it (`logoText`, `fontFamily`: the design guide, the
 * guidelines and share links). The public names stay; code inside works with Logo.
 */
export type LogoDesign = Omit<Logo, "text" | "font"> & { logoText: string; fontFamily: string };

export function fromDesign(design: LogoDesign): Logo {
  const { logoText, fontFamily, colors, symbol, slogan, layout } = design;
  return { text: logoText, font: fontFamily, colors, symbol, slogan, layout };
}

export function toDesign(logo: Logo): LogoDesign {
  const { text, font, colors, symbol, slogan, layout } = logo;
  return { logoText: text, fontFamily: font, colors, symbol, slogan, layout };
}
