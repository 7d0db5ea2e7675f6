// The one place the Worker loads font bytes: from the static assets, parsed once per isolate.
import { FAMILIES, SUPPORT_FONTS, fontPath, type FontFile } from "../../shared/catalogue";
import { LogoFont, parseFont } from "../../shared/font";
import { ApiError } from "../errors";

const parsed = new Map<string, Promise<LogoFont>>();

export function loadFont(env: Env, font: FontFile): Promise<LogoFont> {
  let pending = parsed.get(font.slug);
  if (!pending) {
    pending = fetchFont(env, font);
    parsed.set(font.slug, pending);
    // A failed load is not remembered: the next request tries again.
    pending.catch(() => parsed.delete(font.slug));
  }
  return pending;
}

async function fetchFont(env: Env, font: FontFile): Promise<LogoFont> {
  let res: Response;
  try {
    res = await env.ASSETS.fetch(new Request(`https://assets.local${fontPath(font)}`));
  } catch (err) {
    console.error("font fetch failed", font.slug, err);
    throw unavailable(font);
  }
  if (!res.ok) {
    console.error("font missing from assets", font.slug, res.status);
    throw unavailable(font);
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  try {
    return parseFont(font.family, bytes);
  } catch (err) {
    console.error("font unreadable", font.slug, err);
    throw unavailable(font);
  }
}

function unavailable(font: FontFile) {
  return new ApiError(503, "font_unavailable", `The font "${font.family}" is not available right now. Please try again shortly.`, {
    "Retry-After": "30",
  });
}

export function familyFile(family: string): FontFile {
  const found = FAMILIES.find((f) => f.family === family);
  if (!found) throw new ApiError(400, "unknown_font", `"${family}" is not in the font catalogue.`);
  return found;
}

export const supportFonts = {
  fallback: SUPPORT_FONTS.filter((f) => f.role === "fallback"),
  symbols: SUPPORT_FONTS.filter((f) => f.role === "symbols"),
};
