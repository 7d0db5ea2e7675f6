// POST /api/generate-logo-suggestions: six logo suggestions for a brand (docs/product-rules.md, "States").
import { OpenAPIHono } from "@hono/zod-openapi";
import { generateSuggestions } from "../ai";
import { generateRoute as route } from "../contract";
import { onField, problemError } from "../errors";
import { validationHook } from "../validate";
import { undrawable } from "../render/fonts";
import { rateLimit } from "../rate-limit";

export const generateRoute = new OpenAPIHono<{ Bindings: Env }>({ defaultHook: validationHook });
generateRoute.use(route.path, rateLimit("GENERATE_LIMITER"));
generateRoute.openapi(route, async (c) => {
  const req = c.req.valid("json");
  // Every suggestion must be drawable: refuse scripts the shipped fonts cannot draw up front,
  // naming the field they are in (the form marks that one).
  for (const [field, text] of [["logoText", req.logoText], ["slogan", req.slogan ?? ""]] as const) {
    const missing = await undrawable(c.env, text);
    if (missing.length) throw onField(problemError({ kind: "unsupported_characters", characters: missing }), field);
  }
  const { suggestions, source, seed } = await generateSuggestions(c.env, req);
  c.header("Cache-Control", "no-store");
  return c.json({ suggestions, source, seed }, 200);
});
