import { inject, describe, expect, it } from "vitest";

const base = () => inject("baseURL");

describe("headers of the running app (static assets and Worker)", () => {
  it.each([
    ["/", 200],
    ["/some/unknown/path", 404],
  ])("serves %s with a strict CSP, nosniff and a referrer policy (status %i)", async (path, status) => {
    const res = await fetch(`${base()}${path}`, { headers: { accept: "text/html", "sec-fetch-mode": "navigate" } });
    expect(res.status).toBe(status);
    if (status === 404) expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    // Scripts from our origin only; wasm may compile (HarfBuzz shapes the script faces), and
    // nothing may eval or run inline.
    expect(scriptSrc).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // The Worker's 404 page carries exactly the policy public/_headers gives the app's page.
    if (status === 404) {
      const home = await fetch(`${base()}/`);
      expect(csp).toBe(home.headers.get("content-security-policy"));
      await home.arrayBuffer();
    }
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

  it.each(["/fonts/nope.ttf", "/assets/index-deadbeef.js", "/icons/ph-2.1.1/zzz.json", "/robots-nope.txt"])(
    "answers the missing file %s with a 404 that is not HTML and never immutable",
    async (path) => {
      const res = await fetch(`${base()}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).not.toMatch(/html/);
      expect(res.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("marks no HTML immutable: every file the built app serves under an immutable rule is not HTML", async () => {
    // The rules of public/_headers that grant immutable caching, against every built file.
    const { readFileSync, readdirSync } = await import("node:fs");
    const rules = readFileSync("public/_headers", "utf8").split(/\r?\n(?=\S)/).filter((block) => /immutable/.test(block)).map((block) => block.split("\n")[0]!.trim());
    expect(rules.length).toBeGreaterThan(0);
    const files = readdirSync("dist/client", { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => `/${`${d.parentPath}/${d.name}`.replace(/^dist\/client\/?/, "")}`);
    const covered = files.filter((f) => rules.some((r) => new RegExp(`^${r.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(f)));
    expect(covered.length).toBeGreaterThan(10);
    for (const file of covered) expect(file, file).not.toMatch(/\.html?$/);
    // And served so: a sample of them, with their real types.
    for (const file of covered.filter((f) => !f.includes("/icons/")).slice(0, 12)) {
      const res = await fetch(`${base()}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type"), file).not.toMatch(/html/);
      expect(res.headers.get("cache-control"), file).toContain("immutable");
      await res.arrayBuffer();
    }
  });

  it("answers a weakened ETag with 304", async () => {
    const url = `${base()}/api/logo.svg?text=Weak&colors=264653`;
    const etag = (await fetch(url)).headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect((await fetch(url, { headers: { "if-none-match": `W/${etag}` } })).status).toBe(304);
  });

  it("answers oversized bodies with the JSON 413 however they are sent, and TRACE with a JSON 405", async () => {
    const { request } = await import("node:http");
    const { hostname, port } = new URL(base());
    const send = (method: string, path: string, body?: Buffer, chunked = false) =>
      new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
        const req = request({ hostname, port, method, path, headers: { "content-type": "application/json", ...(body && !chunked ? { "content-length": String(body.length) } : {}) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, type: String(res.headers["content-type"]), text: Buffer.concat(chunks).toString() }));
        });
        req.on("error", reject);
        if (body) for (let i = 0; i < body.length; i += 65536) req.write(body.subarray(i, i + 65536));
        req.end();
      });
    for (let round = 0; round < 3; round++) {
      for (const size of [256 << 10, 1 << 20, 2 << 20]) {
        for (const chunked of [false, true]) {
          const res = await send("POST", round % 2 ? "/api/design-guide.pdf" : "/api/generate-logo-suggestions", Buffer.alloc(size, 97), chunked);
          expect(res.status, `${size} bytes, chunked ${chunked}`).toBe(413);
          expect(res.type).toMatch(/application\/json/);
        }
      }
    }
    const trace = await send("TRACE", "/api/fonts");
    expect(trace.status).toBe(405);
    expect(trace.type).toMatch(/application\/json/);
    expect(trace.text).not.toMatch(/node_modules|at /);
  });
});
