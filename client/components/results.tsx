// 'Your Logo Variations': the workbench's cards (loaded lazily: only results need the font engine),
// starred ones first, and a way to start over.
import { useState } from "react";
import type { Bench, Card } from "../workbench";
import { VariationCard } from "./variation-card";

interface Props {
  bench: Bench;
  updateCard: (id: string, change: (card: Card) => Card) => void;
  onClear: () => void;
}

// For the home page, which loads this chunk while the visitor types.
export { warmShaper } from "../fonts";

export default function Results({ bench, updateCard, onClear }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2 text-sm text-gray-600">
        <span>Your edits and stars are kept in this browser.</span>
        {confirming ? (
          <span role="group" aria-label="Start over" className="inline-flex items-center gap-2">
            Remove every card, starred ones too?
            <button type="button" onClick={onClear} className="rounded-md bg-red-700 px-2 py-1 font-medium text-white hover:bg-red-800">
              Remove all
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="rounded-md border border-gray-300 px-2 py-1 font-medium text-gray-700 hover:bg-gray-100">
              Keep them
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(true)} className="rounded-md border border-gray-300 px-2 py-1 font-medium text-gray-700 hover:bg-gray-100">
            Start over
          </button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="results-grid">
        {bench.cards.map((card, i) => (
          <VariationCard key={card.id} index={i} card={card} update={updateCard} />
        ))}
      </div>
    </>
  );
}
