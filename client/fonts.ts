// Font files for the previews: fetched once per page, parsed with the same code as the Worker.
import { fontPath, type FontFile } from "../shared/catalogue";
import { loadChain, type FontChain } from "../shared/chain";
import { parseFont, type LogoFont } from "../shared/font";
import { findFamily } from "../shared/catalogue";
import { iconPath, parseIcon, type IconShape } from "../shared/icons";

const icons = new Map<string, Promise<IconShape | undefined>>();

/** An icon's outline, fetched once per page; undefined when the library has no such icon. */
export function loadBrowserIcon(name: string): Promise<IconShape | undefined> {
  let pending = icons.get(name);
  if (!pending) {
    pending = fetch(iconPath(name)).then(async (res) => {
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`${iconPath(name)} answered ${res.status}`);
      return parseIcon(name, await res.json());
    });
    icons.set(name, pending);
    pending.catch(() => icons.delete(name));
  }
  return pending;
}

const fonts = new Map<string, Promise<LogoFont>>();

export function loadBrowserFont(file: FontFile): Promise<LogoFont> {
  let pending = fonts.get(file.slug);
  if (!pending) {
    pending = fetch(fontPath(file))
      .then((res) => {
        if (!res.ok) throw new Error(`${fontPath(file)} answered ${res.status}`);
        return res.arrayBuffer();
      })
      .then((buf) => parseFont(file.family, new Uint8Array(buf)));
    fonts.set(file.slug, pending);
    pending.catch(() => fonts.delete(file.slug));
  }
  return pending;
}

export function loadPreviewChain(family: string, texts: { text: string; slogan?: string; symbol?: string }): Promise<FontChain> {
  const file = findFamily(family);
  if (!file) return Promise.reject(new Error(`${family} is not in the catalogue`));
  return loadChain(file, texts, loadBrowserFont, loadBrowserIcon);
}
