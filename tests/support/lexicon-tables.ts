// The words of one of the lexicon's front-coded tables (lexicon/words.txt, common.txt), decoded
// here apart from the engine: each line is the length of the prefix it shares with the word
// before (one base-36 digit), the rest of the word, then digits and letters of its entry.

export function tableWords(table: string): string[] {
  let prev = "";
  return table
    .split("\n")
    .filter(Boolean)
    .map((line) => (prev = prev.slice(0, parseInt(line[0]!, 36)) + line.slice(1).match(/^[^0-9]*/)![0]));
}
