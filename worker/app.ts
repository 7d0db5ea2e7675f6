// The Hono app: every route mounted, and the one place errors become JSON responses.
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { LIMITS } from "../shared/limits";
import { ApiError, bodyTooLarge, errorBody, problemError } from "./errors";
import { RenderError } from "./render/problems";
import { securityHeaders } from "./middleware";
import { designGuideRoute } from "./routes/design-guide";
import { docsRoutes } from "./routes/docs";
import { fontsRoute } from "./routes/fonts";
import { generateRoute } from "./routes/generate";
import { guidelinesRoute } from "./routes/guidelines";
import { iconsRoute } from "./routes/icons";
import { logoRoute } from "./routes/logo";
import { pageRoutes } from "./routes/pages";
import { sharePageRoute } from "./routes/share-page";
import { jsonObjectBody } from "./validate";

export const app = new OpenAPIHono<{ Bindings: Env }>();

app.use("*", securityHeaders);
// Bodies: at most 16 KiB (declared or streamed), then a JSON object, then each route's schema.
app.use("/api/*", bodyLimit({ maxSize: LIMITS.bodyBytes, onError: () => { throw bodyTooLarge(); } }));
app.use("/api/*", jsonObjectBody);
app.route("/", fontsRoute);
app.route("/", iconsRoute);
app.route("/", generateRoute);
app.route("/", guidelinesRoute);
app.route("/", logoRoute);
app.route("/", designGuideRoute);

/** The OpenAPI 3.1 document, generated from the routes above. */
export function openApiDocument(origin?: string) {
  return app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Boldmark API",
      version: "1.0.0",
      description:
        "Simple and bold logos for your startup. Errors are JSON `{\"error\": {\"code\", \"message\"}}` with a 4xx status for bad input.",
    },
    ...(origin ? { servers: [{ url: origin }] } : {}),
  });
}

app.route("/", docsRoutes((origin) => openApiDocument(origin)));

/** The methods each API path answers, from the routes mounted above (HEAD comes with GET). */
function allowedMethods(path: string): string[] {
  const methods = new Set(app.routes.filter((r) => r.path === path && r.method !== "ALL").map((r) => r.method));
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods];
}

app.all("/api/*", (c) => {
  const path = new URL(c.req.url).pathname;
  const allowed = allowedMethods(path);
  if (allowed.length) {
    throw new ApiError(405, "method_not_allowed", `${path} answers ${allowed.join(", ")}, not ${c.req.method}.`, { Allow: allowed.join(", ") });
  }
  throw new ApiError(404, "not_found", `No API route matches ${c.req.method} ${path}.`);
});

// Everything else: the asset layer answered every real file first; the rest is an honest 404.
app.route("/", sharePageRoute);
app.route("/", pageRoutes);

/**
 * Reads what is left of a request body (up to 1 MiB) before an early answer: a local proxy
 * (vite preview, wrangler dev) that is still uploading a body the Worker never read turns the
 * answer into "fetch failed" and a 500.
 */
async function drainBody(req: Request): Promise<void> {
  if (!req.body || req.bodyUsed) return;
  try {
    const reader = req.body.getReader();
    for (let read = 0; read < 1 << 20; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the body is already gone: nothing to drain
  }
}

app.onError(async (err, c) => {
  await drainBody(c.req.raw);
  c.header("Cache-Control", "no-store");
  // What the renderer could not draw (any route that renders): said in HTTP here, in one place.
  if (err instanceof RenderError) err = problemError(err.problem);
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.code, err.message, err.field), err.status);
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody("http_error", err.message || "The request could not be handled."), err.status);
  }
  console.error("unhandled error", err);
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
});

export type AppType = typeof app;
