// GET /api/logo.{png,jpeg,jpg,svg}, /api/social.png, /api/mockup.png and /api/brand-kit.zip:
// exports by URL. Each handler describes its export (identity, headers, how to render it);
// worker/export-cache.ts serves it: strong ETag before any rendering, 304, edge cache, CORS.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { BRAND_KIT, exportBackground, fileNames, LOGO_EXTENSIONS, LOGO_FORMATS, type LogoFormat } from "../../shared/exports";
import type { InUseKind } from "../../shared/in-use";
import type { InUseQuery, LogoQuery } from "../../shared/schema";
import { brandKitRoute, logoRoutes, mockupRoute, socialRoute } from "../contract";
import { ApiError } from "../errors";
import { splitDescriptor } from "../../shared/logo";
import { deferExport, exportCaching, type ExportEnv, type ExportJob } from "../export-cache";
import { contentDisposition } from "../http";
import { renderBrandKit } from "../render/brand-kit";
import { renderInUse } from "../render/in-use";
import { renderLogo } from "../render/logo";
import { RENDERER_VERSION } from "../render/version";
import { checkRateLimit } from "../rate-limit";
import { validationHook } from "../validate";

type ExportKind = LogoFormat | "kit" | InUseKind;
type ExportQuery = LogoQuery & { format?: string };

interface ExportSpec {
  kind: ExportKind;
  type: string;
  filename: (q: ExportQuery) => string;
  disposition: "inline" | "attachment";
  render: (c: Context<ExportEnv>, q: ExportQuery) => Promise<BodyInit>;
}

const logo = (format: LogoFormat): ExportSpec => ({
  kind: format,
  // An SVG is text: say its charset.
  type: LOGO_FORMATS[format].raster ? LOGO_FORMATS[format].mime : `${LOGO_FORMATS[format].mime}; charset=utf-8`,
  filename: (q) => fileNames.logo(q.text, format),
  disposition: "inline",
  render: (c, q) => renderLogo(c.env, q, format, { width: q.width, background: q.bg }),
});

const inUse = (kind: InUseKind): ExportSpec => ({
  kind,
  type: LOGO_FORMATS.png.mime,
  filename: (q) => fileNames.inUse(q.text, q.format!),
  disposition: "inline",
  render: (c, q) => renderInUse(c.env, q, kind, q.format!),
});

const EXPORTS: Record<string, ExportSpec> = {
  ...Object.fromEntries([...LOGO_EXTENSIONS].map(([ext, format]) => [`logo.${ext}`, logo(format)])),
  "social.png": inUse("social"),
  "mockup.png": inUse("mockup"),
  "brand-kit.zip": {
    kind: "kit",
    type: BRAND_KIT.mime,
    filename: (q) => fileNames.kit(q.text),
    disposition: "attachment",
    // A brand kit draws a dozen images: one that is rendered (not cached) counts against the client's download limit.
    render: async (c, q) => {
      await checkRateLimit(c, "DOWNLOAD_LIMITER");
      return renderBrandKit(c.env, q, { width: q.width, background: q.bg });
    },
  },
};

/** The normalised parameters, in a fixed order: the identity of an export. */
export function canonicalQuery(q: ExportQuery, kind: ExportKind): string {
  const p = new URLSearchParams();
  p.set("f", kind);
  // A social image or mockup has its own size and background: only the format adds to the logo.
  const scene = kind === "social" || kind === "mockup";
  if (scene) p.set("format", q.format!);
  p.set("text", q.text);
  p.set("font", q.font);
  p.set("colors", q.colors.join(","));
  if (q.symbol) p.set("symbol", q.symbol);
  if (q.symbol && q.layout && q.layout !== "inline") p.set("layout", q.layout);
  if (splitDescriptor(q.text, q.descriptor)) p.set("descriptor", String(q.descriptor));
  if (q.slogan) p.set("slogan", q.slogan);
  if (!scene) {
    const bg = kind === "kit" ? (q.bg ?? "transparent") : exportBackground(kind, q.bg);
    if (bg !== "transparent") p.set("bg", bg);
    p.set("width", String(q.width));
  }
  p.set("v", RENDERER_VERSION);
  return p.toString();
}

/** The export a request names, for the caching middleware to serve. */
function describe(c: Context<ExportEnv>, name: string, q: ExportQuery): ExportJob {
  const spec = EXPORTS[name]!;
  const headers: Record<string, string> = {
    "Content-Type": spec.type,
    "Content-Disposition": contentDisposition(spec.disposition, spec.filename(q)),
  };
  // An SVG opened directly must not run anything, whatever it contains.
  if (spec.kind === "svg") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return { canonical: canonicalQuery(q, spec.kind), kind: spec.kind, headers, render: () => spec.render(c, q) };
}

export const logoRoute = new OpenAPIHono<ExportEnv>({ defaultHook: validationHook });
const serve = (c: Context<ExportEnv>, name: string, q: LogoQuery | InUseQuery) => deferExport(c, describe(c, name, q));
for (const route of logoRoutes) {
  const file = route.path.slice("/api/".length);
  logoRoute.use(route.path, ...exportCaching);
  logoRoute.openapi(route, (c) => serve(c, file, c.req.valid("query")));
}
for (const [route, file] of [[socialRoute, "social.png"], [mockupRoute, "mockup.png"]] as const) {
  logoRoute.use(route.path, ...exportCaching);
  logoRoute.openapi(route, (c) => serve(c, file, c.req.valid("query")));
}
logoRoute.use(brandKitRoute.path, ...exportCaching);
logoRoute.openapi(brandKitRoute, (c) => serve(c, "brand-kit.zip", c.req.valid("query")));
// Any other extension: not a route of the contract, a clear 404.
const EXTENSION_LIST = [...LOGO_EXTENSIONS.keys()].map((ext) => `.${ext}`).join(", ").replace(/, ([^,]*)$/, " or $1");
logoRoute.get("/api/:file{logo\\.[a-z0-9]+}", (c) => {
  throw new ApiError(404, "unknown_format", `Logos come as ${EXTENSION_LIST}, not .${c.req.param("file").split(".").pop()}.`);
});
