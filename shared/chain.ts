// The font chain behind a logo: its family first, then the fallback, then the symbol fonts.
import { SUPPORT_FONTS, type FontFile } from "./catalogue";
import type { GlyphSource, LogoFont } from "./font";
import { iconName, looksLikeIconRef, UnknownIconError, type IconShape } from "./icons";

export interface FontChain {
  primary: LogoFont;
  fallbacks: LogoFont[];
  symbols: LogoFont[];
  /** The icon the symbol names ("ph:mountains"), when it names one. */
  icon?: IconShape;
}

export interface Segment {
  font: GlyphSource;
  text: string;
}

export class UnsupportedTextError extends Error {
  constructor(readonly characters: string[]) {
    super(`No shipped font can draw ${characters.map((c) => `"${c}"`).join(", ")}`);
  }
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const SPACE = /^\s+$/u;

export function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/**
 * Splits text into runs, each drawn by the first font of the chain that has every glyph of a
 * grapheme. Symbols prefer the symbol fonts, so they look alike whatever the family; a letter or
 * digit as the symbol (a lettermark) is drawn in the family itself.
 */
export function segment(text: string, chain: FontChain, role: "text" | "symbol" = "text"): Segment[] {
  if (role === "symbol" && looksLikeIconRef(text)) {
    if (chain.icon?.covers(text)) return [{ font: chain.icon, text }];
    throw new UnknownIconError(text);
  }
  // A letter or digit as the mark is a lettermark: drawn in the logo's own face, like the name.
  const order =
    role === "symbol" && !/^[\p{L}\p{N}]/u.test(text)
      ? [...chain.symbols, chain.primary, ...chain.fallbacks]
      : [chain.primary, ...chain.fallbacks, ...chain.symbols];
  const runs: { font: LogoFont; text: string }[] = [];
  const missing: string[] = [];
  for (const g of splitGraphemes(text)) {
    const last = runs[runs.length - 1];
    const font = SPACE.test(g) ? (last?.font ?? chain.primary) : order.find((f) => f.covers(g));
    if (!font) {
      missing.push(g);
      continue;
    }
    if (last && last.font === font) last.text += g;
    else runs.push({ font, text: g });
  }
  if (missing.length) throw new UnsupportedTextError([...new Set(missing)]);
  return runs;
}

const fallbackFiles = SUPPORT_FONTS.filter((f) => f.role === "fallback");
const symbolFiles = SUPPORT_FONTS.filter((f) => f.role === "symbols");

/**
 * Loads only the fonts these texts need: the family, then fallbacks and symbols on demand, and
 * the icon when the symbol names one (without `loadIcon`, an icon symbol is left unloaded and
 * `segment` refuses it).
 */
export async function loadChain(
  primaryFile: FontFile,
  texts: { text: string; slogan?: string; symbol?: string },
  load: (file: FontFile) => Promise<LogoFont>,
  loadIcon?: (name: string) => Promise<IconShape | undefined>,
): Promise<FontChain> {
  const icon = iconName(texts.symbol);
  if (icon !== undefined || (texts.symbol && looksLikeIconRef(texts.symbol))) {
    const [chain, shape] = await Promise.all([
      loadChain(primaryFile, { text: texts.text, slogan: texts.slogan }, load),
      icon && loadIcon ? loadIcon(icon) : undefined,
    ]);
    return shape ? { ...chain, icon: shape } : chain;
  }
  const primary = await load(primaryFile);
  const words = splitGraphemes(`${texts.text}${texts.slogan ?? ""}`).filter((g) => !SPACE.test(g));
  const chain: FontChain = { primary, fallbacks: [], symbols: [] };
  let uncovered = words.filter((g) => !primary.covers(g));
  if (uncovered.length) {
    chain.fallbacks = await Promise.all(fallbackFiles.map(load));
    uncovered = uncovered.filter((g) => !chain.fallbacks.some((f) => f.covers(g)));
  }
  if (texts.symbol || uncovered.length) chain.symbols = await Promise.all(symbolFiles.map(load));
  return chain;
}
