// Vector drawing for the PDF design guide: the logo's own glyph and icon outlines as PDF paths,
// the gradient as a PDF axial shading (ShadingType 2) with the same stops as every other export,
// and the badge and mark shapes. No bitmap: the guide stays sharp when zoomed or printed. The
// logo is written once, as a form XObject, and placed wherever the guide shows it.
import {
  PDFDict,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  appendBezierCurve,
  clip,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endPath,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import { hexToRgb, INK } from "../../shared/color";
import { gradientStops, type GradientStop } from "../../shared/gradient";
import type { LogoLayout, PlacedGlyph } from "../../shared/layout";
import { APP_ICON_CORNER, APP_ICON_SIZE, type AppIconLayout } from "../../shared/app-icon";

type Point = [number, number];

/** The placed glyphs' outlines as PDF path operators, in the layout's units (y down). */
export function glyphPathOperators(glyphs: readonly PlacedGlyph[]): PDFOperator[] {
  const ops: PDFOperator[] = [];
  for (const g of glyphs) {
    const at = (x: number, y: number): Point => [g.x + x * g.scale, g.y - y * g.scale];
    let current: Point = [0, 0];
    for (const op of g.font.glyphPath(g.id)) {
      switch (op.op) {
        case "M":
          current = at(op.x, op.y);
          ops.push(moveTo(...current));
          break;
        case "L":
          current = at(op.x, op.y);
          ops.push(lineTo(...current));
          break;
        case "Q": {
          // A quadratic as the cubic it equals: controls two thirds of the way to the control point.
          const q = at(op.x1, op.y1);
          const end = at(op.x, op.y);
          const c1: Point = [current[0] + (2 / 3) * (q[0] - current[0]), current[1] + (2 / 3) * (q[1] - current[1])];
          const c2: Point = [end[0] + (2 / 3) * (q[0] - end[0]), end[1] + (2 / 3) * (q[1] - end[1])];
          ops.push(appendBezierCurve(...c1, ...c2, ...end));
          current = end;
          break;
        }
        case "C": {
          const end = at(op.x, op.y);
          ops.push(appendBezierCurve(...at(op.x1, op.y1), ...at(op.x2, op.y2), ...end));
          current = end;
          break;
        }
        case "Z":
          ops.push(closePath());
          break;
      }
    }
  }
  return ops;
}

/** A circle as four cubic arcs; `reverse` draws it the other way round (mirrored about its centre line). */
function circleOperators(cx: number, cy: number, r: number, reverse = false): PDFOperator[] {
  const k = 0.5522847498 * r;
  const y = (dy: number) => cy + (reverse ? -dy : dy);
  return [
    moveTo(cx + r, cy),
    appendBezierCurve(cx + r, y(k), cx + k, y(r), cx, y(r)),
    appendBezierCurve(cx - k, y(r), cx - r, y(k), cx - r, cy),
    appendBezierCurve(cx - r, y(-k), cx - k, y(-r), cx, y(-r)),
    appendBezierCurve(cx + k, y(-r), cx + r, y(-k), cx + r, cy),
    closePath(),
  ];
}

/** A rounded square as lines and cubic corners. */
function roundedSquareOperators(size: number, r: number): PDFOperator[] {
  const k = 0.5522847498 * r;
  const s = size;
  return [
    moveTo(r, 0),
    lineTo(s - r, 0),
    appendBezierCurve(s - r + k, 0, s, r - k, s, r),
    lineTo(s, s - r),
    appendBezierCurve(s, s - r + k, s - r + k, s, s - r, s),
    lineTo(r, s),
    appendBezierCurve(r - k, s, 0, s - r + k, 0, s - r),
    lineTo(0, r),
    appendBezierCurve(0, r - k, r - k, 0, r, 0),
    closePath(),
  ];
}

const rgb01 = (hex: string) => hexToRgb(hex).map((v) => v / 255) as [number, number, number];

/** Draws vector shapes on the guide's pages; each gradient becomes one shading object. */
export class VectorPainter {
  private count = 0;

  constructor(private readonly doc: PDFDocument) {}

  /**
   * An axial shading from (x1, y1) to (x2, y2) in the user space where it is painted, through
   * the stops: one exponential function per pair of stops, stitched (FunctionType 3).
   */
  private shadingObject(stops: readonly GradientStop[], coords: [number, number, number, number]) {
    const ctx = this.doc.context;
    const pieces = stops.slice(1).map((s, i) =>
      ctx.obj({ FunctionType: 2, Domain: [0, 1], C0: rgb01(stops[i]!.color), C1: rgb01(s.color), N: 1 }),
    );
    const fn =
      pieces.length === 1
        ? pieces[0]!
        : ctx.obj({
            FunctionType: 3,
            Domain: [0, 1],
            Functions: pieces,
            Bounds: stops.slice(1, -1).map((s) => s.offset),
            Encode: pieces.flatMap(() => [0, 1]),
          });
    return ctx.register(ctx.obj({ ShadingType: 2, ColorSpace: "DeviceRGB", Coords: coords, Function: fn, Extend: [true, true] }));
  }

  /**
   * An axial shading from (x1, y1) to (x2, y2) in the user space where it is painted, through
   * the stops: one exponential function per pair of stops, stitched (FunctionType 3).
   */
  private shading(page: PDFPage, stops: readonly GradientStop[], coords: [number, number, number, number]): PDFName {
    const ctx = this.doc.context;
    const ref = this.shadingObject(stops, coords);
    const { Resources } = page.node.normalizedEntries();
    let shadings = Resources.lookupMaybe(PDFName.of("Shading"), PDFDict);
    if (!shadings) {
      shadings = ctx.obj({});
      Resources.set(PDFName.of("Shading"), shadings);
    }
    const name = PDFName.of(`BmSh${++this.count}`);
    shadings.set(name, ref);
    return name;
  }

  /** Fills a path with a gradient: clip to the path, paint the shading `name` (solid when there is one colour). */
  private gradientFill(path: PDFOperator[], stops: readonly GradientStop[], name: () => PDFName): PDFOperator[] {
    if (!path.length) return [];
    if (stops.length < 2 || stops.every((s) => s.color === stops[0]!.color)) return this.solidFill(path, stops[0]?.color ?? INK);
    return [pushGraphicsState(), ...path, clip(), endPath(), PDFOperator.of(PDFOperatorNames.ShadingFill, [name()]), popGraphicsState()];
  }

  private solidFill(path: PDFOperator[], hex: string): PDFOperator[] {
    if (!path.length) return [];
    return [pushGraphicsState(), setFillingRgbColor(...rgb01(hex)), ...path, fill(), popGraphicsState()];
  }

  private readonly forms = new Map<LogoLayout, PDFRef>();

  /**
   * The logo as one form XObject in frame units (y down): outlines, badge, gradient shading and
   * slogan, written once and placed wherever the guide shows the logo.
   */
  private logoForm(layout: LogoLayout): PDFRef {
    let ref = this.forms.get(layout);
    if (ref) return ref;
    const ops: PDFOperator[] = [];
    if (layout.badge) {
      ops.push(...this.solidFill(circleOperators(layout.badge.cx, layout.badge.cy, layout.badge.r), layout.badge.fill));
      // A lettermark's seal ring, out and back (nonzero winding), with the mark in the same ink.
      const ring = layout.badge.ring ? [...circleOperators(layout.badge.cx, layout.badge.cy, layout.badge.ring.outer), ...circleOperators(layout.badge.cx, layout.badge.cy, layout.badge.ring.inner, true)] : [];
      ops.push(...this.solidFill([...ring, ...glyphPathOperators(layout.badge.glyphs)], layout.badge.ink));
    }
    const { x1, x2, stops } = layout.gradient;
    const shadings: Record<string, PDFRef> = {};
    ops.push(
      ...this.gradientFill(glyphPathOperators(layout.rowGlyphs), stops, () => {
        shadings.Sh0 = this.shadingObject(stops, [x1, 0, x2, 0]);
        return PDFName.of("Sh0");
      }),
    );
    ops.push(...this.solidFill(glyphPathOperators(layout.sloganGlyphs), layout.sloganColor));
    const { width, height } = layout.frame;
    ref = this.doc.context.register(this.doc.context.formXObject(ops, { BBox: [0, 0, width, height], Resources: { Shading: shadings } }));
    this.forms.set(layout, ref);
    return ref;
  }

  /**
   * The logo in vector, its frame's top-left corner at (x, top) in page points, `width` wide:
   * the same outlines, gradient, badge and slogan as the SVG export.
   */
  logo(page: PDFPage, layout: LogoLayout, at: { x: number; top: number; width: number }): void {
    const s = at.width / layout.frame.width;
    const name = PDFName.of(`BmLogo${++this.count}`);
    page.node.setXObject(name, this.logoForm(layout));
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(s, 0, 0, -s, at.x, at.top), drawObject(name), popGraphicsState());
  }

  /** The square mark of the brand kit: a rounded square with the diagonal gradient, the mark in ink. */
  mark(page: PDFPage, mark: AppIconLayout, at: { x: number; top: number; size: number }): void {
    const s = at.size / APP_ICON_SIZE;
    const ops: PDFOperator[] = [pushGraphicsState(), concatTransformationMatrix(s, 0, 0, -s, at.x, at.top)];
    const stops = gradientStops(mark.colors);
    ops.push(...this.gradientFill(roundedSquareOperators(APP_ICON_SIZE, APP_ICON_SIZE * APP_ICON_CORNER), stops, () => this.shading(page, stops, [0, 0, APP_ICON_SIZE, APP_ICON_SIZE])));
    ops.push(...this.solidFill(glyphPathOperators(mark.glyphs), mark.ink));
    ops.push(popGraphicsState());
    page.pushOperators(...ops);
  }
}
