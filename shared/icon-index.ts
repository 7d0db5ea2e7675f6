// The icon library's index (icons/index.json, built by icons/build.mjs): every icon's name, tags
// and categories. Both the design engine (which icons mean what) and the renderer (which names
// exist) read it here; neither reaches into the other for it.
import index from "../icons/index.json";
import { iconName } from "./icons";

export interface IconEntry {
  name: string;
  tags: string[];
  categories: string[];
}

export const ICONS: readonly IconEntry[] = index.icons;
const known = new Set(ICONS.map((i) => i.name));

/** Whether a bare icon name ("mountains") is in the library. */
export const hasIcon = (name: string): boolean => known.has(name);

/** Whether a symbol names an icon of the library ("ph:mountains"). */
export function isKnownIcon(symbol: string): boolean {
  const name = iconName(symbol);
  return name !== undefined && hasIcon(name);
}
