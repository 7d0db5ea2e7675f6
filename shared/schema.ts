// The API's zod schemas: one set of limits for the routes, the client and the OpenAPI document.
import { z } from "zod";
import { DEFAULT_FAMILY, FAMILIES, findFamily } from "./catalogue";
import { splitGraphemes } from "./graphemes";
import { isIconRefSyntax, looksLikeIconRef } from "./icons";
import { MOCKUPS, SOCIAL_FORMATS, type InUseFormat } from "./in-use";
import { COMPOSITIONS, DESCRIPTOR_MAX } from "./logo";
import { GUIDELINE_LIMITS, guidelineLength } from "./guidelines";
import { LIMITS } from "./limits";
import { normaliseHex } from "./names";

export { LIMITS };

const CONTROL = /[\p{Cc}\p{Cs}]/u;


export const logoText = z
  .string({ error: "must be a string" })
  .trim()
  .min(1, "must not be empty")
  .max(LIMITS.textMax, `must be at most ${LIMITS.textMax} characters`)
  .refine((s) => !CONTROL.test(s), "must not contain control characters")
  .meta({ description: "The brand name: 1–48 characters after trimming, no control characters.", examples: ["Quantum Coffee Labs"] });

/** An optional slogan: trimmed; blank becomes undefined. */
export const slogan = z
  .string({ error: "must be a string" })
  .trim()
  .max(LIMITS.sloganMax, `must be at most ${LIMITS.sloganMax} characters`)
  .refine((s) => !CONTROL.test(s), "must not contain control characters")
  .transform((s) => (s === "" ? undefined : s));

export const hexColor = z
  .string({ error: "must be a hex colour string" })
  .meta({ description: "A colour as #RRGGBB or #RGB (the # is optional); answers use #RRGGBB upper-case.", pattern: "^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$", examples: ["#3A86FF"] })
  .transform((s, ctx) => {
    const hex = normaliseHex(s);
    if (!hex) {
      ctx.addIssue({ code: "custom", message: `"${s.slice(0, 20)}" is not a hex colour like #1A2B3C` });
      return z.NEVER;
    }
    return hex;
  });

export const colorList = z
  .array(hexColor, { error: "must be a list of hex colours" })
  .min(1, "needs at least one colour")
  .max(LIMITS.colorsMax, `allows at most ${LIMITS.colorsMax} colours`);

/**
 * The mark: one grapheme, or an icon reference `<set>:<name>` ("ph:mountains", "mdi:bee"). Whether a shipped font draws the
 * grapheme, or the icon library has the icon, is checked where the fonts and icons are (422).
 */
export const symbol = z
  .string({ error: "must be a string" })
  .meta({
    description: "The mark: an icon of the icon library as `<set>:<name>`, Phosphor's as `ph:<name>` and Material Design Icons' as `mdi:<name>` (e.g. `ph:mountains`, `mdi:bee`; unknown icons get 422), or one character or emoji that the shipped fonts can draw (else 422).",
    examples: ["ph:mountains", "mdi:bee", "☕"],
  })
  .trim()
  .refine((s) => !CONTROL.test(s), "must not contain control characters")
  .refine(
    (s) => (looksLikeIconRef(s) ? isIconRefSyntax(s) : s.length <= 32 && splitGraphemes(s).length <= 1),
    "must be a single character or emoji, or an icon like ph:mountains",
  )
  .transform((s) => (s === "" ? undefined : s));

export const composition = z
  .enum(COMPOSITIONS, { error: "must be inline, stacked or badge" })
  .meta({ description: "How the mark sits with the name: `inline` (beside it, where reading starts: left, or right of a right-to-left name; the default), `stacked` (above it) or `badge` (in a filled disc beside it). Without a mark every composition is inline." });

const DESCRIPTOR_HELP = `How many of the name's last words are its descriptor ("Driving School" of "Northstar Driving School"), 1–${DESCRIPTOR_MAX}: set under the first words, smaller, in capitals tracked to their width (as typed in a script face, whose letters join). Ignored unless the name has more words than that; without it the name is one wordmark.`;

export const descriptor = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(DESCRIPTOR_MAX, `must be at most ${DESCRIPTOR_MAX}`)
  .meta({ description: DESCRIPTOR_HELP, examples: [2] });

export const fontFamily = z
  .string({ error: "must be a string" })
  .meta({ description: "A family of the font catalogue (GET /api/fonts); case and spaces are ignored.", enum: FAMILIES.map((f) => f.family) })
  .transform((s, ctx) => {
  const found = findFamily(s);
  if (!found) {
    ctx.addIssue({ code: "custom", message: `"${s.slice(0, 40)}" is not in the font catalogue (GET /api/fonts)` });
    return z.NEVER;
  }
  return found.family;
});

const stringList = (max: number, each: number) =>
  z.array(z.string().trim().min(1).max(each)).max(max);

export const brandingGuidelines = z
  .object({
    personality: stringList(GUIDELINE_LIMITS.personality.items, GUIDELINE_LIMITS.personality.each),
    minSpacing: z.string().trim().min(1).max(GUIDELINE_LIMITS.minSpacing),
    usageGuidelines: z.object({
      dos: stringList(GUIDELINE_LIMITS.usage.items, GUIDELINE_LIMITS.usage.each),
      donts: stringList(GUIDELINE_LIMITS.usage.items, GUIDELINE_LIMITS.usage.each),
    }),
    useCases: stringList(GUIDELINE_LIMITS.useCases.items, GUIDELINE_LIMITS.useCases.each),
  })
  .refine((g) => guidelineLength(g) <= GUIDELINE_LIMITS.total, {
    message: `must hold at most ${GUIDELINE_LIMITS.total} characters of text in all`,
  })
  .meta({
    description: `Personality (up to ${GUIDELINE_LIMITS.personality.items} words of up to ${GUIDELINE_LIMITS.personality.each} characters), minimum spacing (up to ${GUIDELINE_LIMITS.minSpacing}), up to ${GUIDELINE_LIMITS.usage.items} do's, don'ts and use cases (up to ${GUIDELINE_LIMITS.usage.each} each); at most ${GUIDELINE_LIMITS.total} characters of text in all.`,
  });
export type BrandingGuidelines = z.infer<typeof brandingGuidelines>;

/** A logo suggestion as the API returns it. */
export const logoSuggestion = z.object({
  fontFamily,
  colors: z.array(hexColor).min(1).max(5),
  symbol: symbol.optional(),
  layout: composition.optional(),
  descriptor: descriptor.optional(),
  slogan: slogan.optional(),
  brandingGuidelines: brandingGuidelines.optional(),
});
export type LogoSuggestion = z.output<typeof logoSuggestion>;

export const generateRequest = z.object({
  logoText,
  addSymbol: z.boolean({ error: "must be true or false" }),
  slogan: slogan.optional(),
  preferredColor: hexColor.optional(),
  seed: z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(2 ** 32 - 1, "must be below 2^32")
    .optional()
    .meta({ description: "Repeats an earlier answer: the `seed` a response carried gives exactly the same six suggestions (builtin engine). Without it every call draws a fresh seed." }),
  seen: z
    .array(z.string({ error: "must be a list of marks" }).max(LIMITS.seenEach, `each must be at most ${LIMITS.seenEach} characters`), { error: "must be a list of marks" })
    .max(LIMITS.seenMax, `must hold at most ${LIMITS.seenMax} marks`)
    .optional()
    .meta({
      description: `Marks already shown for this name (\`ph:<name>\` or \`mdi:<name>\` as the suggestions carried them): on Generate again the six lead with marks not among them, where enough fit. Unknown ones are ignored. Up to ${LIMITS.seenMax}.`,
      examples: [["ph:wine", "ph:barrel"]],
    }),
  seenFonts: z
    .array(z.string({ error: "must be a list of font families" }).max(LIMITS.seenEach, `each must be at most ${LIMITS.seenEach} characters`), { error: "must be a list of font families" })
    .max(LIMITS.seenMax, `must hold at most ${LIMITS.seenMax} font families`)
    .optional()
    .meta({
      description: `Font families already shown for this name (\`fontFamily\` as the suggestions carried it): on Generate again the six take faces not among them first, where faces that suit the name are left. Unknown ones are ignored. Up to ${LIMITS.seenMax}.`,
      examples: [["Playfair Display", "Montserrat"]],
    }),
});
export type GenerateRequest = z.output<typeof generateRequest>;

export const guidelinesRequest = z.object({
  logoText,
  fontFamily,
  colors: colorList,
  symbol: symbol.optional(),
  layout: composition.optional(),
  descriptor: descriptor.optional(),
});
export type GuidelinesRequest = z.output<typeof guidelinesRequest>;

/** POST /api/design-guide.pdf: one suggestion (colours as edited) plus the logo text. */
export const designGuideRequest = guidelinesRequest.extend({
  slogan: slogan.optional(),
  brandingGuidelines: brandingGuidelines.optional(),
});
export type DesignGuideRequest = z.output<typeof designGuideRequest>;

export const BACKGROUNDS = ["transparent", "white", "black"] as const;
export const DEFAULT_LOGO_COLOR = "#1F2937";

const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** Query of GET /api/logo.{png,jpeg,jpg,svg} and the brand kit, normalised. */
export const logoQuery = z.object({
  text: z.preprocess(firstValue, logoText),
  font: z.preprocess(firstValue, fontFamily.optional()).transform((f) => f ?? DEFAULT_FAMILY),
  colors: z.preprocess(
    firstValue,
    z
      .string()
      .optional()
      .transform((s) => (s === undefined || s.trim() === "" ? [DEFAULT_LOGO_COLOR] : s.split(",").map((c) => c.trim())))
      .pipe(colorList),
  ).meta({ description: "1–6 comma-separated hex colours, # optional; the gradient runs in reading order (left to right; right to left for an Arabic or Hebrew name), the slogan takes the last. Default one dark colour.", examples: ["FF6B6B,3A86FF"] }),
  symbol: z.preprocess(firstValue, symbol.optional()),
  layout: z.preprocess(firstValue, composition.optional()),
  descriptor: z.preprocess(
    firstValue,
    z
      .string()
      .optional()
      .transform((s, ctx) => {
        if (s === undefined || s === "") return undefined;
        if (!/^\d{1,2}$/.test(s) || +s < 1 || +s > DESCRIPTOR_MAX) {
          ctx.addIssue({ code: "custom", message: `must be a whole number of words from 1 to ${DESCRIPTOR_MAX}` });
          return z.NEVER;
        }
        return +s;
      }),
  ).meta({ type: "integer", minimum: 1, maximum: DESCRIPTOR_MAX, description: DESCRIPTOR_HELP, examples: [2] }),
  slogan: z.preprocess(firstValue, slogan.optional()).meta({ description: "Up to 80 characters, below the name, in the last colour." }),
  bg: z
    .preprocess(firstValue, z.enum(BACKGROUNDS, { error: "must be transparent, white or black" }).optional())
    .meta({ description: "Background: PNG and SVG default to transparent; a JPEG is always filled, white unless black. White and black cover every pixel." }),
  width: z.preprocess(
    firstValue,
    z
      .string()
      .optional()
      .transform((s, ctx) => {
        if (s === undefined || s === "") return LIMITS.widthDefault;
        if (!/^\d{1,5}$/.test(s) || +s < LIMITS.widthMin || +s > LIMITS.widthMax) {
          ctx.addIssue({ code: "custom", message: `must be a whole number of pixels from ${LIMITS.widthMin} to ${LIMITS.widthMax}` });
          return z.NEVER;
        }
        return +s;
      }),
  ).meta({
    // On the wire a query value is text; what it must hold is a whole number (OpenAPI: integer).
    type: "integer",
    minimum: LIMITS.widthMin,
    maximum: LIMITS.widthMax,
    default: LIMITS.widthDefault,
    description: `Pixel width, a whole number from ${LIMITS.widthMin} to ${LIMITS.widthMax} (default ${LIMITS.widthDefault}). The height is round(width / 2), halves rounded up (801 → 801×401); the 2:1 logo is scaled uniformly and centred.`,
    examples: [1600],
  }),
});
export type LogoQuery = z.output<typeof logoQuery>;

const formatParam = (formats: readonly InUseFormat[], what: string) => {
  const ids = formats.map((f) => f.id) as [string, ...string[]];
  return z
    .preprocess(firstValue, z.enum(ids, { error: `must be one of ${ids.join(", ")}` }))
    .meta({ description: `The ${what}: ${formats.map((f) => `\`${f.id}\` (${f.label}, ${f.width}×${f.height})`).join(", ")}.` });
};

/** GET /api/social.png: the logo query plus the format (`width` and `bg` do not apply). */
export const socialQuery = logoQuery.extend({ format: formatParam(SOCIAL_FORMATS, "social image") });
/** GET /api/mockup.png: the logo query plus the format (`width` and `bg` do not apply). */
export const mockupQuery = logoQuery.extend({ format: formatParam(MOCKUPS, "mockup") });
export type InUseQuery = z.output<typeof socialQuery>;

/** GET /api/icons: what to look for in the icon library. */
export const iconQuery = z.object({
  q: z
    .string({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(40, "must be at most 40 characters")
    .refine((s) => !CONTROL.test(s), "must not contain control characters")
    .meta({ description: "What to look for: a word or a few (1–40 characters).", examples: ["whiskey"] }),
});

/** The most distinct characters a font subset is cut for: a name, a slogan and a mark, with room. */
export const SUBSET_MAX_CHARACTERS = 200;

/** GET /api/fonts/subset/{file}: the characters to keep. */
export const subsetQuery = z.object({
  text: z
    .string({ error: "must be a string" })
    .min(1, "must not be empty")
    .refine((s) => new Set(Array.from(s)).size <= SUBSET_MAX_CHARACTERS, `must have at most ${SUBSET_MAX_CHARACTERS} distinct characters`)
    .refine((s) => !CONTROL.test(s), "must not contain control characters")
    .meta({ description: "The characters the subset must draw (any order; duplicates are ignored).", examples: ["東京ラーメン"] }),
});
