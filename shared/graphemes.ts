// User-perceived characters (extended grapheme clusters, UAX #29), by the platform's Intl.Segmenter:
// kept apart from the font chain so that light modules (names, schema) need not pull in bidi and
// the catalogue.
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function splitGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}
