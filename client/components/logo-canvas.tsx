// The 400×200 live preview: the shared layout drawn as glyph outlines on a canvas, so it matches
// the exports exactly. Drawn once the fonts have loaded; only if a font file fails to load (or,
// should it ever happen, cannot be laid out) is it drawn with a system font, and then the card
// says so under the canvas (docs/product-rules.md, "Preview").
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FontChain } from "../../shared/chain";
import { BACKGROUND_FILL } from "../../shared/color";
import { PREVIEW_FRAME } from "../../shared/frames";
import { looksLikeIconRef } from "../../shared/icons";
import { gradientStops } from "../../shared/gradient";
import { badgeInkPathData, fitSize, glyphsPathData, layoutLogo } from "../../shared/layout";
import type { Logo, LogoContent } from "../../shared/logo";
import { loadPreviewChain } from "../fonts";

export type PreviewBackground = "white" | "black";

interface Props {
  logo: Logo;
  background: PreviewBackground;
}

/** The fonts for one set of texts (`key`): an edit that needs other fonts waits for them. */
type FontState = { status: "loading"; key: string } | { status: "ready"; key: string; chain: FontChain } | { status: "failed"; key: string };

export function LogoCanvas({ logo, background }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify([logo.font, logo.text, logo.symbol, logo.slogan, logo.descriptor]);
  const [fonts, setFonts] = useState<FontState>({ status: "loading", key });
  const [drawn, setDrawn] = useState<"font" | "system-font" | null>(null);
  /** What the canvas shows now: ready means it shows the logo as it is (not a previous edit). */
  const [drawnKey, setDrawnKey] = useState("");
  const { text, font: fontFamily, symbol, slogan, layout, descriptor } = logo;

  useEffect(() => {
    let alive = true;
    // The canvas keeps showing the last drawing until the new fonts are in (no flash of a
    // fallback while a new face or mark loads).
    loadPreviewChain(fontFamily, { text, symbol, slogan, descriptor })
      .then((chain) => alive && setFonts({ status: "ready", key, chain }))
      .catch((err) => {
        console.error(`Font "${fontFamily}" failed to load; drawing the preview anyway.`, err);
        if (alive) setFonts({ status: "failed", key });
      });
    return () => {
      alive = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const colorsKey = logo.colors.join();
  // Drawn before the browser paints the commit (a layout effect): an edit shows in the next frame.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || fonts.status === "loading" || fonts.key !== key) return;
    setDrawn(draw(canvas, logo, background, fonts.status === "ready" ? fonts.chain : null));
    setDrawnKey(key);
    performance.mark("boldmark:preview");
    // the logo is compared by its parts; the object itself is new on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fonts, key, background, layout, colorsKey]);

  return (
    <div className="flex flex-col gap-1.5">
      <canvas
        ref={canvasRef}
        width={PREVIEW_FRAME.width}
        height={PREVIEW_FRAME.height}
        role="img"
        aria-label={`Logo preview: ${text} in ${fontFamily} on a ${background} background`}
        data-testid="logo-canvas"
        data-ready={drawn && drawnKey === key ? "true" : "false"}
        data-font-status={fonts.status}
        data-drawn-with={drawn ?? ""}
        data-layout={symbol ? (layout ?? "inline") : "inline"}
        className="block aspect-[2/1] w-full rounded-lg border border-gray-200"
      />
      {drawn === "system-font" && (
        <p role="status" data-testid="font-fallback-note" className="rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900">
          {fonts.status === "failed" ? `The font “${fontFamily}” could not be loaded` : `This name could not be set in “${fontFamily}” here`}, so
          this preview uses a system font. Your downloads are still drawn in {fontFamily}.
        </p>
      )}
    </div>
  );
}

/** Draws the preview; says whether the logo's own fonts drew it or the system-font fallback. */
function draw(canvas: HTMLCanvasElement, input: LogoContent, background: PreviewBackground, chain: FontChain | null): "font" | "system-font" | null {
  const frame = PREVIEW_FRAME;
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  canvas.width = frame.width * dpr;
  canvas.height = frame.height * dpr;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = BACKGROUND_FILL[background];
  ctx.fillRect(0, 0, frame.width, frame.height);
  if (chain) {
    try {
      const layout = layoutLogo(input, chain, frame);
      const gradient = ctx.createLinearGradient(layout.gradient.x1, 0, layout.gradient.x2, 0);
      for (const stop of layout.gradient.stops) gradient.addColorStop(stop.offset, stop.color);
      if (layout.badge) {
        ctx.fillStyle = layout.badge.fill;
        ctx.beginPath();
        ctx.arc(layout.badge.cx, layout.badge.cy, layout.badge.r, 0, 2 * Math.PI);
        ctx.fill();
        ctx.fillStyle = layout.badge.ink;
        ctx.fill(new Path2D(badgeInkPathData(layout.badge, { plain: true })));
      }
      ctx.fillStyle = gradient;
      ctx.fill(new Path2D(glyphsPathData(layout.rowGlyphs, { plain: true })));
      if (layout.sloganGlyphs.length) {
        ctx.fillStyle = layout.sloganColor;
        ctx.fill(new Path2D(glyphsPathData(layout.sloganGlyphs, { plain: true })));
      }
      return "font";
    } catch (err) {
      console.error("The logo could not be laid out with its fonts; drawing with a system font.", err);
    }
  }
  drawWithSystemFont(ctx, input);
  return "system-font";
}

/** The same fitting rules, measured by the canvas, for when the font files are unavailable. */
function drawWithSystemFont(ctx: CanvasRenderingContext2D, input: LogoContent) {
  const frame = PREVIEW_FRAME;
  const font = (size: number) => `bold ${size}px system-ui, sans-serif`;
  // An icon mark needs its outline file; without the fonts it is left out rather than spelled.
  const glyph = input.symbol && !looksLikeIconRef(input.symbol) ? input.symbol : undefined;
  const row = (glyph ? `${glyph} ` : "") + input.text;
  const width = (size: number) => {
    ctx.font = font(size);
    return ctx.measureText(row).width;
  };
  const size = fitSize(frame.textStart, frame.textStep, frame.textMin, frame.fitWidth, width);
  ctx.font = font(size);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const w = ctx.measureText(row).width;
  const stops = gradientStops(input.colors);
  const gradient = ctx.createLinearGradient((frame.width - w) / 2, 0, (frame.width + w) / 2, 0);
  for (const s of stops) gradient.addColorStop(s.offset, s.color);
  ctx.fillStyle = gradient;
  const y = input.slogan ? frame.height / 2 - 12 : frame.height / 2;
  ctx.fillText(row, frame.width / 2, y);
  if (input.slogan) {
    const sloganSize = Math.max(frame.sloganMin, size / 3);
    ctx.font = `${sloganSize}px system-ui, sans-serif`;
    ctx.fillStyle = stops[stops.length - 1]!.color;
    ctx.fillText(input.slogan, frame.width / 2, y + size / 2 + frame.sloganGap + sloganSize / 2, frame.fitWidth);
  }
}
