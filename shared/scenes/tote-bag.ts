// The tote bag: natural canvas with the logo printed on it.
import { INK, mix } from "../color";
import type { InUseFormat } from "../in-use";
import { fit, logoOn, type Drawn, type SceneSource } from "./scene";

const CANVAS = "#E9E1CF";

/** A natural canvas tote bag with the logo printed on it. */
export function toteBag(source: SceneSource, format: InUseFormat): Drawn {
  const first = source.logo.colors[0] ?? INK;
  const handle = (x: number) => `<path d="M ${x} 345 C ${x} 150, ${x + 140} 150, ${x + 140} 345" fill="none" stroke="#D9CDB3" stroke-width="26" stroke-linecap="round"/>`;
  const stage =
    `<rect width="${format.width}" height="${format.height}" fill="${mix(first, "#F4F2EE", 0.9)}"/>` +
    `<ellipse cx="500" cy="940" rx="300" ry="22" fill="#000" opacity="0.08"/>` +
    handle(330) +
    handle(530) +
    `<path d="M 220 340 L 780 340 L 800 930 L 200 930 Z" fill="${CANVAS}"/>` +
    `<rect x="220" y="340" width="560" height="26" fill="#000" opacity="0.05"/>` +
    `<path d="M 200 930 L 800 930 L 799 900 L 201 900 Z" fill="#000" opacity="0.05"/>` +
    `<g fill="#CDBF9F"><rect x="318" y="340" width="24" height="44"/><rect x="458" y="340" width="24" height="44"/><rect x="518" y="340" width="24" height="44"/><rect x="658" y="340" width="24" height="44"/></g>`;
  const at = fit(source.layout, format.safe, { w: 1, h: 0.7 });
  return { stage, ink: (coverage) => logoOn(source.layout, at, CANVAS, coverage) };
}
