// The font catalogue: the families a logo may use, and the support fonts behind them.
import catalogue from "../fonts/catalogue.json";

export type FontCategory =
  | "geometric" | "humanist" | "grotesque" | "serif" | "slab" | "engraved" | "blackletter"
  | "display" | "condensed" | "rounded" | "script" | "handwritten" | "monospace";

/**
 * A face's direction: classic (serifs, slabs, engraved capitals, formal scripts), modern (clean
 * sans and mono) or expressive (display, rounded, hand-lettered, blackletter). A six spans them.
 */
export type FontVoice = "classic" | "modern" | "expressive";

/**
 * A script a face is made for, beyond Latin (shared/scripts.ts): Japanese, Simplified and
 * Traditional Chinese, Korean, Arabic (with Persian and Urdu letters), Hebrew, Thai.
 */
export type Script = "ja" | "zh-Hans" | "zh-Hant" | "ko" | "ar" | "he" | "th";

export interface FontFile {
  family: string;
  slug: string;
  version: string;
  /** The script the face is made for; absent for the Latin faces and support fonts. Shaped by HarfBuzz, served as subsets. */
  script?: Script;
}
export interface CatalogueFamily extends FontFile {
  category: FontCategory;
  voice: FontVoice;
  /** The trades (profile ids of worker/ai/builtin/profiles.ts) the face suits. */
  suits: readonly string[];
}
export interface SupportFont extends FontFile {
  role: "fallback" | "symbols" | "text" | "text-bold";
}

export const FAMILIES: readonly CatalogueFamily[] = catalogue.families.map((f) => ({
  family: f.family,
  category: f.category as FontCategory,
  voice: f.voice as FontVoice,
  suits: f.suits,
  slug: f.slug,
  version: f.version,
  ...("script" in f ? { script: f.script as Script } : {}),
}));

/** The faces for Latin-script names: the catalogue less the faces made for other scripts. */
export const LATIN_FAMILIES: readonly CatalogueFamily[] = FAMILIES.filter((f) => !f.script);

export const SUPPORT_FONTS: readonly SupportFont[] = catalogue.support.map((f) => ({
  family: f.family,
  role: f.role as SupportFont["role"],
  slug: f.slug,
  version: f.version,
}));

export const DEFAULT_FAMILY = FAMILIES[0]!.family;

/** Path of a font file under the site root; the version in the name makes it immutable. */
export function fontPath(font: FontFile): string {
  return `/fonts/${fontFileName(font)}`;
}

/** The file name of a font under /fonts/ (and of its subsets under /api/fonts/subset/). */
export function fontFileName(font: FontFile): string {
  return `${font.slug}-${font.version}.ttf`;
}

/** Where the browser gets a script face cut down to some code points (sorted, distinct). */
export function subsetPath(font: FontFile, codePoints: readonly number[]): string {
  return `/api/fonts/subset/${fontFileName(font)}?text=${encodeURIComponent(String.fromCodePoint(...codePoints))}`;
}

const byKey = new Map(FAMILIES.map((f) => [familyKey(f.family), f]));

function familyKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The catalogue entry for a family name, ignoring case, spaces and punctuation. */
export function findFamily(name: string): CatalogueFamily | undefined {
  return byKey.get(familyKey(name));
}
