// GET /api/logo.{png,jpeg,jpg,svg} and /api/brand-kit.zip: exports by URL, with a strong ETag
// computed before any rendering, immutable caching, the edge cache and CORS for everyone.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { cors } from "hono/cors";
import { fileNames } from "../../shared/names";
import type { LogoQuery } from "../../shared/schema";
import { brandKitRoute, logoRoutes } from "../contract";
import { ApiError } from "../errors";
import { contentDisposition } from "../http";
import { renderBrandKit } from "../render/brand-kit";
import { renderLogo, type LogoFormat } from "../render/logo";
import { validationHook } from "../validate";

/** Bumped whenever the same parameters would draw different bytes. */
export const RENDERER_VERSION = "3";

export const IMMUTABLE = "public, max-age=31536000, immutable";

type ExportKind = LogoFormat | "kit";

interface ExportSpec {
  kind: ExportKind;
  type: string;
  filename: (text: string) => string;
  disposition: "inline" | "attachment";
  render: (env: Env, q: LogoQuery) => Promise<Uint8Array | string | ReadableStream<Uint8Array>>;
}

const logo = (format: LogoFormat, type: string, name: keyof typeof fileNames): ExportSpec => ({
  kind: format,
  type,
  filename: fileNames[name],
  disposition: "inline",
  render: (env, q) => renderLogo(env, q, format, { width: q.width, background: q.bg }),
});

const EXPORTS: Record<string, ExportSpec> = {
  "logo.png": logo("png", "image/png", "png"),
  "logo.jpeg": logo("jpeg", "image/jpeg", "jpeg"),
  "logo.jpg": logo("jpeg", "image/jpeg", "jpeg"),
  "logo.svg": logo("svg", "image/svg+xml; charset=utf-8", "svg"),
  "brand-kit.zip": {
    kind: "kit",
    type: "application/zip",
    filename: fileNames.kit,
    disposition: "attachment",
    render: (env, q) => renderBrandKit(env, q, { width: q.width, background: q.bg }),
  },
};

/** The normalised parameters, in a fixed order: the identity of an export. */
export function canonicalQuery(q: LogoQuery, kind: ExportKind): string {
  const p = new URLSearchParams();
  p.set("f", kind);
  p.set("text", q.text);
  p.set("font", q.font);
  p.set("colors", q.colors.join(","));
  if (q.symbol) p.set("symbol", q.symbol);
  if (q.symbol && q.layout && q.layout !== "inline") p.set("layout", q.layout);
  if (q.slogan) p.set("slogan", q.slogan);
  if (kind === "jpeg") p.set("bg", q.bg === "black" ? "black" : "white");
  else if (q.bg && q.bg !== "transparent") p.set("bg", q.bg);
  p.set("width", String(q.width));
  p.set("v", RENDERER_VERSION);
  return p.toString();
}

export async function strongEtag(canonical: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  const hex = Array.from(new Uint8Array(digest).subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim();
    return tag === etag || tag === "*";
  });
}

async function serveExport(c: Context<{ Bindings: Env }>, name: string, q: LogoQuery) {
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

  // 2. the edge cache, keyed by the normalised parameters (a client's no-store skips it)
  const useCache = !/no-store/i.test(c.req.header("cache-control") ?? "");
  const cacheKey = new Request(`https://logo-cache.boldmark.internal/${spec.kind}?${canonical}`);
  const cache = useCache ? await caches.open("logos") : undefined;
  const hit = await cache?.match(cacheKey);
  if (hit) return hit;

  // 3. render
  const body = await spec.render(c.env, q);
  const res = new Response(body, {
    headers: { ...headers, "Content-Type": spec.type, "Content-Disposition": contentDisposition(spec.disposition, spec.filename(q.text)) },
  });
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, res.clone()));
  return res;
}

/** Exports, their errors included, are readable from any site (hono/cors, preflight too). */
const crossOrigin = cors({ origin: "*", allowMethods: ["GET", "HEAD"], exposeHeaders: ["ETag", "Content-Disposition"] });

export const logoRoute = new OpenAPIHono<{ Bindings: Env }>({ defaultHook: validationHook });
logoRoute.use("/api/logo.*", crossOrigin);
logoRoute.use("/api/brand-kit.zip", crossOrigin);
for (const route of logoRoutes) {
  const file = route.path.slice("/api/".length);
  logoRoute.openapi(route, (c) => serveExport(c, file, c.req.valid("query")) as never);
}
logoRoute.openapi(brandKitRoute, (c) => serveExport(c, "brand-kit.zip", c.req.valid("query")) as never);
// Any other extension: not a route of the contract, a clear 404.
logoRoute.get("/api/:file{logo\\.[a-z0-9]+}", (c) => {
  throw new ApiError(404, "unknown_format", `Logos come as .png, .jpeg, .jpg or .svg, not .${c.req.param("file").split(".").pop()}.`);
});
