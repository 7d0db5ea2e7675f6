// The card's face picker (issue 25): the faces made for the name's scripts first, the Latin faces
// only where the name has letters of its own for them, and the current face always reachable.
import { describe, expect, it } from "vitest";
import { FAMILIES, LATIN_FAMILIES } from "../../shared/catalogue";
import { faceSections, facesFor, scriptsOf } from "../../shared/scripts";
import world from "../fixtures/world-names.json";

const listed = (text: string, current?: string) => faceSections(text, current).flatMap((s) => s.faces.map((f) => f.family));

describe("the face picker's sections", () => {
  it("offers a Latin name every Latin face once, by category, and no face made for another script", () => {
    const families = listed("Harbor & Finch", "Montserrat");
    expect([...families].sort()).toEqual(LATIN_FAMILIES.map((f) => f.family).sort());
    expect(faceSections("Harbor & Finch")[0]!.label).toBe(LATIN_FAMILIES[0]!.category);
  });

  it("offers a name wholly in one script the faces made for it, and only those", () => {
    expect(listed("東京ラーメン", "Noto Sans JP")).toEqual(FAMILIES.filter((f) => f.script === "ja").map((f) => f.family));
    expect(faceSections("서울 커피", "Jua").map((s) => s.label)).toEqual(["Korean"]);
    // Han alone may be either Chinese: both, under one heading.
    const chinese = faceSections("茶香园", "Noto Sans SC");
    expect(chinese.map((s) => s.label)).toEqual(["Chinese"]);
    expect(new Set(chinese[0]!.faces.map((f) => f.script))).toEqual(new Set(["zh-Hans", "zh-Hant"]));
  });

  it("puts the script's faces first for a mixed name, then the Latin ones", () => {
    const sections = faceSections("Café 東京", "Montserrat");
    // Han without kana may be either Chinese (shared/scripts.ts, scriptsOf).
    expect(sections[0]!.label).toBe("Chinese");
    expect(listed("Café 東京")).toEqual(expect.arrayContaining(LATIN_FAMILIES.map((f) => f.family)));
  });

  it("keeps the current face reachable after the name changes script", () => {
    expect(listed("東京ラーメン", "Montserrat")).toContain("Montserrat");
    expect(listed("Harbor & Finch", "Noto Sans JP")[0]).toBe("Noto Sans JP");
    for (const face of FAMILIES) for (const text of ["Harbor", "東京", "مقهى", "Café 東京"]) expect(listed(text, face.family), `${text} in ${face.family}`).toContain(face.family);
  });
});

describe("Simplified or Traditional", () => {
  it("reads a Han name as Traditional when it holds a character written only so, else Simplified", () => {
    for (const name of world["zh-Hant"]) expect(scriptsOf(name), name).toEqual(["zh-Hant"]);
    for (const name of world["zh-Hans"]) expect(scriptsOf(name), name).toEqual(["zh-Hans"]);
    // Japanese and Korean keep their Han: the kana or Hangul beside it decides.
    expect(scriptsOf("臺灣ラーメン")).toEqual(["ja"]);
    expect(facesFor("zh-Hant")[0]!.script).toBe("zh-Hant");
  });
});
