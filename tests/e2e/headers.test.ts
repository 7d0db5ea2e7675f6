import { inject, describe, expect, it } from "vitest";

const base = () => inject("baseURL");

describe("headers of the running app (static assets and Worker)", () => {
  it.each(["/", "/some/unknown/path"])("serves %s with a strict CSP, nosniff and a referrer policy", async (path) => {
    const res = await fetch(`${base()}${path}`, { headers: { accept: "text/html", "sec-fetch-mode": "navigate" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // No inline script for the CSP to forbid.
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("serves fonts with immutable caching and no cross-origin grant", async () => {
    const res = await fetch(`${base()}/fonts/montserrat-0.4.2.ttf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers API errors with JSON, nosniff and no-store", async () => {
    const res = await fetch(`${base()}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const big = await fetch(`${base()}/api/generate-logo-suggestions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ logoText: "x".repeat(20 * 1024), addSymbol: false }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: string } }).error.code).toBe("body_too_large");
  });
});
