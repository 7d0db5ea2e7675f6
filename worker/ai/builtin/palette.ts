// Palettes around an anchor colour (from the brand's profiles, the presets, or the visitor's
// preferred colour), each 2–5 colours, chosen to read as a left-to-right gradient: neighbouring
// hues, tints of one hue, or a deep shade into a bright one. No muddy complement midpoints.
import { clampChroma, converter, formatHex, interpolate } from "culori";
import { hexToHsl, hslToHex, luminance, mix, type Hsl } from "../../../shared/color";
import type { Random } from "./random";

export type Scheme = "analogous" | "analogous-back" | "monochrome" | "deep" | "duo" | "accent";

export const SCHEMES: Scheme[] = ["analogous", "duo", "monochrome", "deep", "analogous-back", "accent"];

/**
 * Darkens a colour until it keeps 3:1 against white (WCAG for graphics; relative luminance at
 * most 0.30), which yellows and greens miss at almost any lightness. The contrast guard in the
 * app uses the same 3:1, so builtin palettes never start with a warning on white.
 */
export function readable(hex: string): string {
  let out = hex.toUpperCase();
  const c = luminance(out) > 0.3 ? oklchOf(out) : undefined;
  if (c && c.l > 0.8) out = formatHex(clampChroma(amber(c), "oklch")).toUpperCase();
  let hsl = hexToHsl(out);
  for (let i = 0; i < 24 && luminance(out) > 0.3; i++) {
    hsl = { ...hsl, l: hsl.l - 0.03 };
    out = hslToHex(hsl);
  }
  return out;
}

/**
 * A yellow that must go dark to show on white turns olive (#F7DC6F → #A58609, gold → a mustard
 * green): it goes dark as the amber a designer uses for yellow and gold on white instead, its
 * OKLCH hue turned to 86 (olive and lime, past 120, stay themselves).
 */
function amber<T extends { c: number; h?: number }>(c: T): T {
  return c.c > 0.08 && (c.h ?? 0) > 88 && (c.h ?? 0) < 120 ? { ...c, h: 86 } : c;
}

/**
 * A generated colour must show on white and on black: mid luminance, and the anchor's own
 * saturation (at most 0.9): a funeral home's slate or a spa's sage keeps muted tints and
 * neighbours, a toy shop's red vivid ones.
 */
function legible(c: Hsl): string {
  return readable(hslToHex({ h: ((c.h % 360) + 360) % 360, s: Math.min(0.9, c.s), l: Math.min(0.62, Math.max(0.3, c.l)) }));
}

const shift = (c: Hsl, dh: number, dl = 0): string => legible({ h: c.h + dh, s: c.s, l: c.l + dl });

/** The colour a shade darker (`dl` < 0) or lighter, readable on white: another solid of one hue. */
export const tone = (hex: string, dl: number): string => shift(hexToHsl(hex), 0, dl);

const oklchOf = converter("oklch");

/** The neutral a mark takes where every colour at hand is red (calmFor). */
const INK = "#292E38";

/**
 * One colour, readable on white, for a mark that must not be red (mark-safety.ts CROSS_EMBLEMS):
 * the first of `colors` that is not red and not `taken`, else the first not red, else a neutral ink.
 */
export function calmFor(colors: readonly string[], taken: ReadonlySet<string> = new Set()): string {
  const calm = colors.map(readable).filter((c) => !reddish(c));
  return calm.find((c) => !taken.has(c)) ?? calm[0] ?? INK;
}

/** Whether a colour reads as red: OKLCH hue within about 40° of pure red's, with colour to show it. */
export function reddish(hex: string): boolean {
  const c = oklchOf(hex);
  const h = c?.h ?? 0;
  return (c?.c ?? 0) >= 0.08 && (h <= 45 || h >= 345);
}

/** The OKLCH hue of a colour with real chroma; undefined for a grey. */
export function hueOf(hex: string): number | undefined {
  const c = oklchOf(hex);
  return c && c.c >= 0.04 ? c.h : undefined;
}

/** Signed shortest turn from hue `a` to hue `b`, in degrees (−180…180). */
const turn = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

/**
 * The colour at `dh` degrees of OKLCH hue from `hex`, its lightness and chroma kept (clipped into
 * sRGB), made legible, and never more colourful than `hex`: lifting a dark turn into the legible
 * band raises its chroma too (a memorial's muted sage turned into #118858, 0.123 against 0.12).
 */
function rotate(hex: string, dh: number): string {
  const c = oklchOf(hex)!;
  const wanted = { ...c, h: (c.h ?? 0) + dh };
  let out = legible(hexToHsl(formatHex(clampChroma(wanted, "oklch"))));
  // Made legible, a light yellow-green may turn amber (readable), far past the turn asked for
  // (a visitor's #75F499 gave #BF8700, 71° away): darkened at the wanted hue instead.
  const got = hueOf(out);
  if (got !== undefined && (c.c ?? 0) >= 0.04 && Math.abs(turn(wanted.h, got)) > DRIFT) out = darkenAtHue(wanted);
  const o = oklchOf(out)!;
  return o.c <= (c.c ?? 0) ? out : readable(formatHex(clampChroma({ ...o, c: c.c ?? 0 }, "oklch")).toUpperCase());
}

/** How far (OKLCH hue) a turned colour may drift from the turn asked for as it is made legible. */
const DRIFT = 20;

/** A colour darkened in OKLCH lightness, its hue kept, until it keeps 3:1 on white. */
function darkenAtHue(c: { mode: "oklch"; l: number; c: number; h?: number }): string {
  let out = formatHex(clampChroma(c, "oklch")).toUpperCase();
  for (let l = Math.min(c.l, 0.62); l > 0.2 && luminance(out) > 0.3; l -= 0.02) out = formatHex(clampChroma({ ...c, l }, "oklch")).toUpperCase();
  return readable(out);
}

/** Below this OKLCH chroma a name's colour is a grey. */
const GREY_CHROMA = 0.03;
/** The slate a mid or light grey of the name becomes: darker, with a little of a cool blue. */
const GREY_SLATE = { l: 0.5, c: 0.025, h: 250 };

/**
 * A colour the name says ("gold", "copper", "sage") as a brand colour: its hue, at a lightness
 * and chroma a logo carries on white (OKLCH lightness 0.25–0.68, chroma at most 0.16; a pure
 * primary deeper, below: #FF0000 and #00FF00 are no designer's red and green), then readable on
 * white. A white, an ivory or a pearl has nothing to give on a white page: undefined.
 */
export function nameColour(hex: string): string | undefined {
  const c = oklchOf(hex);
  if (!c || (c.l > 0.85 && c.c < 0.06)) return undefined;
  // A pure primary (red, blue, green: chroma over 0.2, away from the yellows that go amber) is a
  // brand's deep red or royal blue, not a pastel of it: capped at 0.16 and lightness 0.68 the
  // name's red was a salmon #D85B4C ("Red Lantern has no true red", said a critic).
  const vivid = (c.c ?? 0) > 0.2 && !((c.h ?? 0) > 60 && (c.h ?? 0) < 120);
  // A mid grey ("silver", "grey") reads as a disabled control on white (two critics): a designer's
  // silver is a deeper, cool slate.
  if ((c.c ?? 0) < GREY_CHROMA && c.l > GREY_SLATE.l) return readable(formatHex(clampChroma({ mode: "oklch", ...GREY_SLATE }, "oklch")).toUpperCase());
  const toned = { ...(c.l > 0.75 ? amber(c) : c), l: Math.min(vivid ? 0.55 : 0.68, Math.max(0.25, c.l)), c: Math.min(vivid ? 0.2 : 0.16, c.c ?? 0) };
  return readable(formatHex(clampChroma(toned, "oklch")).toUpperCase());
}

/** The colours a name says (BrandCues.colours) as brand colours, those with something to give. */
export function nameColours(hexes: readonly string[]): string[] {
  return hexes.map(nameColour).filter((c): c is string => c !== undefined);
}

/** The widest OKLCH hue gap a gradient's colours may span (those with chroma to show a hue). */
export const MAX_HUE_SPAN = 70;

/**
 * Whether a gradient stays within one family of hues, as finally drawn: a colour made readable
 * on white may turn (a yellow goes amber), and a duo judged near before that may end up teal into
 * mustard. The engine skips a palette that does not.
 */
export function withinHueSpan(colors: readonly string[]): boolean {
  const hues = colors.map((c) => oklchOf(c)!).filter((c) => (c.c ?? 0) >= 0.05).map((c) => c.h ?? 0);
  return hues.every((a) => hues.every((b) => Math.abs(turn(a, b)) <= MAX_HUE_SPAN));
}

/** The widest turn of OKLCH hue a duo of the trade's colours may span. */
const DUO_SPAN = 60;

/** The least and most an analogous neighbour turns from the anchor, in OKLCH hue. */
const ANALOGOUS_MIN = 18;
const ANALOGOUS_MAX = 40;

/**
 * Which way, and how far, an analogous neighbour turns from the anchor: toward the nearest other
 * colour of the trade (`hues`, the OKLCH hues of the name's trade anchors) at least
 * ANALOGOUS_MIN away, at most ANALOGOUS_MAX; a slate for a plumber turns toward the trade's steel
 * blue or teal, not on to violet. A trade with no other hue turns `fallback`.
 */
function analogousTurn(anchor: string, hues: readonly number[], fallback: number): number {
  // A greyish anchor (a plumber's steel grey) still leans to a hue, which legible() brings out.
  const own = oklchOf(anchor)?.h;
  if (own === undefined) return fallback;
  const turns = hues.map((h) => turn(own, h)).filter((t) => Math.abs(t) >= ANALOGOUS_MIN && Math.abs(t) <= 120);
  if (!turns.length) return fallback;
  const nearest = turns.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
  return Math.sign(nearest) * Math.min(ANALOGOUS_MAX, Math.abs(nearest));
}

/**
 * A palette of `scheme` around `anchor`. `hues` are the OKLCH hues of the name's trade anchors:
 * analogous neighbours turn toward them, and an accent is the trade's own farthest colour where it
 * has one (a law firm's brass beside its navy) rather than whatever lies opposite.
 */
export function buildPalette(anchor: string, scheme: Scheme, partner: string, rng: Random, hues: readonly number[] = [], named = false): string[] {
  const base = hexToHsl(anchor);
  const jitter = rng.int(9) - 4;
  switch (scheme) {
    case "analogous": {
      const t = analogousTurn(anchor, hues, 30) + jitter;
      return [anchor, rotate(anchor, t / 2), rotate(anchor, t)];
    }
    case "analogous-back":
      return [rotate(anchor, analogousTurn(anchor, hues, -30) + jitter), anchor];
    case "monochrome":
      return [shift(base, 0, -0.16), anchor, shift(base, jitter, 0.1)];
    case "deep":
      return [hslToHex({ h: base.h + jitter, s: Math.min(0.8, base.s), l: 0.2 }), anchor];
    case "duo": {
      // Two of the trade's colours, where they are neighbours: a gradient across the name between
      // far hues (teal into mustard) reads as WordArt, said two critics shown the sheets.
      const [a, b] = [hueOf(anchor), hueOf(partner)];
      const near = a === undefined || b === undefined || Math.abs(turn(a, b)) <= DUO_SPAN;
      return partner.toUpperCase() !== anchor.toUpperCase() && near ? [anchor, partner] : [anchor, rotate(anchor, analogousTurn(anchor, hues, 35) + jitter)];
    }
    case "accent": {
      // A neutral with an accent: a near-black tinted with the accent's hue into the accent,
      // dark into one colour rather than one hue into another. The accent is the trade's colour
      // opposite the anchor, or where it has none (a food trade is all browns, reds and yellows)
      // its farthest; with no trade colours (a visitor's own colour), the anchor itself, as where
      // the anchor is the colour the name says (`named`: "Copper Kettle" keeps its copper, never
      // a neutral into a rose).
      const own = named ? undefined : hueOf(anchor);
      const away = own === undefined ? [] : hues.filter((h) => Math.abs(turn(own, h)) >= ANALOGOUS_MIN);
      const opposite = away.filter((h) => Math.abs(turn(own!, h)) >= 90);
      const farthest = away.reduce<number | undefined>((a, h) => (a === undefined || Math.abs(turn(own!, h)) > Math.abs(turn(own!, a)) ? h : a), undefined);
      const accent = opposite.length ? opposite[rng.int(opposite.length)]! : farthest;
      const colour = accent === undefined ? anchor : rotate(anchor, turn(own!, accent) + jitter);
      const neutral = formatHex(clampChroma({ mode: "oklch", l: 0.3, c: 0.02, h: oklchOf(colour)?.h ?? 0 }, "oklch")).toUpperCase();
      return [neutral, colour];
    }
  }
}

/**
 * Makes every colour readable on white (except the visitor's own preferred colour, kept exact),
 * removes repeats (darkening can merge two colours) and tops up to two colours.
 */
export function tidyPalette(colors: string[], anchor: string, keep?: string): string[] {
  const out = [...new Set(colors.map((c) => (c.toUpperCase() === keep ? keep : readable(c))))].slice(0, 5);
  if (out.length < 2) out.push(shift(hexToHsl(anchor), 35));
  return out;
}

/** OKLCH chroma: how colourful a colour looks, comparable across hues. */
const chroma = (hex: string) => oklchOf(hex)?.c ?? 0;

/** The least share of a gradient segment's chroma a designer accepts in its middle. */
export const MIN_KEPT_CHROMA = 2 / 3;

/**
 * Whether a segment from `a` to `b`, drawn as renderers draw it (sRGB, per channel), keeps at
 * least MIN_KEPT_CHROMA of its ends' chroma all the way: near-complements (#45A679 → #C44FA9)
 * pass through grey in the middle.
 */
export function keepsChroma(a: string, b: string): boolean {
  const [ca, cb] = [chroma(a), chroma(b)];
  for (let i = 1; i < 20; i++) {
    const t = i / 20;
    const ends = ca + (cb - ca) * t;
    // With a margin: renderers round the in-between colours to 8 bits each their own way, which
    // near black moves chroma by a few per cent (#086A91 → #00000A measured 65% one way, 67% another).
    if (ends >= 0.02 && chroma(mix(a, b, t)) < (MIN_KEPT_CHROMA + 0.03) * ends) return false;
  }
  return true;
}

/**
 * The perceptual middle of two colours (OKLCH, the shorter way round the hue circle). A grey or a
 * near-black end has no hue of its own to give: it takes the other end's (a visitor's #000006, a
 * blue to the eye only in its last bit, had put violets and a wine red between it and an orange).
 */
function oklchMiddle(a: string, b: string): string {
  const [ca, cb] = [oklchOf(a)!, oklchOf(b)!];
  const grey = (c: typeof ca) => (c.c ?? 0) < 0.04;
  const from = grey(ca) && !grey(cb) ? { ...ca, h: cb.h } : ca;
  const to = grey(cb) && !grey(ca) ? { ...cb, h: ca.h } : cb;
  return formatHex(interpolate([from, to], "oklch")(0.5)).toUpperCase();
}

/**
 * The palette with a stop at the OKLCH middle of every segment that would turn grey (so the SVG,
 * the canvas and the PDF shading, which all interpolate in sRGB between stops, stay vivid), at
 * most five colours; undefined when that is not enough. `keep` (the visitor's colour) stays exact
 * and every stop the engine adds keeps 3:1 on white.
 */
export function vivid(colors: string[], keep?: string): string[] | undefined {
  const out = [...colors];
  for (let i = 0; i + 1 < out.length; ) {
    if (keepsChroma(out[i]!, out[i + 1]!)) {
      i++;
      continue;
    }
    if (out.length >= 5) return undefined;
    const middle = readable(oklchMiddle(out[i]!, out[i + 1]!));
    if (out.includes(middle) && middle !== keep) return undefined;
    out.splice(i + 1, 0, middle);
    // A stop the middle made too dark to help: give up on this palette.
    if (out.length > 2 * colors.length) return undefined;
  }
  return out;
}
