// Fits a logo (symbol + text row, slogan below) into a frame, from the fonts' own metrics.
import { segment, type FontChain, type Segment } from "./chain";
import { splitGraphemes } from "./graphemes";
import type { GlyphSource, LogoFont } from "./font";
import { badgeColors, INK } from "./color";
import type { Box, Frame } from "./frames";
import { descriptorCase, splitDescriptor, type Composition, type LogoContent } from "./logo";
import { gradientStops, type GradientStop } from "./gradient";
import { PathData, PlainPathData } from "./path-data";
import { isRtl } from "./scripts";
import { looksLikeIconRef } from "./icons";
import { JOINING_WORDS } from "./names";
import { findFamily } from "./catalogue";

/** One glyph at its pen position (baseline origin) in frame units; scale = size / unitsPerEm. */
export interface PlacedGlyph {
  font: GlyphSource;
  id: number;
  x: number;
  y: number;
  scale: number;
}

/** The badge composition's disc: a palette colour behind the mark, the mark in ink on it. */
export interface Badge {
  cx: number;
  cy: number;
  r: number;
  fill: string;
  ink: string;
  glyphs: PlacedGlyph[];
  /** A lettermark's seal: a ring in the ink just inside the disc's edge, from `inner` to `outer` radius. */
  ring?: { inner: number; outer: number };
}

export interface LogoLayout {
  frame: Frame;
  composition: Composition;
  textSize: number;
  symbolSize?: number;
  sloganSize?: number;
  /** The descriptor's size, when the name's last words are set as one. */
  descriptorSize?: number;
  /** The symbol + text row (advance widths; the text alone when stacked), and the slogan line. */
  row: Box;
  /** The name alone (with its descriptor): its advance width on the baseline, ascent to descent (the slogan aligns to it). */
  name: Box;
  /** Where the descriptor's line is: its advance width, ascent to descent. */
  descriptorBox?: Box;
  /** 1, or 2 when a long name is set on two lines rather than shrunk below the minimum. */
  nameLines: number;
  /** Where the mark's ink is (the badge's disc in the badge composition). */
  mark?: Box;
  sloganBox?: Box;
  /** Everything filled with the gradient: the name (and its descriptor), and the mark unless it sits in a badge. */
  rowGlyphs: PlacedGlyph[];
  /** Of rowGlyphs (drawn there, listed here to measure): the name's lines, and its descriptor's. */
  nameGlyphs: PlacedGlyph[];
  descriptorGlyphs: PlacedGlyph[];
  badge?: Badge;
  sloganGlyphs: PlacedGlyph[];
  gradient: { x1: number; x2: number; stops: GradientStop[] };
  sloganColor: string;
}

interface Measured {
  runs: Segment[];
  /** Advance width at size 1, tracking included. */
  unitWidth: number;
  /** Space added after every run but the last, in ems (letter-spacing). */
  tracking: number;
}

/**
 * The slogan's letter-spacing, in ems: tracked out to set it apart from the name (issue 22), only
 * in scripts whose letters stand apart. Joined scripts (Arabic, Devanagari, Thai…) keep their own,
 * and so do faces lettered by hand (the catalogue's scripts, handwriting and blackletter).
 */
const SLOGAN_TRACKING = 0.08;
const SPACED_SCRIPTS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u;

function measure(text: string, chain: FontChain, role: "text" | "symbol", tracking = 0): Measured {
  let runs = segment(text, chain, role);
  if (tracking > 0) runs = runs.flatMap((run) => splitGraphemes(run.text).map((g) => ({ ...run, text: g })));
  let unitWidth = tracking * Math.max(0, runs.length - 1);
  for (const run of runs) unitWidth += run.font.shape(run.text, run.direction).advance / run.font.unitsPerEm;
  return { runs, unitWidth, tracking };
}

/** Size search (docs/product-rules.md, "Fitting and never clipping"): shrink by step down to min; past min, shrink exactly to fit. */
export function fitSize(
  start: number,
  step: number,
  min: number,
  fit: number,
  widthAt: (size: number) => number,
): number {
  let size = start;
  while (widthAt(size) > fit && size - step >= min) size -= step;
  if (widthAt(size) <= fit) return size;
  // widthAt is affine in size (advances scale, gaps do not): solve for the size that fits.
  const fixed = widthAt(0);
  const perUnit = widthAt(1) - fixed;
  let exact = Math.floor(((fit - fixed) / perUnit) * 1000 + 1e-6) / 1000;
  while (exact > 0.001 && widthAt(exact) > fit) exact -= 0.001;
  return Math.max(exact, 0.001);
}

function place(runs: Segment[], x: number, baseline: number, size: number, out: PlacedGlyph[], tracking = 0): number {
  let pen = x;
  runs.forEach((run, i) => {
    const scale = size / run.font.unitsPerEm;
    const shaped = run.font.shape(run.text, run.direction);
    for (const g of shaped.glyphs) {
      out.push({ font: run.font, id: g.id, x: pen + g.x * scale, y: baseline - g.y * scale, scale });
    }
    pen += shaped.advance * scale + (i < runs.length - 1 ? tracking * size : 0);
  });
  return pen;
}

/** One line of text at a size, pen starting at (x, baseline): for samples outside the logo frame. */
export function lineGlyphs(text: string, chain: FontChain, size: number, x = 0, baseline = 0): PlacedGlyph[] {
  const out: PlacedGlyph[] = [];
  place(segment(text, chain), x, baseline, size, out);
  return out;
}

/** Vertical extent of a line of runs at a size: the fonts' ascent and descent. */
function lineMetrics(runs: Segment[], size: number) {
  let ascent = 0;
  let descent = 0;
  for (const { font } of runs) {
    ascent = Math.max(ascent, (font.ascent / font.unitsPerEm) * size);
    descent = Math.max(descent, (-font.descent / font.unitsPerEm) * size);
  }
  return { ascent, descent };
}

/** Badge: the disc is this much larger than an inline mark; the mark fills this share of it. */
const BADGE_SCALE = 1.25;
const BADGE_INK = 0.6;
/**
 * A letter (or any glyph but an icon) in a badge is set as a seal: a thin ring in the ink inside
 * the disc's edge (its middle at SEAL_RING of the radius, SEAL_WIDTH of it wide), the letter a
 * little smaller (SEAL_INK) so that even a square letter's corners stay clear of it. A plain
 * letter on a disc reads as an avatar or an interface sign (an independent critic, shown the
 * contact sheets); the ring makes it an emblem, as engraved monograms and stamps are.
 */
const SEAL_RING = 0.86;
const SEAL_WIDTH = 0.045;
const SEAL_INK = 0.54;
/**
 * Glyphs a ring would turn into another sign, which keep the plain disc: the letters Unicode
 * circles into signs of their own (© C, ® R, ℗ P, and the Cyrillic letters drawn alike: a critic
 * read a ringed R as "registered"; a small p too, which faces of small capitals draw as a P),
 * glyphs that are a ring themselves (O, the digit 0: a target, or a zero), and glyphs of one
 * upright stroke (I, l, 1, Greek iota, Cyrillic dotted I and palochka, Arabic alef, Hebrew vav
 * and final nun: a power button).
 */
export const UNSEALED: ReadonlySet<string> = new Set([..."CcRrPpСсРр", ..."Oo0ΟοОоՕօ〇", ..."Il1|ΙІӀاأإآٱוןǀ"]);
/** Stacked: the mark above the name is the hero, this much larger than an inline mark, and the
 * name starts at this share of the frame's starting size. */
const STACK_SCALE = 1.5;
const STACK_TEXT = 0.75;
/** The slogan's size is at most this share of the name's. */
const SLOGAN_MAX = 0.8;
/** A two-line name: baselines this many ems apart; used when it sets the name this much larger. */
const LINE_SPACING = 1.08;
const TWO_LINE_GAIN = 1.2;

/** The advance width at size 1 of the widest of a name's lines, and of its descriptor under them. */
const widest = (lines: readonly Measured[], descriptor?: Descriptor) => Math.max(...lines.map((l) => l.unitWidth), descriptor?.unitWidth ?? 0);

/**
 * A name is broken early where that costs little width: its first words are usually the name and
 * the rest says what it does ("Redfern | Motorcycle Training", not "Redfern Motorcycle | Training").
 */
const EARLY_BREAK = 1.12;

/**
 * The name on two lines: broken at the earliest space whose wider line is within EARLY_BREAK of
 * the narrowest the name can be set in (the balanced break); undefined without a space.
 */
function twoLines(text: string, chain: FontChain): Measured[] | undefined {
  const pairs: Measured[][] = [];
  const joined: Measured[][] = [];
  for (const m of text.matchAll(/ +/g)) {
    const first = text.slice(0, m.index).trim();
    const second = text.slice(m.index + m[0].length).trim();
    if (!first || !second) continue;
    // A joining word stays with both its neighbours: "Petal & Stem" over "Florist", never "Petal &"
    // over "Stem Florist" or "Spoke" over "& Sprocket Cycles".
    const joins = JOINING_WORDS.has(first.split(" ").at(-1)!.toLowerCase()) || JOINING_WORDS.has(second.split(" ")[0]!.toLowerCase());
    (joins ? joined : pairs).push([measure(first, chain, "text"), measure(second, chain, "text")]);
  }
  if (!pairs.length) pairs.push(...joined);
  if (!pairs.length) return undefined;
  const narrowest = Math.min(...pairs.map((pair) => widest(pair)));
  return pairs.find((pair) => widest(pair) <= narrowest * EARLY_BREAK);
}

/**
 * The descriptor (docs/product-rules.md, "The descriptor"): the name's last words in capitals,
 * DESCRIPTOR_MIN–DESCRIPTOR_MAX of the name's size, tracked out (in scripts whose letters stand
 * apart) to the width of the first words where it is narrower, never beyond DESCRIPTOR_TRACKING_MAX.
 * Its top is DESCRIPTOR_GAP of the name's size under the name's baseline, and clear of its descenders.
 */
const DESCRIPTOR_MIN = 0.33;
const DESCRIPTOR_MAX = 0.45;
/**
 * In a face lettered by hand the descriptor is set as typed, in small letters: its size is raised
 * until its x-height is what the capitals' height is at DESCRIPTOR_MAX elsewhere, up to this share
 * of the name's size (a critic found "Hydroponics" in Amatic SC's small capitals, and "Roofing"
 * in a script, too small to read).
 */
export const DESCRIPTOR_HAND_MAX = 0.55;
const DESCRIPTOR_TRACKING = 0.12;
/** At 0.6 em two critics read a short descriptor spanning a long name ("F L O U R   M I L L") as loose letters. */
const DESCRIPTOR_TRACKING_MAX = 0.3;
const DESCRIPTOR_GAP = 0.3;
const DESCRIPTOR_CLEAR = 0.12;

interface Descriptor {
  runs: Segment[];
  /** Its size as a share of the name's, its tracking in ems, its advance width at name size 1. */
  scale: number;
  tracking: number;
  unitWidth: number;
}

/**
 * Whether the face is lettered by hand or in blackletter (the catalogue's scripts, handwriting and
 * blackletter: Dancing Script's letters join, Caveat's and Kalam's lean on their neighbours, and a
 * run of blackletter capitals cannot be read): then no tracking, and no run of capitals.
 */
const HAND_LETTERED = new Set(["script", "handwritten", "blackletter"]);
const handLettered = (chain: FontChain) => HAND_LETTERED.has(findFamily(chain.primary.name)?.category ?? "");

/**
 * The largest share of the name's size a descriptor set as typed in a face lettered by hand may
 * take: DESCRIPTOR_MAX scaled by the face's capital height over its x-height (the ink of "x"),
 * within DESCRIPTOR_MAX–DESCRIPTOR_HAND_MAX; DESCRIPTOR_MAX where the face draws no "x".
 */
const handMaxes = new WeakMap<LogoFont, number>();
function handDescriptorMax(face: LogoFont): number {
  const known = handMaxes.get(face);
  if (known !== undefined) return known;
  const x = face.covers("x") ? face.shape("x").glyphs[0] : undefined;
  const box = x && face.glyphBox(x.id);
  const xHeight = box ? box.maxY - Math.max(0, box.minY) : 0;
  const out = xHeight > 0 ? Math.min(DESCRIPTOR_HAND_MAX, Math.max(DESCRIPTOR_MAX, (DESCRIPTOR_MAX * face.capHeight) / xHeight)) : DESCRIPTOR_MAX;
  handMaxes.set(face, out);
  return out;
}

/** The descriptor sized and tracked against the first words' widest line; in a face lettered by hand, as typed. */
function fitDescriptor(text: string, chain: FontChain, nameUnitWidth: number): Descriptor {
  const byHand = handLettered(chain);
  const spaced = SPACED_SCRIPTS.test(text) && !byHand;
  const base = measure(byHand ? text : descriptorCase(text), chain, "text", spaced ? DESCRIPTOR_TRACKING : 0);
  const gaps = Math.max(0, base.runs.length - 1);
  const advance = base.unitWidth - base.tracking * gaps;
  const max = byHand ? handDescriptorMax(chain.primary) : DESCRIPTOR_MAX;
  const scale = Math.min(max, Math.max(DESCRIPTOR_MIN, nameUnitWidth / Math.max(base.unitWidth, 1e-6)));
  let tracking = base.tracking;
  if (spaced && gaps > 0 && scale * base.unitWidth < nameUnitWidth) tracking = Math.min(DESCRIPTOR_TRACKING_MAX, (nameUnitWidth / scale - advance) / gaps);
  return { runs: base.runs, scale, tracking, unitWidth: scale * (advance + tracking * gaps) };
}

export function layoutLogo(input: LogoContent, chain: FontChain, frame: Frame): LogoLayout {
  const symbol = input.symbol ? measure(input.symbol, chain, "symbol") : undefined;
  const lettered = handLettered(chain);
  const slogan = input.slogan ? measure(input.slogan, chain, "text", SPACED_SCRIPTS.test(input.slogan) && !lettered ? SLOGAN_TRACKING : 0) : undefined;
  const composition: Composition = symbol ? (input.layout ?? "inline") : "inline";
  // A name that reads right to left (Arabic, Hebrew) is mirrored as a designer would: the mark
  // where reading starts, on the right; the wordmark aligned right beside it; the gradient from
  // the right. The glyphs themselves are never mirrored.
  const rtl = isRtl(input.text);

  // A name with a descriptor: its first words are the name's lines, the descriptor goes under them.
  const split = splitDescriptor(input.text, input.descriptor);
  const nameText = split?.lead ?? input.text;
  /** The name's lines with the descriptor fitted under them (once per way of setting the lines). */
  const wordmark = (lines: Measured[]) => ({ lines, descriptor: split && fitDescriptor(split.descriptor, chain, widest(lines)) });
  // The width that must fit: the row (inline, badge) or the name (stacked: the mark sits above),
  // its widest line when the name is set on two, or its descriptor where that is wider.
  const rowWidthAt = ({ lines, descriptor }: ReturnType<typeof wordmark>) => {
    const unitWidth = widest(lines, descriptor);
    return (size: number) => {
      const textWidth = unitWidth * size;
      if (!symbol || composition === "stacked") return textWidth;
      const markWidth = composition === "badge" ? BADGE_SCALE * (size + frame.symbolDelta) : symbol.unitWidth * (size + frame.symbolDelta);
      return textWidth + markWidth + frame.symbolGap;
    };
  };
  const start = composition === "stacked" ? frame.textStart * STACK_TEXT : frame.textStart;
  const min = Math.min(frame.textMin, start);
  let text = wordmark([measure(nameText, chain, "text")]);
  let textSize = fitSize(start, frame.textStep, min, frame.fitWidth, rowWidthAt(text));
  /** The name on two lines (twoLines) and the size that fits it, found once where wanted; undefined without a break. */
  let broken: { text: ReturnType<typeof wordmark>; size: number } | null | undefined;
  const onTwoLines = () => {
    if (broken === undefined) {
      const two = twoLines(nameText, chain);
      const set = two && wordmark(two);
      broken = set ? { text: set, size: fitSize(start, frame.textStep, min, frame.fitWidth, rowWidthAt(set)) } : null;
    }
    return broken ?? undefined;
  };
  // A long name that would shrink below the minimum on one line breaks onto two at the word
  // boundary that balances them best, when that sets it clearly larger.
  if (textSize < min) {
    const two = onTwoLines();
    if (two && two.size && two.size >= textSize * TWO_LINE_GAIN) ({ text, size: textSize } = two);
  }
  // The slogan is subordinate: never more than SLOGAN_MAX of the name's size, even where the
  // name has shrunk below its minimum to fit (a long name), so it is never as tall as the name.
  const sizeSlogan = (ts: number) =>
    slogan
      ? Math.min(
          SLOGAN_MAX * ts,
          fitSize(Math.max(frame.sloganMin, ts / 3), frame.sloganStep, frame.sloganFloor, frame.fitWidth, (s) => slogan.unitWidth * s),
        )
      : 0;

  // A very tall block (a big symbol over a slogan) shrinks until it fits the frame's height.
  const maxHeight = frame.height - 2 * frame.margin;
  const settle = (set: ReturnType<typeof wordmark>, size: number) => {
    let result = arrange(set, size, sizeSlogan(size));
    for (let i = 0; i < 12 && result.blockHeight > maxHeight; i++) {
      size = Math.floor(size * (maxHeight / result.blockHeight) * 1000) / 1000;
      result = arrange(set, size, sizeSlogan(size));
    }
    return { layout: result.layout, size };
  };
  let settled = settle(text, textSize);
  // Stacked, the mark sits above the name and the block has height to spare: a name shrunk on
  // one line (to a thin strip under a speck of a mark, a critic found) breaks onto two where that
  // sets it, and the mark over it, clearly larger once the block fits the frame's height.
  if (symbol && composition === "stacked" && text.lines.length === 1 && textSize < start) {
    const two = onTwoLines();
    const alternative = two && two.size ? settle(two.text, two.size) : undefined;
    if (alternative && alternative.size >= settled.size * TWO_LINE_GAIN) settled = alternative;
  }
  return settled.layout;

  function arrange({ lines, descriptor }: ReturnType<typeof wordmark>, ts: number, sloganSize: number) {
    const primary = chain.primary;
    const { ascent } = lineMetrics(lines[0]!.runs, ts);
    const { descent } = lineMetrics(lines[lines.length - 1]!.runs, ts);
    // The distance between the baselines of a two-line name (0 for one line).
    const leading = (lines.length - 1) * LINE_SPACING * ts;
    const textWidth = widest(lines, descriptor) * ts;
    const capTop = -(primary.capHeight / primary.unitsPerEm) * ts;
    // Everything below is in row coordinates: x from the row's left edge, y down from the baseline.
    // The descriptor's line: its top a gap under the last baseline, clear of the name's descenders.
    let under: { baseline: number; size: number; ascent: number; descent: number } | undefined;
    if (descriptor) {
      const size = descriptor.scale * ts;
      const inkBottom = leading + inkBox(lines[lines.length - 1]!.runs, ts).maxY;
      const lineTop = Math.max(leading + DESCRIPTOR_GAP * ts, inkBottom + DESCRIPTOR_CLEAR * ts);
      // Its capitals' top there, or its ink's where accents rise above them ("QUỐC VIỆT").
      const rise = Math.max((primary.capHeight / primary.unitsPerEm) * size, -inkBox(descriptor.runs, size).minY);
      under = { baseline: lineTop + rise, size, ...lineMetrics(descriptor.runs, size) };
    }
    // How far the wordmark reaches under the first baseline: the name's last line, or its descriptor.
    const textBottom = Math.max(leading + descent, under ? under.baseline + under.descent : 0);
    // The middle of the wordmark's capitals, from the first line's cap height to the last baseline
    // (the descriptor's, where it has one): a mark beside it is centred on it.
    const capMiddle = (capTop + (under ? under.baseline : leading)) / 2;
    let top = -ascent;
    let bottom = textBottom;
    let rowWidth = textWidth;
    let textX = 0;
    let symbolSize: number | undefined;
    /** Where the mark goes: its glyphs' pen origin (inline, stacked) or the badge disc. */
    let markAt: { x: number; y: number; size: number } | undefined;
    let disc: { cx: number; cy: number; r: number } | undefined;

    if (symbol) {
      symbolSize = ts + frame.symbolDelta;
      if (composition === "inline") {
        // The symbol's ink is centred on the middle of the text's capitals.
        const box = inkBox(symbol.runs, symbolSize);
        const shift = capMiddle - (box.minY + box.maxY) / 2;
        top = Math.min(top, shift + box.minY);
        bottom = Math.max(bottom, shift + box.maxY);
        const span = symbol.unitWidth * symbolSize + frame.symbolGap;
        markAt = { x: rtl ? textWidth + frame.symbolGap : 0, y: shift, size: symbolSize };
        textX = rtl ? 0 : span;
        rowWidth = textWidth + span;
      } else if (composition === "badge") {
        const r = (BADGE_SCALE * symbolSize) / 2;
        disc = { cx: rtl ? textWidth + frame.symbolGap + r : r, cy: capMiddle, r };
        top = Math.min(top, capMiddle - r);
        bottom = Math.max(bottom, capMiddle + r);
        textX = rtl ? 0 : 2 * r + frame.symbolGap;
        rowWidth = textWidth + 2 * r + frame.symbolGap;
      } else {
        // Stacked: the mark above the name, its ink centred over the name, a symbol gap above
        // the name's highest ink (its capitals, or what rises above them: ascenders, Thai tone
        // marks, Arabic alef and lam); never wider than the frame allows.
        symbolSize = Math.min(STACK_SCALE * symbolSize, frame.fitWidth / Math.max(symbol.unitWidth, 1e-6));
        const box = inkBox(symbol.runs, symbolSize);
        const nameTop = Math.min(capTop, inkBox(lines[0]!.runs, ts).minY);
        const shift = nameTop - frame.symbolGap - box.maxY;
        top = Math.min(top, shift + box.minY);
        markAt = { x: textWidth / 2 - (box.minX + box.maxX) / 2, y: shift, size: symbolSize };
      }
    }

    const sloganLine = slogan ? lineMetrics(slogan.runs, sloganSize) : undefined;
    const blockHeight = bottom - top + (sloganLine ? frame.sloganGap + sloganLine.ascent + sloganLine.descent : 0);
    const blockTop = (frame.height - blockHeight) / 2;
    const baseline = blockTop - top;
    const rowX = (frame.width - rowWidth) / 2;

    const rowGlyphs: PlacedGlyph[] = [];
    let badge: Badge | undefined;
    let mark: Box | undefined;
    if (symbol && markAt) {
      const placed: PlacedGlyph[] = [];
      place(symbol.runs, rowX + markAt.x, baseline + markAt.y, markAt.size, placed);
      rowGlyphs.push(...placed);
      mark = glyphBounds(placed);
    } else if (symbol && disc) {
      const cx = rowX + disc.cx;
      const cy = baseline + disc.cy;
      const seal = !looksLikeIconRef(input.symbol!) && !UNSEALED.has(input.symbol!);
      const glyphs = centredGlyphs(symbol.runs, cx, cy, (seal ? SEAL_INK : BADGE_INK) * 2 * disc.r);
      const ring = seal ? { inner: (SEAL_RING - SEAL_WIDTH / 2) * disc.r, outer: (SEAL_RING + SEAL_WIDTH / 2) * disc.r } : undefined;
      badge = { cx, cy, r: disc.r, ...badgeColors(input.colors), glyphs, ...(ring ? { ring } : {}) };
      mark = { x: cx - disc.r, y: cy - disc.r, width: 2 * disc.r, height: 2 * disc.r };
    }
    const textStart = rowX + textX;
    // The wordmark's alignment, for its lines and the slogan under it: beside a mark (inline,
    // badge) flush to the side away from it (left; right for a right-to-left name), centred when
    // stacked or alone.
    const centred = composition === "stacked" || !symbol;
    const align = (width: number) => (centred ? textStart + (textWidth - width) / 2 : rtl ? textStart + textWidth - width : textStart);
    const nameGlyphs: PlacedGlyph[] = [];
    lines.forEach((line, i) => {
      const x = align(line.unitWidth * ts);
      place(line.runs, x, baseline + i * LINE_SPACING * ts, ts, nameGlyphs);
    });
    const descriptorGlyphs: PlacedGlyph[] = [];
    let descriptorBox: Box | undefined;
    if (descriptor && under) {
      const width = descriptor.unitWidth * ts;
      // Set as typed in a face lettered by hand, the descriptor is no wider than it runs: beside a
      // mark it is centred under the name, as a letterer would, not left hanging at its start
      // (a critic found "Hedgerow Plant" over a short flush-left "Hire" lopsided).
      const x = lettered ? textStart + (textWidth - width) / 2 : align(width);
      place(descriptor.runs, x, baseline + under.baseline, under.size, descriptorGlyphs, descriptor.tracking);
      descriptorBox = { x, y: baseline + under.baseline - under.ascent, width, height: under.ascent + under.descent };
    }
    rowGlyphs.push(...nameGlyphs, ...descriptorGlyphs);

    const sloganGlyphs: PlacedGlyph[] = [];
    let sloganBox: Box | undefined;
    if (slogan && sloganLine) {
      const width = slogan.unitWidth * sloganSize;
      // Aligned with the wordmark, not the canvas (`centred`); kept inside the frame.
      const wanted = align(width);
      const sx = Math.max(frame.margin, Math.min(wanted, frame.width - frame.margin - width));
      const sloganBaseline = baseline + bottom + frame.sloganGap + sloganLine.ascent;
      place(slogan.runs, sx, sloganBaseline, sloganSize, sloganGlyphs, slogan.tracking);
      sloganBox = { x: sx, y: sloganBaseline - sloganLine.ascent, width, height: sloganLine.ascent + sloganLine.descent };
    }
    const colors = input.colors.length ? input.colors : [INK];
    // The gradient spans what it fills: symbol and text (inline), the name (badge), or the name
    // and the mark above it (stacked); from the right for a right-to-left name.
    let from = composition === "badge" ? textStart : rowX;
    let to = composition === "badge" ? textStart + textWidth : rowX + rowWidth;
    if (composition === "stacked" && mark) {
      from = Math.min(from, mark.x);
      to = Math.max(to, mark.x + mark.width);
    }
    const [x1, x2] = rtl ? [to, from] : [from, to];
    const layout: LogoLayout = {
      frame,
      composition,
      textSize: ts,
      symbolSize,
      sloganSize: slogan ? sloganSize : undefined,
      descriptorSize: under?.size,
      row: composition === "stacked"
        ? { x: rowX, y: baseline - ascent, width: rowWidth, height: ascent + textBottom }
        : { x: rowX, y: baseline + top, width: rowWidth, height: bottom - top },
      name: { x: textStart, y: baseline - ascent, width: textWidth, height: ascent + textBottom },
      descriptorBox,
      nameLines: lines.length,
      mark,
      sloganBox,
      rowGlyphs,
      nameGlyphs,
      descriptorGlyphs,
      badge,
      sloganGlyphs,
      gradient: { x1, x2, stops: gradientStops(colors) },
      sloganColor: colors[colors.length - 1]!,
    };
    return { layout, blockHeight };
  }
}

/**
 * Runs scaled so their ink's larger side is `side` and its centre is (cx, cy): the badge's mark
 * and the brand kit's square mark. Empty when nothing is inked.
 */
export function centredGlyphs(runs: Segment[], cx: number, cy: number, side: number): PlacedGlyph[] {
  const unit: PlacedGlyph[] = [];
  place(runs, 0, 0, 100, unit);
  const ink = glyphBounds(unit);
  if (!ink) return [];
  const k = side / Math.max(ink.width, ink.height);
  const dx = cx - (ink.x + ink.width / 2) * k;
  const dy = cy - (ink.y + ink.height / 2) * k;
  return unit.map((g) => ({ ...g, x: dx + g.x * k, y: dy + g.y * k, scale: g.scale * k }));
}

/** The ink bounds (frame units, y down) of placed glyphs, or undefined when nothing is inked. */
export function glyphBounds(glyphs: readonly PlacedGlyph[]): Box | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const g of glyphs) {
    const b = g.font.glyphBox(g.id);
    if (b.maxX <= b.minX || b.maxY <= b.minY) continue;
    minX = Math.min(minX, g.x + b.minX * g.scale);
    maxX = Math.max(maxX, g.x + b.maxX * g.scale);
    minY = Math.min(minY, g.y - b.maxY * g.scale);
    maxY = Math.max(maxY, g.y - b.minY * g.scale);
  }
  if (!Number.isFinite(minX)) return undefined;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Ink bounds (y down, relative to the pen at the baseline) of runs at a size. */
function inkBox(runs: Segment[], size: number) {
  const placed: PlacedGlyph[] = [];
  place(runs, 0, 0, size, placed);
  const b = glyphBounds(placed);
  if (!b) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  return { minX: b.x, maxX: b.x + b.width, minY: b.y, maxY: b.y + b.height };
}

/**
 * The glyphs as one SVG path (y down, frame units), written so that a strip of the canvas renders
 * exactly like the whole (shared/path-data.ts); `plain` writes the outlines as they are (the canvas
 * preview and the PDF specimen, which no strip renders).
 */
export function glyphsPathData(glyphs: readonly PlacedGlyph[], options: { plain?: boolean } = {}): string {
  const path = options.plain ? new PlainPathData() : new PathData();
  for (const g of glyphs) {
    const { x: ox, y: oy, scale: s } = g;
    for (const op of g.font.glyphPath(g.id)) {
      switch (op.op) {
        case "M":
          path.moveTo(ox + op.x * s, oy - op.y * s);
          break;
        case "L":
          path.lineTo(ox + op.x * s, oy - op.y * s);
          break;
        case "Q":
          path.quadTo(ox + op.x1 * s, oy - op.y1 * s, ox + op.x * s, oy - op.y * s);
          break;
        case "C":
          path.cubicTo(ox + op.x1 * s, oy - op.y1 * s, ox + op.x2 * s, oy - op.y2 * s, ox + op.x * s, oy - op.y * s);
          break;
        case "Z":
          path.close();
          break;
      }
    }
  }
  return path.toString();
}

/**
 * What the badge draws in its ink, as one path: its seal ring (a lettermark's) and its mark. The
 * ring is drawn out and back (nonzero winding), so every renderer fills it as a ring.
 */
export function badgeInkPathData(badge: Badge, options: { plain?: boolean } = {}): string {
  let ring = "";
  if (badge.ring) {
    const path = new PathData();
    path.circle(badge.cx, badge.cy, badge.ring.outer);
    path.circle(badge.cx, badge.cy, badge.ring.inner, true);
    ring = path.toString();
  }
  return ring + glyphsPathData(badge.glyphs, options);
}

/** Bounds (frame units) that contain every glyph's outline and the badge: nothing is drawn outside them. */
export function inkBounds(layout: LogoLayout): Box | undefined {
  const boxes = [glyphBounds([...layout.rowGlyphs, ...layout.sloganGlyphs])];
  if (layout.badge) {
    const { cx, cy, r } = layout.badge;
    boxes.push({ x: cx - r, y: cy - r, width: 2 * r, height: 2 * r });
  }
  const present = boxes.filter((b): b is Box => !!b);
  if (!present.length) return undefined;
  const minX = Math.min(...present.map((b) => b.x));
  const minY = Math.min(...present.map((b) => b.y));
  const maxX = Math.max(...present.map((b) => b.x + b.width));
  const maxY = Math.max(...present.map((b) => b.y + b.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
