// The design guide's costs are bounded (issue 23): its guidelines are capped in total, its line
// breaking is linear (every distinct word measured once), and it shares a per-client limit with
// the brand kit. Timings live in the bench (guide_worst_vs_plain), never here.
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { followDesign } from "../../shared/guideline-facts";
import { GUIDELINE_LIMITS, guidelineLength } from "../../shared/guidelines";
import { fromDesign } from "../../shared/logo";
import type { DesignGuideRequest } from "../../shared/schema";
import { wrap } from "../../worker/render/wrap";
import guide from "../fixtures/design-guide.json";
import { budget } from "../support/budget";
import { getPath, postJson } from "./support/api";
import { worstGuideBody } from "../support/guide-bodies";

async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("design guide limits", () => {
  it("refuses the issue's body of many short words: more guideline text than the contract allows", async () => {
    const item = "a ".repeat(100).slice(0, 199);
    const body = {
      logoText: "Acme",
      fontFamily: "Inter",
      colors: ["#FF0000"],
      brandingGuidelines: { personality: ["x"], minSpacing: item, usageGuidelines: { dos: Array(10).fill(item), donts: Array(10).fill(item) }, useCases: Array(10).fill(item) },
    };
    const res = await postJson("/api/design-guide.pdf", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(new RegExp(`brandingGuidelines.*${GUIDELINE_LIMITS.total}`));
  });

  it("draws every word of the largest guideline text it accepts", async () => {
    const body = worstGuideBody();
    expect(guidelineLength(body.brandingGuidelines)).toBeGreaterThan(GUIDELINE_LIMITS.total - 200);
    const res = await postJson("/api/design-guide.pdf", body);
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    // Each item's words in order (wrapping may break lines between any two of them), as the guide
    // states them: facts restated for this logo, then the advice.
    const drawn = followDesign(body.brandingGuidelines, fromDesign(body as DesignGuideRequest));
    expect(guidelineLength(drawn)).toBeGreaterThan(GUIDELINE_LIMITS.total - 1000);
    for (const item of drawn.usageGuidelines.dos) expect(text.replace(/ /g, "")).toContain(item.replace(/ /g, ""));
  });

  it("breaks lines measuring each distinct word once, whatever the number of words", () => {
    for (const words of [25, 100, 1000]) {
      const calls: string[] = [];
      const measure = (s: string) => (calls.push(s), s.length * 5);
      const text = Array.from({ length: words }, (_, i) => ["a", "bb", "ccc"][i % 3]).join(" ");
      const lines = wrap(text, measure, 100);
      expect(lines.join(" "), `${words} words`).toBe(text);
      for (const line of lines) expect(line.length * 5, line).toBeLessThanOrEqual(100);
      // " ", "a", "bb", "ccc": four measurements, not one per word (or per word per line).
      expect(new Set(calls).size, `${words} words`).toBe(calls.length);
      expect(calls.length, `${words} words`).toBe(4);
    }
  });

  it("cuts a word wider than the line between graphemes, never inside one", () => {
    const word = "é".repeat(30) + "👩‍👩‍👧" + "x".repeat(30);
    const lines = wrap(`go ${word} on`, (s) => [...new Intl.Segmenter().segment(s)].length * 10, 100);
    expect(lines.join("").replace(/ /g, "")).toBe(`go${word}on`);
    for (const line of lines) expect([...new Intl.Segmenter().segment(line)].length, line).toBeLessThanOrEqual(10);
    expect(lines.some((l) => l.includes("👩‍👩‍👧"))).toBe(true);
  });

  it("counts design guides and rendered brand kits against one per-client limit, cached kits not", async () => {
    // A limiter that allows three per key, and records the keys it was asked about (the real
    // binding counts in wall-clock minutes, which a test cannot pin).
    const keys: string[] = [];
    const DOWNLOAD_LIMITER = {
      async limit({ key }: { key: string }) {
        keys.push(key);
        return { success: keys.filter((k) => k === key).length <= 3 };
      },
    } as unknown as RateLimit;
    const ip = "203.0.113.77";
    const bare = { ...guide, brandingGuidelines: undefined };
    const guideFrom = (from: string) => postJson("/api/design-guide.pdf", bare, { ip: from, env: { DOWNLOAD_LIMITER } });
    const kit = (text: string) => getPath(`/api/brand-kit.zip?text=${text}&colors=264653,2A9D8F`, { "cf-connecting-ip": ip }, { DOWNLOAD_LIMITER });
    expect([(await guideFrom(ip)).status, (await guideFrom(ip)).status, (await kit("LimitA")).status]).toEqual([200, 200, 200]);
    const refused = await kit("LimitB");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await guideFrom(ip)).status).toBe(429);
    // A kit already in the edge cache is served without asking the limiter.
    const asked = keys.length;
    expect((await kit("LimitA")).status).toBe(200);
    expect(keys.length).toBe(asked);
    // Another client is counted on its own.
    expect((await guideFrom("203.0.113.78")).status).toBe(200);
    expect(new Set(keys)).toEqual(new Set([ip, "203.0.113.78"]));
  }, budget(3_000));
});
