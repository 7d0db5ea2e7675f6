import { describe, expect, it } from "vitest";
import { request } from "./support/api";

describe("routing and request limits", () => {
  it("answers an unknown /api path with a 404 JSON error", async () => {
    const res = await request("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No API route matches GET /api/nope." } });
  });

  it("refuses a 20 KiB body with 413 JSON before reading it", async () => {
    const body = JSON.stringify({ logoText: "x".repeat(20 * 1024) });
    const res = await request("/api/generate-logo-suggestions", { method: "POST", body, headers: { "content-type": "application/json", "content-length": String(body.length) } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("body_too_large");
  });
});
