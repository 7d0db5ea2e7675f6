// Font and icon files for the previews: fetched once per page through the shared loader, parsed
// with the same code as the Worker.
import { AssetFiles, type ReadAsset } from "../shared/asset-files";
import { findFamily, type FontFile } from "../shared/catalogue";
import { loadChain, type FontChain } from "../shared/chain";
import type { LogoFont } from "../shared/font";
import type { IconShape } from "../shared/icons";

const assets = new AssetFiles();

const read: ReadAsset = async (path) => {
  const res = await fetch(path);
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
};

export const loadBrowserFont = (file: FontFile): Promise<LogoFont> => assets.font(file, read);
export const loadBrowserIcon = (name: string): Promise<IconShape | undefined> => assets.icon(name, read);

export function loadPreviewChain(family: string, texts: { text: string; slogan?: string; symbol?: string }): Promise<FontChain> {
  const file = findFamily(family);
  if (!file) return Promise.reject(new Error(`${family} is not in the catalogue`));
  return loadChain(file, texts, loadBrowserFont, loadBrowserIcon);
}
