// Reading and validating request input at the edge: size, JSON syntax, then the zod schema.
import type { Context } from "hono";
import type { z } from "zod";
import { LIMITS } from "../shared/schema";
import { ApiError, bodyTooLarge } from "./errors";

/** The first problem zod found, as "field: what is wrong". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, code = "invalid_request"): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, code, describeIssue(result.error));
  return result.data;
}

/** Reads at most LIMITS.bodyBytes of JSON (413 past that, 400 when it is not JSON). */
export async function readJson(c: Context): Promise<unknown> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) throw new ApiError(400, "invalid_json", "The request body must be a JSON object.");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > LIMITS.bodyBytes) {
      await reader.cancel();
      throw bodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, "invalid_json", "The request body must be a JSON object.");
  }
  return parsed;
}

/** readJson then the schema. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}
