// Honest answers outside the API routes (issue 23): missing files are 404 and never cached,
// unknown pages get the app's 404 page with status 404, wrong methods 405 with Allow.
import { describe, expect, it } from "vitest";
import { request } from "./support/api";

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("files, pages and methods", () => {
  it.each(["/fonts/nope.ttf", "/assets/index-deadbeef.js", "/icons/ph-2.1.1/zzz.json", "/favicon-nope.ico", "/fonts/"])(
    "answers a missing file %s with a JSON 404 that is never cached",
    async (path) => {
      const res = await request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await errorCode(res)).toBe("not_found");
    },
  );

  it("still serves the files that exist", async () => {
    const res = await request("/fonts/montserrat-0.4.2.ttf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).not.toMatch(/html/);
  });

  it.each(["/nope", "/some/unknown/path", "/share"])("answers the unknown page %s with the 404 page, status 404, not cached", async (path) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await request(path, { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type"), method).toMatch(/text\/html/);
      expect(res.headers.get("cache-control"), method).toBe("no-store");
      expect(res.headers.get("content-security-policy"), method).toContain("script-src 'self'");
      if (method === "GET") expect(await res.text()).toMatch(/<html/i);
    }
  });

  it.each([
    ["POST", "/nope", "GET, HEAD"],
    ["PUT", "/fonts/montserrat-0.4.2.ttf", "GET, HEAD"],
    ["DELETE", "/api/fonts", "GET, HEAD"],
    ["PATCH", "/api/logo.png", "GET, HEAD"],
    ["GET", "/api/generate-logo-suggestions", "POST"],
    ["DELETE", "/api/design-guide.pdf", "POST"],
    ["PUT", "/api/brand-kit.zip", "GET, HEAD"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const res = await request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await errorCode(res)).toBe("method_not_allowed");
  });

  it("keeps unknown API paths a 404", async () => {
    const res = await request("/api/nope", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("not_found");
  });
});
