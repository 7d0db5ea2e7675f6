// GET /api/openapi.json and GET /api/docs: the API document, and a readable page made from it.
import { OpenAPIHono } from "@hono/zod-openapi";
import { escapeXml as esc } from "../../shared/svg";
import { docsRoute as docsDef, openApiRoute } from "../contract";

/** The parts of the generated document the page reads. */
interface Doc {
  openapi: string;
  info: { description?: string };
  paths?: object;
  components?: { schemas?: object };
}
type Operation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
};

/** Escaped text with `code` spans. */
const md = (s: string) => esc(s).replace(/`([^`]+)`/g, "<code>$1</code>");

function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return "";
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).length > 8 ? "string (catalogue family)" : (schema.enum as string[]).join(" | ");
  const bits = [String(schema.type ?? "")];
  if (schema.minimum !== undefined) bits.push(`${schema.minimum}–${schema.maximum}`);
  if (schema.maxLength !== undefined) bits.push(`≤ ${schema.maxLength} chars`);
  if (schema.default !== undefined) bits.push(`default ${schema.default}`);
  return bits.join(", ");
}

function docsHtml(doc: Doc): string {
  const sections = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => {
      const params = op.parameters?.length
        ? `<table><tr><th>parameter</th><th>in</th><th>type</th><th>description</th></tr>${op.parameters
            .map((p) => `<tr><td><code>${esc(p.name)}</code>${p.required ? " *" : ""}</td><td>${esc(p.in)}</td><td>${esc(typeOf(p.schema))}</td><td>${md(p.description ?? "")}</td></tr>`)
            .join("")}</table>`
        : "";
      const bodyRef = (op.requestBody?.content["application/json"]?.schema as { $ref?: string } | undefined)?.$ref?.split("/").pop();
      const body = bodyRef ? `<p>Body: <a href="#${esc(bodyRef)}">${esc(bodyRef)}</a> (JSON)</p>` : "";
      const responses = Object.entries(op.responses)
        .map(([code, r]) => `<li><code>${esc(code)}</code> ${esc(r.description)}</li>`)
        .join("");
      return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>${esc(path)}</code></h2><p>${md(op.summary ?? "")}</p>${op.description ? `<p>${md(op.description)}</p>` : ""}${params}${body}<ul>${responses}</ul></section>`;
    }),
  );
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="${esc(name)}"><h3>${esc(name)}</h3><pre>${esc(JSON.stringify(schema, null, 2))}</pre></section>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Boldmark API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}h1{margin-bottom:0}code,pre{font:14px ui-monospace,monospace}pre{background:#f3f4f6;padding:1rem;overflow:auto;border-radius:8px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:left;vertical-align:top}section{border-top:1px solid #e5e7eb;padding-top:.5rem}.m{background:#312e81;color:#fff;border-radius:4px;padding:0 6px;font-size:14px}a{color:#3730a3}</style></head>
<body><h1>Boldmark API</h1><p>${md(doc.info.description ?? "")}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}) · <a href="/">Back to the generator</a></p>${sections.join("")}<h2>Schemas</h2>${schemas}</body></html>`;
}

/**
 * GET /api/openapi.json and /api/docs, generated from `api` (the whole app) when asked: every route
 * defined with the contract is in them.
 */
export function docsRoutes(document: (origin: string) => Doc) {
  const routes = new OpenAPIHono<{ Bindings: Env }>();
  routes.openapi(openApiRoute, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document(new URL(c.req.url).origin) as unknown as Record<string, unknown>, 200);
  });
  routes.openapi(docsDef, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
    return c.html(docsHtml(document(new URL(c.req.url).origin)), 200);
  });
  return routes;
}
