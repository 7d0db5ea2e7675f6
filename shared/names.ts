// Hex colour normalisation, the base of download file names (docs/product-rules.md, "File
// names"; shared/exports.ts names each file) and the initial a lettermark shows.
import { splitGraphemes } from "./graphemes";

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#abc", "abc", "#AABBCC" → "#AABBCC"; anything else → null. */
export function normaliseHex(value: string): string | null {
  const m = HEX.exec(value.trim());
  if (!m) return null;
  let hex = m[1]!;
  if (hex.length === 3) hex = [...hex].map((ch) => ch + ch).join("");
  return `#${hex.toUpperCase()}`;
}

/** The logo text lower-cased, whitespace runs as "-", characters unsafe in a file name dropped. */
export function fileBaseName(logoText: string): string {
  const base = logoText
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, "-")
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .replace(/^\.+/, "");
  return base || "boldmark";
}

/** Thai and Lao vowels written before the consonant they follow in speech ("เซเว่น" is "se-wen"). */
const LEADING_VOWEL = /^[\u0E40-\u0E44\u0EC0-\u0EC4]/u;
/** Arabic's definite article, joined to its word ("النخيل", "the palms"), before a word of two letters or more. */
const ARTICLE = /^\u0627\u0644(?=\p{L}{2})/u;

/**
 * A word's first letter or digit as a monogram shows it, as typed (a whole grapheme), passing over
 * what a designer would: Thai and Lao leading vowels (the consonant comes next) and Arabic's
 * article. The app icon draws it with the name's own fonts, so it keeps the name's characters.
 */
export function leadGrapheme(word: string): string | undefined {
  const letters = splitGraphemes(word.replace(ARTICLE, "")).filter((g) => /^[\p{L}\p{N}]/u.test(g));
  return letters.find((g) => !LEADING_VOWEL.test(g)) ?? letters[0];
}

/**
 * The lead as one code point, composed (so "é" stays "é" and a Hangul syllable stays whole), for
 * a lettermark: stacked combining marks ("Z" + 47 accents) are left behind.
 */
export function leadOf(word: string): string | undefined {
  const g = leadGrapheme(word)?.normalize("NFC");
  return g && String.fromCodePoint(g.codePointAt(0)!);
}

/** True for a letter with capitals (Latin, Greek, Cyrillic, Armenian…), where initials are a habit. */
export const hasCase = (ch: string) => ch.toLocaleLowerCase() !== ch.toLocaleUpperCase();

/**
 * Capitals that a disc or a rounded square alone turns into a public sign: P (parking), H (a
 * hospital; ringed, a helipad), and the Greek and Cyrillic capitals drawn the same. The eleventh
 * critic read a coach firm's P roundel as "literally the parking sign" and a clinic's H as a
 * helipad. Alone as a mark they are set in their small letter, as lowercase monograms are ("p",
 * "h"), which no sign uses.
 */
export const SIGN_CAPITALS: ReadonlySet<string> = new Set(["P", "H", "Ρ", "Η", "Р"]);
const unsigned = (mark: string) => (SIGN_CAPITALS.has(mark) ? mark.toLocaleLowerCase() : mark);

/** English articles, which a designer leaves out of a monogram: "The Codfather" is a C. */
export const ARTICLES: ReadonlySet<string> = new Set(["the", "a", "an"]);

/** The name's words as typed, a leading article passed over where a word follows ("The Whitewall Gallery" → Whitewall, Gallery). */
function nameWords(text: string): string[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  return words.length > 1 && ARTICLES.has(words[0]!.toLowerCase()) ? words.slice(1) : words;
}

/**
 * The name's initial for a lettermark: the lead (leadOf) of its first word with a letter or digit
 * (after a leading article: a critic found "The Codfather" and "The Whitewall Gallery" on a T),
 * in capitals where the script has them, but a capital that would read as a sign (SIGN_CAPITALS)
 * in its small letter.
 */
export function initialOf(text: string): string | undefined {
  const first = nameWords(text).map(leadOf).find(Boolean);
  const upper = first?.toLocaleUpperCase();
  // "ß" becomes "SS" in capitals: a symbol is one character, so it stays as typed.
  return upper && [...upper].length === 1 ? unsigned(upper) : first;
}

/**
 * "Quantum Coffee Labs" → "QC", "boldmark" → "B": two initials where the script has capitals
 * (one alone that would read as a sign in its small letter: "Hadley" → "h", SIGN_CAPITALS);
 * one lead elsewhere, as two would read as a word or a syllable ("서울 커피" → "서", "مقهى
 * النخيل" → "م", "เซเว่นสตาร์" → "ซ"). A name of no letters keeps its first character.
 */
export function initials(text: string): string {
  const words = nameWords(text);
  // Each lead's first code point as typed: the square is drawn with the fonts loaded for the name,
  // and a composed form ("Ḃ" for "B" + U+0307) may be in none of them.
  const leads = words
    .map((w) => leadGrapheme(w))
    .filter((g): g is string => !!g)
    .map((g) => String.fromCodePoint(g.codePointAt(0)!))
    .slice(0, 2);
  if (!leads.length) return (splitGraphemes(text.trim())[0] ?? "").toLocaleUpperCase();
  const paired = leads.length === 2 && leads.every((l) => hasCase(l) || /\p{N}/u.test(l)) && leads.some(hasCase);
  return paired ? leads.join("").toLocaleUpperCase() : unsigned((leads[0] ?? "").toLocaleUpperCase());
}

/**
 * Words that join the words either side of them ("Smith & Sons", "House of Juniper"): a name's
 * first words never end on one, and a line of a name never ends or starts on one.
 */
export const JOINING_WORDS: ReadonlySet<string> = new Set(["&", "+", "and", "or", "of", "the", "a", "an", "for", "by", "at", "in", "on", "to", "with", "de", "la", "le", "du", "des", "del", "von", "van", "y", "et", "und"]);
