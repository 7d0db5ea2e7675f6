import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { logoSvg } from "../../shared/svg";
import { codeLengths } from "../../worker/render/deflate";
import { layoutForExport, pixelBand } from "../../worker/render/logo";
import { encodePng } from "../../worker/render/png";
import { rasterise, rasteriseToPngPlain } from "../../worker/render/raster";
import { decodePng } from "./support/images";

const FIGURES = [
  { text: "Boldmark", font: "Montserrat", colors: ["#FF6B6B", "#3A86FF"] },
  { text: "Café Lumière", font: "Dancing Script", colors: ["#BB8FCE", "#FF6B6B", "#023047"], symbol: "🥐", slogan: "Pâtisserie & café" },
  { text: "Nova", font: "Unbounded", colors: ["#8338EC", "#3A86FF", "#06FFA5", "#FFB703", "#FB5607"], symbol: "⚡" },
];

describe("our PNG encoder", () => {
  it.each(FIGURES)("decodes to exactly the pixels of resvg's own PNG for $text", async (fig) => {
    const { layout } = await layoutForExport(env, fig);
    for (const background of [undefined, "white", "black"] as const) {
      const svg = logoSvg(layout, { width: 960, background });
      const theirs = decodePng(await rasteriseToPngPlain(svg, 960));
      const px = await rasterise(svg, 960);
      const ours = decodePng(await encodePng(px.rgba, px.width, px.height, pixelBand(layout, 960)));
      expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
      expect(Buffer.from(ours.data).equals(Buffer.from(theirs.data)), `pixels equal on ${background ?? "transparent"}`).toBe(true);
    }
  });

  it("encodes the same pixels with and without the ink band", async () => {
    const { layout } = await layoutForExport(env, FIGURES[1]!);
    const svg = logoSvg(layout, { width: 1200 });
    const a = await rasterise(svg, 1200);
    const b = await rasterise(svg, 1200);
    const withBand = decodePng(await encodePng(a.rgba, a.width, a.height, pixelBand(layout, 1200)));
    const without = decodePng(await encodePng(b.rgba, b.width, b.height));
    expect(Buffer.from(withBand.data).equals(Buffer.from(without.data))).toBe(true);
  });

  it("limits Huffman code lengths", () => {
    // Fibonacci frequencies force a deep tree without a limit.
    const freq: number[] = Array.from({ length: 30 }, (_, i) => (i < 2 ? 1 : 0));
    for (let i = 2; i < 30; i++) freq[i] = freq[i - 1]! + freq[i - 2]!;
    const lengths = codeLengths(freq, 15);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(15);
    // Kraft: a complete prefix code.
    expect(lengths.reduce((s, l) => s + 2 ** -l, 0)).toBeCloseTo(1, 9);
  });
});
