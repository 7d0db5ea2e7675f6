// Every catalogue family × the names corpus (tests/fixtures/names.json) × {plain, symbol, slogan,
// both}, through every export: logo SVG, PNG and JPEG, the brand kit and the design guide answer
// 200, never a 5xx; names in scripts no shipped font draws answer 422 naming the characters.
// Each case gets its SVG, every other case one raster (PNG and JPEG alternate); the kit and the PDF take
// one case per family (names and combinations rotating). SWEEP_FULL=1 runs everything over every case.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { LATIN_FAMILIES } from "../../shared/catalogue";
import { describeCase, everyCase, UNDRAWABLE, type Case } from "../support/corpus";
import { getPath, postJson } from "./support/api";
import { budget } from "../support/budget";

const FULL = process.env.SWEEP_FULL === "1";
const NO_STORE = { "cache-control": "no-store" };
const COLORS = "FF6B6B,3A86FF";

function query(c: Case, width: number): string {
  const p = new URLSearchParams({ text: c.text, font: c.family, colors: COLORS, width: String(width) });
  if (c.symbol) p.set("symbol", c.symbol);
  if (c.slogan) p.set("slogan", c.slogan);
  return p.toString();
}

function guideBody(c: Case) {
  return { logoText: c.text, fontFamily: c.family, colors: ["#FF6B6B", "#3A86FF"], symbol: c.symbol, slogan: c.slogan };
}

/** Status problems of one answer: anything but a 200 of the expected type. */
async function expectOk(what: string, res: Response, type: string): Promise<string | undefined> {
  if (res.status === 200 && (res.headers.get("content-type") ?? "").startsWith(type)) {
    const body = new Uint8Array(await res.arrayBuffer());
    return body.length > 0 ? undefined : `${what}: empty body`;
  }
  return `${what}: ${res.status} ${(await res.text()).slice(0, 200)}`;
}

describe("every family × the names corpus through every export", () => {
  const cases = everyCase();

  it.each(LATIN_FAMILIES.map((f) => [f.family] as const))("%s: logo SVG and PNG or JPEG answer 200 for every name, symbol, composition and slogan", async (family) => {
    const mine = cases.filter((c) => c.family === family);
    const problems: string[] = [];
    for (const [i, c] of mine.entries()) {
      // Small rasters keep the sweep fast; both width parities. Every case gets its SVG (the whole
      // layout); every other case a raster too, PNG and JPEG alternating, so each family meets
      // both formats and every combination (SWEEP_FULL=1: every case, both formats). The raster
      // pipeline has its own sweeps (exports-sweep, strips).
      // Cases come four to a name (plain, mark, slogan, both): even names rasterise the plain and
      // slogan cases, odd names the two with a mark; PNG for the first, JPEG for the second; the
      // width parity alternates every two names.
      const name = Math.floor(i / 4);
      const width = 64 + ((name >> 1) % 2);
      const raster = (i + name) % 2 === 0 ? (Math.floor(i / 2) % 2 === 0 ? "png" : "jpeg") : undefined;
      const formats = ([["svg", "image/svg+xml"], ["png", "image/png"], ["jpeg", "image/jpeg"]] as const).filter(
        ([ext]) => FULL || ext === "svg" || ext === raster,
      );
      for (const [ext, type] of formats) {
        const problem = await expectOk(`${describeCase(c)} .${ext}`, await getPath(`/api/logo.${ext}?${query(c, width)}`, NO_STORE), type);
        if (problem) problems.push(problem);
      }
    }
    expect(problems.slice(0, 10), `${problems.length} exports of ${mine.length} cases fail`).toEqual([]);
  }, 120_000);

  it.each(LATIN_FAMILIES.map((f, fi) => [f.family, fi] as const))("%s: the brand kit and the design guide answer 200", async (family, fi) => {
    const mine = cases.filter((c) => c.family === family);
    // By default one case per family: the names rotate with the families (the families meet all
    // 29 names) and so do the four combinations. Each kit also draws the eight social images and
    // mockups, so every family meets those too. (The design guide, the brand kit and the scenes
    // have their own tests; this sweep is about inputs.)
    const chosen = FULL ? mine : [mine[(fi % (mine.length / 4)) * 4 + (fi % 4)]!];
    const problems: string[] = [];
    for (const c of chosen) {
      const kit = await getPath(`/api/brand-kit.zip?${query(c, 128)}`, NO_STORE);
      if (kit.status === 200) {
        const files = Object.keys(unzipSync(new Uint8Array(await kit.arrayBuffer())));
        if (!["logo.png", "favicon.ico", "social/x-header.png", "mockups/phone-home-screen.png"].every((f) => files.includes(f))) problems.push(`${describeCase(c)} kit: ${files.join(", ")}`);
      } else problems.push(`${describeCase(c)} kit: ${kit.status} ${(await kit.text()).slice(0, 200)}`);
      const pdf = await postJson("/api/design-guide.pdf", guideBody(c));
      const problem = await expectOk(`${describeCase(c)} design guide`, pdf, "application/pdf");
      if (problem) problems.push(problem);
    }
    expect(problems.slice(0, 10), `${problems.length} of ${chosen.length * 2} fail`).toEqual([]);
  }, 300_000);
});

describe("names no shipped font draws", () => {
  it.each(UNDRAWABLE)("$text: every export answers 422 naming $characters", async ({ text, characters }) => {
    const c: Case = { family: "IBM Plex Mono", text, slogan: "Fresh bread" };
    const answers = [
      ...(await Promise.all(["svg", "png", "jpeg"].map((ext) => getPath(`/api/logo.${ext}?${query(c, 200)}`)))),
      await getPath(`/api/brand-kit.zip?${query(c, 200)}`),
      await postJson("/api/design-guide.pdf", guideBody(c)),
      await postJson("/api/generate-logo-suggestions", { logoText: text, addSymbol: true }),
    ];
    for (const res of answers) {
      expect(res.status, `${res.url || "answer"} for ${text}`).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("unsupported_characters");
      for (const ch of characters) expect(body.error.message, `names ${ch}`).toContain(ch);
    }
  }, budget(2_000));
});
