// GET /api/fonts: the catalogue, with the URL the browser loads each family from.
import { OpenAPIHono } from "@hono/zod-openapi";
import { FAMILIES, fontPath } from "../../shared/catalogue";
import { fontsRoute as route } from "../contract";

const body = FAMILIES.map((f) => ({ family: f.family, category: f.category, url: fontPath(f) }));

export const fontsRoute = new OpenAPIHono<{ Bindings: Env }>();
fontsRoute.openapi(route, (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(body, 200);
});
