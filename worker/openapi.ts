// The OpenAPI 3.1 document of the HTTP API, generated from the zod schemas the routes validate with.
import { z } from "zod";
import { DEFAULT_FAMILY, FAMILIES } from "../shared/catalogue";
import { COMPOSITIONS } from "../shared/layout";
import { BACKGROUNDS, LIMITS, brandingGuidelines, designGuideRequest, generateRequest, guidelinesRequest, logoSuggestion } from "../shared/schema";

const json = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const error = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
const jsonBody = (name: string) => ({ required: true, content: { "application/json": { schema: ref(name) } } });

const logoParameters = [
  { name: "text", in: "query", required: true, description: "The brand name (1–48 characters).", schema: { type: "string", minLength: 1, maxLength: LIMITS.textMax }, example: "Acme Coffee" },
  { name: "font", in: "query", description: "A catalogue family; default the first.", schema: { type: "string", enum: FAMILIES.map((f) => f.family), default: DEFAULT_FAMILY } },
  { name: "colors", in: "query", description: "1–6 comma-separated hex colours, # optional; the gradient runs left to right, the slogan takes the last.", schema: { type: "string", default: "1F2937" }, example: "FF6B6B,3A86FF" },
  { name: "symbol", in: "query", description: "The mark: an icon of the icon library as `ph:<name>` (Phosphor, fill weight; an unknown icon gets 422 naming it), or one drawable character or emoji.", schema: { type: "string" }, example: "ph:mountains" },
  { name: "layout", in: "query", description: "How the mark sits with the name: `inline` (left of it), `stacked` (above it) or `badge` (in a filled disc beside it). Ignored without a mark.", schema: { type: "string", enum: [...COMPOSITIONS], default: "inline" } },
  { name: "slogan", in: "query", description: "Up to 80 characters, below the name.", schema: { type: "string", maxLength: LIMITS.sloganMax } },
  { name: "bg", in: "query", description: "Background; PNG and SVG default to transparent, JPEG is always filled (white unless black).", schema: { type: "string", enum: [...BACKGROUNDS] } },
  { name: "width", in: "query", description: "Pixel width, any whole number from 64 to 4096. The height is `round(width / 2)`, halves rounded up (801 → 801×401); the 2:1 logo is scaled uniformly and centred, and a white or black `bg` covers every pixel.", schema: { type: "integer", minimum: LIMITS.widthMin, maximum: LIMITS.widthMax, default: LIMITS.widthDefault } },
];

const exportHeaders = {
  ETag: { description: "Strong validator computed from the normalised parameters.", schema: { type: "string" } },
  "Cache-Control": { description: "public, max-age=31536000, immutable", schema: { type: "string" } },
  "Access-Control-Allow-Origin": { schema: { type: "string", const: "*" } },
};

export function openApiDocument(serverUrl?: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Boldmark API",
      version: "1.0.0",
      description:
        "Simple and bold logos for your startup. Errors are JSON `{\"error\": {\"code\", \"message\"}}` with a 4xx status for bad input.",
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths: {
      "/api/generate-logo-suggestions": {
        post: {
          operationId: "generateLogoSuggestions",
          summary: "Six logo suggestions for a brand",
          description: "Workers AI when available, otherwise the builtin design engine (`source`). Rate-limited per client IP.",
          requestBody: jsonBody("GenerateRequest"),
          responses: {
            "200": {
              description: "Six suggestions",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["suggestions", "source", "seed"],
                    properties: {
                      suggestions: { type: "array", items: ref("LogoSuggestion"), minItems: 6, maxItems: 6 },
                      source: { type: "string", enum: ["workers-ai", "builtin"] },
                      seed: { type: "integer", minimum: 0, maximum: 2 ** 32 - 1, description: "Send it back as `seed` to get exactly the same six (builtin engine)." },
                    },
                  },
                },
              },
            },
            "400": error("Invalid body"),
            "413": error("Body over 16 KiB"),
            "422": error("Characters no shipped font can draw"),
            "429": error("Rate limited; see Retry-After"),
          },
        },
      },
      "/api/regenerate-branding-guidelines": {
        post: {
          operationId: "regenerateBrandingGuidelines",
          summary: "Fresh branding guidelines for a variation (colours as edited)",
          requestBody: jsonBody("GuidelinesRequest"),
          responses: {
            "200": {
              description: "New guidelines",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["brandingGuidelines", "source"],
                    properties: { brandingGuidelines: ref("BrandingGuidelines"), source: { type: "string", enum: ["workers-ai", "builtin"] } },
                  },
                },
              },
            },
            "400": error("Invalid body"),
            "429": error("Rate limited; see Retry-After"),
          },
        },
      },
      "/api/logo.{format}": {
        get: {
          operationId: "getLogo",
          summary: "A logo by URL (800×400 layout scaled to `width`)",
          description: "SVG draws text and symbol as outlines. A matching If-None-Match gets 304 without rendering.",
          parameters: [{ name: "format", in: "path", required: true, schema: { type: "string", enum: ["png", "jpeg", "jpg", "svg"] } }, ...logoParameters],
          responses: {
            "200": {
              description: "The logo",
              headers: exportHeaders,
              content: {
                "image/png": { schema: { type: "string", contentMediaType: "image/png" } },
                "image/jpeg": { schema: { type: "string", contentMediaType: "image/jpeg" } },
                "image/svg+xml": { schema: { type: "string" } },
              },
            },
            "304": { description: "Not modified" },
            "400": error("Invalid parameters"),
            "404": error("Unknown format"),
            "422": error("An unknown icon, or a symbol or characters no shipped font can draw (the message names them)"),
            "503": error("A font file is temporarily unavailable"),
          },
        },
      },
      "/api/brand-kit.zip": {
        get: {
          operationId: "getBrandKit",
          summary: "Favicons, app icons and the logo, zipped",
          description: "favicon.ico (16, 32, 48), favicon.svg, icon-16.png, icon-32.png, apple-touch-icon.png (180), icon-192.png, icon-512.png, logo.svg, logo.png.",
          parameters: logoParameters,
          responses: {
            "200": { description: "The brand kit", headers: exportHeaders, content: { "application/zip": { schema: { type: "string", contentMediaType: "application/zip" } } } },
            "304": { description: "Not modified" },
            "400": error("Invalid parameters"),
            "422": error("An unknown icon, or a symbol or characters no shipped font can draw (the message names them)"),
          },
        },
      },
      "/api/design-guide.pdf": {
        post: {
          operationId: "getDesignGuide",
          summary: "A PDF design guide for one variation",
          requestBody: jsonBody("DesignGuideRequest"),
          responses: {
            "200": { description: "The guide", content: { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } } },
            "400": error("Invalid body"),
            "413": error("Body over 16 KiB"),
            "422": error("An unknown icon, or a symbol or characters no shipped font can draw (the message names them)"),
          },
        },
      },
      "/api/fonts": {
        get: {
          operationId: "listFonts",
          summary: "The font catalogue",
          responses: {
            "200": {
              description: "Families with their category and font file",
              content: {
                "application/json": {
                  schema: {
                    type: "array",
                    items: { type: "object", required: ["family", "category", "url"], properties: { family: { type: "string" }, category: { type: "string" }, url: { type: "string" } } },
                  },
                },
              },
            },
          },
        },
      },
      "/api/openapi.json": {
        get: { operationId: "getOpenApi", summary: "This document", responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } } } },
      },
    },
    components: {
      schemas: {
        GenerateRequest: json(generateRequest),
        GuidelinesRequest: json(guidelinesRequest),
        DesignGuideRequest: json(designGuideRequest),
        LogoSuggestion: json(logoSuggestion),
        BrandingGuidelines: json(brandingGuidelines),
        Error: {
          type: "object",
          required: ["error"],
          properties: { error: { type: "object", required: ["code", "message"], properties: { code: { type: "string" }, message: { type: "string" } } } },
        },
      },
    },
  };
}
