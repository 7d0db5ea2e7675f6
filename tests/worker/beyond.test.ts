import { unzipSync } from "fflate";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../shared/catalogue";
import { getPath, postJson } from "./support/api";
import { decodePng, pixel } from "./support/images";

const KIT_FILES = ["apple-touch-icon.png", "favicon.ico", "favicon.svg", "icon-16.png", "icon-192.png", "icon-32.png", "icon-512.png", "logo.png", "logo.svg"];

function icoEntries(ico: Uint8Array) {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  expect(view.getUint16(2, true)).toBe(1);
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const e = 6 + 16 * i;
    const size = view.getUint32(e + 8, true);
    const offset = view.getUint32(e + 12, true);
    return { width: ico[e] || 256, height: ico[e + 1] || 256, png: ico.subarray(offset, offset + size) };
  });
}

describe("GET /api/brand-kit.zip", () => {
  const url = "/api/brand-kit.zip?text=Quantum%20Coffee%20Labs&font=Playfair%20Display&colors=6F4E37,F77F00,FFB703&width=800";

  it("zips favicons, app icons and the logo, each the size it claims", async () => {
    const res = await getPath(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="quantum-coffee-labs-brand-kit.zip"');
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(KIT_FILES);
    for (const [name, size] of [["icon-16.png", 16], ["icon-32.png", 32], ["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]] as const) {
      const png = decodePng(files[name]!);
      expect([png.width, png.height], name).toEqual([size, size]);
    }
    const ico = icoEntries(files["favicon.ico"]!);
    expect(ico.map((e) => [e.width, e.height])).toEqual([[16, 16], [32, 32], [48, 48]]);
    for (const e of ico) expect(decodePng(e.png).width).toBe(e.width);
    expect(XMLValidator.validate(new TextDecoder().decode(files["favicon.svg"]!))).toBe(true);
    expect(XMLValidator.validate(new TextDecoder().decode(files["logo.svg"]!))).toBe(true);
    const logo = decodePng(files["logo.png"]!);
    expect([logo.width, logo.height]).toEqual([800, 400]);
  });

  it("fills the square in the palette and draws the initials, or the symbol when there is one", async () => {
    const initials = decodePng(unzipSync(new Uint8Array(await (await getPath(url)).arrayBuffer()))["icon-512.png"]!);
    const symbol = decodePng(
      unzipSync(new Uint8Array(await (await getPath(`${url}&symbol=%E2%98%95`)).arrayBuffer()))["icon-512.png"]!,
    );
    // Corners are transparent (rounded), the square is filled in the palette's first colour at its top left.
    expect(pixel(initials, 0, 0)[3]).toBe(0);
    const topLeft = pixel(initials, 120, 120);
    expect(topLeft[3]).toBe(255);
    // Ink of the mark (near-black on this light palette) sits in the middle band.
    const ink = (img: typeof initials) => {
      let n = 0;
      for (let y = 156; y < 356; y += 2) for (let x = 100; x < 412; x += 2) if (pixel(img, x, y)[0] < 60) n++;
      return n;
    };
    expect(ink(initials)).toBeGreaterThan(500);
    expect(ink(symbol)).toBeGreaterThan(500);
    expect(Buffer.from(initials.data).equals(Buffer.from(symbol.data))).toBe(false);
  });

  it("revalidates with 304 like the logo URLs", async () => {
    const etag = (await getPath(url)).headers.get("etag")!;
    expect((await getPath(url, { "If-None-Match": etag })).status).toBe(304);
  });

  it("refuses the same bad input as the logo URL", async () => {
    const res = await getPath("/api/brand-kit.zip?text=&colors=red");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/json/);
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
      "/api/generate-logo-suggestions",
      "/api/logo.jpeg",
      "/api/logo.jpg",
      "/api/logo.png",
      "/api/logo.svg",
      "/api/openapi.json",
      "/api/regenerate-branding-guidelines",
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

describe("names in any script", () => {
  const SAMPLES = {
    cyrillic: "Кофейня Заря",
    greek: "Ωμέγα Λαμπάς",
    vietnamese: "Phở Đặng Việt",
    turkish: "Işık Çiçekçilik",
    polish: "Łódź Żółć",
    "latin-extended": "Ærøskøbing Straße",
    devanagari: "कॉफ़ी हाउस",
  };

  it.each(Object.entries(SAMPLES))("generates and exports %s names with real glyphs", async (_, name) => {
    const gen = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol: true });
    expect(gen.status).toBe(200);
    const { suggestions } = (await gen.json()) as { suggestions: { fontFamily: string; colors: string[] }[] };
    const s = suggestions[0]!;
    const svg = await getPath(`/api/logo.svg?${new URLSearchParams({ text: name, font: s.fontFamily, colors: s.colors.join(",") })}`);
    expect(svg.status).toBe(200);
    expect(XMLValidator.validate(await svg.text())).toBe(true);
  });

  it("refuses scripts the shipped fonts cannot draw with a 422 that says so", async () => {
    for (const name of ["東京コーヒー", "커피", "مقهى", "קפה", "กาแฟ"]) {
      const res = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol: false });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("unsupported_characters");
      expect(body.error.message).toMatch(/cannot be drawn yet/);
    }
    const slogan = await postJson("/api/generate-logo-suggestions", { logoText: "Kyoto", addSymbol: false, slogan: "京都" });
    expect(slogan.status).toBe(422);
  });

  it("every catalogue family, with the fallback, covers Latin Extended, Greek, Cyrillic and Vietnamese", async () => {
    const { env } = await import("cloudflare:workers");
    const { loadChain, segment } = await import("../../shared/chain");
    const { loadFont } = await import("../../worker/render/fonts");
    const text = Object.values(SAMPLES).join(" ");
    for (const family of FAMILIES) {
      const chain = await loadChain(family, { text }, (f) => loadFont(env, f));
      expect(() => segment(text, chain), family.family).not.toThrow();
    }
  });
});
