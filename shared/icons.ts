// Icon marks: a symbol string "<set>:<name>" ("ph:mountains", "mdi:bee") names an icon of the
// shipped icon sets (icons/catalogue.json). An icon is drawn exactly like a glyph: it is a font of
// one glyph, 256 units to the em, whose outline comes from a small per-icon file that the Worker
// and the preview fetch only when they draw it. Names are unique across the sets.
import catalogue from "../icons/catalogue.json";
import type { GlyphBox, GlyphSource, PathOp, ShapedRun } from "./font";

const VERSIONS: Record<string, string> = Object.fromEntries(catalogue.sets.map((s) => [s.prefix, s.version]));
const REF = new RegExp(`^(${catalogue.sets.map((s) => s.prefix).join("|")}):([a-z0-9]+(?:-[a-z0-9]+)*)$`);

/** "mdi:bee" → { set: "mdi", name: "bee" }; undefined for what is not an icon reference of a shipped set. */
export function parseIconRef(symbol: string | undefined): { set: string; name: string } | undefined {
  const m = symbol ? REF.exec(symbol) : null;
  return m ? { set: m[1]!, name: m[2]! } : undefined;
}

/** "ph:mountains" → "mountains"; anything else (a Unicode symbol, an unknown set) → undefined. */
export function iconName(symbol: string | undefined): string | undefined {
  return parseIconRef(symbol)?.name;
}

/** A symbol in words, for guidelines and the guide: "ph:paw-print" → "paw print mark"; "☕" → "☕ symbol". */
export function markWords(symbol: string): string {
  const icon = iconName(symbol);
  return icon ? `${icon.replace(/-/g, " ")} mark` : `${symbol} symbol`;
}

/** Whether a symbol is a well-formed icon reference of any set: "ph:mountains", "lucide:star". */
export function isIconRefSyntax(symbol: string): boolean {
  return symbol.length <= 64 && /^[a-z]{1,8}:[a-z0-9]+(?:-[a-z0-9]+)*$/.test(symbol);
}

/** Whether a symbol string is meant as an icon reference (well-formed or not). */
export function looksLikeIconRef(symbol: string): boolean {
  return /^[a-z]{1,8}:/i.test(symbol);
}

/** Where an icon's outline file is served ("mdi:bee"); the version in the path makes it immutable. */
export function iconPath(ref: string): string {
  const parts = parseIconRef(ref);
  if (!parts) throw new Error(`${ref}: not an icon reference`);
  return `/icons/${parts.set}-${VERSIONS[parts.set]}/${parts.name}.json`;
}

export class UnknownIconError extends Error {
  constructor(readonly symbol: string) {
    super(`"${symbol}" is not an icon of the icon library`);
  }
}

interface IconFile {
  /** Absolute M/L/C/Q/Z path in the icon's 256-unit box, y down. */
  d: string;
  /** Control-point bounds [minX, minY, maxX, maxY], y down: they contain the ink. */
  box: [number, number, number, number];
}

const EM = 256;

/** One icon as a one-glyph font: glyph 0, advance 256, outline y up with the box on the baseline. */
export class IconShape implements GlyphSource {
  readonly unitsPerEm = EM;
  readonly ascent = EM;
  readonly descent = 0;
  readonly capHeight = EM * 0.7;
  readonly name: string;
  private readonly ops: PathOp[];
  private readonly box: GlyphBox;

  /** `ref` is the icon's symbol ("mdi:bee"). */
  constructor(readonly ref: string, file: IconFile) {
    this.name = iconName(ref) ?? ref;
    this.ops = parseOps(file.d);
    const [minX, minY, maxX, maxY] = file.box;
    this.box = { minX, minY: EM - maxY, maxX, maxY: EM - minY };
  }

  covers(text: string): boolean {
    return text === this.ref;
  }

  shape(): ShapedRun {
    return { glyphs: [{ id: 0, x: 0, y: 0 }], advance: EM };
  }

  glyphPath(): PathOp[] {
    return this.ops;
  }

  glyphBox(): GlyphBox {
    return this.box;
  }
}

/** Parses the normalised path of an icon file, flipping y (SVG y down → font y up). */
function parseOps(d: string): PathOp[] {
  const ops: PathOp[] = [];
  const y = (v: number) => EM - v;
  for (const [, cmd, args] of d.matchAll(/([MLCQZ])([^MLCQZ]*)/g)) {
    const n = args!.trim() ? args!.trim().split(/[\s,]+/).map(Number) : [];
    switch (cmd) {
      case "M":
      case "L":
        ops.push({ op: cmd, x: n[0]!, y: y(n[1]!) });
        break;
      case "Q":
        ops.push({ op: "Q", x1: n[0]!, y1: y(n[1]!), x: n[2]!, y: y(n[3]!) });
        break;
      case "C":
        ops.push({ op: "C", x1: n[0]!, y1: y(n[1]!), x2: n[2]!, y2: y(n[3]!), x: n[4]!, y: y(n[5]!) });
        break;
      case "Z":
        ops.push({ op: "Z" });
        break;
    }
  }
  if (ops.some((o) => o.op !== "Z" && !(Number.isFinite(o.x) && Number.isFinite(o.y)))) throw new Error("malformed icon path");
  return ops;
}

/** Parses an icon file's JSON (as served from iconPath(ref)). */
export function parseIcon(ref: string, json: unknown): IconShape {
  const file = json as Partial<IconFile>;
  if (typeof file?.d !== "string" || !Array.isArray(file.box) || file.box.length !== 4) throw new Error(`${ref}: not an icon file`);
  return new IconShape(ref, file as IconFile);
}
