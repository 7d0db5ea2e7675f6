// The published contract is generated from the routes: it lists every route the app serves and
// describes requests with the same schemas the routes validate with. (An independent validator
// checks the served document in tests/e2e/openapi.test.ts: it reads its schemas from disk.)
import { describe, expect, it } from "vitest";
import { app, openApiDocument } from "../../worker/app";
import { getPath, postJson } from "./support/api";

type Doc = ReturnType<typeof openApiDocument>;

describe("the OpenAPI document", () => {
  it("is served at /api/openapi.json as OpenAPI 3.1 with the servers entry of the request's origin", async () => {
    const res = await getPath("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "http://localhost" }]);
  });

  it("lists every route the app serves, with its method", () => {
    const doc = openApiDocument();
    const documented = new Set(Object.entries(doc.paths ?? {}).flatMap(([path, item]) => Object.keys(item as object).map((m) => `${m.toUpperCase()} ${path}`)));
    const served = app.routes
      // Regex-constrained catch-alls (":file{logo\\.…}", the unknown-format answer) are not routes of their own.
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && !r.path.includes("*") && !/:\w+\{/.test(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(served.length).toBeGreaterThanOrEqual(10);
    for (const route of new Set(served)) expect(documented, route).toContain(route);
    for (const route of documented) expect(served, route).toContain(route);
  });

  it("describes request bodies and the logo query from the schemas the routes validate with", () => {
    const doc = openApiDocument() as unknown as { components: { schemas: Record<string, { required?: string[]; properties: Record<string, { maxLength?: number; pattern?: string; enum?: string[] }> }> } };
    const gen = doc.components.schemas.GenerateRequest!;
    expect(gen.required).toEqual(["logoText", "addSymbol"]);
    expect(gen.properties.logoText!.maxLength).toBe(48);
    expect(gen.properties.slogan!.maxLength).toBe(80);
    expect(gen.properties.preferredColor!.pattern).toBe("^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$");
    expect(Object.keys(gen.properties)).toContain("seed");
    expect(doc.components.schemas.LogoSuggestion!.properties.layout!.enum).toEqual(["inline", "stacked", "badge"]);
    const logo = (openApiDocument().paths as Record<string, { get: { parameters: { name: string; in: string }[] } }>)["/api/logo.png"]!.get;
    expect(logo.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["text", "font", "colors", "symbol", "layout", "slogan", "bg", "width"]));
  });

  it("renders the docs page from the same document", async () => {
    const html = await (await getPath("/api/docs")).text();
    for (const path of ["/api/generate-logo-suggestions", "/api/logo.png", "/api/brand-kit.zip", "/api/design-guide.pdf", "/api/fonts"]) expect(html).toContain(path);
  });
});

describe("the API description", () => {
  it("serves OpenAPI 3.1 covering every route", async () => {
    const res = await getPath("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/brand-kit.zip",
      "/api/design-guide.pdf",
      "/api/docs",
      "/api/fonts",
      "/api/fonts/subset/{file}",
      "/api/generate-logo-suggestions",
      "/api/icons",
      "/api/logo.jpeg",
      "/api/logo.jpg",
      "/api/logo.png",
      "/api/logo.svg",
      "/api/mockup.png",
      "/api/openapi.json",
      "/api/regenerate-branding-guidelines",
      "/api/social.png",
    ]);
  });

  it("serves a readable page made from it", async () => {
    const res = await getPath("/api/docs");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    for (const p of ["/api/generate-logo-suggestions", "/api/logo.png", "/api/brand-kit.zip", "GenerateRequest"]) expect(html).toContain(p);
    expect(html).not.toMatch(/<script/i);
  });
});

describe("the API page for people", () => {
  it("lists every route in its contents, each with a curl example that works as written", async () => {
    const html = await (await getPath("/api/docs")).text();
    const doc = (await (await getPath("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(+n)).replace(/&amp;/g, "&");
    const examples = [...html.matchAll(/<p>Example:<\/p><pre>([\s\S]*?)<\/pre>/g)].map((m) => unescape(m[1]!));
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(examples).toHaveLength(operations.length);
    for (const op of operations) expect(html, op.operationId).toContain(`<a href="#${op.operationId}">`);
    for (const example of examples) {
      const url = new URL(example.match(/"(http[^"]+)"/)![1]!);
      const body = example.match(/-d '([\s\S]*)'$/)?.[1];
      const res = body
        ? await postJson(url.pathname + url.search, JSON.parse(body))
        : await getPath(url.pathname + url.search);
      expect(res.status, example).toBe(200);
    }
  });

  it("types numeric query parameters as integers", async () => {
    const doc = (await (await getPath("/api/openapi.json")).json()) as { paths: Record<string, { get?: { parameters: { name: string; schema: { type: string } }[] } }> };
    const width = doc.paths["/api/logo.png"]!.get!.parameters.find((p) => p.name === "width")!;
    expect(width.schema.type).toBe("integer");
  });
});
