// POST /api/regenerate-branding-guidelines: fresh guidelines for an edited variation (SPEC §7).
import { Hono } from "hono";
import { guidelinesRequest } from "../../shared/schema";
import { generateGuidelines } from "../ai";
import { rateLimit } from "../rate-limit";
import { readBody } from "../validate";

export const guidelinesRoute = new Hono<{ Bindings: Env }>().post("/", rateLimit("GUIDELINES_LIMITER"), async (c) => {
  const req = await readBody(c, guidelinesRequest);
  const { brandingGuidelines, source } = await generateGuidelines(c.env, req);
  c.header("Cache-Control", "no-store");
  return c.json({ brandingGuidelines, source });
});
