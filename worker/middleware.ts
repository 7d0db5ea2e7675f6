// Cross-cutting request checks that run before any route.
import { createMiddleware } from "hono/factory";
import { LIMITS } from "../shared/schema";
import { bodyTooLarge } from "./errors";

/** Refuses a declared body over the limit before routing (readJson also counts streamed bytes). */
export const declaredBodyLimit = createMiddleware(async (c, next) => {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > LIMITS.bodyBytes) {
    throw bodyTooLarge();
  }
  await next();
});

/** Headers every Worker response carries (the static assets get theirs from public/_headers). */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const apply = (h: Headers) => {
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  };
  try {
    apply(c.res.headers);
  } catch {
    // A response from the Cache API has immutable headers: copy it first.
    c.res = new Response(c.res.body, c.res);
    apply(c.res.headers);
  }
});
