// Colour maths: hex ↔ HSL for palettes, and WCAG relative luminance and contrast.

/** The near-black ink: a logo's colour when it has none, and the dark ink on light surfaces. */
export const INK = "#111111";
export const WHITE = "#FFFFFF";
export const BLACK = "#000000";
/** What the white and black backgrounds are filled with (exports, preview, contrast guard). */
export const BACKGROUND_FILL = { white: WHITE, black: BLACK } as const;

export interface Hsl {
  h: number; // 0–360
  s: number; // 0–1
  l: number; // 0–1
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase();
}

export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return rgbToHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}

/** WCAG 2.x relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black: whichever keeps the higher worst-case contrast over the palette. */
export function markInk(colors: readonly string[]): string {
  const worst = (ink: string) => Math.min(...colors.map((c) => contrastRatio(ink, c)));
  return worst(WHITE) >= worst(INK) ? WHITE : INK;
}

/** The least contrast the logo's ink keeps on what it is drawn on (docs/product-rules.md, "Logo in use"). */
export const MIN_CONTRAST = 3;

/**
 * What a gradient must keep against an ink, as sampled below, to keep MIN_CONTRAST as drawn:
 * renderers round its in-between colours to 8 bits their own way, and a fresh CI run found a
 * pixel at 2.99:1 of a gradient sampled at 3.0x (#B416B3 → #346FE5 under near-black ink).
 */
export const GRADIENT_CONTRAST = MIN_CONTRAST + 0.1;

/**
 * The colours a left-to-right gradient through `colors` passes through, as renderers interpolate
 * it (per channel, in sRGB): the stops and `steps` points between each pair.
 */
export function gradientColors(colors: readonly string[], steps = 16): string[] {
  const out = [colors[0]!];
  for (let i = 1; i < colors.length; i++) {
    for (let s = 1; s <= steps; s++) out.push(mix(colors[i - 1]!, colors[i]!, s / steps));
  }
  return out;
}

/** The least contrast of `ink` over every colour of the gradient through `colors`. */
export function worstContrast(ink: string, colors: readonly string[]): number {
  return Math.min(...gradientColors(colors).map((c) => contrastRatio(ink, c)));
}

/** A surface from the palette and the ink drawn on it. */
export interface Surface {
  /** The gradient's stops left to right; one colour for a solid surface. */
  colors: string[];
  ink: string;
}

/** The contrast a solid surface from the palette aims for (WCAG AA for text). */
const SOLID_CONTRAST = 4.5;

/**
 * The palette as a surface for the logo in one ink (the square mark, social images, the card's
 * back): the whole gradient when white or near-black keeps MIN_CONTRAST over all of it; else one
 * colour of it, solid: the first, in palette order, on which white or near-black keeps 4.5:1 (the
 * palette's lead colour where it can be), or failing that the one that stands out most (at worst
 * 4.3:1, a mid grey).
 */
export function brandSurface(colors: readonly string[]): Surface {
  const palette = colors.length ? [...colors] : [INK];
  const ink = markInk(gradientColors(palette));
  if (worstContrast(ink, palette) >= GRADIENT_CONTRAST) return { colors: palette, ink };
  const solids = palette.map((color) => {
    const best = markInk([color]);
    return { surface: { colors: [color], ink: best }, contrast: contrastRatio(best, color) };
  });
  const lead = solids.find((s) => s.contrast >= SOLID_CONTRAST);
  return (lead ?? solids.reduce((a, b) => (b.contrast > a.contrast ? b : a))).surface;
}

/**
 * The one ink for the logo on a plain surface (a tote bag, a card whose paper the palette does
 * not stand out from): the palette colour with the most contrast there if it keeps MIN_CONTRAST,
 * else white or near-black.
 */
export function inkOn(surface: string, colors: readonly string[]): string {
  let best: string | undefined;
  let bestContrast = 0;
  for (const color of colors) {
    const c = contrastRatio(color, surface);
    if (c > bestContrast) {
      bestContrast = c;
      best = color;
    }
  }
  return best && bestContrast >= MIN_CONTRAST ? best : markInk([surface]);
}

/** `a` mixed towards `b` by `t` (0: a, 1: b), per channel in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t);
}

/**
 * A badge's disc and the mark on it, both from the palette (a designer's emblem, never a stray
 * near-black): the lead colour with white on it when white reads there (MIN_CONTRAST); else a
 * light tint of the lead colour carrying the palette colour that stands out most on it; failing
 * that (a palette of pale colours), the lead colour carrying a deep shade of its own hue.
 */
export function badgeColors(colors: readonly string[]): { fill: string; ink: string } {
  const lead = colors[0] ?? INK;
  if (contrastRatio(WHITE, lead) >= MIN_CONTRAST) return { fill: lead, ink: WHITE };
  const tint = mix(lead, WHITE, 0.85);
  const ink = colors.reduce((a, b) => (contrastRatio(b, tint) > contrastRatio(a, tint) ? b : a), lead);
  if (contrastRatio(ink, tint) >= MIN_CONTRAST) return { fill: tint, ink };
  let shade = lead;
  for (let t = 0.5; t <= 0.95 && contrastRatio(shade, lead) < MIN_CONTRAST; t += 0.05) shade = mix(lead, BLACK, t);
  return { fill: lead, ink: shade };
}
