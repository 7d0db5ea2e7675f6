// GET /api/logo.{png,jpeg,jpg,svg}: a logo by URL, with a strong ETag and edge caching.
import { Hono } from "hono";
import { fileNames } from "../../shared/names";
import { logoQuery, type LogoQuery } from "../../shared/schema";
import { ApiError } from "../errors";
import { contentDisposition } from "../http";
import { renderLogo, type LogoFormat } from "../render/logo";
import { parseWith } from "../validate";

/** Bumped whenever the same parameters would draw different bytes. */
export const RENDERER_VERSION = "1";

const FORMATS: Record<string, { format: LogoFormat; type: string; ext: "png" | "jpeg" | "svg" }> = {
  png: { format: "png", type: "image/png", ext: "png" },
  jpeg: { format: "jpeg", type: "image/jpeg", ext: "jpeg" },
  jpg: { format: "jpeg", type: "image/jpeg", ext: "jpeg" },
  svg: { format: "svg", type: "image/svg+xml", ext: "svg" },
};

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The normalised parameters, in a fixed order: the identity of an image. */
export function canonicalQuery(q: LogoQuery, format: LogoFormat): string {
  const p = new URLSearchParams();
  p.set("f", format);
  p.set("text", q.text);
  p.set("font", q.font);
  p.set("colors", q.colors.join(","));
  if (q.symbol) p.set("symbol", q.symbol);
  if (q.slogan) p.set("slogan", q.slogan);
  if (format === "jpeg") p.set("bg", q.bg === "black" ? "black" : "white");
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

export const logoRoute = new Hono<{ Bindings: Env }>().get("/:file{logo\\.[a-z]+}", async (c) => {
  // Errors of a public export are readable cross-origin too (never cached: see onError).
  c.header("Access-Control-Allow-Origin", "*");
  const ext = c.req.param("file").slice("logo.".length);
  const spec = FORMATS[ext];
  if (!spec) throw new ApiError(404, "unknown_format", `Logos come as .png, .jpeg, .jpg or .svg, not .${ext}.`);
  const q = parseWith(logoQuery, c.req.queries());
  const canonical = canonicalQuery(q, spec.format);
  const etag = await strongEtag(canonical);
  const headers: Record<string, string> = {
    ETag: etag,
    "Cache-Control": IMMUTABLE,
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  };
  // An SVG opened directly must not run anything, whatever it contains.
  if (spec.format === "svg") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  // 1. revalidation costs no rendering
  if (etagMatches(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });

  // 2. the edge cache, keyed by the normalised parameters (a client's no-store skips it)
  const useCache = !/no-store/i.test(c.req.header("cache-control") ?? "");
  const cacheKey = new Request(`https://logo-cache.boldmark.internal/${ext === "jpg" ? "jpeg" : ext}?${canonical}`);
  const cache = useCache ? await caches.open("logos") : undefined;
  const hit = await cache?.match(cacheKey);
  if (hit) return hit;

  // 3. render
  const body = await renderLogo(c.env, q, spec.format, { width: q.width, background: q.bg });
  const res = new Response(body, {
    headers: {
      ...headers,
      "Content-Type": spec.format === "svg" ? `${spec.type}; charset=utf-8` : spec.type,
      "Content-Disposition": contentDisposition("inline", fileNames[spec.ext](q.text)),
    },
  });
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, res.clone()));
  return res;
});
