// GET /s (issue 24): a share link unfurls in chat apps: og:title and og:image from the logo's query.
import { describe, expect, it } from "vitest";
import { getPath } from "./support/api";

const meta = (html: string, property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(+n));

describe("GET /s: share links that unfurl", () => {
  it("carries og:title and og:image, the open-graph social image of the same logo", async () => {
    const res = await getPath("/s?text=Harbor%20Lane&font=Lora&colors=0A9396,EE9B00&symbol=ph:anchor&layout=badge&slogan=Fresh%20daily");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(unescape(meta(html, "og:title")!)).toBe("Harbor Lane: a logo made with Boldmark");
    const image = new URL(unescape(meta(html, "og:image")!));
    expect(image.pathname).toBe("/api/social.png");
    expect(Object.fromEntries(image.searchParams)).toEqual({ text: "Harbor Lane", font: "Lora", colors: "0A9396,EE9B00", symbol: "ph:anchor", layout: "badge", slogan: "Fresh daily", format: "open-graph" });
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // the picture is there to be fetched
    const png = await getPath(`${image.pathname}${image.search}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it("escapes what was typed, and leaves the tags out for a query that is not a logo", async () => {
    const html = await (await getPath(`/s?text=${encodeURIComponent('"><script>alert(1)</script>')}`)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(unescape(meta(html, "og:title")!)).toBe('"><script>alert(1)</script>: a logo made with Boldmark');
    for (const bad of ["/s", "/s?text=", "/s?text=Acme&colors=nope"]) {
      const res = await getPath(bad);
      expect(res.status, bad).toBe(200);
      expect(meta(await res.text(), "og:image"), bad).toBeUndefined();
    }
  });
});
