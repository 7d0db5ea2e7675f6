// Colour stops of the logo gradient: left to right across the row, evenly spaced.
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
