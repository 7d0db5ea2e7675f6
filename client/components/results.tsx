// 'Your Logo Variations': the grid of cards (loaded lazily: only results need the font engine).
import type { LogoSuggestion } from "../../shared/schema";
import { VariationCard } from "./variation-card";

interface Props {
  suggestions: LogoSuggestion[];
  logoText: string;
  slogan?: string;
  /** Bumped on every successful generation so cards start fresh. */
  generation: number;
}

export default function Results({ suggestions, logoText, slogan, generation }: Props) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="results-grid">
      {suggestions.map((s, i) => (
        <VariationCard key={`${generation}-${i}`} index={i} suggestion={s} logoText={logoText} slogan={slogan} />
      ))}
    </div>
  );
}
