// The writing systems a name may use beyond the Latin, Greek and Cyrillic every family draws:
// which script a name is in (Unicode's Script property, as the regex engine knows it), which
// catalogue faces are made for it, and the order its runs are shown in (UAX #9, by bidi-js).
import bidiFactory from "bidi-js";
import { FAMILIES, LATIN_FAMILIES, type CatalogueFamily, type FontCategory, type Script } from "./catalogue";
import han from "../fonts/han.json";

export type { Script };

export const SCRIPT_NAMES: Record<Script, string> = {
  ja: "Japanese",
  "zh-Hans": "Simplified Chinese",
  "zh-Hant": "Traditional Chinese",
  ko: "Korean",
  ar: "Arabic",
  he: "Hebrew",
  th: "Thai",
};

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;
const HEBREW = /\p{Script=Hebrew}/u;
const THAI = /\p{Script=Thai}/u;

/** Han characters written only in Traditional Chinese (fonts/build.mjs, from OpenCC's tables). */
const TRADITIONAL = new Set(han.traditional);

/**
 * The scripts of a text that need a face made for them, in order of first appearance. Han
 * characters belong to Japanese beside kana, to Korean beside Hangul, and to Chinese otherwise:
 * Traditional when a character is written only so (臺, 灣, 館), else Simplified. The same
 * character is drawn differently in each, so the text decides, not the character.
 */
export function scriptsOf(text: string): Script[] {
  const found: Script[] = [];
  const add = (s: Script) => {
    if (!found.includes(s)) found.push(s);
  };
  const hanScript: Script = KANA.test(text) ? "ja" : HANGUL.test(text) ? "ko" : Array.from(text).some((ch) => TRADITIONAL.has(ch)) ? "zh-Hant" : "zh-Hans";
  for (const ch of text) {
    if (KANA.test(ch)) add("ja");
    else if (HANGUL.test(ch)) add("ko");
    else if (HAN.test(ch)) add(hanScript);
    else if (ARABIC.test(ch)) add("ar");
    else if (HEBREW.test(ch)) add("he");
    else if (THAI.test(ch)) add("th");
  }
  return found;
}

/**
 * The script face order for a script: Chinese text takes its own form's faces first, then the
 * other form's (a character the first lacks, or a name that holds none written only one way).
 */
function candidateScripts(script: Script): Script[] {
  if (script === "zh-Hans") return ["zh-Hans", "zh-Hant"];
  if (script === "zh-Hant") return ["zh-Hant", "zh-Hans"];
  return [script];
}

/** Catalogue faces made for a script (Chinese: its own form first, then the other). */
export function facesFor(script: Script): CatalogueFamily[] {
  return candidateScripts(script).flatMap((s) => FAMILIES.filter((f) => f.script === s));
}

/**
 * The plain face of a script (its Noto Sans, first in the catalogue), which draws what a paired
 * face cannot; for Chinese, the Simplified and the Traditional one.
 */
export function plainFaces(script: Script): CatalogueFamily[] {
  return candidateScripts(script).map((s) => FAMILIES.find((f) => f.script === s)!);
}

/** How near two categories are, for pairing a Latin face with a face of another script. */
const KIN: Record<FontCategory, FontCategory[]> = {
  serif: ["serif"],
  slab: ["serif"],
  engraved: ["serif"],
  blackletter: ["serif", "display"],
  script: ["serif", "rounded"],
  geometric: ["geometric", "grotesque"],
  humanist: ["humanist", "grotesque"],
  grotesque: ["grotesque", "geometric"],
  condensed: ["grotesque", "display"],
  monospace: ["grotesque"],
  rounded: ["rounded", "grotesque"],
  display: ["display", "rounded", "grotesque"],
  handwritten: ["rounded", "display"],
};

/**
 * The face a designer pairs with `family` for the letters of `script` it cannot draw: the
 * nearest in kind (serif with serif, rounded with rounded), else the script's plain sans, which
 * is first in the catalogue. A face of the script itself pairs with itself.
 */
export function pairedFace(family: CatalogueFamily, script: Script): CatalogueFamily {
  const faces = facesFor(script);
  if (faces.includes(family)) return family;
  for (const kin of KIN[family.category]) {
    const match = faces.find((f) => f.category === kin);
    if (match) return match;
  }
  return faces[0]!;
}

const bidi = bidiFactory();

/** The bidi embedding level of every UTF-16 unit of a paragraph (odd: right-to-left). */
export function bidiLevels(text: string): Uint8Array {
  return bidi.getEmbeddingLevels(text).levels;
}

/** True when a paragraph reads right to left (its first strong letter is Arabic or Hebrew). */
export function isRtl(text: string): boolean {
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1;
}

/**
 * Visual order of runs with these levels (UAX #9, rule L2): from the highest level down to the
 * lowest odd one, every maximal sequence at that level or above is reversed.
 */
export function visualOrder<T>(runs: readonly T[], levelOf: (run: T) => number): T[] {
  const out = [...runs];
  if (!out.length) return out;
  const levels = out.map(levelOf);
  const max = Math.max(...levels);
  const minOdd = Math.min(...levels.filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < out.length; ) {
      if (levels[i]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && levels[j]! >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      levels.splice(i, j - i, ...levels.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

/** Letters the Latin faces draw themselves (Latin, Greek, Cyrillic…): a letter of no script above. */
const hasOwnLetters = (text: string) => Array.from(text).some((ch) => /\p{L}/u.test(ch) && !scriptsOf(ch).length);

/**
 * The face picker's sections for a name: the faces made for each of its scripts first, then the
 * Latin faces by category. A name wholly in other scripts leaves the Latin faces out (they would
 * hand its letters to a paired face), unless `current` is one of them; a Latin name leaves out
 * the faces made for other scripts.
 */
export function faceSections(text: string, current?: string): { label: string; faces: CatalogueFamily[] }[] {
  const scripts = scriptsOf(text);
  const sections = scripts.map((s) => ({ label: s.startsWith("zh") ? "Chinese" : SCRIPT_NAMES[s], faces: facesFor(s) }));
  const latinCurrent = LATIN_FAMILIES.some((f) => f.family === current);
  if (!scripts.length || hasOwnLetters(text) || latinCurrent) {
    for (const category of [...new Set(LATIN_FAMILIES.map((f) => f.category))]) {
      sections.push({ label: category, faces: LATIN_FAMILIES.filter((f) => f.category === category) });
    }
  }
  // A face made for a script the name no longer uses (the name was edited) stays reachable.
  const shown = sections.some((sec) => sec.faces.some((f) => f.family === current));
  const own = FAMILIES.find((f) => f.family === current);
  if (!shown && own?.script) sections.unshift({ label: SCRIPT_NAMES[own.script], faces: [own] });
  return sections;
}
