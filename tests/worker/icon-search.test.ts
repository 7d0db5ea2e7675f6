// GET /api/icons (issue 24): the mark editor's search reads words by meaning, like the engine.
import { describe, expect, it } from "vitest";
import { getPath } from "./support/api";
import { iconRef } from "../../shared/icon-index";

interface Found {
  query: string;
  icons: { symbol: string; name: string }[];
}

async function search(q: string): Promise<Found> {
  const res = await getPath(`/api/icons?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return (await res.json()) as Found;
}

describe("GET /api/icons", () => {
  it.each([
    ["whiskey", /barrel|bottle|glass|brandy|wine|martini|whiskey|beer/],
    ["locksmith", /^(key|lock)/],
    ["bakery", /bread|cake|cookie/],
    ["harbour", /anchor|boat|lighthouse/],
    ["veterinarian", /paw|dog|cat|first-aid|stethoscope/],
  ])("finds %s by meaning among its first six", async (q, pattern) => {
    const { icons } = await search(q);
    const first = icons.slice(0, 6).map((i) => i.name);
    expect(first.some((n) => pattern.test(n)), `${q}: ${first.join(", ")}`).toBe(true);
  });

  it("finds icons by the start of their name while a word is half typed", async () => {
    const { icons } = await search("lightb");
    expect(icons.map((i) => i.name)).toContain("lightbulb");
  });

  it("answers icon references the logo URL accepts, at most 24, none twice", async () => {
    const { icons } = await search("coffee shop");
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.length).toBeLessThanOrEqual(24);
    expect(new Set(icons.map((i) => i.name)).size).toBe(icons.length);
    for (const icon of icons.slice(0, 3)) {
      expect(icon.symbol).toBe(iconRef(icon.name));
      expect((await getPath(`/api/logo.svg?text=A&symbol=${icon.symbol}`)).status, icon.symbol).toBe(200);
    }
  });

  it("answers an empty list for words nothing matches, and 400 for no query", async () => {
    expect((await search("zzqxv")).icons).toEqual([]);
    for (const q of ["", "?q=", "?q=%20", `?q=${"a".repeat(41)}`]) {
      const res = await getPath(`/api/icons${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
  });
});
