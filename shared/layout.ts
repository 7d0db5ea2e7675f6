// Fits a logo (symbol + text row, slogan below) into a frame, from the fonts' own metrics.
import { segment, type FontChain, type Segment } from "./chain";
import type { LogoFont } from "./font";
import type { Frame } from "./frames";
import { gradientStops, type GradientStop } from "./gradient";

export interface LogoInput {
  text: string;
  symbol?: string;
  slogan?: string;
  colors: readonly string[];
}

/** One glyph at its pen position (baseline origin) in frame units; scale = size / unitsPerEm. */
export interface PlacedGlyph {
  font: LogoFont;
  id: number;
  x: number;
  y: number;
  scale: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LogoLayout {
  frame: Frame;
  textSize: number;
  symbolSize?: number;
  sloganSize?: number;
  /** The symbol + text row (advance widths), and the slogan line. */
  row: Box;
  sloganBox?: Box;
  rowGlyphs: PlacedGlyph[];
  sloganGlyphs: PlacedGlyph[];
  gradient: { x1: number; x2: number; stops: GradientStop[] };
  sloganColor: string;
}

interface Measured {
  runs: Segment[];
  /** Advance width at size 1. */
  unitWidth: number;
}

function measure(text: string, chain: FontChain, role: "text" | "symbol"): Measured {
  const runs = segment(text, chain, role);
  let unitWidth = 0;
  for (const run of runs) unitWidth += run.font.shape(run.text).advance / run.font.unitsPerEm;
  return { runs, unitWidth };
}

/** Size search of SPEC §9: shrink by step down to min; past min, shrink exactly to fit. */
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

function place(runs: Segment[], x: number, baseline: number, size: number, out: PlacedGlyph[]): number {
  let pen = x;
  for (const run of runs) {
    const scale = size / run.font.unitsPerEm;
    const shaped = run.font.shape(run.text);
    for (const g of shaped.glyphs) {
      out.push({ font: run.font, id: g.id, x: pen + g.x * scale, y: baseline - g.y * scale, scale });
    }
    pen += shaped.advance * scale;
  }
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

export function layoutLogo(input: LogoInput, chain: FontChain, frame: Frame): LogoLayout {
  const text = measure(input.text, chain, "text");
  const symbol = input.symbol ? measure(input.symbol, chain, "symbol") : undefined;
  const slogan = input.slogan ? measure(input.slogan, chain, "text") : undefined;

  const rowWidthAt = (size: number) =>
    text.unitWidth * size + (symbol ? symbol.unitWidth * (size + frame.symbolDelta) + frame.symbolGap : 0);
  let textSize = fitSize(frame.textStart, frame.textStep, frame.textMin, frame.fitWidth, rowWidthAt);

  const sizeSlogan = (ts: number) =>
    slogan
      ? fitSize(Math.max(frame.sloganMin, ts / 3), frame.sloganStep, frame.sloganFloor, frame.fitWidth, (s) => slogan.unitWidth * s)
      : 0;

  let result = arrange(textSize, sizeSlogan(textSize));
  // A very tall block (a big symbol over a slogan) shrinks until it fits the frame's height.
  const maxHeight = frame.height - 2 * frame.margin;
  for (let i = 0; i < 8 && result.blockHeight > maxHeight; i++) {
    textSize = Math.floor(textSize * (maxHeight / result.blockHeight) * 1000) / 1000;
    result = arrange(textSize, Math.min(sizeSlogan(textSize), textSize));
  }
  return result.layout;

  function arrange(ts: number, sloganSize: number) {
    const symbolSize = symbol ? ts + frame.symbolDelta : undefined;
    const rowWidth = rowWidthAt(ts);
    const primary = chain.primary;
    const { ascent, descent } = lineMetrics(text.runs, ts);
    // Row in local coordinates with the text baseline at 0.
    let top = -ascent;
    let bottom = descent;
    let symbolShift = 0;
    if (symbol && symbolSize) {
      // Centre the symbol's ink on the middle of the text's capitals.
      const capMiddle = -((primary.capHeight / primary.unitsPerEm) * ts) / 2;
      const box = inkBox(symbol.runs, symbolSize);
      symbolShift = capMiddle + (box.minY + box.maxY) / 2;
      top = Math.min(top, symbolShift - box.maxY);
      bottom = Math.max(bottom, symbolShift - box.minY);
    }
    const sloganLine = slogan ? lineMetrics(slogan.runs, sloganSize) : undefined;
    const blockHeight = bottom - top + (sloganLine ? frame.sloganGap + sloganLine.ascent + sloganLine.descent : 0);
    const blockTop = (frame.height - blockHeight) / 2;
    const baseline = blockTop - top;
    const rowX = (frame.width - rowWidth) / 2;

    const rowGlyphs: PlacedGlyph[] = [];
    let x = rowX;
    if (symbol && symbolSize) {
      x = place(symbol.runs, x, baseline + symbolShift, symbolSize, rowGlyphs) + frame.symbolGap;
    }
    place(text.runs, x, baseline, ts, rowGlyphs);

    const sloganGlyphs: PlacedGlyph[] = [];
    let sloganBox: Box | undefined;
    if (slogan && sloganLine) {
      const width = slogan.unitWidth * sloganSize;
      const sx = (frame.width - width) / 2;
      const sloganBaseline = baseline + bottom + frame.sloganGap + sloganLine.ascent;
      place(slogan.runs, sx, sloganBaseline, sloganSize, sloganGlyphs);
      sloganBox = { x: sx, y: sloganBaseline - sloganLine.ascent, width, height: sloganLine.ascent + sloganLine.descent };
    }
    const colors = input.colors.length ? input.colors : ["#111111"];
    const layout: LogoLayout = {
      frame,
      textSize: ts,
      symbolSize,
      sloganSize: slogan ? sloganSize : undefined,
      row: { x: rowX, y: baseline + top, width: rowWidth, height: bottom - top },
      sloganBox,
      rowGlyphs,
      sloganGlyphs,
      gradient: { x1: rowX, x2: rowX + rowWidth, stops: gradientStops(colors) },
      sloganColor: colors[colors.length - 1]!,
    };
    return { layout, blockHeight };
  }
}

/** Ink bounds (y down, relative to the baseline) of runs at a size. */
function inkBox(runs: Segment[], size: number) {
  let minY = Infinity;
  let maxY = -Infinity;
  for (const run of runs) {
    const scale = size / run.font.unitsPerEm;
    for (const g of run.font.shape(run.text).glyphs) {
      const b = run.font.glyphBox(g.id);
      if (b.maxY <= b.minY) continue;
      minY = Math.min(minY, (b.minY + g.y) * scale);
      maxY = Math.max(maxY, (b.maxY + g.y) * scale);
    }
  }
  if (!Number.isFinite(minY)) return { minY: 0, maxY: 0 };
  return { minY, maxY };
}

/** The glyphs as one SVG path (y down, frame units): the same data for canvas and SVG. */
export function glyphsPathData(glyphs: readonly PlacedGlyph[]): string {
  const parts: string[] = [];
  const r = (v: number) => Math.round(v * 100) / 100;
  for (const g of glyphs) {
    const { x: ox, y: oy, scale: s } = g;
    for (const op of g.font.glyphPath(g.id)) {
      switch (op.op) {
        case "M":
        case "L":
          parts.push(`${op.op}${r(ox + op.x * s)} ${r(oy - op.y * s)}`);
          break;
        case "Q":
          parts.push(`Q${r(ox + op.x1 * s)} ${r(oy - op.y1 * s)} ${r(ox + op.x * s)} ${r(oy - op.y * s)}`);
          break;
        case "C":
          parts.push(
            `C${r(ox + op.x1 * s)} ${r(oy - op.y1 * s)} ${r(ox + op.x2 * s)} ${r(oy - op.y2 * s)} ${r(ox + op.x * s)} ${r(oy - op.y * s)}`,
          );
          break;
        case "Z":
          parts.push("Z");
          break;
      }
    }
  }
  return parts.join("");
}

/** Bounds (frame units) that contain every glyph's outline: nothing is drawn outside them. */
export function inkBounds(layout: LogoLayout): Box | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const g of [...layout.rowGlyphs, ...layout.sloganGlyphs]) {
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
