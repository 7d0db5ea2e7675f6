// SVG path data that renders the same whether the rasteriser sees the whole canvas or a strip of
// it (docs/product-rules.md, "Exports"). resvg's rasteriser (tiny-skia, after Skia) clips a path
// that overflows its pixmap by re-cutting the segments that cross the pixmap's edge and by chopping
// every curve at its x extrema; either changes the edge it steps and so the anti-aliased pixels.
// So the path data we write contains only segments that survive clipping unchanged:
// - lines and quadratic curves only (a cubic is approximated by quadratics within CUBIC_TOLERANCE);
// - every curve monotonic in x and in y (cut at its extrema, control point clamped after rounding);
// - no segment taller than MAX_SEGMENT_HEIGHT frame units, the closing line of a subpath included.
// A strip rendered with MAX_SEGMENT_HEIGHT (in pixels) of overlap above and below then equals the
// same rows of the whole canvas, pixel for pixel: tests/worker/strips.test.ts.

/** Frame units (the frame is 800 wide): 1% of the logo's width. */
export const MAX_SEGMENT_HEIGHT = 8;
const CUBIC_TOLERANCE = 0.01;

const round = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number, a: number, b: number) => Math.min(Math.max(v, Math.min(a, b)), Math.max(a, b));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Parameters in (0, 1) where a quadratic's coordinate turns back. */
function quadExtremum(a: number, b: number, c: number, out: number[]) {
  const den = a - 2 * b + c;
  if (den === 0) return;
  const t = (a - b) / den;
  if (t > 1e-9 && t < 1 - 1e-9) out.push(t);
}

export class PathData {
  private parts: string[] = [];
  // Current point and subpath start, as written (rounded).
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  moveTo(x: number, y: number) {
    this.x = round(x);
    this.y = round(y);
    this.startX = this.x;
    this.startY = this.y;
    this.parts.push(`M${this.x} ${this.y}`);
  }

  lineTo(x: number, y: number) {
    const x1 = round(x);
    const y1 = round(y);
    const n = Math.max(1, Math.ceil(Math.abs(y1 - this.y) / MAX_SEGMENT_HEIGHT));
    const x0 = this.x;
    const y0 = this.y;
    for (let k = 1; k <= n; k++) {
      const px = k === n ? x1 : round(lerp(x0, x1, k / n));
      const py = k === n ? y1 : round(lerp(y0, y1, k / n));
      if (px === this.x && py === this.y) continue;
      this.parts.push(`L${px} ${py}`);
      this.x = px;
      this.y = py;
    }
  }

  quadTo(cx: number, cy: number, x: number, y: number) {
    const x0 = this.x;
    const y0 = this.y;
    const ts: number[] = [];
    quadExtremum(x0, cx, x, ts);
    quadExtremum(y0, cy, y, ts);
    ts.sort((a, b) => a - b);
    const point = (t: number) => {
      const u = 1 - t;
      return [u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y] as const;
    };
    // The control point of the piece [t0, t1] (the quadratic's blossom at t0, t1).
    const control = (t0: number, t1: number) => {
      const a = 1 - t0;
      const b = 1 - t1;
      return [a * b * x0 + (a * t1 + t0 * b) * cx + t0 * t1 * x, a * b * y0 + (a * t1 + t0 * b) * cy + t0 * t1 * y] as const;
    };
    let prev = 0;
    let [px, py] = [x0, y0];
    for (const t of [...ts, 1]) {
      if (t - prev < 1e-9) continue;
      const [ex, ey] = t === 1 ? [x, y] : point(t);
      const [qx, qy] = control(prev, t);
      this.monotonicQuad(px, py, qx, qy, ex, ey);
      [px, py] = [ex, ey];
      prev = t;
    }
  }

  /** A cubic as quadratics within CUBIC_TOLERANCE (frame units). */
  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) {
    const x0 = this.x;
    const y0 = this.y;
    // Error of one quadratic ≈ √3/36 · |P3 − 3·P2 + 3·P1 − P0|; cutting into n pieces divides it by n³.
    const dx = x - 3 * c2x + 3 * c1x - x0;
    const dy = y - 3 * c2y + 3 * c1y - y0;
    const err = (Math.sqrt(3) / 36) * Math.hypot(dx, dy);
    const n = Math.max(1, Math.min(64, Math.ceil(Math.cbrt(err / CUBIC_TOLERANCE))));
    const at = (t: number) => {
      const u = 1 - t;
      return [
        u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
        u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
      ] as const;
    };
    const slope = (t: number) => {
      const u = 1 - t;
      return [
        3 * (u * u * (c1x - x0) + 2 * u * t * (c2x - c1x) + t * t * (x - c2x)),
        3 * (u * u * (c1y - y0) + 2 * u * t * (c2y - c1y) + t * t * (y - c2y)),
      ] as const;
    };
    let [px, py] = [x0, y0];
    for (let k = 1; k <= n; k++) {
      const t0 = (k - 1) / n;
      const t1 = k / n;
      const [ex, ey] = k === n ? [x, y] : at(t1);
      // Piece k as a cubic (endpoints and the hodograph scaled to the piece), then the quadratic
      // whose control point is (3·(C1 + C2) − P0 − P3) / 4.
      const h = t1 - t0;
      const [s0x, s0y] = slope(t0);
      const [s1x, s1y] = slope(t1);
      const q1x = px + (s0x * h) / 3;
      const q1y = py + (s0y * h) / 3;
      const q2x = ex - (s1x * h) / 3;
      const q2y = ey - (s1y * h) / 3;
      this.quadTo((3 * (q1x + q2x) - px - ex) / 4, (3 * (q1y + q2y) - py - ey) / 4, ex, ey);
      [px, py] = [ex, ey];
    }
  }

  /** Closes the subpath; the closing line is written out so that it is cut like any other. */
  close() {
    if (this.x !== this.startX || this.y !== this.startY) this.lineTo(this.startX, this.startY);
    this.parts.push("Z");
    this.x = this.startX;
    this.y = this.startY;
  }

  /**
   * A circle as quadratic arcs, each inside one quadrant (so monotonic), as many as keep the
   * radius within CUBIC_TOLERANCE: a quadratic spanning 2a of arc bulges by r·((cos a + 1/cos a)/2 − 1).
   */
  circle(cx: number, cy: number, r: number, reverse = false) {
    let perQuadrant = 1;
    for (;;) {
      const a = Math.PI / 4 / perQuadrant;
      if (r * ((Math.cos(a) + 1 / Math.cos(a)) / 2 - 1) <= CUBIC_TOLERANCE || perQuadrant >= 64) break;
      perQuadrant++;
    }
    const n = 4 * perQuadrant;
    // The other way round cuts a hole out of a shape drawn the first way (nonzero winding).
    const step = ((reverse ? -2 : 2) * Math.PI) / n;
    this.moveTo(cx + r, cy);
    for (let k = 0; k < n; k++) {
      const mid = (k + 0.5) * step;
      const end = (k + 1) * step;
      const reach = r / Math.cos(step / 2); // the tangents at both ends meet here
      this.quadTo(cx + reach * Math.cos(mid), cy + reach * Math.sin(mid), cx + r * Math.cos(end), cy + r * Math.sin(end));
    }
    this.close();
  }

  toString(): string {
    return this.parts.join("");
  }

  /** A monotonic piece, halved until it is short enough, then written. */
  private monotonicQuad(x0: number, y0: number, cx: number, cy: number, x: number, y: number) {
    if (Math.abs(y - y0) > MAX_SEGMENT_HEIGHT) {
      const mx = (x0 + 2 * cx + x) / 4;
      const my = (y0 + 2 * cy + y) / 4;
      this.monotonicQuad(x0, y0, (x0 + cx) / 2, (y0 + cy) / 2, mx, my);
      this.monotonicQuad(mx, my, (cx + x) / 2, (cy + y) / 2, x, y);
      return;
    }
    this.emitQuad(cx, cy, x, y);
  }

  /** Writes one monotonic piece, its control point clamped into the rounded endpoints' box. */
  private emitQuad(cx: number, cy: number, x: number, y: number) {
    const ex = round(x);
    const ey = round(y);
    if (ex === this.x && ey === this.y) return;
    const qx = round(clamp(cx, this.x, ex));
    const qy = round(clamp(cy, this.y, ey));
    if ((qx === this.x && qy === this.y) || (qx === ex && qy === ey)) this.parts.push(`L${ex} ${ey}`);
    else this.parts.push(`Q${qx} ${qy} ${ex} ${ey}`);
    this.x = ex;
    this.y = ey;
  }
}

/**
 * The same interface writing the outline as it is (M, L, Q, C, Z; two decimals): for drawings no
 * strip ever renders, the canvas preview and the PDF's type specimen, where cutting costs time.
 */
export class PlainPathData {
  private parts: string[] = [];
  moveTo(x: number, y: number) {
    this.parts.push(`M${round(x)} ${round(y)}`);
  }
  lineTo(x: number, y: number) {
    this.parts.push(`L${round(x)} ${round(y)}`);
  }
  quadTo(cx: number, cy: number, x: number, y: number) {
    this.parts.push(`Q${round(cx)} ${round(cy)} ${round(x)} ${round(y)}`);
  }
  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) {
    this.parts.push(`C${round(c1x)} ${round(c1y)} ${round(c2x)} ${round(c2y)} ${round(x)} ${round(y)}`);
  }
  close() {
    this.parts.push("Z");
  }
  toString(): string {
    return this.parts.join("");
  }
}
