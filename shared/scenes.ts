// The logo in use as vector scenes (docs/product-rules.md, "Logo in use"): social images and
// mockups drawn from the same layouts and outlines as the logo, the logo fitted to each format's
// safe area, its ink chosen to keep MIN_CONTRAST on what it sits on.
import { splitGraphemes, UnsupportedTextError, type FontChain } from "./chain";
import { brandSurface, contrastRatio, INK, inkOn, MIN_CONTRAST, mix, worstContrast, type Surface } from "./color";
import { EXPORT_FRAME, type Box } from "./frames";
import { gradientStops, linearGradientSvg } from "./gradient";
import { findInUse, PHONE, type InUseFormat, type InUseKind } from "./in-use";
import type { Logo } from "./logo";
import { glyphBounds, glyphsPathData, inkBounds, layoutLogo, lineGlyphs, type LogoLayout, type PlacedGlyph } from "./layout";
import { appIcon, APP_ICON_CORNER, APP_ICON_SIZE, appIconGlyphs, appIconShapes } from "./app-icon";
import { escapeXml, logoGradient, logoShapes, ownPaint, type LogoPaint } from "./svg";

export interface Scene {
  format: InUseFormat;
  svg: string;
}

/** What a scene draws from: the logo as laid out for export, and its fonts. */
export interface SceneSource {
  logo: Logo;
  /** The logo as composed (name, mark, slogan) in the 800×400 export frame. */
  layout: LogoLayout;
  chain: FontChain;
}

/**
 * What to draw: the scene ("all"); the scene without the logo's ink ("none"); or only the ink's
 * coverage ("coverage": what sits on the scene in opaque white, what is cut into it (a badge's
 * mark) in black, nothing else), from which the tests tell which pixels the ink fully covers.
 */
export type SceneMode = "all" | "none" | "coverage";

export interface SceneOptions {
  mode?: SceneMode;
}

/** The SVG of one social image or mockup, or undefined for an unknown format. */
export function sceneSvg(kind: InUseKind, id: string, source: SceneSource, options: SceneOptions = {}): Scene | undefined {
  const format = findInUse(kind, id);
  if (!format) return undefined;
  const mode = options.mode ?? "all";
  const drawn = DRAW[format.id]!(source, format);
  const body = mode === "coverage" ? drawn.ink(true) : mode === "none" ? drawn.stage : drawn.stage + drawn.ink(false);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${format.width}" height="${format.height}" viewBox="0 0 ${format.width} ${format.height}">` +
    `<title>${escapeXml(`${source.logo.text}: ${format.label}`)}</title>` +
    body +
    `</svg>`;
  return { format, svg };
}

/** A scene: what the logo sits on, and the logo's ink on top (or its coverage). */
interface Drawn {
  stage: string;
  ink: (coverage: boolean) => string;
}

type Draw = (source: SceneSource, format: InUseFormat) => Drawn;

const DRAW: Record<string, Draw> = {
  "open-graph": socialBanner,
  "x-header": socialBanner,
  "linkedin-banner": socialBanner,
  profile: profile,
  "business-card-front": cardFront,
  "business-card-back": cardBack,
  "phone-home-screen": phone,
  "tote-bag": toteBag,
};

// ——— placing a logo ———

/** Pixels kept free inside a safe area: anti-aliasing reaches one pixel past the outline. */
const AA = 2;

interface Placement {
  /** frame → scene: x' = tx + s·x. */
  s: number;
  tx: number;
  ty: number;
}

/**
 * The logo's ink scaled to at most `share.w` of the box's width and `share.h` of its height,
 * centred in it. The ink bounds contain every outline (control points included), so the ink
 * stays inside the box.
 */
function fit(layout: LogoLayout, box: Box, share: { w: number; h: number }): Placement {
  const ink = inkBounds(layout)!;
  const inner = { x: box.x + AA, y: box.y + AA, width: box.width - 2 * AA, height: box.height - 2 * AA };
  const s = Math.min((share.w * inner.width) / ink.width, (share.h * inner.height) / ink.height);
  return {
    s,
    tx: inner.x + inner.width / 2 - (ink.x + ink.width / 2) * s,
    ty: inner.y + inner.height / 2 - (ink.y + ink.height / 2) * s,
  };
}

function placed(at: Placement, content: string): string {
  return `<g transform="matrix(${at.s} 0 0 ${at.s} ${at.tx} ${at.ty})">${content}</g>`;
}

/** A left-to-right gradient over scene x from x1 to x2, in the user space where it is used. */
function horizontalGradient(id: string, colors: readonly string[], x1: number, x2: number): string {
  return linearGradientSvg(id, gradientStops(colors), { x1, y1: 0, x2, y2: 0, userSpace: true });
}

/**
 * The logo in one ink on a surface spanning scene x 0…width: the badge's mark is cut out of its
 * disc, showing the surface (the same gradient, mapped into the logo's coordinates).
 */
function monoLogo(layout: LogoLayout, at: Placement, ink: string, surface: Surface, width: number, coverage: boolean): string {
  if (coverage) return placed(at, logoShapes(layout, COVERAGE));
  let knockout = surface.colors[0]!;
  let defs = "";
  if (surface.colors.length > 1 && layout.badge) {
    defs = `<defs>${horizontalGradient("k", surface.colors, (0 - at.tx) / at.s, (width - at.tx) / at.s)}</defs>`;
    knockout = "url(#k)";
  }
  const paint: LogoPaint = { name: ink, slogan: ink, disc: ink, discInk: knockout };
  return placed(at, defs + logoShapes(layout, paint));
}

/**
 * The logo on a plain surface: in its own colours when every colour of it that touches the
 * surface keeps MIN_CONTRAST there (the gradient, the slogan, the badge's disc), else in one ink.
 */
function logoOn(layout: LogoLayout, at: Placement, surface: string, coverage: boolean): string {
  if (coverage) return placed(at, logoShapes(layout, COVERAGE));
  const own =
    worstContrast(surface, layout.gradient.stops.map((s) => s.color)) >= MIN_CONTRAST &&
    (!layout.sloganGlyphs.length || contrastRatio(layout.sloganColor, surface) >= MIN_CONTRAST) &&
    (!layout.badge || contrastRatio(layout.badge.fill, surface) >= MIN_CONTRAST);
  if (own) return placed(at, `<defs>${logoGradient(layout, "g")}</defs>` + logoShapes(layout, ownPaint(layout, "g")));
  const ink = inkOn(surface, layout.gradient.stops.map((s) => s.color));
  return monoLogo(layout, at, ink, { colors: [surface], ink }, 0, false);
}

/** SceneMode "coverage": what lies on the surface in white, what is cut into it in black. */
const COVERAGE: LogoPaint = { name: "#FFFFFF", slogan: "#FFFFFF", disc: "#FFFFFF", discInk: "#000000" };

/** Colours filling a rectangle: their gradient left to right, or the one colour. */
function surfaceRect(id: string, colors: readonly string[], box: Box): string {
  const rect = (fill: string) => `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${fill}"/>`;
  if (colors.length === 1) return rect(colors[0]!);
  return `<defs>${horizontalGradient(id, colors, box.x, box.x + box.width)}</defs>` + rect(`url(#${id})`);
}

// ——— social images ———

function socialBanner(source: SceneSource, format: InUseFormat): Drawn {
  const surface = brandSurface(source.logo.colors);
  const full = { x: 0, y: 0, width: format.width, height: format.height };
  const at = fit(source.layout, format.safe, { w: 0.9, h: 0.72 });
  return {
    stage: surfaceRect("bg", surface.colors, full),
    ink: (coverage) => monoLogo(source.layout, at, surface.ink, surface, format.width, coverage),
  };
}

/** The square mark filling the picture, its ink inside the circle the platforms show. */
function profile(source: SceneSource, format: InUseFormat): Drawn {
  const mark = appIcon(source.logo, source.chain);
  const scaled = (content: string) => `<g transform="scale(${format.width / APP_ICON_SIZE})">${content}</g>`;
  return {
    stage: scaled(appIconShapes(mark, { ink: false, corners: false })),
    ink: (coverage) => scaled(appIconGlyphs(mark, coverage ? "#FFFFFF" : mark.ink)),
  };
}

// ——— mockups ———

const PAPER = "#FFFFFF";

/** The card's front: the logo (mark and name) on white, a band of the palette along the foot. */
function cardFront(source: SceneSource, format: InUseFormat): Drawn {
  const { logo, chain } = source;
  const layout = logo.slogan ? layoutLogo({ ...logo, slogan: undefined }, chain, EXPORT_FRAME) : source.layout;
  const band = { x: 0, y: format.height - 18, width: format.width, height: 18 };
  const at = fit(layout, format.safe, { w: 0.72, h: 0.45 });
  return {
    stage: `<rect width="${format.width}" height="${format.height}" fill="${PAPER}"/>` + surfaceRect("band", logo.colors, band),
    ink: (coverage) => logoOn(layout, at, PAPER, coverage),
  };
}

/** The card's back: the name and the slogan in one ink on the palette. */
function cardBack(source: SceneSource, format: InUseFormat): Drawn {
  const { logo, chain } = source;
  const layout = layoutLogo({ text: logo.text, slogan: logo.slogan, colors: logo.colors }, chain, EXPORT_FRAME);
  const surface = brandSurface(logo.colors);
  const at = fit(layout, format.safe, { w: 0.8, h: 0.5 });
  const full = { x: 0, y: 0, width: format.width, height: format.height };
  return { stage: surfaceRect("bg", surface.colors, full), ink: (coverage) => monoLogo(layout, at, surface.ink, surface, format.width, coverage) };
}

const DARK = "#0B0D12";

/** The app icon on a phone's home screen, among placeholder apps, its name below it. */
function phone(source: SceneSource, format: InUseFormat): Drawn {
  const { logo } = source;
  const first = logo.colors[0] ?? INK;
  const last = logo.colors[logo.colors.length - 1] ?? first;
  const body = { x: 200, y: 50, width: 500, height: 1000 };
  const screen = { x: 216, y: 66, width: 468, height: 968 };
  const parts: string[] = [
    `<rect width="${format.width}" height="${format.height}" fill="${mix(first, "#FFFFFF", 0.86)}"/>`,
    `<defs>${linearGradientSvg("wall", [{ offset: 0, color: mix(first, DARK, 0.7) }, { offset: 1, color: mix(last, DARK, 0.84) }], { x1: 0, y1: 0, x2: 0, y2: 1 })}</defs>`,
    `<rect x="${body.x - 4}" y="${body.y + 170}" width="6" height="70" rx="3" fill="#2A2D35"/>`,
    `<rect x="${body.x + body.width - 2}" y="${body.y + 200}" width="6" height="110" rx="3" fill="#2A2D35"/>`,
    `<rect x="${body.x}" y="${body.y}" width="${body.width}" height="${body.height}" rx="72" fill="#1C1E24"/>`,
    `<rect x="${screen.x}" y="${screen.y}" width="${screen.width}" height="${screen.height}" rx="58" fill="url(#wall)"/>`,
    // the camera island, the status bar's signal and battery, the home indicator
    `<rect x="400" y="84" width="100" height="30" rx="15" fill="#000"/>`,
    `<g fill="#FFFFFF"><rect x="586" y="96" width="4" height="8" rx="1"/><rect x="592" y="93" width="4" height="11" rx="1"/><rect x="598" y="90" width="4" height="14" rx="1"/>` +
      `<rect x="608" y="91" width="26" height="13" rx="3.5" fill="none" stroke="#FFFFFF" stroke-width="1.5"/><rect x="611" y="94" width="17" height="7" rx="1.5"/>` +
      `<rect x="266" y="92" width="40" height="12" rx="6" opacity="0.9"/></g>`,
    `<rect x="380" y="1016" width="140" height="6" rx="3" fill="#FFFFFF" opacity="0.7"/>`,
    // the dock
    `<rect x="232" y="900" width="436" height="108" rx="36" fill="#FFFFFF" opacity="0.16"/>`,
  ];
  const { icon } = PHONE;
  const pitch = 108;
  const rowPitch = 134;
  const placeholder = (x: number, y: number, label: boolean, n: number) =>
    `<rect x="${x}" y="${y}" width="${icon.size}" height="${icon.size}" rx="${icon.size * APP_ICON_CORNER}" fill="#FFFFFF" opacity="${0.1 + (n % 3) * 0.04}"/>` +
    `<circle cx="${x + icon.size / 2}" cy="${y + icon.size / 2}" r="${14 + (n % 4) * 3}" fill="#FFFFFF" opacity="0.16"/>` +
    (label ? `<rect x="${x + 14}" y="${y + icon.size + 14}" width="${icon.size - 28}" height="8" rx="4" fill="#FFFFFF" opacity="0.35"/>` : "");
  let n = 0;
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      if (row === 0 && col === 0) continue;
      parts.push(placeholder(icon.x + col * pitch, icon.y + row * rowPitch, true, n++));
    }
  }
  for (let col = 0; col < 4; col++) parts.push(placeholder(icon.x + col * pitch, 912, false, n++));
  // ours: the brand kit's app icon, at 84 px, and its name
  const mark = appIcon(source.logo, source.chain);
  const onIcon = (content: string) => `<g transform="translate(${icon.x} ${icon.y}) scale(${icon.size / APP_ICON_SIZE})">${content}</g>`;
  parts.push(onIcon(appIconShapes(mark, { id: "app", ink: false })));
  return {
    stage: parts.join(""),
    ink: (coverage) => onIcon(appIconGlyphs(mark, coverage ? "#FFFFFF" : mark.ink)) + appLabel(source, icon.x + icon.size / 2, icon.y + icon.size + 26, PHONE.cell.width - 2 * AA),
  };
}

/**
 * The app's name under its icon, white, centred at (cx, baseline): as large as 19 px, down to 12
 * px to fit `maxWidth`, then cut short with an ellipsis like a phone does.
 */
function appLabel(source: SceneSource, cx: number, baseline: number, maxWidth: number): string {
  const { text } = source.logo;
  const widthOf = (g: PlacedGlyph[]) => glyphBounds(g)?.width ?? 0;
  let glyphs = lineGlyphs(text, source.chain, 19);
  const w = widthOf(glyphs);
  if (w > maxWidth) {
    const size = Math.max(12, (19 * maxWidth) / w);
    glyphs = lineGlyphs(text, source.chain, size);
    const graphemes = splitGraphemes(text);
    for (let keep = graphemes.length - 1; widthOf(glyphs) > maxWidth && keep > 0; keep--) {
      glyphs = shortened(graphemes.slice(0, keep).join("").trimEnd(), source.chain, size);
    }
  }
  const box = glyphBounds(glyphs);
  if (!box) return "";
  const dx = cx - (box.x + box.width / 2);
  const moved = glyphs.map((g) => ({ ...g, x: g.x + dx, y: g.y + baseline }));
  return `<path fill="#FFFFFF" d="${glyphsPathData(moved)}"/>`;
}

/** The start of a name and an ellipsis (three dots where no font draws "…"). */
function shortened(start: string, chain: FontChain, size: number): PlacedGlyph[] {
  for (const ellipsis of ["…", "..."]) {
    try {
      return lineGlyphs(start + ellipsis, chain, size);
    } catch (err) {
      if (!(err instanceof UnsupportedTextError)) throw err;
    }
  }
  return lineGlyphs(start, chain, size);
}

const CANVAS = "#E9E1CF";

/** A natural canvas tote bag with the logo printed on it. */
function toteBag(source: SceneSource, format: InUseFormat): Drawn {
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
