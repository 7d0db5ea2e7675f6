import { describe, expect, it } from "vitest";
import { getPath, postJson } from "./support/api";
import { rendererFaults } from "../../worker/render/raster";
import { decodePng } from "./support/images";
import { lexiconLoaded, useLexicon } from "../../worker/ai/builtin/lexicon";

const get = (path: string, bindings: Partial<Env> = {}) => getPath(path, { "cache-control": "no-store" }, bindings);

const missingAssets = { fetch: async () => new Response("Not found", { status: 404 }) } as unknown as Fetcher;
const brokenAssets = {
  fetch: async () => {
    throw new Error("network connection lost");
  },
} as unknown as Fetcher;

describe("faults", () => {
  it("answers 503 JSON with Retry-After when a font file is missing from the assets, and recovers", async () => {
    const res = await get("/api/logo.png?text=Lost&font=Lora&width=128", { ASSETS: missingAssets });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      error: { code: "font_unavailable", message: 'The font "Lora" is not available right now. Please try again shortly.' },
    });
    // The failure was not remembered: with the assets back, the same font loads.
    expect((await get("/api/logo.png?text=Lost&font=Lora&width=128")).status).toBe(200);
  });

  it("answers 503 JSON when the assets cannot be reached at all", async () => {
    const res = await get("/api/logo.svg?text=Gone&font=Arvo", { ASSETS: brokenAssets });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("font_unavailable");
    const guide = await postJson("/api/design-guide.pdf", { logoText: "Gone", fontFamily: "Bitter", colors: ["#111111"] }, { env: { ASSETS: brokenAssets } });
    expect(guide.status).toBe(503);
  });

  it("reads the engine's word tables from the assets on first use: 503 JSON while they cannot be read, then loads them", async () => {
    const body = { logoText: "Harbor Lights Dental", addSymbol: true, seed: 3 };
    // The fonts the name needs are read once and kept (the check that every suggestion is drawable
    // comes first); then, as in a fresh isolate, the tables are read on the first generation,
    // guideline rewrite or search.
    expect((await postJson("/api/generate-logo-suggestions", body, { env: { GENERATOR: "builtin" } })).status).toBe(200);
    useLexicon(undefined);
    for (const assets of [missingAssets, brokenAssets]) {
      const res = await postJson("/api/generate-logo-suggestions", body, { env: { ASSETS: assets, GENERATOR: "builtin" } });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.json()).toEqual({
        error: { code: "lexicon_unavailable", message: 'The lexicon "word tables" is not available right now. Please try again shortly.' },
      });
      expect((await get("/api/icons?q=tooth", { ASSETS: assets })).status).toBe(503);
      const guidelines = { logoText: "Harbor Lights Dental", fontFamily: "Lora", colors: ["#2A9D8F", "#264653"], symbol: "ph:tooth" };
      const rewrite = await postJson("/api/regenerate-branding-guidelines", guidelines, { env: { ASSETS: assets, GENERATOR: "builtin" } });
      expect(rewrite.status).toBe(503);
      expect(((await rewrite.json()) as { error: { code: string } }).error.code).toBe("lexicon_unavailable");
      expect(lexiconLoaded()).toBe(false);
    }
    // The failure was not remembered: with the assets back, the tables load and the engine answers.
    const res = await postJson("/api/generate-logo-suggestions", body, { env: { GENERATOR: "builtin" } });
    expect(res.status).toBe(200);
    expect(lexiconLoaded()).toBe(true);
    const { suggestions } = (await res.json()) as { suggestions: { symbol?: string }[] };
    expect(suggestions[0]!.symbol).toBe("ph:tooth");
  });

  it("restarts the renderer after a wasm trap, and the request still succeeds", async () => {
    expect((await get("/api/logo.png?text=Before&width=256")).status).toBe(200);
    const restarts = rendererFaults.restarts();
    await rendererFaults.corruptMemory();
    const res = await get("/api/logo.png?text=After%20the%20crash&width=256");
    expect(res.status).toBe(200);
    expect(rendererFaults.restarts()).toBe(restarts + 1);
    const img = decodePng(new Uint8Array(await res.arrayBuffer()));
    expect([img.width, img.height]).toEqual([256, 128]);
    expect(img.data.some((v, i) => i % 4 === 3 && v > 0)).toBe(true);
    // And the next one too, without another restart.
    expect((await get("/api/logo.png?text=Next&width=256")).status).toBe(200);
    expect(rendererFaults.restarts()).toBe(restarts + 1);
  });
});
