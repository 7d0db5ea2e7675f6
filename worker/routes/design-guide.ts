// POST /api/design-guide.pdf: one variation (colours as edited) → a multi-page PDF guide.
import { OpenAPIHono } from "@hono/zod-openapi";
import { DESIGN_GUIDE, fileNames } from "../../shared/exports";
import { designGuideRoute as route } from "../contract";
import { contentDisposition } from "../http";
import { renderDesignGuide } from "../render/pdf";
import { rateLimit } from "../rate-limit";
import { validationHook } from "../validate";

export const designGuideRoute = new OpenAPIHono<{ Bindings: Env }>({ defaultHook: validationHook });
// A guide is seconds of CPU at worst: the same per-client limit as the brand kit.
designGuideRoute.use(route.path, rateLimit("DOWNLOAD_LIMITER"));
designGuideRoute.openapi(route, async (c) => {
  const guide = c.req.valid("json");
  const pdf = await renderDesignGuide(c.env, guide);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": DESIGN_GUIDE.mime,
    "Content-Disposition": contentDisposition("attachment", fileNames.pdf(guide.logoText)),
    "Cache-Control": "no-store",
  });
});
