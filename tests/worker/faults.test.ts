import { describe, expect, it } from "vitest";
import { getPath, postJson } from "./support/api";
import { rendererFaults } from "../../worker/render/raster";
import { decodePng } from "./support/images";

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
