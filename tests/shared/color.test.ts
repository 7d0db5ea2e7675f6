import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexColor } from "../support/arbitraries";
import { badgeColors, brandSurface, contrastRatio, gradientColors, hexToHsl, hslToHex, inkOn, luminance, MIN_CONTRAST, worstContrast } from "../../shared/color";
import { budget } from "../support/budget";

const RUNS = Number(process.env.SWEEP_RUNS ?? 20) * 50;


describe("WCAG contrast", () => {
  it("matches known pairs", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBeCloseTo(1, 5);
    // #777777 on white is the classic just-below-AA grey: 4.48:1.
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    // By hand: #3A86FF has L = 0.2126·0.0423 + 0.7152·0.2384 + 0.0722·1 = 0.2517,
    // so 1.05 / 0.3017 = 3.48 against white and 0.3017 / 0.05 = 6.03 against black.
    expect(contrastRatio("#3A86FF", "#FFFFFF")).toBeCloseTo(3.48, 2);
    expect(contrastRatio("#3A86FF", "#000000")).toBeCloseTo(6.03, 2);
    expect(contrastRatio("#F7DC6F", "#FFFFFF")).toBeLessThan(1.5);
  });

  it("is symmetric and uses relative luminance", () => {
    expect(contrastRatio("#123456", "#ABCDEF")).toBeCloseTo(contrastRatio("#ABCDEF", "#123456"), 12);
    expect(luminance("#FFFFFF")).toBeCloseTo(1, 12);
    expect(luminance("#FF0000")).toBeCloseTo(0.2126, 4);
  });

  it("round-trips HSL", () => {
    for (const hex of ["#3A86FF", "#E63946", "#52B788", "#023047"]) expect(hslToHex(hexToHsl(hex))).toBe(hex);
  });
});

describe("surfaces and inks for the logo in use", () => {
  it("walks a gradient as renderers do: the stops, and sRGB steps between them", () => {
    expect(gradientColors(["#000000", "#FFFFFF"], 4)).toEqual(["#000000", "#404040", "#808080", "#BFBFBF", "#FFFFFF"]);
    expect(gradientColors(["#3A86FF"])).toEqual(["#3A86FF"]);
    // a gradient can be darker between its stops than at them: red to green passes #808000
    expect(gradientColors(["#FF0000", "#00FF00"], 2)[1]).toBe("#808000");
  });

  it(`brandSurface keeps ${MIN_CONTRAST}:1 over its whole surface, drawn from the palette (${RUNS} palettes)`, () => {
    fc.assert(
      fc.property(fc.array(hexColor, { minLength: 1, maxLength: 6 }), (palette) => {
        const surface = brandSurface(palette);
        expect(surface.colors.every((c) => palette.includes(c)), JSON.stringify(palette)).toBe(true);
        expect(["#FFFFFF", "#111111"]).toContain(surface.ink);
        expect(worstContrast(surface.ink, surface.colors), JSON.stringify(palette)).toBeGreaterThanOrEqual(MIN_CONTRAST);
        if (surface.colors.length === 1) expect(contrastRatio(surface.ink, surface.colors[0]!), JSON.stringify(palette)).toBeGreaterThan(4.3);
      }),
      { numRuns: RUNS },
    );
  }, budget(1_000, RUNS / 1000));

  it("keeps the gradient when an ink stands out from all of it, else the lead colour that an ink stands out from", () => {
    expect(brandSurface(["#023047", "#3A0CA3"])).toEqual({ colors: ["#023047", "#3A0CA3"], ink: "#FFFFFF" });
    // black and white: no ink stands out from both; the lead colour, white, takes near-black
    expect(brandSurface(["#FFFFFF", "#000000"])).toEqual({ colors: ["#FFFFFF"], ink: "#111111" });
    // red (4.0:1 with white, 4.6:1 with near-black) leads; the mint and the navy follow
    expect(brandSurface(["#E63946", "#F1FAEE", "#1D3557"])).toEqual({ colors: ["#E63946"], ink: "#111111" });
    // mid greys keep their gradient: near-black stays above 4:1 over all of it
    expect(brandSurface(["#777777", "#767676", "#7A7A7A"]).colors).toHaveLength(3);
  });

  it(`inkOn finds an ink at ${MIN_CONTRAST}:1 on any surface, the palette's own when it can (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(hexColor, fc.array(hexColor, { minLength: 1, maxLength: 6 }), (surface, palette) => {
        const ink = inkOn(surface, palette);
        expect(contrastRatio(ink, surface), `${surface} ${JSON.stringify(palette)}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
        if (palette.some((c) => contrastRatio(c, surface) >= MIN_CONTRAST)) expect(palette).toContain(ink);
      }),
      { numRuns: RUNS },
    );
  }, budget(1_000, RUNS / 1000));
});

describe("the badge's disc and mark", () => {
  it("come from the palette and keep 3:1: white on the lead colour, a palette colour on its tint, or its own deep shade", () => {
    fc.assert(
      fc.property(fc.array(hexColor, { minLength: 1, maxLength: 6 }), (palette) => {
        const { fill, ink } = badgeColors(palette);
        const label = `${palette.join(",")} → ${fill} / ${ink}`;
        expect(contrastRatio(fill, ink), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
        if (ink === "#FFFFFF") expect(fill, label).toBe(palette[0]);
        else if (palette.includes(ink)) expect(luminance(fill), label).toBeGreaterThanOrEqual(luminance(palette[0]!));
        else {
          // A shade of the lead colour: the same hue, darker (never a stray near-black).
          expect(fill, label).toBe(palette[0]);
          const [a, b] = [hexToHsl(fill), hexToHsl(ink)];
          if (a.s > 0.1 && b.s > 0.1) expect(Math.abs(((a.h - b.h + 540) % 360) - 180), label).toBeLessThan(8);
          expect(luminance(ink), label).toBeLessThan(luminance(fill));
        }
      }),
      { numRuns: RUNS },
    );
  }, budget(500));
});
