// shared/path-data.ts: the rules that make strips exact hold for every icon of the library and for
// random lines, quadratics, cubics and circles, and the written curves stay on the source curves.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import iconIndex from "../../icons/index.json";
import { PathData } from "../../shared/path-data";
import { glyphsPathData, type PlacedGlyph } from "../../shared/layout";
import { loadIconFromDisk } from "../support/node-fonts";
import { pathDataProblem } from "../support/path-invariants";
import { budget } from "../support/budget";

type Pt = [number, number];


/**
 * The written path as polylines: a quadratic as chords enough to stay within 0.001 units of it (a
 * chord over a parameter step h strays at most |P0 − 2C + P2|·h²/4 from the curve; a fixed 32
 * chords strayed 0.05 units on a 400-unit hairpin, failing a curve written within 0.004).
 */
function polylines(d: string): Pt[][] {
  const t = d.match(/[A-Z]|-?\d+(?:\.\d+)?/g) ?? [];
  const lines: Pt[][] = [];
  let i = 0;
  let p: Pt = [0, 0];
  const n = () => Number(t[i++]);
  while (i < t.length) {
    const c = t[i++];
    if (c === "M") {
      p = [n(), n()];
      lines.push([p]);
    } else if (c === "L") {
      p = [n(), n()];
      lines.at(-1)!.push(p);
    } else if (c === "Q") {
      const cp: Pt = [n(), n()];
      const q: Pt = [n(), n()];
      const bend = Math.hypot(p[0] - 2 * cp[0] + q[0], p[1] - 2 * cp[1] + q[1]);
      const chords = Math.max(32, Math.ceil(Math.sqrt(bend / (4 * 0.001))));
      for (let k = 1; k <= chords; k++) {
        const s = k / chords;
        const u = 1 - s;
        lines.at(-1)!.push([u * u * p[0] + 2 * u * s * cp[0] + s * s * q[0], u * u * p[1] + 2 * u * s * cp[1] + s * s * q[1]]);
      }
      p = q;
    }
  }
  return lines;
}

function toSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const s = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - a[0] - s * dx, p[1] - a[1] - s * dy);
}

function nearest(p: Pt, lines: Pt[][]): number {
  let best = Infinity;
  for (const line of lines) {
    if (line.length === 1) best = Math.min(best, toSegment(p, line[0]!, line[0]!));
    for (let k = 1; k < line.length; k++) best = Math.min(best, toSegment(p, line[k - 1]!, line[k]!));
  }
  return best;
}

/** The written data keeps every rule, and the source curve (at t, 1 − t) stays within 0.05 units of it. */
function keepsRulesAndCurve(d: string, source: (t: number, u: number) => Pt) {
  expect(pathDataProblem(d), d).toBeUndefined();
  const written = polylines(d);
  for (let k = 0; k <= 40; k++) {
    const t = k / 40;
    expect(nearest(source(t, 1 - t), written), `t = ${t}`).toBeLessThan(0.05);
  }
}

describe("rasteriser-safe path data", () => {
  const coord = fc.double({ min: -50, max: 850, noNaN: true });
  const pt = fc.tuple(coord, coord);

  it("random cubics: written as short monotonic quadratics that stay within 0.05 units of the curve", () => {
    fc.assert(
      fc.property(pt, pt, pt, pt, (p0, c1, c2, p3) => {
        const path = new PathData();
        path.moveTo(...p0);
        path.cubicTo(...c1, ...c2, ...p3);
        keepsRulesAndCurve(path.toString(), (s, u) => [
          u ** 3 * p0[0] + 3 * u * u * s * c1[0] + 3 * u * s * s * c2[0] + s ** 3 * p3[0],
          u ** 3 * p0[1] + 3 * u * u * s * c1[1] + 3 * u * s * s * c2[1] + s ** 3 * p3[1],
        ]);
      }),
      { numRuns: 200 },
    );
  }, budget(1_000));

  it("random quadratics and lines, closed: every rule holds and the curve is kept", () => {
    fc.assert(
      fc.property(pt, pt, pt, pt, (p0, c, p2, p3) => {
        const path = new PathData();
        path.moveTo(...p0);
        path.quadTo(...c, ...p2);
        path.lineTo(...p3);
        path.close();
        keepsRulesAndCurve(path.toString(), (s, u) => [u * u * p0[0] + 2 * u * s * c[0] + s * s * p2[0], u * u * p0[1] + 2 * u * s * c[1] + s * s * p2[1]]);
      }),
      { numRuns: 200 },
    );
  }, budget(1_000));

  it("circles of any size: rules hold, radius kept within 0.05 units", () => {
    fc.assert(
      fc.property(pt, fc.double({ min: 0.5, max: 400, noNaN: true }), ([cx, cy], r) => {
        const path = new PathData();
        path.circle(cx, cy, r);
        const d = path.toString();
        expect(pathDataProblem(d)).toBeUndefined();
        for (const [x, y] of polylines(d).flat()) expect(Math.abs(Math.hypot(x - cx, y - cy) - r)).toBeLessThan(0.05);
      }),
      { numRuns: 100 },
    );
  }, budget(1_000));

  it(`every icon of the library (${iconIndex.icons.length}), drawn frame-high: every rule holds`, async () => {
    const problems: string[] = [];
    for (const { name, set } of iconIndex.icons) {
      const icon = await loadIconFromDisk(`${set}:${name}`);
      if (!icon) {
        problems.push(`${name}: missing`);
        continue;
      }
      // 400 frame units high: the largest a mark is ever drawn.
      const glyph: PlacedGlyph = { font: icon, id: 0, x: 0, y: 400, scale: 400 / icon.unitsPerEm };
      const problem = pathDataProblem(glyphsPathData([glyph]));
      if (problem) problems.push(`${name}: ${problem}`);
    }
    expect(problems.slice(0, 10), `${problems.length} icons break a rule`).toEqual([]);
  }, 120_000);
});
