// The font chain behind a logo: its family first, then the fallback, then the symbol fonts.
import { splitGraphemes } from "./graphemes";
import { findFamily, SUPPORT_FONTS, type CatalogueFamily, type FontFile } from "./catalogue";
import type { GlyphSource, LogoFont } from "./font";
import type { Direction } from "./harfbuzz";
import { iconName, looksLikeIconRef, UnknownIconError, type IconShape } from "./icons";
import { bidiLevels, pairedFace, plainFaces, scriptsOf, visualOrder } from "./scripts";
import { drawnName } from "./logo";
import { initials } from "./names";

export interface FontChain {
  primary: LogoFont;
  /** The faces paired with the family for the name's other scripts, then the fallback. */
  fallbacks: LogoFont[];
  symbols: LogoFont[];
  /** The icon the symbol names ("ph:mountains"), when it names one. */
  icon?: IconShape;
}

export interface Segment {
  font: GlyphSource;
  text: string;
  /** Right to left for Arabic and Hebrew runs (and what the bidi algorithm puts among them). */
  direction?: Direction;
}

export class UnsupportedTextError extends Error {
  constructor(readonly characters: string[]) {
    super(`No shipped font can draw ${characters.map((c) => `"${c}"`).join(", ")}`);
  }
}

const SPACE = /^\s+$/u;

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
  const runs: { font: LogoFont; text: string; level: number }[] = [];
  const missing: string[] = [];
  // Runs split where the font changes and where the bidi level does (UAX #9), then are put in
  // visual order: "مقهى Café" sets the Arabic word on the right, read first.
  const levels = bidiLevels(text);
  let at = 0;
  for (const g of splitGraphemes(text)) {
    const level = levels[at] ?? 0;
    at += g.length;
    const last = runs[runs.length - 1];
    const font = SPACE.test(g) ? (last?.font ?? chain.primary) : order.find((f) => f.covers(g));
    if (!font) {
      missing.push(g);
      continue;
    }
    if (last && last.font === font && last.level === level) last.text += g;
    else runs.push({ font, text: g, level });
  }
  if (missing.length) throw new UnsupportedTextError([...new Set(missing)]);
  if (runs.every((r) => r.level === 0)) return runs.map(({ font, text }) => ({ font, text }));
  return visualOrder(runs, (r) => r.level).map(({ font, text, level }) => ({ font, text, direction: level % 2 ? "rtl" : "ltr" }));
}

const fallbackFiles = SUPPORT_FONTS.filter((f) => f.role === "fallback");
const symbolFiles = SUPPORT_FONTS.filter((f) => f.role === "symbols");

/**
 * Loads a font. A face made for a script (catalogue `script`) is loaded as a subset holding
 * `characters` (the logo's texts), so a megabyte CJK face never reaches the browser, or the
 * isolate's memory for long, whole; other files are loaded whole and `characters` is ignored.
 */
export type LoadFont = (file: FontFile, characters: string) => Promise<LogoFont>;

/**
 * Loads only the fonts these texts need: the family, then the faces paired with it for the
 * texts' other scripts (shared/scripts.ts), then fallbacks and symbols on demand, and the icon
 * when the symbol names one (without `loadIcon`, an icon symbol is left unloaded and `segment`
 * refuses it).
 */
export async function loadChain(
  primaryFile: FontFile,
  texts: { text: string; slogan?: string; symbol?: string; descriptor?: number },
  load: LoadFont,
  loadIcon?: (ref: string) => Promise<IconShape | undefined>,
): Promise<FontChain> {
  const icon = iconName(texts.symbol);
  if (icon !== undefined || (texts.symbol && looksLikeIconRef(texts.symbol))) {
    const [chain, shape] = await Promise.all([
      loadChain(primaryFile, { text: texts.text, slogan: texts.slogan, descriptor: texts.descriptor }, load),
      icon && loadIcon ? loadIcon(texts.symbol!) : undefined,
    ]);
    return shape ? { ...chain, icon: shape } : chain;
  }
  const name = drawnName(texts);
  // The square mark (shared/app-icon.ts) draws the name's initials (shared/names.ts `initials`:
  // capitals, or a lone small p or h; "(" and Thai leading vowels passed over) with this chain:
  // "apple" in a face subset for its letters (Jua) had no "A", and the profile image failed.
  const square = initials(texts.text);
  const all = `${name}${texts.slogan ?? ""}${texts.symbol ?? ""}${square}`;
  const primary = await load(primaryFile, all);
  const words = splitGraphemes(`${name}${texts.slogan ?? ""}${square}`).filter((g) => !SPACE.test(g));
  const chain: FontChain = { primary, fallbacks: [], symbols: [] };
  let uncovered = words.filter((g) => !primary.covers(g));
  if (uncovered.length) {
    // The paired faces for the scripts the family cannot draw, then the fallback for the rest.
    const family: CatalogueFamily | undefined = findFamily(primaryFile.family);
    const scripts = scriptsOf(uncovered.join(""));
    const paired = new Set(scripts.map((s) => (family ? pairedFace(family, s) : plainFaces(s)[0]!)));
    chain.fallbacks = await Promise.all([...paired].filter((f) => f !== family).map((f) => load(f, all)));
    uncovered = uncovered.filter((g) => !chain.fallbacks.some((f) => f.covers(g)));
    // What the paired face lacks (a rare character), the script's plain face may have; then the fallback.
    const plain = [...new Set(scripts.flatMap(plainFaces))].filter((f) => f !== family && !paired.has(f));
    const more = uncovered.some((g) => scriptsOf(g).length) ? plain : [];
    chain.fallbacks.push(...(await Promise.all([...more, ...fallbackFiles].map((f) => load(f, all)))));
    uncovered = uncovered.filter((g) => !chain.fallbacks.some((f) => f.covers(g)));
  }
  if (texts.symbol || uncovered.length) chain.symbols = await Promise.all(symbolFiles.map((f) => load(f, all)));
  return chain;
}
