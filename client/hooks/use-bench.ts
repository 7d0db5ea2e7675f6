// The workbench on screen (client/workbench.ts): restored from local storage once the page is up,
// kept there after every change (a quarter second after the last), cleared by "Start over".
import { useCallback, useEffect, useRef, useState } from "react";
import type { LogoSuggestion } from "../../shared/schema";
import type { GenerateInput } from "../api";
import { generated, type Bench, type Card } from "../workbench";

type Storage = typeof import("../workbench-storage");

const SAVE_DELAY_MS = 250;

export function useBench() {
  const [bench, setBench] = useState<Bench | null>(null);
  /** True once the stored bench has been read (or found missing): saving starts then. */
  const [restored, setRestored] = useState(false);
  const storage = useRef<Storage | null>(null);

  useEffect(() => {
    let alive = true;
    import("../workbench-storage")
      .then((m) => {
        storage.current = m;
        if (!alive) return;
        const stored = m.loadBench();
        // A generation that finished before the stored bench was read wins.
        if (stored) setBench((current) => current ?? stored);
      })
      .catch((err) => console.warn("The saved logos could not be read", err))
      .finally(() => alive && setRestored(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => storage.current?.saveBench(bench), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bench, restored]);

  const onGenerated = useCallback((suggestions: LogoSuggestion[], req: GenerateInput) => {
    setBench((prev) => generated(prev, suggestions, req.logoText, req.slogan || undefined));
  }, []);

  const updateCard = useCallback((id: string, change: (card: Card) => Card) => {
    setBench((prev) => prev && { ...prev, cards: prev.cards.map((c) => (c.id === id ? change(c) : c)) });
  }, []);

  const clear = useCallback(() => setBench(null), []);

  return { bench, restored, onGenerated, updateCard, clear };
}
