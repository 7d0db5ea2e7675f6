// What both generators answer with, and how they are asked.
import type { BrandingGuidelines, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../../shared/schema";

export type Source = "workers-ai" | "builtin";

export interface Generator {
  readonly source: Source;
  /** Six suggestions; `seed` makes the builtin engine's answer reproducible. */
  suggest(req: GenerateRequest, seed: number): Promise<LogoSuggestion[]>;
  guidelines(req: GuidelinesRequest): Promise<BrandingGuidelines>;
}

export const SUGGESTION_COUNT = 6;
