// Warns when a colour falls below 3:1 contrast (WCAG, graphics) on the chosen background, and
// offers the other background when it does better.
import { AlertTriangle } from "lucide-react";
import { BACKGROUND_FILL, contrastRatio, MIN_CONTRAST } from "../../shared/color";
import type { PreviewBackground } from "./logo-canvas";

export function weakColors(colors: readonly string[], background: PreviewBackground) {
  return colors.map((c) => ({ color: c.toUpperCase(), ratio: contrastRatio(c, BACKGROUND_FILL[background]) })).filter((x) => x.ratio < MIN_CONTRAST);
}

interface Props {
  colors: readonly string[];
  background: PreviewBackground;
  onSwitch: (bg: PreviewBackground) => void;
}

export function ContrastGuard({ colors, background, onSwitch }: Props) {
  const weak = weakColors(colors, background);
  if (weak.length === 0) return null;
  const other: PreviewBackground = background === "white" ? "black" : "white";
  const better = weakColors(colors, other).length < weak.length;
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="contrast-warning">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div>
        <p>
          Low contrast on {background}: {weak.map((w) => `${w.color} (${w.ratio.toFixed(1)}:1)`).join(", ")}. Aim for at least {MIN_CONTRAST}:1.
        </p>
        {better && (
          <button type="button" onClick={() => onSwitch(other)} className="mt-1 font-semibold underline">
            Preview on {other === "black" ? "Black BG" : "White BG"}
          </button>
        )}
      </div>
    </div>
  );
}
