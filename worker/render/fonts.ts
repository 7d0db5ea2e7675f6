// The one place the Worker loads font bytes: from the static assets, parsed once per isolate.
import { FAMILIES, SUPPORT_FONTS, fontPath, type FontFile } from "../../shared/catalogue";
import { splitGraphemes } from "../../shared/chain";
import { LogoFont, parseFont } from "../../shared/font";
import { ApiError } from "../errors";

const files = new Map<string, Promise<Uint8Array>>();
const parsed = new Map<string, Promise<LogoFont>>();

/** Memoises a per-isolate load; a failed load is forgotten so the next request tries again. */
function memo<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = map.get(key);
  if (!pending) {
    pending = load();
    map.set(key, pending);
    pending.catch(() => map.delete(key));
  }
  return pending;
}

/** The font file's bytes (for embedding in the PDF). */
export function loadFontBytes(env: Env, font: FontFile): Promise<Uint8Array> {
  return memo(files, font.slug, () => fetchFontBytes(env, font));
}

/** The parsed font (for shaping and outlines). */
export function loadFont(env: Env, font: FontFile): Promise<LogoFont> {
  return memo(parsed, font.slug, async () => {
    const bytes = await loadFontBytes(env, font);
    try {
      return parseFont(font.family, bytes);
    } catch (err) {
      console.error("font unreadable", font.slug, err);
      throw unavailable(font);
    }
  });
}

async function fetchFontBytes(env: Env, font: FontFile): Promise<Uint8Array> {
  let res: Response;
  try {
    // The host is irrelevant to the assets binding, but Vite's dev server refuses unknown hosts.
    res = await env.ASSETS.fetch(new Request(`http://localhost${fontPath(font)}`));
  } catch (err) {
    console.error("font fetch failed", font.slug, err);
    throw unavailable(font);
  }
  if (!res.ok) {
    console.error("font missing from assets", font.slug, res.status);
    throw unavailable(font);
  }
  return new Uint8Array(await res.arrayBuffer());
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

export function supportFont(role: "fallback" | "text" | "text-bold"): FontFile {
  return SUPPORT_FONTS.find((f) => f.role === role)!;
}

/** The fonts behind every family: whatever they draw, any suggestion can draw. */
function universalFonts(env: Env): Promise<LogoFont[]> {
  return Promise.all(SUPPORT_FONTS.filter((f) => f.role === "symbols" || f.role === "fallback").map((f) => loadFont(env, f)));
}

/** The graphemes of a text that no font behind the catalogue can draw (spaces aside). */
export async function undrawable(env: Env, text: string): Promise<string[]> {
  const fonts = await universalFonts(env);
  const missing = splitGraphemes(text).filter((g) => !/^\s+$/u.test(g) && !fonts.some((f) => f.covers(g)));
  return [...new Set(missing)];
}
