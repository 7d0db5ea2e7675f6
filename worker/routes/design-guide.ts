// POST /api/design-guide.pdf: one variation (colours as edited) → a multi-page PDF guide.
import { Hono } from "hono";
import { fileNames } from "../../shared/names";
import { designGuideRequest } from "../../shared/schema";
import { contentDisposition } from "../http";
import { renderDesignGuide } from "../render/pdf";
import { readBody } from "../validate";

export const designGuideRoute = new Hono<{ Bindings: Env }>().post("/", async (c) => {
  const guide = await readBody(c, designGuideRequest);
  const pdf = await renderDesignGuide(c.env, guide);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition("attachment", fileNames.pdf(guide.logoText)),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
