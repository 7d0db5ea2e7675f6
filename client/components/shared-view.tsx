// The variation a share link carries (loaded lazily: only share links need the validator).
import { useCallback, useState } from "react";
import { designGuideRequest, type LogoSuggestion } from "../../shared/schema";
import { readSharedJson } from "../share";
import { cardFromSuggestion, type Card } from "../workbench";
import { VariationCard } from "./variation-card";

export default function SharedView({ hash }: { hash: string }) {
  // Validated exactly like the API validates a design-guide body.
  const parsed = designGuideRequest.safeParse(readSharedJson(hash));
  const shared = parsed.success ? parsed.data : null;
  if (!shared) {
    return (
      <p role="alert" className="mx-auto max-w-2xl rounded-lg border border-red-200 bg-red-50 p-3 text-center text-sm text-red-800">
        This share link is incomplete or damaged, so the logo cannot be shown. Ask for the link again, or make a new logo below.
      </p>
    );
  }
  const suggestion: LogoSuggestion = {
    fontFamily: shared.fontFamily,
    colors: shared.colors,
    ...(shared.symbol ? { symbol: shared.symbol } : {}),
    ...(shared.layout ? { layout: shared.layout } : {}),
    ...(shared.descriptor ? { descriptor: shared.descriptor } : {}),
    ...(shared.slogan ? { slogan: shared.slogan } : {}),
    ...(shared.brandingGuidelines ? { brandingGuidelines: shared.brandingGuidelines } : {}),
  };
  return <SharedCard suggestion={suggestion} logoText={shared.logoText} />;
}

/** The shared variation as a card of its own: editable, not kept (the link is the record). */
function SharedCard({ suggestion, logoText }: { suggestion: LogoSuggestion; logoText: string }) {
  const [card, setCard] = useState<Card>(() => cardFromSuggestion("shared", suggestion, logoText));
  const update = useCallback((_id: string, change: (card: Card) => Card) => setCard(change), []);
  return (
    <div className="mx-auto max-w-md" data-testid="shared-view">
      <VariationCard index={0} card={card} update={update} />
    </div>
  );
}
