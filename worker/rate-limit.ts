// Per-client rate limiting with the Workers Rate Limiting binding: generation, guideline
// rewrites, and the heavy downloads (design guide, brand kit).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";

export type LimiterName = "GENERATE_LIMITER" | "GUIDELINES_LIMITER" | "DOWNLOAD_LIMITER";

/** Seconds a refused client should wait: the binding counts in windows of this length. */
const WINDOW_SECONDS = 60;

/**
 * The key a client is counted under: its address from `CF-Connecting-IP` only. Cloudflare's edge
 * sets that header on every request and overwrites whatever a client sent, and `npm start`'s
 * server does the same from the socket (scripts/local-server.ts); a self-hosted deployment must
 * put a proxy in front that does it too (README, Deploy). `X-Real-IP` and `X-Forwarded-For` are
 * never read: any client can write them. An IPv6 client is counted per /64, the block one
 * subscriber gets, so it cannot step through its own addresses.
 */
export function clientKey(header: string | undefined | null): string {
  const ip = header?.trim() ?? "";
  if (!ip) return "unknown";
  if (!ip.includes(":")) return ip;
  // An IPv4 client seen by a dual-stack socket (::ffff:192.0.2.1) is that IPv4 address.
  const mapped = /^\[?::ffff:(\d+\.\d+\.\d+\.\d+)\]?$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return `${ipv6Prefix64(ip) ?? ip}/64`;
}

/** The first four 16-bit groups of an IPv6 address, normalised ("2001:db8::1" → "2001:db8:0:0"). */
function ipv6Prefix64(ip: string): string | undefined {
  let addr = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(addr);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    addr = `${addr.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = addr.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const groups = halves.length === 2 ? [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail] : head;
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(":");
}

/** Counts one request of this client against `name`; a 429 with Retry-After when over. */
export async function checkRateLimit(c: Pick<Context<{ Bindings: Env }>, "env" | "req">, name: LimiterName): Promise<void> {
  const { success } = await c.env[name].limit({ key: clientKey(c.req.header("cf-connecting-ip")) });
  if (!success) {
    throw new ApiError(429, "rate_limited", "Too many requests from your address. Please wait a minute and try again.", {
      "Retry-After": String(WINDOW_SECONDS),
    });
  }
}

export function rateLimit(name: LimiterName) {
  return createMiddleware<{ Bindings: Env }>(async (c, next) => {
    await checkRateLimit(c, name);
    await next();
  });
}
