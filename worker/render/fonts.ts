// The Worker's font files: from the static assets through the shared loader, once per isolate.
import { FAMILIES, SUPPORT_FONTS, type FontFile } from "../../shared/catalogue";
import { splitGraphemes } from "../../shared/graphemes";
import type { LogoFont } from "../../shared/font";
import { plainFaces, scriptsOf } from "../../shared/scripts";
import { RenderError } from "./problems";
import { assetReader, assets } from "./assets";
import { workerScriptFaces } from "./harfbuzz";

const reader = (env: Env, font: FontFile) => assetReader(env, "font", () => unavailable(font));

/** The font file's bytes (for embedding in the PDF). */
export function loadFontBytes(env: Env, font: FontFile): Promise<Uint8Array> {
  return assets.fontBytes(font, reader(env, font));
}

/**
 * The parsed font (for shaping and outlines); a face made for a script is cut down to
 * `characters` (shared/chain.ts, LoadFont). An unreadable file is unavailable too.
 */
export async function loadFont(env: Env, font: FontFile, characters = ""): Promise<LogoFont> {
  try {
    return await assets.loader(reader(env, font))(font, characters);
  } catch (err) {
    if (err instanceof RenderError) throw err;
    console.error("font unreadable", font.slug, err);
    throw unavailable(font);
  }
}

/** A script face cut down to some code points (the whole file is read for the cut, then let go). */
export async function subsetBytes(env: Env, font: FontFile, codePoints: number[]): Promise<Uint8Array> {
  return workerScriptFaces.subset(font, codePoints, reader(env, font));
}

function unavailable(font: FontFile) {
  return new RenderError({ kind: "asset_unavailable", asset: "font", name: font.family });
}

export function familyFile(family: string): FontFile {
  const found = FAMILIES.find((f) => f.family === family);
  if (!found) throw new RenderError({ kind: "unknown_font", family });
  return found;
}

export function supportFont(role: "fallback" | "text" | "text-bold"): FontFile {
  return SUPPORT_FONTS.find((f) => f.role === role)!;
}

/** The fonts behind every family: whatever they draw, any suggestion can draw. */
function universalFonts(env: Env): Promise<LogoFont[]> {
  return Promise.all(SUPPORT_FONTS.filter((f) => f.role === "symbols" || f.role === "fallback").map((f) => loadFont(env, f)));
}

/**
 * The graphemes of a text that no font behind the catalogue can draw (spaces aside): not the
 * fallback or symbol fonts, nor the plain face of the text's scripts (Noto Sans JP for Japanese,
 * and so on), which every family pairs with when it cannot draw them itself.
 */
export async function undrawable(env: Env, text: string): Promise<string[]> {
  const universal = await universalFonts(env);
  let missing = splitGraphemes(text).filter((g) => !/^\s+$/u.test(g) && !universal.some((f) => f.covers(g)));
  if (missing.length) {
    const rest = missing.join("");
    const faces = await Promise.all(scriptsOf(rest).flatMap(plainFaces).map((f) => loadFont(env, f, rest)));
    missing = missing.filter((g) => !faces.some((f) => f.covers(g)));
  }
  return [...new Set(missing)];
}
