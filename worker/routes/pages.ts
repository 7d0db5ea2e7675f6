// Everything that is not an API route or a static file the asset layer served: honest 404s
// (docs/product-rules.md, "Not found"). The asset layer answers real files first (wrangler.toml:
// not_found_handling = "none"), so what reaches this is missing:
//  - a file path (under /assets, /fonts, /icons, or any name with an extension): a JSON 404,
//    never cached — after a deploy a stale script URL must not be kept as HTML for a year;
//  - any other page path: the app's own page with status 404, so the SPA shows its 404 page;
//  - a method other than GET or HEAD: 405.
import { Hono } from "hono";
import { ApiError } from "../errors";

const FILE_DIRS = ["/assets/", "/fonts/", "/icons/"];
const looksLikeFile = (path: string) => FILE_DIRS.some((d) => path.startsWith(d)) || /\.[A-Za-z0-9]{1,8}$/.test(path);

/** The policy of the app's page, as public/_headers gives it (tests/e2e/headers.test.ts compares them). */
export const PAGE_HEADERS = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
};

const FALLBACK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found · Boldmark</title></head><body><h1>404</h1><p>Oops! Page not found</p><p><a href="/">Return to Home</a></p></body></html>`;

export const pageRoutes = new Hono<{ Bindings: Env }>();

pageRoutes.all("*", async (c) => {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") {
    throw new ApiError(405, "method_not_allowed", `${method} is not allowed here; pages and files are read with GET.`, { Allow: "GET, HEAD" });
  }
  // Tests call the app without the asset layer in front: give it its chance first.
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status !== 404) return asset;
  const path = new URL(c.req.url).pathname;
  if (looksLikeFile(path)) throw new ApiError(404, "not_found", `There is no file at ${path.slice(0, 200)}.`);
  const html = await appPage(c.env, c.req.url);
  return new Response(method === "HEAD" ? null : html, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", ...PAGE_HEADERS } });
});

/** The app's page (index.html from the assets), or a plain page linking home where there is none. */
export async function appPage(env: Env, url: string): Promise<BodyInit> {
  const index = await env.ASSETS.fetch(new Request(new URL("/", url), { headers: { accept: "text/html" } }));
  return index.ok && /text\/html/.test(index.headers.get("content-type") ?? "") ? index.body! : FALLBACK_PAGE;
}
