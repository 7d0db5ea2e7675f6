// The logo gradient's colour stops (left to right across the row, evenly spaced), and the one
// writer of SVG gradient markup: the logo, its scenes and the app icon all use it.
import { INK } from "./color";

export interface GradientStop {
  offset: number;
  color: string;
}

export function gradientStops(colors: readonly string[]): GradientStop[] {
  if (colors.length === 0) return [{ offset: 0, color: INK }, { offset: 1, color: INK }];
  if (colors.length === 1) return [{ offset: 0, color: colors[0]! }, { offset: 1, color: colors[0]! }];
  return colors.map((color, i) => ({ offset: i / (colors.length - 1), color }));
}

/** The direction of a linear gradient: in user space when `userSpace`, else across the shape's box (0…1). */
export interface GradientLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  userSpace?: boolean;
}

/** An SVG `<linearGradient>` named `id`, to be put in `<defs>` and used as `url(#id)`. */
export function linearGradientSvg(id: string, stops: readonly GradientStop[], line: GradientLine): string {
  const units = line.userSpace ? ` gradientUnits="userSpaceOnUse"` : "";
  const body = stops.map((s) => `<stop offset="${s.offset}" stop-color="${s.color}"/>`).join("");
  return `<linearGradient id="${id}"${units} x1="${line.x1}" y1="${line.y1}" x2="${line.x2}" y2="${line.y2}">${body}</linearGradient>`;
}
