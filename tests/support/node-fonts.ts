// Loads the shipped font files from public/fonts for tests that run in Node.
import { readFileSync } from "node:fs";
import { FAMILIES, SUPPORT_FONTS, fontPath, type FontFile } from "../../shared/catalogue";
import { loadChain, type FontChain } from "../../shared/chain";
import { parseFont, type LogoFont } from "../../shared/font";
import { iconPath, parseIcon, type IconShape } from "../../shared/icons";

const cache = new Map<string, LogoFont>();

export async function loadFontFromDisk(file: FontFile): Promise<LogoFont> {
  let font = cache.get(file.slug);
  if (!font) {
    font = parseFont(file.family, new Uint8Array(readFileSync(`public${fontPath(file)}`)));
    cache.set(file.slug, font);
  }
  return font;
}

export function family(name: string): FontFile {
  const f = FAMILIES.find((x) => x.family === name) ?? SUPPORT_FONTS.find((x) => x.family === name);
  if (!f) throw new Error(`no font ${name}`);
  return f;
}

export async function loadIconFromDisk(name: string): Promise<IconShape | undefined> {
  try {
    return parseIcon(name, JSON.parse(readFileSync(`public${iconPath(name)}`, "utf8")));
  } catch {
    return undefined;
  }
}

export function chainFor(name: string, texts: { text: string; slogan?: string; symbol?: string }): Promise<FontChain> {
  return loadChain(family(name), texts, loadFontFromDisk, loadIconFromDisk);
}
