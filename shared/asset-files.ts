// The one loader of font and icon files, for the Worker (static-assets binding), the browser
// (fetch) and the Node tests (the file system): each passes how to read a path, this parses and
// memoises. A failed load is forgotten, so the next request tries again.
import { fontPath, type FontFile } from "./catalogue";
import type { LoadFont } from "./chain";
import { parseFont, type LogoFont } from "./font";
import { HarfBuzz, subsetFont, type WasmSource } from "./harfbuzz";
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

/**
 * What the faces made for a script need from the environment: HarfBuzz to shape them, and their
 * subset for a set of characters (the Worker and Node cut it with HarfBuzz's subsetter; the
 * browser asks the Worker for it, GET /api/fonts/subset/…).
 */
export interface ScriptFaces {
  harfbuzz(): Promise<HarfBuzz>;
  subset(file: FontFile, codePoints: number[], read: ReadAsset): Promise<Uint8Array>;
}

/** One HarfBuzz instance, made on first use (a failure is forgotten, so the next use retries). */
export function harfBuzzOnce(wasm: () => Promise<WasmSource>): () => Promise<HarfBuzz> {
  let instance: Promise<HarfBuzz> | undefined;
  return () => {
    instance ??= wasm()
      .then((source) => HarfBuzz.create(source))
      .catch((err) => {
        instance = undefined;
        throw err;
      });
    return instance;
  };
}

/**
 * Script faces where the font files are at hand (the Worker's assets, Node's disk): the whole
 * file is read, cut with HarfBuzz's subsetter and let go.
 */
export function cutLocally(shapeWasm: () => Promise<WasmSource>, subsetWasm: () => Promise<WasmSource>): ScriptFaces {
  return {
    harfbuzz: harfBuzzOnce(shapeWasm),
    async subset(file, codePoints, read) {
      const whole = await read(fontPath(file));
      if (!whole) throw new MissingAssetError(fontPath(file));
      return subsetFont(await subsetWasm(), whole, codePoints);
    },
  };
}

/** Subsets kept parsed per isolate or page: enough for every face of a generation and its edits. */
const SUBSETS_KEPT = 48;

/** The sorted, distinct code points of a text: what names its subset. */
export function subsetCodePoints(text: string): number[] {
  return [...new Set(Array.from(text, (ch) => ch.codePointAt(0)!))].sort((a, b) => a - b);
}

export class AssetFiles {
  private readonly bytes = new Map<string, Promise<Uint8Array>>();
  private readonly fonts = new Map<string, Promise<LogoFont>>();
  private readonly subsets = new Map<string, Promise<LogoFont>>();
  private readonly icons = new Map<string, Promise<IconShape | undefined>>();
  /** Frees a subset's HarfBuzz copy once nothing holds the font any more. */
  private readonly shapers = new FinalizationRegistry<{ destroy(): void }>((shaper) => shaper.destroy());

  constructor(private readonly scripts?: ScriptFaces) {}

  /** How a font chain loads its files: script faces as subsets of `characters`, the rest whole. */
  loader(read: ReadAsset): LoadFont {
    return (file, characters) => (file.script ? this.subsetFont(file, characters, read) : this.font(file, read));
  }

  /** A font file's bytes (the PDF embeds them). */
  fontBytes(file: FontFile, read: ReadAsset): Promise<Uint8Array> {
    return memo(this.bytes, file.slug, async () => {
      const bytes = await read(fontPath(file));
      if (!bytes) throw new MissingAssetError(fontPath(file));
      return bytes;
    });
  }

  /** The parsed font, for shaping and outlines (a script face: the whole file, shaped by HarfBuzz). */
  font(file: FontFile, read: ReadAsset): Promise<LogoFont> {
    return memo(this.fonts, file.slug, async () => this.parse(file, await this.fontBytes(file, read)));
  }

  /**
   * A script face cut down to the characters of `text`, parsed and shaped by HarfBuzz; the whole
   * file is never kept (the Worker reads it, cuts it and lets it go).
   */
  subsetFont(file: FontFile, text: string, read: ReadAsset): Promise<LogoFont> {
    const codePoints = subsetCodePoints(text);
    const key = `${file.slug}:${String.fromCodePoint(...codePoints)}`;
    const pending = memo(this.subsets, key, async () => {
      if (!this.scripts) throw new Error(`${file.family} needs HarfBuzz, which this loader was not given`);
      return this.parse(file, await this.scripts.subset(file, codePoints, read));
    });
    // Most recently used last; the oldest go past the bound.
    this.subsets.delete(key);
    this.subsets.set(key, pending);
    while (this.subsets.size > SUBSETS_KEPT) this.subsets.delete(this.subsets.keys().next().value!);
    return pending;
  }

  private async parse(file: FontFile, bytes: Uint8Array): Promise<LogoFont> {
    const font = parseFont(file.family, bytes);
    if (file.script) {
      if (!this.scripts) throw new Error(`${file.family} needs HarfBuzz, which this loader was not given`);
      const shaper = (await this.scripts.harfbuzz()).font(bytes, file.script);
      font.useHarfBuzz(shaper);
      this.shapers.register(font, shaper);
    }
    return font;
  }

  /** An icon's outline ("mdi:bee"); undefined when the sets have no such file. */
  icon(ref: string, read: ReadAsset): Promise<IconShape | undefined> {
    return memo(this.icons, ref, async () => {
      const bytes = await read(iconPath(ref));
      return bytes ? parseIcon(ref, JSON.parse(new TextDecoder().decode(bytes))) : undefined;
    });
  }
}
