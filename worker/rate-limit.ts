// Per-client-IP rate limiting of the generation calls with the Workers Rate Limiting binding.
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";

type LimiterName = "GENERATE_LIMITER" | "GUIDELINES_LIMITER";

/** Seconds a refused client should wait: the binding counts in windows of this length. */
const WINDOW_SECONDS = 60;

export function rateLimit(name: LimiterName) {
  return createMiddleware<{ Bindings: Env }>(async (c, next) => {
    const ip = c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? "unknown";
    const { success } = await c.env[name].limit({ key: ip });
    if (!success) {
      throw new ApiError(429, "rate_limited", "Too many requests from your address. Please wait a minute and try again.", {
        "Retry-After": String(WINDOW_SECONDS),
      });
    }
    await next();
  });
}
