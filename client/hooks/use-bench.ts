// The workbench on screen (client/workbench.ts): restored from local storage once the page is up,
// kept there after every change (a quarter second after the last, or at once when the page goes
// away), cleared by "Start over".
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

  // A change waiting for its quarter second is written at once when the page goes away (a reload,
  // a closed tab, a phone switching apps): the six just generated are what the next Generate sends
  // as seen.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!restored) return;
    const save = () => {
      pending.current = null;
      storage.current?.saveBench(bench);
    };
    pending.current = save;
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (pending.current === save) pending.current = null;
    };
  }, [bench, restored]);
  useEffect(() => {
    const flush = () => pending.current?.();
    const hidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, []);

  const onGenerated = useCallback((suggestions: LogoSuggestion[], req: GenerateInput) => {
    setBench((prev) => generated(prev, suggestions, req.logoText, req.slogan || undefined));
  }, []);

  const updateCard = useCallback((id: string, change: (card: Card) => Card) => {
    setBench((prev) => prev && { ...prev, cards: prev.cards.map((c) => (c.id === id ? change(c) : c)) });
  }, []);

  const clear = useCallback(() => setBench(null), []);

  return { bench, restored, onGenerated, updateCard, clear };
}
