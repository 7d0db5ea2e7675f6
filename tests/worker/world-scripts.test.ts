// Names in the world's scripts (issue 25) through the whole product inside workerd: the builtin
// engine sets them in faces made for their script (a Latin face, paired, for mixed names), and
// every export answers 200 for the whole corpus (tests/fixtures/world-names.json, written before
// any tuning); the browser's subsets come from GET /api/fonts/subset.
import { unzipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { FAMILIES, LATIN_FAMILIES, subsetPath } from "../../shared/catalogue";
import { subsetCodePoints } from "../../shared/asset-files";
import { scriptsOf } from "../../shared/scripts";
import { budget } from "../support/budget";
import corpus from "../fixtures/world-names.json";
import slogans from "../fixtures/world-slogans.json";
import { getPath, postJson } from "./support/api";

const NAMES = Object.entries(corpus).filter(([k]) => k !== "_about") as [string, string[]][];
const ALL = NAMES.flatMap(([script, names]) => names.map((name) => [script, name] as const));
const NO_STORE = { "cache-control": "no-store" };

interface Suggestion {
  fontFamily: string;
  colors: string[];
  symbol?: string;
  slogan?: string;
  layout?: string;
}

async function generate(name: string, slogan?: string): Promise<Suggestion[]> {
  const res = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol: true, ...(slogan ? { slogan } : {}) });
  expect(res.status, `${name}: ${res.status}`).toBe(200);
  return ((await res.json()) as { suggestions: Suggestion[] }).suggestions;
}

function logoQuery(name: string, s: Suggestion, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams({ text: name, font: s.fontFamily, colors: s.colors.map((c) => c.replace("#", "")).join(","), ...extra });
  if (s.symbol) p.set("symbol", s.symbol);
  if (s.layout) p.set("layout", s.layout);
  if (s.slogan) p.set("slogan", s.slogan);
  return p.toString();
}

describe("names in the world's scripts", () => {
  it.each(NAMES)("%s: six suggestions in faces made for the script (a paired Latin face when mixed), and SVG, PNG and JPEG answer 200", async (script, names) => {
    const problems: string[] = [];
    for (const [i, name] of names.entries()) {
      const suggestions = await generate(name);
      const faces = suggestions.map((s) => FAMILIES.find((f) => f.family === s.fontFamily)!);
      const mixed = /\p{Script=Latin}/u.test(name);
      for (const face of faces) {
        if (mixed && face.script) problems.push(`${name}: mixed name set in ${face.family}, not a Latin face`);
        if (!mixed && !face.script) problems.push(`${name}: set in the Latin face ${face.family}`);
        if (!mixed && face.script && !scriptsOf(name).some((s) => s === face.script || (s.startsWith("zh") && face.script!.startsWith("zh")))) {
          problems.push(`${name}: set in ${face.family}, made for ${face.script}`);
        }
      }
      // A name holding characters written only in Traditional Chinese leads with a Traditional face.
      if (script === "zh-Hant" && faces[0]!.script !== "zh-Hant") problems.push(`${name}: first face ${faces[0]!.family}, not a Traditional one`);
      // Every suggestion's SVG; one raster per name, PNG and JPEG alternating, both width parities.
      for (const s of suggestions) {
        const svg = await getPath(`/api/logo.svg?${logoQuery(name, s)}`, NO_STORE);
        if (svg.status !== 200) problems.push(`${name} in ${s.fontFamily} .svg: ${svg.status} ${await svg.text()}`);
      }
      const ext = i % 2 ? "jpeg" : "png";
      const raster = await getPath(`/api/logo.${ext}?${logoQuery(name, suggestions[0]!, { width: String(300 + (i % 2)) })}`, NO_STORE);
      if (raster.status !== 200) problems.push(`${name} .${ext}: ${raster.status} ${await raster.text()}`);
    }
    expect(problems).toEqual([]);
  }, budget(15_000));

  it.each(NAMES)("%s: the brand kit, a social image, a mockup and the design guide answer 200; the guide gives the name back as text", async (_, names) => {
    const name = names[0]!;
    const s = (await generate(name))[0]!;
    const kit = await getPath(`/api/brand-kit.zip?${logoQuery(name, s)}`, NO_STORE);
    expect(kit.status, `${name} kit`).toBe(200);
    const files = unzipSync(new Uint8Array(await kit.arrayBuffer()));
    expect(Object.keys(files), name).toContain("logo.svg");
    for (const path of [`/api/social.png?${logoQuery(name, s, { format: "open-graph" })}`, `/api/mockup.png?${logoQuery(name, s, { format: "business-card-front" })}`]) {
      const res = await getPath(path, NO_STORE);
      expect(res.status, `${name} ${path}: ${res.status === 200 ? "" : await res.text()}`).toBe(200);
    }
    // The guide, with the suggestion's mark, with an icon and with none (its type sample is the
    // face's own: a subset cut for the name alone once failed on the Latin sample).
    for (const symbol of [s.symbol, "ph:coffee", undefined]) {
      const guide = await postJson("/api/design-guide.pdf", { logoText: name, fontFamily: s.fontFamily, colors: s.colors, symbol, layout: s.layout });
      expect(guide.status, `${name} guide, symbol ${symbol}: ${guide.status === 200 ? "" : await guide.text()}`).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(await guide.arrayBuffer()));
      const { text } = await extractText(pdf, { mergePages: true });
      // The text layer gives the name back in logical order (Arabic joined, Hebrew right to left).
      expect((text as string).replace(/\s+/g, ""), `${name}: the guide's text`).toContain(name.replace(/[\s\u200c]+/g, ""));
      // A script without capitals is measured by its letters' height, and says so.
      if (!/^\p{Script=Latin}/u.test(name)) expect(text as string, name).toMatch(/letter height[\s\S]*smallest letters/);
    }
  }, budget(15_000));

  it.each(NAMES)("%s: a slogan in the script under the name: every suggestion's SVG, a PNG, and the guide, which gives the slogan back", async (script, names) => {
    const name = names[1] ?? names[0]!;
    const slogan = (slogans as Record<string, string>)[script]!;
    const suggestions = await generate(name, slogan);
    const problems: string[] = [];
    for (const s of suggestions) {
      if (s.slogan !== slogan) problems.push(`${name}: suggestion's slogan ${JSON.stringify(s.slogan)}`);
      const svg = await getPath(`/api/logo.svg?${logoQuery(name, s)}`, NO_STORE);
      if (svg.status !== 200) problems.push(`${name} / ${slogan} in ${s.fontFamily} (${s.layout}) .svg: ${svg.status} ${await svg.text()}`);
    }
    const png = await getPath(`/api/logo.png?${logoQuery(name, suggestions[0]!, { width: "640" })}`, NO_STORE);
    if (png.status !== 200) problems.push(`${name} / ${slogan} .png: ${png.status}`);
    const s = suggestions[0]!;
    const guide = await postJson("/api/design-guide.pdf", { logoText: name, slogan, fontFamily: s.fontFamily, colors: s.colors, symbol: s.symbol, layout: s.layout });
    expect(guide.status, `${name} / ${slogan} guide`).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await guide.arrayBuffer())), { mergePages: true });
    if (!(text as string).replace(/\s+/g, "").includes(slogan.replace(/\s+/g, ""))) problems.push(`${name}: the guide does not give "${slogan}" back`);
    expect(problems).toEqual([]);
  }, budget(10_000));

  it("serves subsets of a script face for the browser: small, immutable, cached by ETag; refuses what it cannot cut", async () => {
    const jp = FAMILIES.find((f) => f.family === "Noto Sans JP")!;
    const path = subsetPath(jp, subsetCodePoints("東京ラーメン"));
    const res = await getPath(path, NO_STORE);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("font/ttf");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The whole face is 5.5 MB; six characters are a few kilobytes.
    expect(bytes.byteLength).toBeLessThan(20_000);
    const again = await getPath(path, { "if-none-match": res.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect((await getPath(subsetPath(LATIN_FAMILIES[0]!, [0x41]))).status).toBe(404);
    expect((await getPath(`/api/fonts/subset/noto-sans-jp-0.4.3.ttf?text=`)).status).toBe(400);
    expect((await getPath(`/api/fonts/subset/noto-sans-jp-0.4.3.ttf?text=${encodeURIComponent(String.fromCodePoint(...Array.from({ length: 300 }, (_, i) => 0x4e00 + i)))}`)).status).toBe(400);
  });

  it("keeps the 422 naming the characters for scripts no face is made for", async () => {
    const res = await getPath(`/api/logo.png?${new URLSearchParams({ text: "ቡና ቤት", font: "Montserrat" })}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/ቡ/);
    expect(ALL.length).toBeGreaterThan(50);
  });
});
