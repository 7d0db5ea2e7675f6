// Hex colour normalisation, the base of download file names (docs/product-rules.md, "File
// names"; shared/exports.ts names each file) and the initial a lettermark shows.

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

/**
 * The name's initial for a lettermark: its first letter or digit (composed, so "é" stays "É"),
 * in capitals, one code point: stacked combining marks ("Z" + 47 accents) are left behind.
 */
export function initialOf(text: string): string | undefined {
  const first = text.normalize("NFC").match(/[\p{L}\p{N}]/u)?.[0];
  const upper = first?.toLocaleUpperCase();
  // "ß" becomes "SS" in capitals: a symbol is one character, so it stays as typed.
  return upper && [...upper].length === 1 ? upper : first;
}
