// A logo from validated parameters: fonts → layout → SVG, then pixels and PNG/JPEG bytes
// (worker/render/export.ts renders and encodes them strip by strip).
import { UnsupportedTextError, loadChain, segment, type FontChain } from "../../shared/chain";
import { BLACK, GRADIENT_CONTRAST, WHITE, worstContrast } from "../../shared/color";
import { EXPORT_FRAME } from "../../shared/frames";
import { UnknownIconError } from "../../shared/icons";
import { glyphBounds, inkBounds, layoutLogo, lineGlyphs, type LogoLayout } from "../../shared/layout";
import type { Logo } from "../../shared/logo";
import { exportBackground, isRaster, LOGO_FORMATS, type LogoFormat, type RasterFormat } from "../../shared/exports";
import type { Background } from "../../shared/svg";
import { exportSize, logoSvg } from "../../shared/svg";
import { familyFile, loadFont } from "./fonts";
import { loadIcon } from "./icons";
import { RenderError } from "./problems";
import { exportStream, type InkBand, type RasterJob } from "./export";

/** Lays a logo out in the 800×400 export frame, or says (RenderError) what cannot be drawn. */
export async function layoutForExport(env: Env, logo: Logo): Promise<{ layout: LogoLayout; chain: FontChain }> {
  const chain = await loadChain(familyFile(logo.font), logo, (f, characters) => loadFont(env, f, characters), (ref) => loadIcon(env, ref));
  if (logo.symbol) {
    try {
      segment(logo.symbol, chain, "symbol");
    } catch (err) {
      if (err instanceof UnknownIconError) throw new RenderError({ kind: "unknown_icon", symbol: logo.symbol });
      if (err instanceof UnsupportedTextError) {
        throw new RenderError({ kind: "symbol_not_drawable", symbol: logo.symbol });
      }
      throw err;
    }
  }
  try {
    const layout = layoutLogo(logo, chain, EXPORT_FRAME);
    // A name of nothing but invisible characters (a soft hyphen, zero-width spaces, fillers)
    // would be a logo without its name: docs/product-rules.md, "Limits".
    if (!glyphBounds(lineGlyphs(logo.text, chain, 100))) {
      throw new RenderError({ kind: "nothing_to_draw" });
    }
    return { layout, chain };
  } catch (err) {
    if (err instanceof UnsupportedTextError) throw new RenderError({ kind: "unsupported_characters", characters: err.characters });
    throw err;
  }
}

/**
 * The version of a logo made for dark backgrounds, or undefined when the logo itself reads there:
 * a palette that does not keep 3:1 on black anywhere along its gradient is drawn in white (the
 * design guide's black panel and the brand kit's logo-on-dark files).
 */
export function darkVersion(logo: Logo): Logo | undefined {
  return worstContrast(BLACK, logo.colors) < GRADIENT_CONTRAST ? { ...logo, colors: [WHITE] } : undefined;
}

/** The layout's ink bounds in output pixels, with room for anti-aliasing. */
export function pixelBand(layout: LogoLayout, width: number): InkBand | undefined {
  const ink = inkBounds(layout);
  if (!ink) return undefined;
  const scale = width / layout.frame.width;
  const pad = 3;
  return {
    top: ink.y * scale - pad,
    bottom: (ink.y + ink.height) * scale + pad,
    left: ink.x * scale - pad,
    right: (ink.x + ink.width) * scale + pad,
  };
}

/** The raster export of a laid-out logo: its SVG, where the ink is, and how to encode it. */
export function rasterJob(layout: LogoLayout, format: RasterFormat, options: { width: number; background?: Background; title?: string }): RasterJob {
  const background = exportBackground(format, options.background);
  // An opaque format's strips are rendered without the background: the encoder composites every
  // pixel over it anyway, so resvg need not paint it (as the PNG path never paints a transparent one).
  const svg = logoSvg(layout, { width: options.width, background: LOGO_FORMATS[format].opaque ? "transparent" : background, title: options.title });
  const { width, height } = exportSize(options.width, layout.frame);
  return { svg, width, height, band: pixelBand(layout, width), background, format, quality: jpegQuality(width) };
}

export async function renderLogo(
  env: Env,
  logo: Logo,
  format: LogoFormat,
  options: { width: number; background?: Background },
): Promise<ReadableStream<Uint8Array> | string> {
  // 1. layout (every 4xx is decided here, before a byte is sent)
  const { layout } = await layoutForExport(env, logo);
  // 2. svg
  if (!isRaster(format)) return logoSvg(layout, { width: options.width, background: options.background, title: logo.text });
  // 3. render strip by strip, 4. encode as the strips arrive
  return exportStream(rasterJob(layout, format, { ...options, title: logo.text }));
}

/**
 * JPEG quality for an export width. Quality 90 (libjpeg's tables) keeps a logo at 40 dB PSNR
 * from 400 px wide; a smaller logo is nearly all edges, where quality 90 falls to 35 dB (the
 * same for libjpeg's own encoder), so small exports get finer quantisation. They are a few KB
 * either way. docs/product-rules.md, "Exports".
 */
export function jpegQuality(width: number): number {
  if (width >= 400) return 90;
  if (width >= 200) return 95;
  return 97;
}
