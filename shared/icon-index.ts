// The icon sets' index (icons/index.json, built by icons/build.mjs): every icon's name, set, tags
// and categories. Both the design engine (which icons mean what) and the renderer (which names
// exist) read it here; neither reaches into the other for it. Names are unique across the sets.
// A Text module (icons/index.txt, the JSON of icons/index.json): see icons/build.mjs on why.
import indexText from "../icons/index.txt";
import { parseIconRef } from "./icons";

export interface IconEntry {
  name: string;
  /** The set's prefix: "ph" (Phosphor) or "mdi" (Material Design Icons). */
  set: string;
  tags: string[];
  categories: string[];
}

export const ICONS: readonly IconEntry[] = (JSON.parse(indexText) as { icons: IconEntry[] }).icons;
const setOf = new Map(ICONS.map((i) => [i.name, i.set]));

/** Whether a bare icon name ("mountains") is in the sets. */
export const hasIcon = (name: string): boolean => setOf.has(name);

/** Whether a symbol names an icon of the sets, in its own set ("ph:mountains", not "mdi:mountains"). */
export function isKnownIcon(symbol: string): boolean {
  const ref = parseIconRef(symbol);
  return ref !== undefined && setOf.get(ref.name) === ref.set;
}

/** The symbol of an icon named bare ("bee" → "mdi:bee"). */
export function iconRef(name: string): string {
  const set = setOf.get(name);
  if (!set) throw new Error(`${name}: not an icon of the sets`);
  return `${set}:${name}`;
}
