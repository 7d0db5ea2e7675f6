// The API contract: every route's request and responses as @hono/zod-openapi definitions. The
// same zod schemas validate the requests (shared/schema.ts) and describe them in the generated
// /api/openapi.json, so the published contract cannot drift from the code.
import { createRoute, z } from "@hono/zod-openapi";
import {
  brandingGuidelines,
  designGuideRequest,
  generateRequest,
  guidelinesRequest,
  iconQuery,
  logoQuery,
  logoSuggestion,
  mockupQuery,
  socialQuery,
  subsetQuery,
} from "../shared/schema";
import { BRAND_KIT, DESIGN_GUIDE, LOGO_EXTENSIONS, LOGO_FORMATS } from "../shared/exports";
import { IN_USE, inUseFile, MOCKUPS, SOCIAL_FORMATS, type InUseFormat } from "../shared/in-use";

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ examples: ["invalid_request"] }),
      message: z.string(),
      field: z.string().optional().meta({ description: "The request field at fault, when there is one.", examples: ["slogan"] }),
    }),
  })
  .meta({ id: "Error" });

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorSchema } } });
const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: { "application/json": { schema } } });
const source = z.enum(["workers-ai", "builtin"]).meta({ description: "Who answered: Workers AI, or the builtin design engine." });

const exportHeaders = {
  ETag: { description: "Strong validator computed from the normalised parameters before rendering.", schema: { type: "string" as const } },
  "Cache-Control": { description: "public, max-age=31536000, immutable", schema: { type: "string" as const } },
  "Access-Control-Allow-Origin": { schema: { type: "string" as const } },
  "Content-Disposition": { description: "inline (logos) or attachment (brand kit), with the product's file name.", schema: { type: "string" as const } },
};
const binary = (type: string) => ({ [type]: { schema: z.string().meta({ format: "binary", contentMediaType: type }) } });
const exportErrors = {
  304: { description: "Not modified: the If-None-Match matched; nothing was rendered." },
  400: error("Invalid parameters; the message names the first one"),
  422: error("An unknown icon, a symbol or characters no shipped font can draw (the message names them), or a name with no visible characters"),
  503: error("A font or icon file is briefly unavailable; see Retry-After"),
};

/** The logo query, documented parameter by parameter (it is validated by logoQuery itself). */
export const LogoQuery = logoQuery.meta({ id: "LogoQuery" });


export const generateRoute = createRoute({
  method: "post",
  path: "/api/generate-logo-suggestions",
  operationId: "generateLogoSuggestions",
  summary: "Six logo suggestions for a brand",
  description:
    "Workers AI when available, otherwise the builtin design engine (`source`). Every call draws a fresh `seed` unless the body carries one; the same seed gives the same six (builtin engine). Rate-limited per client IP.",
  request: { body: jsonBody(generateRequest.meta({ id: "GenerateRequest" })) },
  responses: {
    200: {
      description: "Six suggestions",
      content: {
        "application/json": {
          schema: z.object({
            suggestions: z.array(logoSuggestion.meta({ id: "LogoSuggestion" })).length(6),
            source,
            seed: z.number().int().min(0).max(2 ** 32 - 1).meta({ description: "Send it back as `seed` to get exactly the same six (builtin engine)." }),
          }),
        },
      },
    },
    400: error("Invalid body; the message names the first problem"),
    413: error("Body over 16 KiB"),
    415: error("The body is not JSON"),
    422: error("Characters no shipped font can draw (the message names them), or a name with no visible characters"),
    429: error("Rate limited; see Retry-After"),
    503: error("A font file or the design engine's word tables briefly unavailable (font_unavailable, lexicon_unavailable); see Retry-After"),
  },
});

export const guidelinesRoute = createRoute({
  method: "post",
  path: "/api/regenerate-branding-guidelines",
  operationId: "regenerateBrandingGuidelines",
  summary: "Fresh branding guidelines for a variation (colours as edited)",
  request: { body: jsonBody(guidelinesRequest.meta({ id: "GuidelinesRequest" })) },
  responses: {
    200: {
      description: "New guidelines",
      content: { "application/json": { schema: z.object({ brandingGuidelines: brandingGuidelines.meta({ id: "BrandingGuidelines" }), source }) } },
    },
    400: error("Invalid body"),
    413: error("Body over 16 KiB"),
    415: error("The body is not JSON"),
    422: error("An unknown icon (the message names it)"),
    429: error("Rate limited; see Retry-After"),
    503: error("The design engine's word tables briefly unavailable (lexicon_unavailable); see Retry-After"),
  },
});

export const designGuideRoute = createRoute({
  method: "post",
  path: DESIGN_GUIDE.path,
  operationId: "getDesignGuide",
  summary: "A PDF design guide for one variation",
  description:
    "A4, as many pages as it needs: the logo in vector with its gradient as an axial shading, on white and on black, the mark alone, clear space, minimum size, the palette in HEX, RGB and CMYK, typography, the guidelines.",
  request: { body: jsonBody(designGuideRequest.meta({ id: "DesignGuideRequest" })) },
  responses: {
    200: { description: "The guide (attachment)", content: binary(DESIGN_GUIDE.mime) },
    400: error("Invalid body"),
    413: error("Body over 16 KiB"),
    415: error("The body is not JSON"),
    422: error("An unknown icon, a symbol or characters no shipped font can draw (the message names them), or a name with no visible characters"),
    429: error("Rate limited (design guides and brand kits share one per-client limit); see Retry-After"),
    503: error("A font or icon file is briefly unavailable; see Retry-After"),
  },
});

/** One route per logo format, so each lists its own content type. */
export const logoRoutes = [...LOGO_EXTENSIONS].map(([ext, format]) =>
  createRoute({
    method: "get",
    path: `/api/logo.${ext}`,
    operationId: `getLogo${ext.toUpperCase()}`,
    summary: `The logo as ${ext.toUpperCase()} (the 800×400 layout scaled to \`width\`)`,
    description:
      !LOGO_FORMATS[format].raster
        ? "Text and mark as outlines: it looks the same with no fonts installed. A matching If-None-Match gets 304 without rendering."
        : "A matching If-None-Match gets 304 without rendering; repeated requests come from the edge cache.",
    request: { query: LogoQuery },
    responses: { 200: { description: "The logo", headers: exportHeaders, content: binary(LOGO_FORMATS[format].mime) }, ...exportErrors },
  }),
);

/** GET /api/social.png, /api/mockup.png: the logo query plus `format`, a PNG with the logo's caching rules. */
function inUseRoute(kind: "social" | "mockup", formats: readonly InUseFormat[], query: typeof socialQuery, summary: string, about: string) {
  const list = formats.map((f) => `${f.id} (${f.width}×${f.height})`).join(", ");
  return createRoute({
    method: "get",
    path: `/api/${kind}.png`,
    operationId: kind === "social" ? "getSocialImage" : "getMockup",
    summary,
    description: `The logo query plus \`format\`: ${list}. ${about} \`width\` and \`bg\` do not apply. The same bytes as the brand kit's ${kind === "social" ? "social" : "mockups"}/ files; the same ETag, 304, caching and CORS as the logo.`,
    request: { query: query.meta({ id: kind === "social" ? "SocialQuery" : "MockupQuery" }) },
    responses: { 200: { description: "The image", headers: exportHeaders, content: binary(LOGO_FORMATS.png.mime) }, ...exportErrors },
  });
}

export const socialRoute = inUseRoute(
  "social",
  SOCIAL_FORMATS,
  socialQuery,
  "The logo as a social image: link preview, X header, LinkedIn banner or profile picture",
  "The logo, in one ink chosen for contrast, on the palette (its gradient, or one colour of it), inside the format's safe area; the profile picture is the square mark.",
);

export const mockupRoute = inUseRoute(
  "mockup",
  MOCKUPS,
  mockupQuery,
  "The logo in use: business card (front, back), app icon on a phone, tote bag",
  "Business cards at 85 × 55 mm, 12 px/mm.",
);

export const brandKitRoute = createRoute({
  method: "get",
  path: BRAND_KIT.path,
  operationId: "getBrandKit",
  summary: "Favicons, app icons, the logo, social images and mockups, zipped",
  description: `favicon.ico (16, 32, 48), favicon.svg, icon-16.png, icon-32.png, apple-touch-icon.png (180), icon-192.png, icon-512.png, logo.svg, logo.png, logo-on-dark.svg and logo-on-dark.png (the logo in white, only when the palette keeps under 3:1 on black), ${IN_USE.map(inUseFile).join(", ")}.`,
  request: { query: LogoQuery },
  responses: {
    200: { description: "The brand kit", headers: exportHeaders, content: binary(BRAND_KIT.mime) },
    ...exportErrors,
    429: error("Rate limited (brand kits that are rendered, not cached, and design guides share one per-client limit); see Retry-After"),
  },
});

export const fontsRoute = createRoute({
  method: "get",
  path: "/api/fonts",
  operationId: "listFonts",
  summary: "The font catalogue",
  responses: {
    200: {
      description: "Families with their category and the font file the browser loads",
      content: {
        "application/json": {
          schema: z.array(z.object({ family: z.string(), category: z.string(), url: z.string().meta({ examples: ["/fonts/montserrat-0.4.2.ttf"] }) })),
        },
      },
    },
  },
});

/** GET /api/fonts/subset/{file}: a script face cut down to a name's characters (issue 25). */
export const fontSubsetRoute = createRoute({
  method: "get",
  path: "/api/fonts/subset/{file}",
  operationId: "getFontSubset",
  summary: "A face made for a script, cut down to some characters",
  description:
    "The faces made for Japanese, Chinese, Korean, Arabic, Hebrew and Thai are megabytes whole; a preview needs only the characters of its name. This answers the face's TrueType file with just those characters and what shaping them needs (ligatures, joining forms, marks), cut by HarfBuzz's subsetter. `file` is the face's file name from GET /api/fonts. Cached immutably: the file name carries the version.",
  request: {
    params: z.object({ file: z.string().meta({ examples: ["noto-sans-jp-0.4.3.ttf"] }) }),
    query: subsetQuery,
  },
  responses: {
    200: { description: "The subset font", content: { "font/ttf": { schema: z.string().meta({ format: "binary" }) } } },
    400: error("Empty text, too many characters, or control characters"),
    404: error("No face made for a script has that file name"),
  },
});

/** GET /api/icons: the icon library searched by meaning (a card's mark editor). */
export const iconSearchRoute = createRoute({
  method: "get",
  path: "/api/icons",
  operationId: "searchIcons",
  summary: "Search the icon library by meaning",
  description:
    "Icons for a word or two, read the way marks are chosen for a name (WordNet meanings, the icons' names and tags): `whiskey` finds barrels, bottles and glasses, `locksmith` keys and locks; then icons whose name starts with what is typed. At most 24, best first; use one as the logo's `symbol`.",
  request: {
    query: iconQuery,
  },
  responses: {
    200: {
      description: "The icons found, best first (none is an empty list)",
      content: {
        "application/json": {
          schema: z.object({
            query: z.string(),
            icons: z.array(z.object({ symbol: z.string().meta({ examples: ["ph:barrel"] }), name: z.string().meta({ examples: ["barrel"] }) })),
          }),
        },
      },
    },
    400: error("Missing, empty or over-long query"),
    429: error("Rate limited; see Retry-After"),
    503: error("The design engine's word tables briefly unavailable (lexicon_unavailable); see Retry-After"),
  },
});

export const openApiRoute = createRoute({
  method: "get",
  path: "/api/openapi.json",
  operationId: "getOpenApi",
  summary: "This document (OpenAPI 3.1)",
  responses: { 200: { description: "OpenAPI 3.1", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } } },
});

export const docsRoute = createRoute({
  method: "get",
  path: "/api/docs",
  operationId: "getDocs",
  summary: "A readable page made from this document",
  responses: { 200: { description: "HTML", content: { "text/html": { schema: z.string() } } } },
});
