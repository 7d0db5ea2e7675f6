// The one error type the API throws; app.ts turns it into {"error":{"code","message"}}, and
// the renderer's problems (worker/render/problems.ts) into it first.
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LIMITS } from "../shared/limits";
import type { RenderProblem } from "./render/problems";

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The request field at fault, when there is one (forms show the error on it). */
    readonly field?: string,
  ) {
    super(status, { message });
  }
}

export function errorBody(code: string, message: string, field?: string) {
  return { error: field ? { code, message, field } : { code, message } };
}

/** 413 for a body over the limit, whether declared up front or counted while reading. */
export function bodyTooLarge(): ApiError {
  return new ApiError(413, "body_too_large", `The request body must be at most ${LIMITS.bodyBytes / 1024} KiB.`);
}

/** The same error, naming the request field it concerns. */
export function onField(error: ApiError, field: string): ApiError {
  return new ApiError(error.status, error.code, error.message, error.headers, field);
}

/** What the renderer could not draw, said in HTTP (the export routes, the guide, generation). */
export function problemError(problem: RenderProblem): ApiError {
  switch (problem.kind) {
    case "unsupported_characters":
      return new ApiError(
        422,
        problem.kind,
        `These characters cannot be drawn yet: ${problem.characters.slice(0, 10).join(" ")}. Latin, Greek, Cyrillic, Vietnamese and Devanagari names are supported.`,
      );
    case "unknown_icon":
      return new ApiError(422, problem.kind, `The icon "${problem.symbol}" is not in the icon library (Phosphor as ph:<name>, Material Design Icons as mdi:<name>); pick another symbol.`);
    case "symbol_not_drawable":
      return new ApiError(422, problem.kind, `The symbol "${problem.symbol}" cannot be drawn by any shipped font; pick another symbol.`);
    case "nothing_to_draw":
      return new ApiError(422, problem.kind, "The name has no visible characters to draw: type letters, digits or a symbol.");
    case "unknown_font":
      return new ApiError(400, problem.kind, `"${problem.family}" is not in the font catalogue.`);
    case "unknown_scene":
      return new ApiError(400, "invalid_request", `format: "${problem.id}" is not a ${problem.scene} format`);
    case "asset_unavailable":
      return new ApiError(503, `${problem.asset}_unavailable`, `The ${problem.asset} "${problem.name}" is not available right now. Please try again shortly.`, {
        "Retry-After": "30",
      });
  }
}
