// The phone's home screen: the brand kit's app icon among placeholder apps, its name below it.
import { UnsupportedTextError, type FontChain } from "../chain";
import { splitGraphemes } from "../graphemes";
import { INK, mix, WHITE } from "../color";
import { linearGradientSvg } from "../gradient";
import { PHONE, type InUseFormat } from "../in-use";
import { glyphBounds, glyphsPathData, lineGlyphs, type PlacedGlyph } from "../layout";
import { appIcon, APP_ICON_CORNER, APP_ICON_SIZE, appIconGlyphs, appIconShapes } from "../app-icon";
import { AA, type Drawn, type SceneSource } from "./scene";

const DARK = "#0B0D12";

/** The app icon on a phone's home screen, among placeholder apps, its name below it. */
export function phone(source: SceneSource, format: InUseFormat): Drawn {
  const { logo } = source;
  const first = logo.colors[0] ?? INK;
  const last = logo.colors[logo.colors.length - 1] ?? first;
  const body = { x: 200, y: 50, width: 500, height: 1000 };
  const screen = { x: 216, y: 66, width: 468, height: 968 };
  const parts: string[] = [
    `<rect width="${format.width}" height="${format.height}" fill="${mix(first, WHITE, 0.86)}"/>`,
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
    ink: (coverage) => onIcon(appIconGlyphs(mark, coverage ? WHITE : mark.ink)) + appLabel(source, icon.x + icon.size / 2, icon.y + icon.size + 26, PHONE.cell.width - 2 * AA),
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

