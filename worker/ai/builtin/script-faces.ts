// Which faces a name may be set in: the Latin catalogue for Latin names (and for mixed ones,
// "Sushi Bar 鮨", where the family is paired with a face for the other script, shared/scripts.ts);
// for a name written wholly in another script, the faces made for it that draw every one of its
// characters, from the fonts' own cmaps (fonts/coverage.json, written by fonts/build.mjs).
import coverage from "../../../fonts/coverage.json";
import { LATIN_FAMILIES, type CatalogueFamily } from "../../../shared/catalogue";
import { facesFor, plainFaces, scriptsOf } from "../../../shared/scripts";

const decoded = new Map<string, Uint32Array>();

/** A face's cmap as sorted [start, end] pairs. */
function rangesOf(family: string): Uint32Array {
  let ranges = decoded.get(family);
  if (!ranges) {
    const text = (coverage.faces as Record<string, string>)[family] ?? "";
    const parts = text ? text.split(",") : [];
    ranges = new Uint32Array(parts.length * 2);
    parts.forEach((part, i) => {
      const [start, length] = part.split("-").map((n) => parseInt(n, 36));
      ranges![2 * i] = start!;
      ranges![2 * i + 1] = start! + (length ?? 0);
    });
    decoded.set(family, ranges);
  }
  return ranges;
}

function hasCodePoint(ranges: Uint32Array, cp: number): boolean {
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < ranges[2 * mid]!) hi = mid - 1;
    else if (cp > ranges[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/** True when a script face has every letter, digit and mark of the text (spaces and invisible characters aside). */
export function drawsAll(face: CatalogueFamily, text: string): boolean {
  const ranges = rangesOf(face.family);
  for (const ch of text) {
    if (/[\s\p{Cf}\uFE00-\uFE0F]/u.test(ch)) continue;
    if (!hasCodePoint(ranges, ch.codePointAt(0)!)) return false;
  }
  return true;
}

/**
 * The faces to choose a name's six from: for a name with no letters outside Latin, Greek and
 * Cyrillic, or with Latin letters among others, the Latin catalogue; otherwise the faces made for
 * its script that draw all of it, Chinese in its own form's first (its plain face when none does:
 * the chain then borrows the rest).
 */
export function facesForName(text: string): readonly CatalogueFamily[] {
  const scripts = scriptsOf(text);
  if (!scripts.length || /\p{Script=Latin}/u.test(text)) return LATIN_FAMILIES;
  const all = scripts.flatMap(facesFor);
  const drawing = all.filter((f) => drawsAll(f, text));
  // Chinese in its own form's faces (Traditional for 臺灣銀行); the other form's only when none draws it.
  const own = drawing.filter((f) => scripts.includes(f.script!));
  return own.length ? own : drawing.length ? drawing : plainFaces(scripts[0]!);
}
