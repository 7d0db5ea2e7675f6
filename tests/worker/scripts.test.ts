// Names in the scripts the shipped fonts draw, and a clear 422 for the ones they do not.
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../shared/catalogue";
import { getPath, postJson } from "./support/api";
import { XMLValidator } from "fast-xml-parser";

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
    // Scripts no face of the catalogue is made for yet: Ethiopic, Tamil, Khmer, Sinhala.
    for (const name of ["ቡና ቤት", "காபி", "កាហ្វេ", "කෝපි"]) {
      const res = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol: false });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string; field?: string } };
      expect(body.error.code).toBe("unsupported_characters");
      expect(body.error.message).toMatch(/cannot be drawn yet/);
      expect(body.error.field, name).toBe("logoText");
    }
    // the error names the field it concerns: an Ethiopic slogan under a Latin name is the slogan's
    const slogan = await postJson("/api/generate-logo-suggestions", { logoText: "Addis", addSymbol: false, slogan: "ቡና" });
    expect(slogan.status).toBe(422);
    expect(((await slogan.json()) as { error: { field?: string; message: string } }).error).toMatchObject({ field: "slogan", message: expect.stringMatching(/ቡ ና/) });
    // and a schema's refusal names its field too
    const long = await postJson("/api/generate-logo-suggestions", { logoText: "x".repeat(49), addSymbol: false });
    expect(((await long.json()) as { error: { field?: string } }).error.field).toBe("logoText");
  });

  it("every catalogue family, with the fallback, covers Latin Extended, Greek, Cyrillic and Vietnamese", async () => {
    const { env } = await import("cloudflare:workers");
    const { loadChain, segment } = await import("../../shared/chain");
    const { loadFont } = await import("../../worker/render/fonts");
    const text = Object.values(SAMPLES).join(" ");
    for (const family of FAMILIES) {
      const chain = await loadChain(family, { text }, (f, characters) => loadFont(env, f, characters));
      expect(() => segment(text, chain), family.family).not.toThrow();
    }
  });
});
