// Chooses the generator (GENERATOR: auto | workers-ai | builtin) and falls back to the builtin
// engine whenever the model fails, times out or answers something unusable: never a 5xx.
import type { BrandingGuidelines, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../../shared/schema";
import { followDesign } from "../../shared/guideline-facts";
import { fromDesign } from "../../shared/logo";
import { builtinGenerator, freshSeed } from "./builtin/engine";
import { loadLexicon } from "./builtin/lexicon";
import { searchIcons as search } from "./builtin/symbol-matcher";
import { assetReader } from "../render/assets";
import { RenderError } from "../render/problems";
import type { Generator, Source } from "./generator";
import { workersAiGenerator } from "./workers-ai";

/** Set when this isolate learns the AI binding cannot be reached (offline, local dev). */
let aiUnreachable = false;

export function chooseGenerator(env: Env): Generator {
  if (env.GENERATOR === "builtin") return builtinGenerator;
  if (env.GENERATOR !== "workers-ai" && aiUnreachable) return builtinGenerator;
  return workersAiGenerator(env);
}

function noteFailure(env: Env, what: string, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  if (env.GENERATOR !== "workers-ai" && /run remotely|not available|no such binding|AI binding/i.test(message)) {
    aiUnreachable = true;
    console.log(`Workers AI is not reachable here (${message}); using the builtin design engine.`);
    return;
  }
  console.warn(`Workers AI ${what} failed, answering with the builtin engine: ${message}`);
}

/** Runs one call on the chosen generator, and on the builtin engine if that fails. */
async function withFallback<T>(env: Env, what: string, call: (g: Generator) => Promise<T>): Promise<{ value: T; source: Source }> {
  const generator = chooseGenerator(env);
  if (generator !== builtinGenerator) {
    try {
      return { value: await call(generator), source: generator.source };
    } catch (err) {
      noteFailure(env, what, err);
    }
  }
  return { value: await call(builtinGenerator), source: "builtin" };
}

// Whatever wrote the guidelines (a model, the builtin writer), the facts they state are measured
// from the design they go with (shared/guideline-facts.ts): a model's contrast figures, or a
// composition chosen after the guidelines were written, cannot make them wrong.

/**
 * The builtin engine's word tables (lexicon/build.mjs), read from the static assets once per
 * isolate before the engine first runs, whichever generator answers (the model's shortlist and its
 * repair use them too). While they cannot be read: 503 lexicon_unavailable, tried again next time.
 */
export function readLexicon(env: Env): Promise<void> {
  return loadLexicon(assetReader(env, "lexicon", () => new RenderError({ kind: "asset_unavailable", asset: "lexicon", name: "word tables" })));
}

export async function generateSuggestions(env: Env, req: GenerateRequest): Promise<{ suggestions: LogoSuggestion[]; source: Source; seed: number }> {
  await readLexicon(env);
  const seed = req.seed ?? freshSeed();
  const { value, source } = await withFallback(env, "suggestions", (g) => g.suggest(req, seed));
  const suggestions = value.map((s) =>
    s.brandingGuidelines ? { ...s, brandingGuidelines: followDesign(s.brandingGuidelines, { text: req.logoText, font: s.fontFamily, ...s }) } : s,
  );
  return { suggestions, source, seed };
}

export async function generateGuidelines(env: Env, req: GuidelinesRequest): Promise<{ brandingGuidelines: BrandingGuidelines; source: Source }> {
  await readLexicon(env);
  const { value, source } = await withFallback(env, "guidelines", (g) => g.guidelines(req));
  return { brandingGuidelines: followDesign(value, fromDesign(req)), source };
}

/** Icons for a search typed on a card (symbol-matcher.ts `searchIcons`). */
export async function searchIcons(env: Env, query: string, limit: number): Promise<string[]> {
  await readLexicon(env);
  return search(query, limit);
}
