// The logo in use (docs/product-rules.md, "Logo in use"): social images and mockups, their pixel
// sizes and safe areas. One list for the Worker (routes, brand kit), the gallery and the tests.
import type { Box } from "./frames";

export type InUseKind = "social" | "mockup";

export interface InUseFormat {
  kind: InUseKind;
  /** The `format` query value and the file name in the brand kit (`social/<id>.png`). */
  id: string;
  label: string;
  width: number;
  height: number;
  /** Where the logo's ink may be, in pixels: what the platform never covers or crops. */
  safe: Box;
}

/** Business cards print at 85 × 55 mm; drawn at 12 px per mm (305 dpi). */
export const CARD_PX_PER_MM = 12;
const CARD = { width: 85 * CARD_PX_PER_MM, height: 55 * CARD_PX_PER_MM };
/** 5 mm inside the trim: what a printer's cut never reaches. */
const CARD_SAFE = { x: 60, y: 60, width: CARD.width - 120, height: CARD.height - 120 };

/** The phone mockup's app grid: where the app icon sits, with its label below it. */
export const PHONE = {
  width: 900,
  height: 1100,
  icon: { x: 246, y: 190, size: 84 },
  /** The icon's cell: the icon and its label. */
  cell: { x: 240, y: 190, width: 96, height: 84 + 40 },
} as const;

export const SOCIAL_FORMATS: readonly InUseFormat[] = [
  // Link previews show the whole 1.91:1 image; keep clear of the edges some apps round off.
  { kind: "social", id: "open-graph", label: "Link preview", width: 1200, height: 630, safe: { x: 100, y: 80, width: 1000, height: 470 } },
  // The profile photo covers the lower left (x < 380 below y ≈ 330) and phones crop the top and
  // bottom: centred, clear of both.
  { kind: "social", id: "x-header", label: "X header", width: 1500, height: 500, safe: { x: 380, y: 80, width: 740, height: 340 } },
  // The profile photo covers the lower left (x < 400 below y ≈ 240): centred, clear of it.
  { kind: "social", id: "linkedin-banner", label: "LinkedIn banner", width: 1584, height: 396, safe: { x: 420, y: 48, width: 744, height: 300 } },
  // Shown as a circle: the square inside it, less a margin.
  { kind: "social", id: "profile", label: "Profile picture", width: 400, height: 400, safe: { x: 70, y: 70, width: 260, height: 260 } },
];

export const MOCKUPS: readonly InUseFormat[] = [
  { kind: "mockup", id: "business-card-front", label: "Business card, front", ...CARD, safe: CARD_SAFE },
  { kind: "mockup", id: "business-card-back", label: "Business card, back", ...CARD, safe: CARD_SAFE },
  { kind: "mockup", id: "phone-home-screen", label: "App icon on a phone", width: PHONE.width, height: PHONE.height, safe: PHONE.cell },
  { kind: "mockup", id: "tote-bag", label: "Tote bag", width: 1000, height: 1000, safe: { x: 290, y: 440, width: 420, height: 400 } },
];

export const IN_USE: readonly InUseFormat[] = [...SOCIAL_FORMATS, ...MOCKUPS];

export function findInUse(kind: InUseKind, id: string): InUseFormat | undefined {
  return IN_USE.find((f) => f.kind === kind && f.id === id);
}

/** The file in the brand kit: `social/open-graph.png`, `mockups/tote-bag.png`. */
export function inUseFile(format: InUseFormat): string {
  return `${format.kind === "social" ? "social" : "mockups"}/${format.id}.png`;
}
