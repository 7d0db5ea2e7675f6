// Request validation at the edge: the one shape every 400 takes, and JSON bodies read safely.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { ApiError } from "./errors";

/** The first problem zod found, as "field: what is wrong". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** The routes' validation hook: a failed schema is a 400 naming the first problem. */
export function validationHook(result: { success: true } | { success: false; error: z.ZodError }, _c: Context): void {
  if (!result.success) {
    const field = result.error.issues[0]?.path[0];
    throw new ApiError(400, "invalid_request", describeIssue(result.error), {}, typeof field === "string" ? field : undefined);
  }
}

/**
 * A JSON body must parse and be an object before the schema sees it, with its own clear 400.
 * Hono caches the parsed body, so the route's validator reads it again for free. (Its size is
 * bounded before this by hono/body-limit in app.ts.)
 */
export const jsonObjectBody = createMiddleware(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (c.req.method === "POST" && /^application\/([a-z-.]+\+)?json/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = await c.req.json();
    } catch {
      throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new ApiError(400, "invalid_json", "The request body must be a JSON object.");
    }
  }
  await next();
});
