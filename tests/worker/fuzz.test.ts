// Property-based fuzzing of every endpoint inside workerd: whatever comes in, the answer is a 2xx
// or a 4xx JSON error, every SVG is well-formed XML, and nothing escapes.
import fc from "fast-check";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { IN_USE } from "../../shared/in-use";
import { request } from "./support/api";
import { budget } from "../support/budget";

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);

const send = (path: string, init: RequestInit = {}) => request(path, init);

/** Statuses seen, so a run that never reaches the renderers shows up as a failure. */
const seen = new Map<string, number[]>();

/** Asserts the contract every answer keeps, and returns the body bytes. */
async function expectSound(res: Response, bucket = "any"): Promise<Uint8Array> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  seen.set(bucket, [...(seen.get(bucket) ?? []), res.status]);
  expect(res.status, new TextDecoder().decode(bytes.subarray(0, 300))).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = JSON.parse(new TextDecoder().decode(bytes)) as { error: { code: unknown; message: unknown } };
    expect(typeof body.error.code).toBe("string");
    expect(typeof body.error.message).toBe("string");
    expect(res.headers.get("cache-control")).toBe("no-store");
  }
  return bytes;
}

// Text that has broken renderers and parsers before.
const nasty = fc.constantFrom(
  "", " ", "\u202EtxeT", "\u200F\u202Bשלום\u202C", "e\u0301\u0301\u0301\u0301", "Z̴̧̛̤̗͎a̷l̸g̵o̶", "👩‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "\uD800", "\uDFFF", "a\uD800b",
  "\u0000", "\u0007bell", "tab\there", "line\nbreak", "<script>alert(1)</script>", "]]><!--", "&amp;&#0;&#x110000;", "\"'`",
  "__proto__", "constructor", "prototype", "東京", "Ωmega Кофе Đặng", "x".repeat(49), "y".repeat(10_000), "１２３", "\uFEFFbom", "\u00AD",
);
const text = fc.oneof(nasty, fc.string({ maxLength: 60 }), fc.string({ unit: "grapheme", maxLength: 30 }), fc.string({ unit: "binary", maxLength: 30 }));
const wrongType = fc.oneof(fc.constant(null), fc.integer(), fc.double(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }));
const value = fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: wrongType });
const color = fc.oneof(fc.constantFrom("#FF6B6B", "3A86FF", "#abc", "fff", "#12345G", "red", "#1234567", ""), text);
const number = fc.oneof(fc.constantFrom("64", "256", "4096", "4097", "0", "-1", "1e3", "NaN", "Infinity", "99999999999999999999", "12.5", " 128", "0x80"), text);

// Mostly-plausible names built from letters of several scripts, marks, emoji and punctuation, so
// that many inputs get past validation and reach the layout and the renderers.
const glyph = fc.constantFrom(..."AaBbQqWwXxyz019 &'-.!?ÆøßŁłŞşĐđặΩωКкЯя", "e\u0301", "👍🏽", "★", "☕", "\u202E", "東", "\u00AD", "कॉ", "फ़ी", "हा");
const plausible = fc.array(glyph, { minLength: 1, maxLength: 20 }).map((g) => g.join(""));
const logoText = fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 2, arbitrary: nasty }, { weight: 1, arbitrary: text });

/** A descriptor in a JSON body: mostly a count of words, sometimes anything. */
const descriptorValue = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), value) });

const logoParams = fc
  .tuple(
    fc.record(
      {
        text: logoText,
        font: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("Lora", "montserrat", "Caveat", "JetBrains Mono", "Teko") }, { weight: 1, arbitrary: text }),
        colors: fc.oneof(
          { weight: 4, arbitrary: fc.array(fc.constantFrom("#FF6B6B", "3A86FF", "#abc", "fff", "023047"), { minLength: 1, maxLength: 6 }) },
          { weight: 1, arbitrary: fc.array(color, { maxLength: 8 }) },
        ).map((c) => c.join(",")),
        symbol: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("★", "☕", "⚡", "🚀", "&") }, { weight: 1, arbitrary: fc.oneof(fc.constantFrom("東", "★★", "👩‍👩‍👧‍👦"), text) }),
        slogan: fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: text }),
        descriptor: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("1", "2", "3", "4") }, { weight: 1, arbitrary: number }),
        bg: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("white", "black", "transparent") }, { weight: 1, arbitrary: text }),
        width: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 64, max: 400 }).map(String) }, { weight: 1, arbitrary: number }),
      },
      { requiredKeys: [] },
    ),
    // Duplicated and unknown parameters on top.
    fc.array(fc.tuple(fc.constantFrom("__proto__", "constructor", "text[]", "unknown", "text", "width"), text), { maxLength: 2 }),
  )
  .map(([fields, extra]) => [...Object.entries(fields), ...extra] as [string, string][]);

describe("fuzzing every endpoint", () => {
  it("GET /api/logo.* answers 2xx or a 4xx JSON error, with well-formed SVG", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("svg", "svg", "png", "jpeg", "jpg", "svg", "png", "gif"), logoParams, async (ext, params) => {
        const q = new URLSearchParams();
        for (const [k, v] of params) q.append(k, k === "width" && ext !== "svg" && /^\d+$/.test(v) && +v > 512 ? "256" : v);
        const res = await send(`/api/logo.${ext}?${q.toString()}`);
        const bytes = await expectSound(res, "logo");
        if (res.status === 200) {
          if (ext === "svg") expect(XMLValidator.validate(new TextDecoder().decode(bytes))).toBe(true);
          if (ext === "png") expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
          if (ext === "jpeg" || ext === "jpg") expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
        }
      }),
      { numRuns: RUNS },
    );
    const ok = seen.get("logo")!.filter((s) => s === 200).length;
    expect(ok, "some fuzzed logos were rendered").toBeGreaterThan(RUNS / 20);
  }, budget(4_000, RUNS / 500));

  it("GET /api/social.png and /api/mockup.png answer a PNG or a 4xx JSON error", async () => {
    const format = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...IN_USE.map((f) => f.id)) }, { weight: 1, arbitrary: text });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("social", "mockup"), logoParams, format, async (kind, params, f) => {
        const q = new URLSearchParams(params);
        q.set("format", f);
        const res = await send(`/api/${kind}.png?${q.toString()}`);
        const bytes = await expectSound(res, "in-use");
        if (res.status === 200) expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
    const ok = seen.get("in-use")!.filter((s) => s === 200).length;
    expect(ok, "some fuzzed scenes were rendered").toBeGreaterThan(RUNS / 100);
  }, budget(4_000, RUNS / 500));

  const body = (fields: Record<string, unknown>, extras: [string, unknown][]) => {
    // Raw JSON so that "__proto__" arrives as a real key, and duplicates as duplicates.
    const parts = [...Object.entries(fields), ...extras].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`);
    return `{${parts.join(",")}}`;
  };
  const extras = fc.array(fc.tuple(fc.constantFrom("__proto__", "constructor", "logoText", "extra", "prototype"), value), { maxLength: 3 });
  const post = (path: string, raw: string) => send(path, { method: "POST", body: raw, headers: { "content-type": "application/json" } });

  it("POST /api/generate-logo-suggestions answers 2xx or a 4xx JSON error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            logoText: fc.oneof({ weight: 3, arbitrary: logoText }, { weight: 1, arbitrary: wrongType }),
            addSymbol: fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrongType }),
            slogan: fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: value }),
            preferredColor: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("#E63946", "3a86ff", "#abc") }, { weight: 1, arbitrary: color }),
          },
          { requiredKeys: [] },
        ),
        extras,
        async (fields, more) => {
          const res = await post("/api/generate-logo-suggestions", body(fields, more));
          const bytes = await expectSound(res, "generate");
          if (res.status === 200) expect(JSON.parse(new TextDecoder().decode(bytes)).suggestions).toHaveLength(6);
        },
      ),
      { numRuns: RUNS },
    );
    expect(seen.get("generate")!.filter((s) => s === 200).length, "some fuzzed bodies were valid").toBeGreaterThan(0);
  }, budget(4_000, RUNS / 500));

  it("POST /api/regenerate-branding-guidelines answers 2xx or a 4xx JSON error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            logoText: fc.oneof({ weight: 3, arbitrary: logoText }, { weight: 1, arbitrary: wrongType }),
            fontFamily: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("Lora", "Oswald", "lato") }, { weight: 1, arbitrary: value }),
            colors: fc.oneof({ weight: 3, arbitrary: fc.array(fc.constantFrom("#FF6B6B", "abc"), { minLength: 1, maxLength: 6 }) }, { weight: 1, arbitrary: fc.array(color, { maxLength: 7 }) }, { weight: 1, arbitrary: wrongType }),
            symbol: fc.oneof(fc.constantFrom("★", "⚡"), value),
            descriptor: descriptorValue,
          },
          { requiredKeys: [] },
        ),
        extras,
        async (fields, more) => {
          await expectSound(await post("/api/regenerate-branding-guidelines", body(fields, more)), "guidelines");
        },
      ),
      { numRuns: RUNS },
    );
    expect(seen.get("guidelines")!.filter((s) => s === 200).length, "some fuzzed bodies were valid").toBeGreaterThan(0);
  }, budget(4_000, RUNS / 500));

  it("POST /api/design-guide.pdf answers 2xx or a 4xx JSON error", async () => {
    const list = (max: number) => fc.oneof({ weight: 3, arbitrary: fc.array(plausible, { minLength: 1, maxLength: max }) }, { weight: 1, arbitrary: fc.array(text, { maxLength: max + 2 }) });
    const guidelines = fc.oneof(
      { weight: 1, arbitrary: wrongType },
      {
        weight: 4,
        arbitrary: fc.record({
          personality: list(5),
          minSpacing: fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: value }),
          usageGuidelines: fc.oneof({ weight: 4, arbitrary: fc.record({ dos: list(8), donts: list(8) }) }, { weight: 1, arbitrary: wrongType }),
          useCases: list(6),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            logoText: fc.oneof({ weight: 3, arbitrary: logoText }, { weight: 1, arbitrary: value }),
            fontFamily: fc.oneof({ weight: 3, arbitrary: fc.constant("Lora") }, { weight: 1, arbitrary: value }),
            colors: fc.oneof({ weight: 3, arbitrary: fc.constant(["#111111", "#3A86FF"]) }, { weight: 1, arbitrary: fc.array(color, { maxLength: 7 }) }),
            symbol: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("★", "⚡", "☕") }, { weight: 1, arbitrary: value }),
            slogan: fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: value }),
            descriptor: descriptorValue,
            brandingGuidelines: guidelines,
          },
          { requiredKeys: ["logoText", "fontFamily", "colors"] },
        ),
        extras,
        async (fields, more) => {
          const res = await post("/api/design-guide.pdf", body(fields, more));
          const bytes = await expectSound(res, "pdf");
          if (res.status === 200) expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
        },
      ),
      { numRuns: Math.ceil(RUNS / 4) },
    );
    expect(seen.get("pdf")!.filter((s) => s === 200).length, "some fuzzed guides were built").toBeGreaterThan(0);
  }, budget(4_000, RUNS / 500));

  it("survives bodies that are not JSON objects at all", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/generate-logo-suggestions", "/api/regenerate-branding-guidelines", "/api/design-guide.pdf"), fc.oneof(fc.string(), fc.json(), fc.constantFrom("", "null", "[]", "1e999", '{"a":', "\u0000")), async (path, raw) => {
        await expectSound(await post(path, raw));
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps serving afterwards", async () => {
    const summary = [...seen].map(([k, v]) => `${k}: ${v.length} requests, ${v.filter((x) => x < 300).length} 2xx`);
    console.log(`fuzzed ${summary.join("; ")}`);
    const res = await send("/api/logo.png?text=Still%20here&width=128");
    expect(res.status).toBe(200);
    const gen = await post("/api/generate-logo-suggestions", JSON.stringify({ logoText: "Still here", addSymbol: true }));
    expect(gen.status).toBe(200);
  });
});
