// The input limits (docs/product-rules.md, "Limits"), in a module without zod so the page's first chunk stays small.
export const LIMITS = {
  textMax: 48,
  sloganMax: 80,
  colorsMax: 6,
  bodyBytes: 16 * 1024,
  widthMin: 64,
  widthMax: 4096,
  widthDefault: 3200,
  /** All the text of one set of branding guidelines together (UTF-16 code units). */
  guidelinesTextMax: 4000,
  /** Marks (and font families) a Generate again says were shown already (three earlier sixes), and each one's length. */
  seenMax: 18,
  seenEach: 64,
} as const;
