// What both generators answer with, and how they are asked.
import type { BrandingGuidelines, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../../shared/schema";

export type Source = "workers-ai" | "builtin";

export interface Generator {
  readonly source: Source;
  suggest(req: GenerateRequest): Promise<LogoSuggestion[]>;
  guidelines(req: GuidelinesRequest): Promise<BrandingGuidelines>;
}

export const SUGGESTION_COUNT = 6;
