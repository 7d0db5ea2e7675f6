// Chooses the generator (GENERATOR: auto | workers-ai | builtin) and falls back to the builtin
// engine whenever the model fails, times out or answers something unusable: never a 5xx.
import type { BrandingGuidelines, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../../shared/schema";
import { symbolChecker } from "../render/fonts";
import { builtinGuidelines, builtinSuggestions } from "./builtin/engine";
import { hashSeed } from "./builtin/random";
import type { Source } from "./generator";
import { repairGuidelines, repairSuggestions } from "./repair";
import { askModel, guidelinesPrompt, suggestionsPrompt } from "./workers-ai";

/** Set when this isolate learns the AI binding cannot be reached (offline, local dev). */
let aiUnreachable = false;

function useModel(env: Env): boolean {
  if (env.GENERATOR === "builtin") return false;
  if (env.GENERATOR === "workers-ai") return true;
  return !aiUnreachable;
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

export async function generateSuggestions(env: Env, req: GenerateRequest): Promise<{ suggestions: LogoSuggestion[]; source: Source }> {
  const builtin = builtinSuggestions(req);
  if (!useModel(env)) return { suggestions: builtin, source: "builtin" };
  try {
    const raw = await askModel(env, "suggestions", suggestionsPrompt(req));
    const canDrawSymbol = req.addSymbol ? await symbolChecker(env) : () => false;
    const { suggestions, fromModel } = repairSuggestions(raw, {
      req,
      builtin,
      canDrawSymbol,
      guidelinesFor: (s, i) => builtinGuidelines({ logoText: req.logoText, ...s }, hashSeed(`${req.logoText}|${i}`)),
    });
    if (fromModel === 0) {
      console.warn("Workers AI answered nothing usable; answering with the builtin engine.");
      return { suggestions: builtin, source: "builtin" };
    }
    return { suggestions, source: "workers-ai" };
  } catch (err) {
    noteFailure(env, "suggestions", err);
    return { suggestions: builtin, source: "builtin" };
  }
}

export async function generateGuidelines(env: Env, req: GuidelinesRequest): Promise<{ brandingGuidelines: BrandingGuidelines; source: Source }> {
  const fallback = () => builtinGuidelines(req, (Math.random() * 2 ** 32) >>> 0);
  if (!useModel(env)) return { brandingGuidelines: fallback(), source: "builtin" };
  try {
    const raw = await askModel(env, "guidelines", guidelinesPrompt(req));
    const record = raw && typeof raw === "object" && "brandingGuidelines" in raw ? (raw as { brandingGuidelines: unknown }).brandingGuidelines : raw;
    const repaired = repairGuidelines(record);
    if (repaired) return { brandingGuidelines: repaired, source: "workers-ai" };
    console.warn("Workers AI guidelines were unusable; answering with the builtin engine.");
  } catch (err) {
    noteFailure(env, "guidelines", err);
  }
  return { brandingGuidelines: fallback(), source: "builtin" };
}

/** For tests: forget what this isolate learnt about the binding. */
export function resetAiReachability() {
  aiUnreachable = false;
}
