// POST /api/regenerate-branding-guidelines: fresh guidelines for an edited variation (docs/product-rules.md, "States").
import { Hono } from "hono";
import { guidelinesRequest } from "../../shared/schema";
import { looksLikeIconRef } from "../../shared/icons";
import { generateGuidelines } from "../ai";
import { isKnownIcon, unknownIcon } from "../render/icons";
import { rateLimit } from "../rate-limit";
import { readBody } from "../validate";

export const guidelinesRoute = new Hono<{ Bindings: Env }>().post("/", rateLimit("GUIDELINES_LIMITER"), async (c) => {
  const req = await readBody(c, guidelinesRequest);
  // Guidelines describe the mark, so an icon the library does not have is refused like anywhere else.
  if (req.symbol && looksLikeIconRef(req.symbol) && !isKnownIcon(req.symbol)) throw unknownIcon(req.symbol);
  const { brandingGuidelines, source } = await generateGuidelines(c.env, req);
  c.header("Cache-Control", "no-store");
  return c.json({ brandingGuidelines, source });
});
