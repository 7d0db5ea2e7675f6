// GET /api/fonts: the catalogue, with the URL the browser loads each family from.
// GET /api/fonts/subset/{file}?text=: a script face cut down to a name's characters (issue 25).
import { OpenAPIHono } from "@hono/zod-openapi";
import { FAMILIES, fontFileName, fontPath } from "../../shared/catalogue";
import { subsetCodePoints } from "../../shared/asset-files";
import { fontSubsetRoute, fontsRoute as route } from "../contract";
import { errorBody } from "../errors";
import { exportCaching, deferExport, type ExportEnv } from "../export-cache";
import { subsetBytes } from "../render/fonts";
import { validationHook } from "../validate";

const body = FAMILIES.map((f) => ({ family: f.family, category: f.category, url: fontPath(f), ...(f.script ? { script: f.script } : {}) }));
const scriptFaces = new Map(FAMILIES.filter((f) => f.script).map((f) => [fontFileName(f), f]));

export const fontsRoute = new OpenAPIHono<ExportEnv>({ defaultHook: validationHook });
fontsRoute.openapi(route, (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.json(body, 200);
});

fontsRoute.use(fontSubsetRoute.getRoutingPath(), ...exportCaching);
fontsRoute.openapi(fontSubsetRoute, (c) => {
  const { file } = c.req.valid("param");
  const { text } = c.req.valid("query");
  const face = scriptFaces.get(file);
  if (!face) return c.json(errorBody("unknown_font", `No face made for a script is called ${file}: see GET /api/fonts.`), 404);
  const codePoints = subsetCodePoints(text);
  return deferExport(c, {
    canonical: `${file}?${String.fromCodePoint(...codePoints)}`,
    kind: "font-subset",
    headers: { "Content-Type": "font/ttf", "Access-Control-Allow-Origin": "*" },
    // The whole face is read from the static assets, cut, and let go: a CJK face is megabytes.
    render: () => subsetBytes(c.env, face, codePoints),
  });
});
