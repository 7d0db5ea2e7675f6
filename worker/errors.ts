// The one error type the API throws; app.ts turns it into {"error":{"code","message"}}.
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { LIMITS } from "../shared/limits";

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** 413 for a body over the limit, whether declared up front or counted while reading. */
export function bodyTooLarge(): ApiError {
  return new ApiError(413, "body_too_large", `The request body must be at most ${LIMITS.bodyBytes / 1024} KiB.`);
}

/** 422 for text in a script no shipped font can draw (shared by the generation and export routes). */
export function unsupportedCharacters(characters: string[]): ApiError {
  return new ApiError(
    422,
    "unsupported_characters",
    `These characters cannot be drawn yet: ${characters.slice(0, 10).join(" ")}. Latin, Greek, Cyrillic, Vietnamese and Devanagari names are supported.`,
  );
}
