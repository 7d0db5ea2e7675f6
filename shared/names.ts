// Hex colour normalisation and download file names (docs/product-rules.md, "File names").

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

export const fileNames = {
  png: (text: string) => `${fileBaseName(text)}-logo.png`,
  jpeg: (text: string) => `${fileBaseName(text)}-logo.jpeg`,
  svg: (text: string) => `${fileBaseName(text)}-logo.svg`,
  pdf: (text: string) => `${fileBaseName(text)}-design-guide.pdf`,
  kit: (text: string) => `${fileBaseName(text)}-brand-kit.zip`,
  /** A social image or mockup: `acme-x-header.png`, `acme-tote-bag.png`. */
  inUse: (text: string, format: string) => `${fileBaseName(text)}-${format}.png`,
};
