import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FAMILIES, LATIN_FAMILIES, SUPPORT_FONTS, fontFileName, subsetPath } from "../../shared/catalogue";
import { subsetCodePoints } from "../../shared/asset-files";
import { GENERAL, PROFILES } from "../../worker/ai/builtin/profiles";
import { getPath } from "./support/api";
import { loadFont } from "../../worker/render/fonts";

const SAMPLE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789&.,!?'-:;@#()";

describe("the font catalogue", () => {
  it("has at least 60 families spread over every category, each with a voice and the trades it suits", () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(60);
    const trades = new Set([...PROFILES.map((p) => p.id), GENERAL.id]);
    for (const f of FAMILIES) {
      expect(["classic", "modern", "expressive"], f.family).toContain(f.voice);
      expect(f.suits.length, f.family).toBeGreaterThan(0);
      expect(f.suits.filter((t) => !trades.has(t)), f.family).toEqual([]);
    }
    // Every trade has faces of at least two voices to choose from.
    for (const t of trades) expect(new Set(FAMILIES.filter((f) => f.suits.includes(t)).map((f) => f.voice)).size, t).toBeGreaterThanOrEqual(2);
    const categories = new Set(FAMILIES.map((f) => f.category));
    expect([...categories].sort()).toEqual(
      ["blackletter", "condensed", "display", "engraved", "geometric", "grotesque", "handwritten", "humanist", "monospace", "rounded", "script", "serif", "slab"],
    );
  });

  // The faces made for other scripts are judged on their own script (tests/worker/world-scripts.test.ts).
  it.each(LATIN_FAMILIES.map((f) => [f.family, f] as const))("%s loads in workerd and draws A–Z, a–z, 0–9 and punctuation", async (_, family) => {
    const font = await loadFont(env, family);
    expect(font.covers(SAMPLE)).toBe(true);
    const run = font.shape(SAMPLE);
    expect(run.glyphs.length).toBeGreaterThan(60);
    for (const g of run.glyphs.filter((_, i) => i % 7 === 0)) {
      expect(font.glyphPath(g.id).length, `glyph ${g.id} has an outline`).toBeGreaterThan(2);
    }
    expect(run.advance).toBeGreaterThan(font.unitsPerEm * 20);
  });

  it("ships a fallback that draws Latin Extended, Greek and Cyrillic", async () => {
    const fallback = await loadFont(env, SUPPORT_FONTS.find((f) => f.role === "fallback")!);
    expect(fallback.covers("ŁódźŞışğÆøåĐặng Ελληνικά Кириллица")).toBe(true);
  });

  it("serves only TrueType and OpenType files, whole and as a script face's subset: the builds leave fontkit's WOFF2 decoder out", async () => {
    // shared/no-woff2.ts takes the Brotli decoder's place in the page and the Worker (vite.config.ts).
    const sfnt = (bytes: Uint8Array) => {
      const tag = String.fromCharCode(...bytes.subarray(0, 4));
      return tag === "\0\x01\0\0" || tag === "true" || tag === "OTTO" ? "sfnt" : JSON.stringify(tag);
    };
    for (const f of [...FAMILIES, ...SUPPORT_FONTS]) {
      const res = await env.ASSETS.fetch(new Request(`http://localhost/fonts/${fontFileName(f)}`));
      expect(res.status, f.family).toBe(200);
      expect(sfnt(new Uint8Array(await res.arrayBuffer())), f.family).toBe("sfnt");
    }
    const jp = FAMILIES.find((f) => f.family === "Noto Sans JP")!;
    const subset = await getPath(subsetPath(jp, subsetCodePoints("東京")));
    expect(sfnt(new Uint8Array(await subset.arrayBuffer()))).toBe("sfnt");
  });

  it("serves the catalogue at GET /api/fonts with the URL of each file", async () => {
    const res = await getPath("/api/fonts");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { family: string; category: string; url: string }[];
    expect(body).toHaveLength(FAMILIES.length);
    expect(body[0]).toEqual({ family: "Montserrat", category: "geometric", url: "/fonts/montserrat-0.4.2.ttf" });
    for (const f of body) expect(f.url).toMatch(/^\/fonts\/[a-z0-9-]+-\d+\.\d+\.\d+\.ttf$/);
  });
});
