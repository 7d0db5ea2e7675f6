// GET /api/openapi.json and GET /api/docs: the API document, and a readable page made from it:
// contents, each route with its parameters, a curl example built from the schemas' examples, and
// the schemas; readable on a phone.
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
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string }>;
};

type Schema = Record<string, unknown>;

/**
 * An example value for a schema: its own example, else the first of an enum, else one built from
 * its type (objects: their required properties and those with examples). `$ref`s resolve.
 */
function example(schema: Schema | undefined, schemas: Record<string, Schema>, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (typeof schema.$ref === "string") return example(schemas[schema.$ref.split("/").pop()!], schemas, depth + 1);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case "object": {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(props)) {
        if (!required.has(name) && !(Array.isArray(prop.examples) && prop.examples.length)) continue;
        const value = example(prop, schemas, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case "array":
      return [example(schema.items as Schema, schemas, depth + 1)].filter((v) => v !== undefined);
    case "boolean":
      return true;
    case "integer":
    case "number":
      return schema.default ?? schema.minimum ?? 1;
    case "string":
      return "text";
    default:
      return undefined;
  }
}

/** A curl command that calls the operation with example values. */
function curl(origin: string, path: string, method: string, op: Operation, schemas: Record<string, Schema>): string {
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(String(example(p.schema, schemas) ?? p.name)));
    if (p.in !== "query") continue;
    const value = example(p.schema, schemas);
    if (p.required || (Array.isArray(p.schema?.examples) && p.schema.examples.length)) if (value !== undefined) query.set(p.name, String(value));
  }
  const url = `${origin}${path}${query.size ? `?${query}` : ""}`;
  if (method === "get") {
    const file = path.match(/\.([a-z]+)$/)?.[1];
    return file && file !== "json" ? `curl -o out.${file} "${url}"` : `curl "${url}"`;
  }
  const body = example(op.requestBody?.content["application/json"]?.schema, schemas);
  const out = path.endsWith(".pdf") ? " -o guide.pdf" : "";
  return `curl -X ${method.toUpperCase()}${out} "${url}" \\\n  -H 'content-type: application/json' \\\n  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`;
}

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

function docsHtml(doc: Doc, origin: string): string {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Schema>;
  const ops = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op, id: op.operationId ?? `${method}-${path}` })),
  );
  const contents = ops
    .map(({ path, method, op, id }) => `<li><a href="#${esc(id)}"><span class="m">${method.toUpperCase()}</span> <code>${esc(path)}</code></a> ${esc(op.summary ?? "")}</li>`)
    .join("");
  const sections = ops.map(({ path, method, op, id }) => {
    const params = op.parameters?.length
      ? `<p class="note">Query parameters (* required):</p><div class="scroll"><table><tr><th>parameter</th><th>type</th><th>description</th></tr>${op.parameters
          .map((p) => `<tr><td><code>${esc(p.name)}</code>${p.required ? " *" : ""}${p.in === "query" ? "" : ` (${esc(p.in)})`}</td><td>${esc(typeOf(p.schema))}</td><td>${md(p.description ?? "")}</td></tr>`)
          .join("")}</table></div>`
      : "";
    const bodyRef = (op.requestBody?.content["application/json"]?.schema as { $ref?: string } | undefined)?.$ref?.split("/").pop();
    const body = bodyRef ? `<p>Body: <a href="#${esc(bodyRef)}">${esc(bodyRef)}</a> (JSON)</p>` : "";
    const responses = Object.entries(op.responses)
      .map(([code, r]) => `<li><code>${esc(code)}</code> ${esc(r.description)}</li>`)
      .join("");
    return `<section id="${esc(id)}"><h2><span class="m">${method.toUpperCase()}</span> <code>${esc(path)}</code></h2><p>${md(op.summary ?? "")}</p>${op.description ? `<p>${md(op.description)}</p>` : ""}${params}${body}<p>Example:</p><pre>${esc(curl(origin, path, method, op, schemas))}</pre><ul>${responses}</ul><p><a href="#contents">Contents</a></p></section>`;
  });
  const schemaList = Object.entries(schemas)
    .map(([name, schema]) => `<section id="${esc(name)}"><h3>${esc(name)}</h3><pre>${esc(JSON.stringify(schema, null, 2))}</pre></section>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Boldmark API</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937;overflow-wrap:break-word}h1{margin-bottom:0}h2{font-size:1.15rem}code,pre{font:14px ui-monospace,monospace}pre{background:#f3f4f6;padding:.75rem;overflow-x:auto;border-radius:8px;white-space:pre-wrap;word-break:break-all}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e5e7eb;padding:4px 8px;text-align:left;vertical-align:top}td:first-child{white-space:nowrap}section{border-top:1px solid #e5e7eb;padding-top:.5rem}.m{background:#312e81;color:#fff;border-radius:4px;padding:0 6px;font-size:13px}a{color:#3730a3}#contents li{margin:.25rem 0}.note{margin-bottom:.25rem;font-size:14px;color:#4b5563}@media (max-width:40rem){body{margin:1rem auto;font-size:15px}td,th{padding:3px 4px}}</style></head>
<body><h1>Boldmark API</h1><p>${md(doc.info.description ?? "")}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}) · <a href="/">Back to the generator</a></p><nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${contents}<li><a href="#schemas">Schemas</a></li></ul></nav>${sections.join("")}<h2 id="schemas">Schemas</h2>${schemaList}</body></html>`;
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
    const origin = new URL(c.req.url).origin;
    return c.html(docsHtml(document(origin), origin), 200);
  });
  return routes;
}
