// Line breaking for the design guide's text, apart from the PDF writer so it can be tested (and
// reused) without loading pdf-lib and fontkit.
import { splitGraphemes } from "../../shared/graphemes";

/**
 * Greedy line breaking in time linear in the text: every distinct word is measured once (a line's
 * width is the sum of its words and spaces: pdf-lib measures by glyph advances, which add up), and
 * a word wider than the line is cut between graphemes, each measured once. Re-measuring the
 * growing line per word made a guideline of many short words quadratic (issue 23).
 */
export function wrap(text: string, measure: (s: string) => number, width: number): string[] {
  const widths = new Map<string, number>();
  const widthOf = (s: string) => {
    let w = widths.get(s);
    if (w === undefined) widths.set(s, (w = measure(s)));
    return w;
  };
  const space = widthOf(" ");
  const lines: string[] = [];
  let line: string[] = [];
  let lineWidth = 0;
  const push = (word: string, w: number) => {
    if (line.length && lineWidth + space + w > width) {
      lines.push(line.join(" "));
      line = [];
      lineWidth = 0;
    }
    lineWidth += (line.length ? space : 0) + w;
    line.push(word);
  };
  for (const word of text.split(/\s+/u)) {
    if (!word) continue;
    const w = widthOf(word);
    if (w <= width) {
      push(word, w);
      continue;
    }
    // Longer than a whole line: cut it into pieces that fit, between graphemes.
    let piece = "";
    let pieceWidth = 0;
    for (const g of splitGraphemes(word)) {
      const gw = widthOf(g);
      if (piece && pieceWidth + gw > width) {
        if (line.length) {
          lines.push(line.join(" "));
          line = [];
          lineWidth = 0;
        }
        lines.push(piece);
        piece = "";
        pieceWidth = 0;
      }
      piece += g;
      pieceWidth += gw;
    }
    if (piece) push(piece, pieceWidth);
  }
  if (line.length) lines.push(line.join(" "));
  return lines;
}
