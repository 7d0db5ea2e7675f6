/// <reference types="vite/client" />
// Whatever the engines write for a name is accepted back by the routes (issue 23): odd names —
// combining marks, long words, every script we draw, emoji — go through generate → design guide
// → share link, from the builtin engine and from repaired Workers AI answers alike.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSharedJson, shareUrl } from "../../client/share";
import { designGuideRequest, guidelinesRequest, logoText, type LogoSuggestion } from "../../shared/schema";
import { budget } from "../support/budget";
import { fakeAi, postJson } from "./support/api";

const RUNS = Number(process.env.SWEEP_RUNS ?? 6);
const SEED = process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : undefined;
const fixtures = import.meta.glob<{ default: unknown }>("../fixtures/ai/*.json", { eager: true });
const MODEL_ANSWERS = ["overlong-guidelines", "good-object", "wrong-types", "injection-echo"].map((n) => fixtures[`../fixtures/ai/${n}.json`]!.default);

/** One base letter carrying many combining marks: one grapheme, up to 48 code units. */
const combining = fc
  .tuple(fc.constantFrom("Z", "a", "ж", "क"), fc.array(fc.integer({ min: 0x300, max: 0x36f }), { minLength: 20, maxLength: 47 }))
  .map(([base, cps]) => `${base}${String.fromCodePoint(...cps)}`);
const letters = (alphabet: string) => fc.array(fc.constantFrom(...[...alphabet]), { minLength: 1, maxLength: 48 }).map((a) => a.join(""));
/** Names at the edges: one grapheme of 48 code units, 48-letter words, each drawn script, mixes. */
const oddName = fc.oneof(
  { arbitrary: combining, weight: 3 },
  letters("abcdefghijklmnopqrstuvwxyz"),
  letters("αβγδεζηθικλμνξοπρστυφχψω "),
  letters("абвгдеёжзийклмнопрстуфхцчшщъыьэюя "),
  letters("ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ "),
  letters("कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूेैोौंः्"),
  fc.constantFrom("W".repeat(48), "Ω".repeat(24) + "ж".repeat(24), "A‍B", "é".normalize("NFD").repeat(24), "🚀🚀 Rocket", "Ⅻ Roman & Co.", "\u00ad\u00adA"),
).filter((s) => logoText.safeParse(s).success);
const oddSlogan = fc.option(fc.oneof(letters("abc xyz"), combining, fc.constantFrom("Ω".repeat(80), "a ".repeat(40).trim())), { nil: undefined });

type GenerateBody = { suggestions: LogoSuggestion[] };

/** Every suggestion opens in the guide's schema, as a share link, and one of them in the guide. */
async function expectUsable(name: string, body: GenerateBody, which: number, label: string) {
  expect(body.suggestions, label).toHaveLength(6);
  for (const s of body.suggestions) {
    const asGuide = { logoText: name, ...s };
    const parsed = designGuideRequest.safeParse(asGuide);
    expect(parsed.success, `${label}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    expect(guidelinesRequest.safeParse(asGuide).success, label).toBe(true);
    const link = shareUrl(parsed.data!, "https://boldmark.test");
    expect(designGuideRequest.parse(readSharedJson(link.slice(link.indexOf("#")))), label).toEqual(parsed.data);
  }
  const pdf = await postJson("/api/design-guide.pdf", { logoText: name, ...body.suggestions[which % 6] });
  expect(pdf.status, `${label}: ${await pdf.clone().text().catch(() => "")}`.slice(0, 400)).toBe(200);
}

describe("odd names through generate → guide → share", () => {
  it("the builtin engine's six always open in the guide and in share links", async () => {
    await fc.assert(
      fc.asyncProperty(oddName, oddSlogan, fc.boolean(), fc.nat(5), async (name, slogan, addSymbol, which) => {
        const res = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol, slogan, seed: 1 });
        const label = `builtin ${JSON.stringify({ name, slogan, addSymbol })}`;
        // Characters nothing draws are refused up front; everything else must be usable.
        if (res.status === 422) return;
        expect(res.status, label).toBe(200);
        await expectUsable(name, (await res.json()) as GenerateBody, which, label);
      }),
      { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
    );
  }, budget(4_000, RUNS / 6));

  it("so do repaired Workers AI answers, overlong guidelines included", async () => {
    await fc.assert(
      fc.asyncProperty(oddName, fc.nat(MODEL_ANSWERS.length - 1), fc.nat(5), async (name, answer, which) => {
        const { binding } = fakeAi(MODEL_ANSWERS[answer]);
        const res = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol: true }, { env: { AI: binding, GENERATOR: "workers-ai" } });
        const label = `workers-ai answer ${answer} ${JSON.stringify(name)}`;
        if (res.status === 422) return;
        expect(res.status, label).toBe(200);
        await expectUsable(name, (await res.json()) as GenerateBody, which, label);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, budget(2_000, RUNS / 6));

  it("guideline rewrites for odd names fit the limits", async () => {
    await fc.assert(
      fc.asyncProperty(oddName, async (name) => {
        const res = await postJson("/api/regenerate-branding-guidelines", { logoText: name, fontFamily: "Cormorant Garamond", colors: ["#123456", "#ABCDEF"], symbol: "ph:anchor" });
        if (res.status === 422) return;
        const { brandingGuidelines } = (await res.json()) as { brandingGuidelines: unknown };
        const parsed = designGuideRequest.safeParse({ logoText: name, fontFamily: "Lora", colors: ["#123456"], brandingGuidelines });
        expect(parsed.success, `${JSON.stringify(name)}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }),
      { numRuns: RUNS * 3, seed: SEED, endOnFailure: true },
    );
  }, budget(1_000, RUNS / 6));

  it("the issue's name: Z and 47 combining acute accents", async () => {
    const name = `Z${"\u0301".repeat(47)}`;
    const res = await postJson("/api/generate-logo-suggestions", { logoText: name, addSymbol: true, seed: 1 });
    expect(res.status).toBe(200);
    await expectUsable(name, (await res.json()) as GenerateBody, 0, "Z + 47 × U+0301");
  }, budget(1_000));
});
