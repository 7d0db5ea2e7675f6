// GET /s?<logo query>#share=…: a share link (client/share.ts). The page is the app's own; the
// Worker adds what chat apps read to unfurl a link — og:title, og:image (the logo's open-graph
// social image) — from the logo's query, validated like any logo URL. The fragment, which carries
// the whole variation, never reaches a server. A query that is not a valid logo gets the page
// without the tags: the fragment alone still opens the variation.
import { Hono } from "hono";
import { logoSearchParams, SHARE_PATH } from "../../shared/exports";
import { logoQuery } from "../../shared/schema";
import { escapeXml } from "../../shared/svg";
import { appPage, PAGE_HEADERS } from "./pages";

export const sharePageRoute = new Hono<{ Bindings: Env }>();

sharePageRoute.get(SHARE_PATH, async (c) => {
  const url = new URL(c.req.url);
  const page = await appPage(c.env, c.req.url);
  const parsed = logoQuery.safeParse(Object.fromEntries(url.searchParams));
  // The app's page policy; the same link gives the same page, so a chat app's fetch may be cached.
  const headers = { "Content-Type": "text/html; charset=utf-8", ...PAGE_HEADERS, "Cache-Control": "public, max-age=300" };
  if (!parsed.success) return new Response(page, { headers });
  const q = parsed.data;
  const image = `${url.origin}/api/social.png?${logoSearchParams(q)}&format=open-graph`;
  const title = `${q.text}: a logo made with Boldmark`;
  const tags = [
    ["og:type", "website"],
    ["og:title", title],
    ["og:description", q.slogan ? `${q.text}: ${q.slogan}` : `The ${q.text} logo, in ${q.font}.`],
    ["og:url", `${url.origin}${SHARE_PATH}?${logoSearchParams(q)}`],
    ["og:image", image],
    ["og:image:width", "1200"],
    ["og:image:height", "630"],
    ["og:image:alt", `The ${q.text} logo`],
  ]
    .map(([p, v]) => `<meta property="${p}" content="${escapeXml(v!)}">`)
    .concat(`<meta name="twitter:card" content="summary_large_image">`)
    .join("");
  const rewritten = new HTMLRewriter()
    .on("head", {
      element: (head) => {
        head.append(tags, { html: true });
      },
    })
    .on("title", {
      element: (t) => {
        t.setInnerContent(title);
      },
    })
    .transform(new Response(page, { headers }));
  return rewritten;
});
