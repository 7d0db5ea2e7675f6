// The only place the browser talks to the server.
import { BRAND_KIT, DESIGN_GUIDE, logoPath, logoSearchParams, type LogoFormat } from "../shared/exports";
import type { InUseFormat } from "../shared/in-use";
import type { Logo } from "../shared/logo";
import type { BrandingGuidelines, DesignGuideRequest, GenerateRequest, GuidelinesRequest, LogoSuggestion } from "../shared/schema";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request field the server named as at fault, if any. */
    readonly field?: string,
  ) {
    super(message);
  }
}

async function ensureOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  let code = "http_error";
  let message = `The server answered ${res.status}.`;
  let field: string | undefined;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string; field?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
    field = typeof body.error?.field === "string" ? body.error.field : undefined;
  } catch {
    // not JSON: keep the generic message
  }
  throw new ApiRequestError(res.status, code, message, field);
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await ensureOk(res)).json() as Promise<T>;
}

export type GenerateInput = { logoText: string; addSymbol: boolean; slogan?: string; preferredColor?: string; seen?: string[]; seenFonts?: string[] };

export function generateSuggestions(req: GenerateInput | GenerateRequest) {
  return postJson<{ suggestions: LogoSuggestion[]; source: "workers-ai" | "builtin"; seed: number }>("/api/generate-logo-suggestions", req);
}

export function regenerateGuidelines(req: GuidelinesRequest) {
  return postJson<{ brandingGuidelines: BrandingGuidelines; source: string }>("/api/regenerate-branding-guidelines", req);
}

export type ExportKind = LogoFormat | "kit";

/** The logo query of every export URL, plus `extra`. */
function logoQueryString(logo: Logo, extra: Record<string, string> = {}): string {
  const q = logoSearchParams(logo);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q.toString();
}

/** The public URL of an export at its default size and background: what other sites can embed. */
export function logoUrl(logo: Logo, kind: ExportKind, origin = ""): string {
  return `${origin}${kind === "kit" ? BRAND_KIT.path : logoPath(kind)}?${logoQueryString(logo)}`;
}

/** The URL of a social image or mockup: the logo's query plus the format (the brand kit has the same bytes). */
export function inUseUrl(logo: Logo, format: InUseFormat, origin = ""): string {
  return `${origin}/api/${format.kind}.png?${logoQueryString(logo, { format: format.id })}`;
}

export async function fetchLogo(logo: Logo, kind: ExportKind): Promise<Blob> {
  return (await ensureOk(await fetch(logoUrl(logo, kind)))).blob();
}

export async function fetchDesignGuide(body: DesignGuideRequest): Promise<Blob> {
  const res = await fetch(DESIGN_GUIDE.path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await ensureOk(res)).blob();
}

/** Icons of the library for a word or two, by meaning (GET /api/icons). */
export async function searchIcons(q: string): Promise<{ query: string; icons: { symbol: string; name: string }[] }> {
  const res = await fetch(`/api/icons?${new URLSearchParams({ q })}`);
  return (await ensureOk(res)).json();
}
