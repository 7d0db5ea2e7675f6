// Export caching as middleware, for any route that serves an export by URL. The route's handler
// describes the export (deferExport): what names its bytes, its headers, how to render it. This
// layer answers: a strong ETag computed before any rendering, 304 for a matching If-None-Match,
// the edge cache, immutable caching, and CORS for everyone (errors included).
import type { Context } from "hono";
import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export interface ExportJob {
  /** The export's identity: its normalised parameters and the renderer's version (never the raw URL). */
  canonical: string;
  /** Names the edge cache's entry beside `canonical` (the export kind). */
  kind: string;
  /** The format's own headers: Content-Type, Content-Disposition, an SVG's CSP. */
  headers: Record<string, string>;
  /** Runs only when neither the client nor the edge cache has the bytes. */
  render: () => Promise<BodyInit>;
}

export type ExportEnv = { Bindings: Env; Variables: { exportJob?: ExportJob } };

/** A handler's answer: the export to serve. exportCaching replaces this placeholder with the export. */
export function deferExport(c: Context<ExportEnv>, job: ExportJob): Response {
  c.set("exportJob", job);
  return c.body(null, 204);
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

async function serve(c: Context<ExportEnv>, job: ExportJob): Promise<Response> {
  const etag = await strongEtag(job.canonical);
  const headers: Record<string, string> = {
    ETag: etag,
    "Cache-Control": IMMUTABLE,
    "Cross-Origin-Resource-Policy": "cross-origin",
    "X-Content-Type-Options": "nosniff",
  };

  // 1. revalidation costs no rendering
  if (etagMatches(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });

  // 2. the edge cache, keyed by the normalised parameters (a client's no-store skips it; local
  // runs have it off, see wrangler.toml)
  const useCache = c.env.EDGE_CACHE !== "off" && !/no-store/i.test(c.req.header("cache-control") ?? "");
  const cacheKey = new Request(`https://logo-cache.boldmark.internal/${job.kind}?${job.canonical}`);
  const cache = useCache ? await caches.open("logos") : undefined;
  const hit = await cache?.match(cacheKey);
  if (hit) return hit;

  // 3. render
  const res = new Response(await job.render(), { headers: { ...headers, ...job.headers } });
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, res.clone()));
  return res;
}

const caching = createMiddleware<ExportEnv>(async (c, next) => {
  await next();
  const job = c.get("exportJob");
  // No job: the request was answered before it was described (a 400 from its validator).
  if (job) c.res = await serve(c, job);
});

/** Exports, their errors included, are readable from any site (hono/cors, preflight too). */
const crossOrigin = cors({ origin: "*", allowMethods: ["GET", "HEAD"], exposeHeaders: ["ETag", "Content-Disposition"] });

/**
 * The middleware of every export route, CORS outside the caching, as two layers of the route:
 * Hono turns an error either throws (the renderer's, a rate limit) into its JSON answer
 * (app.onError) where it is thrown, and CORS marks every answer readable, 304s and errors too
 * (tests/worker/headers.test.ts).
 */
export const exportCaching = [crossOrigin, caching] as const;
