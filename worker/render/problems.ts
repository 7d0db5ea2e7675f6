// Why a logo cannot be drawn, in the renderer's own terms. Rendering throws RenderError and knows
// nothing of HTTP; worker/errors.ts says each problem as a status, a code and a message.
import type { InUseKind } from "../../shared/in-use";

export type RenderProblem =
  /** Characters no shipped font draws (the name, the slogan). */
  | { kind: "unsupported_characters"; characters: string[] }
  /** An icon reference the library does not have. */
  | { kind: "unknown_icon"; symbol: string }
  /** A one-character symbol no shipped font draws. */
  | { kind: "symbol_not_drawable"; symbol: string }
  /** A name of nothing but invisible characters. */
  | { kind: "nothing_to_draw" }
  | { kind: "unknown_font"; family: string }
  | { kind: "unknown_scene"; scene: InUseKind; id: string }
  /** A font or icon file, or the builtin engine's word tables, that could not be read just now: worth retrying. */
  | { kind: "asset_unavailable"; asset: "font" | "icon" | "lexicon"; name: string };

export class RenderError extends Error {
  constructor(readonly problem: RenderProblem) {
    super(`cannot render: ${problem.kind}`);
    this.name = "RenderError";
  }
}
