import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";

describe("API plumbing", () => {
  it("answers an unknown /api path with a 404 JSON error", async () => {
    const res = await app.request("/api/nope", {}, env);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No API route matches GET /api/nope." } });
  });

  it("refuses a 20 KiB body with 413 JSON before reading it", async () => {
    const body = JSON.stringify({ logoText: "x".repeat(20 * 1024) });
    const res = await app.request("/api/generate-logo-suggestions", { method: "POST", body, headers: { "content-type": "application/json", "content-length": String(body.length) } }, env);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("body_too_large");
  });
});
