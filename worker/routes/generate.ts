// POST /api/generate-logo-suggestions: six logo suggestions for a brand (docs/product-rules.md, "States").
import { Hono } from "hono";
import { generateRequest } from "../../shared/schema";
import { generateSuggestions } from "../ai";
import { unsupportedCharacters } from "../errors";
import { undrawable } from "../render/fonts";
import { rateLimit } from "../rate-limit";
import { readBody } from "../validate";

export const generateRoute = new Hono<{ Bindings: Env }>().post("/", rateLimit("GENERATE_LIMITER"), async (c) => {
  const req = await readBody(c, generateRequest);
  // Every suggestion must be drawable: refuse scripts the shipped fonts cannot draw up front.
  const missing = await undrawable(c.env, `${req.logoText}${req.slogan ?? ""}`);
  if (missing.length) throw unsupportedCharacters(missing);
  const { suggestions, source, seed } = await generateSuggestions(c.env, req);
  c.header("Cache-Control", "no-store");
  return c.json({ suggestions, source, seed });
});
