// POST /api/regenerate-branding-guidelines: fresh guidelines for an edited variation (docs/product-rules.md, "States").
import { OpenAPIHono } from "@hono/zod-openapi";
import { looksLikeIconRef } from "../../shared/icons";
import { generateGuidelines } from "../ai";
import { guidelinesRoute as route } from "../contract";
import { rateLimit } from "../rate-limit";
import { isKnownIcon } from "../../shared/icon-index";
import { problemError } from "../errors";
import { validationHook } from "../validate";

export const guidelinesRoute = new OpenAPIHono<{ Bindings: Env }>({ defaultHook: validationHook });
guidelinesRoute.use(route.path, rateLimit("GUIDELINES_LIMITER"));
guidelinesRoute.openapi(route, async (c) => {
  const req = c.req.valid("json");
  // Guidelines describe the mark, so an icon the library does not have is refused like anywhere else.
  if (req.symbol && looksLikeIconRef(req.symbol) && !isKnownIcon(req.symbol)) throw problemError({ kind: "unknown_icon", symbol: req.symbol });
  const { brandingGuidelines, source } = await generateGuidelines(c.env, req);
  c.header("Cache-Control", "no-store");
  return c.json({ brandingGuidelines, source }, 200);
});
