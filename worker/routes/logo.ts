// GET /api/logo.{png,jpeg,jpg,svg}, /api/social.png, /api/mockup.png and /api/brand-kit.zip:
// exports by URL, with a strong ETag computed before any rendering, immutable caching, the edge
// cache and CORS for everyone.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cors } from "hono/cors";
import { BRAND_KIT, exportBackground, fileNames, LOGO_EXTENSIONS, LOGO_FORMATS, type LogoFormat } from "../../shared/exports";
import type { InUseKind } from "../../shared/in-use";
import type { InUseQuery, LogoQuery } from "../../shared/schema";
import { brandKitRoute, logoRoutes, mockupRoute, socialRoute } from "../contract";
import { ApiError } from "../errors";
import { contentDisposition } from "../http";
import { renderBrandKit } from "../render/brand-kit";
import { renderInUse } from "../render/in-use";
import { renderLogo } from "../render/logo";
import { RENDERER_VERSION } from "../render/version";
import { checkRateLimit } from "../rate-limit";
import { validationHook } from "../validate";

export const IMMUTABLE = "public, max-age=31536000, immutable";

type ExportKind = LogoFormat | "kit" | InUseKind;

interface ExportSpec {
  kind: ExportKind;
  type: string;
  filename: (q: LogoQuery & { format?: string }) => string;
  disposition: "inline" | "attachment";
  render: (env: Env, q: LogoQuery & { format?: string }) => Promise<Uint8Array | string | ReadableStream<Uint8Array>>;
}

const logo = (format: LogoFormat): ExportSpec => ({
  kind: format,
  // An SVG is text: say its charset.
  type: LOGO_FORMATS[format].raster ? LOGO_FORMATS[format].mime : `${LOGO_FORMATS[format].mime}; charset=utf-8`,
  filename: (q) => fileNames.logo(q.text, format),
  disposition: "inline",
  render: (env, q) => renderLogo(env, q, format, { width: q.width, background: q.bg }),
});

const inUse = (kind: InUseKind): ExportSpec => ({
  kind,
  type: LOGO_FORMATS.png.mime,
  filename: (q) => fileNames.inUse(q.text, q.format!),
  disposition: "inline",
  render: (env, q) => renderInUse(env, q, kind, q.format!),
});

const EXPORTS: Record<string, ExportSpec> = {
  ...Object.fromEntries([...LOGO_EXTENSIONS].map(([ext, format]) => [`logo.${ext}`, logo(format)])),
  "social.png": inUse("social"),
  "mockup.png": inUse("mockup"),
  "brand-kit.zip": {
    kind: "kit",
    type: BRAND_KIT.mime,
    filename: (q) => fileNames.kit(q.text),
    disposition: "attachment",
    render: (env, q) => renderBrandKit(env, q, { width: q.width, background: q.bg }),
  },
};

/** The normalised parameters, in a fixed order: the identity of an export. */
export function canonicalQuery(q: LogoQuery & { format?: string }, kind: ExportKind): string {
  const p = new URLSearchParams();
  p.set("f", kind);
  // A social image or mockup has its own size and background: only the format adds to the logo.
  const scene = kind === "social" || kind === "mockup";
  if (scene) p.set("format", q.format!);
  p.set("text", q.text);
  p.set("font", q.font);
  p.set("colors", q.colors.join(","));
  if (q.symbol) p.set("symbol", q.symbol);
  if (q.symbol && q.layout && q.layout !== "inline") p.set("layout", q.layout);
  if (q.slogan) p.set("slogan", q.slogan);
  if (!scene) {
    const bg = kind === "kit" ? (q.bg ?? "transparent") : exportBackground(kind, q.bg);
    if (bg !== "transparent") p.set("bg", bg);
    p.set("width", String(q.width));
  }
  p.set("v", RENDERER_VERSION);
  return p.toString();
}

export async function strongEtag(canonical: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  const hex = Array.from(new Uint8Array(digest).subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/**
 * If-None-Match as RFC 9110 §13.1.2 compares it: weakly, so `W/"x"` matches `"x"` (Cloudflare
 * weakens a strong ETag when it compresses a response, and browsers send that back); a list
 * matches if any entity tag does; `*` matches any.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const ours = opaque(etag);
  return header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || opaque(tag) === ours;
  });
}

async function serveExport(c: Context<{ Bindings: Env }>, name: string, q: LogoQuery | InUseQuery) {
  const spec = EXPORTS[name]!;
  const canonical = canonicalQuery(q, spec.kind);
  const etag = await strongEtag(canonical);
  const headers: Record<string, string> = {
    ETag: etag,
    "Cache-Control": IMMUTABLE,
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
  // An SVG opened directly must not run anything, whatever it contains.
  if (spec.kind === "svg") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

  // 1. revalidation costs no rendering
  if (etagMatches(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });

  // 2. the edge cache, keyed by the normalised parameters (a client's no-store skips it; local
  // runs have it off, see wrangler.toml)
  const useCache = c.env.EDGE_CACHE !== "off" && !/no-store/i.test(c.req.header("cache-control") ?? "");
  const cacheKey = new Request(`https://logo-cache.boldmark.internal/${spec.kind}?${canonical}`);
  const cache = useCache ? await caches.open("logos") : undefined;
  const hit = await cache?.match(cacheKey);
  if (hit) return hit;

  // 3. render (a brand kit draws a dozen images: it counts against the client's download limit)
  if (spec.kind === "kit") await checkRateLimit(c, "DOWNLOAD_LIMITER");
  const body = await spec.render(c.env, q);
  const res = new Response(body, {
    headers: { ...headers, "Content-Type": spec.type, "Content-Disposition": contentDisposition(spec.disposition, spec.filename(q)) },
  });
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, res.clone()));
  return res;
}

/** Exports, their errors included, are readable from any site (hono/cors, preflight too). */
const crossOrigin = cors({ origin: "*", allowMethods: ["GET", "HEAD"], exposeHeaders: ["ETag", "Content-Disposition"] });

export const logoRoute = new OpenAPIHono<{ Bindings: Env }>({ defaultHook: validationHook });
logoRoute.use("/api/logo.*", crossOrigin);
logoRoute.use(BRAND_KIT.path, crossOrigin);
logoRoute.use("/api/social.png", crossOrigin);
logoRoute.use("/api/mockup.png", crossOrigin);
for (const route of logoRoutes) {
  const file = route.path.slice("/api/".length);
  logoRoute.openapi(route, (c) => serveExport(c, file, c.req.valid("query")) as never);
}
logoRoute.openapi(socialRoute, (c) => serveExport(c, "social.png", c.req.valid("query")) as never);
logoRoute.openapi(mockupRoute, (c) => serveExport(c, "mockup.png", c.req.valid("query")) as never);
logoRoute.openapi(brandKitRoute, (c) => serveExport(c, "brand-kit.zip", c.req.valid("query")) as never);
// Any other extension: not a route of the contract, a clear 404.
const EXTENSION_LIST = [...LOGO_EXTENSIONS.keys()].map((ext) => `.${ext}`).join(", ").replace(/, ([^,]*)$/, " or $1");
logoRoute.get("/api/:file{logo\\.[a-z0-9]+}", (c) => {
  throw new ApiError(404, "unknown_format", `Logos come as ${EXTENSION_LIST}, not .${c.req.param("file").split(".").pop()}.`);
});
