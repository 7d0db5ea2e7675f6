import { describe, expect, it } from "vitest";
import { getPath as get, postJson, request } from "./support/api";

describe("security and caching headers on Worker responses", () => {
  it("marks every API answer nosniff with a referrer policy", async () => {
    const answers = [
      await get("/api/fonts"),
      await get("/api/nope"),
      await get("/api/logo.svg?text=Hi"),
      await get("/api/logo.png?text="),
      await postJson("/api/generate-logo-suggestions", { logoText: "Hi", addSymbol: false }),
      await postJson("/api/regenerate-branding-guidelines", { logoText: "Hi" }),
    ];
    for (const res of answers) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("allows any origin only on the public GET exports, their errors included", async () => {
    expect((await get("/api/logo.svg?text=Hi")).headers.get("access-control-allow-origin")).toBe("*");
    const bad = await get("/api/logo.png?text=");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("access-control-allow-origin")).toBe("*");
    // refused while rendering (after validation, inside the caching middleware), and revalidated
    const undrawable = await get("/api/logo.png?text=Hi&symbol=ph:no-such-icon");
    expect(undrawable.status).toBe(422);
    expect(undrawable.headers.get("access-control-allow-origin")).toBe("*");
    const etag = (await get("/api/logo.svg?text=Hi")).headers.get("etag")!;
    const revalidated = await get("/api/logo.svg?text=Hi", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("access-control-allow-origin")).toBe("*");
    expect((await get("/api/fonts")).headers.get("access-control-allow-origin")).toBeNull();
    expect((await get("/api/nope")).headers.get("access-control-allow-origin")).toBeNull();
    const gen = await postJson("/api/generate-logo-suggestions", { logoText: "Hi", addSymbol: false });
    expect(gen.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("never caches an error as immutable", async () => {
    const errors = [
      await get("/api/logo.png?text="),
      await get("/api/logo.png?text=%E1%89%A1"),
      await get("/api/logo.gif?text=A"),
      await get("/api/nope"),
      await postJson("/api/generate-logo-suggestions", "{"),
    ];
    for (const res of errors) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("etag")).toBeNull();
    }
  });

  it("sandboxes SVG logos so an opened SVG can run nothing", async () => {
    const res = await get("/api/logo.svg?text=Hi");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("answers a cross-origin preflight for the exports, and exposes their ETag", async () => {
    const res = await request("/api/logo.png?text=Hi", {
      method: "OPTIONS",
      headers: { origin: "https://example.com", "access-control-request-method": "GET" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toContain("GET");
    const logo = await get("/api/logo.svg?text=Hi", { origin: "https://example.com" });
    expect(logo.headers.get("access-control-allow-origin")).toBe("*");
    expect(logo.headers.get("access-control-expose-headers")).toContain("ETag");
  });
});
