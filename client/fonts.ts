// Font and icon files for the previews: fetched once per page through the shared loader, parsed
// with the same code as the Worker. Faces made for a script come as subsets of the logo's
// characters (GET /api/fonts/subset/…), shaped by HarfBuzz, whose wasm is fetched only then.
import shapeWasmUrl from "harfbuzzjs/dist/harfbuzz.wasm?url";
import { AssetFiles, harfBuzzOnce, type ReadAsset } from "../shared/asset-files";
import { findFamily, subsetPath } from "../shared/catalogue";
import { loadChain, type FontChain } from "../shared/chain";
import { scriptsOf } from "../shared/scripts";
import type { IconShape } from "../shared/icons";

const read: ReadAsset = async (path) => {
  const res = await fetch(path);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
};

const harfbuzz = harfBuzzOnce(() => WebAssembly.compileStreaming(fetch(shapeWasmUrl)));
const assets = new AssetFiles({
  harfbuzz,
  async subset(file, codePoints) {
    const bytes = await read(subsetPath(file, codePoints));
    if (!bytes) throw new Error(`${file.family} has no subset`);
    return bytes;
  },
});
const loadFont = assets.loader(read);

export const loadBrowserIcon = (ref: string): Promise<IconShape | undefined> => assets.icon(ref, read);

export function loadPreviewChain(family: string, texts: { text: string; slogan?: string; symbol?: string; descriptor?: number }): Promise<FontChain> {
  const file = findFamily(family);
  if (!file) return Promise.reject(new Error(`${family} is not in the catalogue`));
  return loadChain(file, texts, loadFont, loadBrowserIcon);
}

/**
 * Starts fetching and compiling HarfBuzz when a name about to be generated is in a script it
 * shapes, so the wasm (434 KB) loads while the suggestions are on their way, not after them.
 */
export function warmShaper(text: string) {
  if (scriptsOf(text).length) harfbuzz().catch(() => undefined); // a failure is retried when a face needs it
}
