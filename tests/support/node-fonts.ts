// The shipped font and icon files from public/, for tests that run in Node, through the same
// loader as the Worker and the browser.
import { readFile } from "node:fs/promises";
import { AssetFiles, cutLocally, type ReadAsset } from "../../shared/asset-files";
import { FAMILIES, SUPPORT_FONTS, type FontFile } from "../../shared/catalogue";
import { loadChain, type FontChain } from "../../shared/chain";
import type { LogoFont } from "../../shared/font";
import type { IconShape } from "../../shared/icons";

const wasm = (name: string) => async () => new Uint8Array(await readFile(`node_modules/harfbuzzjs/dist/${name}`));
const scriptFaces = cutLocally(wasm("harfbuzz.wasm"), wasm("harfbuzz-subset.wasm"));
const assets = new AssetFiles(scriptFaces);

const read: ReadAsset = async (path) => {
  try {
    return new Uint8Array(await readFile(`public${path}`));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
};

export const loadFontFromDisk = (file: FontFile): Promise<LogoFont> => assets.font(file, read);
/**
 * A font parsed afresh and kept by nobody but the caller: for sweeps over every face's whole
 * repertoire, where the memoised copies of the CJK faces' ~20,000 outlines each would together
 * outgrow the heap.
 */
export const loadFontUncached = (file: FontFile): Promise<LogoFont> => new AssetFiles(scriptFaces).font(file, read);
/** How chains load in Node: script faces as subsets, as in the Worker. */
export const loadChainFont = assets.loader(read);
export const loadIconFromDisk = (ref: string): Promise<IconShape | undefined> => assets.icon(ref, read);

export function family(name: string): FontFile {
  const f = FAMILIES.find((x) => x.family === name) ?? SUPPORT_FONTS.find((x) => x.family === name);
  if (!f) throw new Error(`no font ${name}`);
  return f;
}

export function chainFor(name: string, texts: { text: string; slogan?: string; symbol?: string; descriptor?: number }): Promise<FontChain> {
  return loadChain(family(name), texts, loadChainFont, loadIconFromDisk);
}
