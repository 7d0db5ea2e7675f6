import { describe, expect, it } from "vitest";
import { contrastRatio, hexToHsl, hslToHex, luminance } from "../../shared/color";

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
