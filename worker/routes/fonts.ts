// GET /api/fonts: the catalogue, with the URL the browser loads each family from.
import { Hono } from "hono";
import { FAMILIES, fontPath } from "../../shared/catalogue";

const body = FAMILIES.map((f) => ({ family: f.family, category: f.category, url: fontPath(f) }));

export const fontsRoute = new Hono<{ Bindings: Env }>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(body);
});
