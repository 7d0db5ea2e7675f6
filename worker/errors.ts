// The one error type the API throws; app.ts turns it into {"error":{"code","message"}}.
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

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
