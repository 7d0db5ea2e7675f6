// GET /api/icons?q=…: the icon library searched by meaning, for a card's mark editor (issue 24).
import { OpenAPIHono } from "@hono/zod-openapi";
import { iconRef } from "../../shared/icon-index";
import { searchIcons } from "../ai";
import { iconSearchRoute as route } from "../contract";
import { rateLimit } from "../rate-limit";
import { validationHook } from "../validate";

const RESULTS = 24;

export const iconsRoute = new OpenAPIHono<{ Bindings: Env }>({ defaultHook: validationHook });
// A search is a few milliseconds of matching: the guideline limit's budget is plenty for typing.
iconsRoute.use(route.path, rateLimit("GUIDELINES_LIMITER"));
iconsRoute.openapi(route, async (c) => {
  const { q } = c.req.valid("query");
  const icons = (await searchIcons(c.env, q, RESULTS)).map((name) => ({ symbol: iconRef(name), name }));
  // The same query finds the same icons until the next deploy.
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ query: q, icons }, 200);
});
