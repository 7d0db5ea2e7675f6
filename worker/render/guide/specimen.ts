// The design guide's type sample: what the typography section sets in the logo's face. Apart
// from the sections so it can be tested without the Worker's font loader.
import type { FontFile, Script } from "../../../shared/catalogue";
import type { LogoFont } from "../../../shared/font";

export const SAMPLE = "Aa Bb Cc Dd Ee Ff Gg 0123456789";

/**
 * What a type specimen shows of each script beyond the name: letters in their usual order (a
 * kana row, Hangul syllables, the first letters of the alphabets, Thai consonants) and the
 * script's own digits where it has them; 永, for Chinese, holds the eight basic strokes.
 */
export const SCRIPT_SAMPLES: Record<Script, string> = {
  ja: "あいうえお アイウエオ 永",
  "zh-Hans": "永 天地人",
  "zh-Hant": "永 天地人",
  ko: "가나다라 마바사",
  ar: "ا ب ت ث ج ح ٠١٢٣٤٥٦٧٨٩",
  he: "א ב ג ד ה ו ז",
  th: "ก ข ค ง จ ๐๑๒๓๔๕๖๗๘๙",
};

/** Every character a face's specimen may need, to cut its subset with. */
export function specimenCharacters(text: string, face: FontFile): string {
  return face.script ? `${text} ${SAMPLE} ${SCRIPT_SAMPLES[face.script]}` : SAMPLE;
}

/**
 * The lines the typography section sets in the face: the Latin sample; for a face made for a
 * script, the name and the script's own sample, then the Latin sample, each part only where the
 * face draws it itself (`primary` is cut to specimenCharacters), never another face's letters
 * under its name.
 */
export function specimenLines(text: string, face: FontFile, primary: LogoFont): string[] {
  if (!face.script) return [SAMPLE];
  const own = (sample: string) => sample.split(" ").filter((part) => primary.covers(part));
  return [[text.trim(), ...own(SCRIPT_SAMPLES[face.script])].join("  "), own(SAMPLE).join("  ")].filter(Boolean);
}
