// Cross-cutting request checks that run before any route.
import { createMiddleware } from "hono/factory";

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
