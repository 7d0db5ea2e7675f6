// Drives the real Hono app inside workerd, optionally with bindings replaced.
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { app } from "../../../worker/app";

let ip = 0;
/** A fresh client address per call, so tests do not trip the rate limits unless they mean to. */
export const freshIp = () => `198.51.100.${(ip = (ip + 1) % 250)}`;

/**
 * The one way tests call the app inside workerd: a fresh client address (unless given), the
 * bindings overridden as asked, and waitUntil work (the edge cache) finished before returning.
 */
export async function request(path: string, init: RequestInit = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", freshIp());
  const res = await app.request(path, { ...init, headers }, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export function postJson(path: string, body: unknown, options: { env?: Partial<Env>; ip?: string } = {}) {
  return request(
    path,
    {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", ...(options.ip ? { "cf-connecting-ip": options.ip } : {}) },
    },
    options.env,
  );
}

/** An AI binding that answers like Workers AI would, and records what it was asked. */
export function fakeAi(answer: unknown | (() => unknown | Promise<unknown>)) {
  type Inputs = { messages: { role: string; content: string }[]; response_format?: { type: string; json_schema?: unknown }; stream?: boolean };
  const calls: { model: string; inputs: Inputs }[] = [];
  const binding = {
    async run(model: string, inputs: Inputs) {
      calls.push({ model, inputs });
      return typeof answer === "function" ? (answer as () => unknown)() : structuredClone(answer);
    },
  };
  return { binding: binding as unknown as Ai, calls };
}

export function getPath(path: string, headers: Record<string, string> = {}, bindings: Partial<Env> = {}) {
  return request(path, { headers }, bindings);
}
