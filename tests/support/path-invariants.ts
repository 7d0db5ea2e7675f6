// The rules of shared/path-data.ts, checked on written path data: only M, L, Q and Z; every curve
// monotonic in x and y; no segment (a closing line included) taller than MAX_SEGMENT_HEIGHT.
import { MAX_SEGMENT_HEIGHT } from "../../shared/path-data";

/** The first broken rule in the path data, or undefined. */
export function pathDataProblem(d: string): string | undefined {
  const tokens = d.match(/[A-Za-z]|-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? [];
  let i = 0;
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const num = () => Number(tokens[i++]);
  const tall = (y0: number, y1: number) => Math.abs(y1 - y0) > MAX_SEGMENT_HEIGHT + 0.011;
  while (i < tokens.length) {
    const c = tokens[i++]!;
    switch (c) {
      case "M":
        x = sx = num();
        y = sy = num();
        break;
      case "L": {
        const nx = num();
        const ny = num();
        if (tall(y, ny)) return `line ${x},${y} → ${nx},${ny} is taller than ${MAX_SEGMENT_HEIGHT}`;
        x = nx;
        y = ny;
        break;
      }
      case "Q": {
        const cx = num();
        const cy = num();
        const nx = num();
        const ny = num();
        const inside = (v: number, a: number, b: number) => v >= Math.min(a, b) && v <= Math.max(a, b);
        if (!inside(cx, x, nx) || !inside(cy, y, ny)) return `curve ${x},${y} Q ${cx},${cy} ${nx},${ny} is not monotonic`;
        if (tall(y, ny)) return `curve ${x},${y} → ${nx},${ny} is taller than ${MAX_SEGMENT_HEIGHT}`;
        x = nx;
        y = ny;
        break;
      }
      case "Z":
        if (x !== sx || y !== sy) return `Z closes ${x},${y} → ${sx},${sy} with an implicit line`;
        break;
      default:
        return `command ${c}`;
    }
  }
  return undefined;
}

/** Every d="…" of an SVG, checked. */
export function svgPathProblems(svg: string): string[] {
  return [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => pathDataProblem(m[1]!)).filter((p): p is string => !!p);
}
