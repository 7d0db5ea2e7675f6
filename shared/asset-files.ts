// The one loader of font and icon files, for the Worker (static-assets binding), the browser
// (fetch) and the Node tests (the file system): each passes how to read a path, this parses and
// memoises. A failed load is forgotten, so the next request tries again.
import { fontPath, type FontFile } from "./catalogue";
import { parseFont, type LogoFont } from "./font";
import { iconPath, parseIcon, type IconShape } from "./icons";

/** Reads a site path ("/fonts/…", "/icons/…"); undefined when the file does not exist. */
export type ReadAsset = (path: string) => Promise<Uint8Array | undefined>;

export class MissingAssetError extends Error {
  constructor(readonly path: string) {
    super(`${path} is missing`);
  }
}

function memo<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = map.get(key);
  if (!pending) {
    pending = load();
    map.set(key, pending);
    pending.catch(() => map.delete(key));
  }
  return pending;
}

export class AssetFiles {
  private readonly bytes = new Map<string, Promise<Uint8Array>>();
  private readonly fonts = new Map<string, Promise<LogoFont>>();
  private readonly icons = new Map<string, Promise<IconShape | undefined>>();

  /** A font file's bytes (the PDF embeds them). */
  fontBytes(file: FontFile, read: ReadAsset): Promise<Uint8Array> {
    return memo(this.bytes, file.slug, async () => {
      const bytes = await read(fontPath(file));
      if (!bytes) throw new MissingAssetError(fontPath(file));
      return bytes;
    });
  }

  /** The parsed font, for shaping and outlines. */
  font(file: FontFile, read: ReadAsset): Promise<LogoFont> {
    return memo(this.fonts, file.slug, async () => parseFont(file.family, await this.fontBytes(file, read)));
  }

  /** An icon's outline; undefined when the library has no such file. */
  icon(name: string, read: ReadAsset): Promise<IconShape | undefined> {
    return memo(this.icons, name, async () => {
      const bytes = await read(iconPath(name));
      return bytes ? parseIcon(name, JSON.parse(new TextDecoder().decode(bytes))) : undefined;
    });
  }
}
