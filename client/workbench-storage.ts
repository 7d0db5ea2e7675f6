// The workbench in local storage (issue 24): versioned, bounded, validated when read back, and
// nothing of it sent anywhere. Loaded apart from the page's first script: it needs the validator.
import { z } from "zod";
import { fromDesign, toDesign } from "../shared/logo";
import { brandingGuidelines, designGuideRequest, fontFamily } from "../shared/schema";
import { HISTORY_MAX, type Bench, type CardDesign } from "./workbench";
import { LIMITS } from "../shared/limits";

export const STORAGE_KEY = "boldmark.workbench.v1";
/** The most the workbench may take in local storage (browsers give a site about 5 MB). */
export const STORAGE_MAX = 1_000_000;
/** At most this many cards are kept: six new ones and the starred. */
export const CARDS_MAX = 30;

// What is read back is validated like the API validates a design: a damaged or hand-edited entry
// is dropped, never drawn.
const design = z.object({
  logo: designGuideRequest
    .pick({ logoText: true, fontFamily: true, colors: true, symbol: true, layout: true, descriptor: true, slogan: true })
    .transform((d) => fromDesign(d)),
  guidelines: brandingGuidelines.optional(),
});
const toStored = (d: CardDesign) => ({ logo: toDesign(d.logo), guidelines: d.guidelines });
const storedCard = z.object({
  id: z.string().max(40),
  original: design,
  past: z.array(design).max(HISTORY_MAX),
  present: design,
  future: z.array(design).max(HISTORY_MAX),
  starred: z.boolean(),
});
const storedBench = z.object({
  version: z.literal(1),
  logoText: z.string().max(200),
  slogan: z.string().max(200).optional(),
  generation: z.number().int().min(0),
  cards: z.array(storedCard).max(CARDS_MAX),
  shown: z.array(z.string().max(LIMITS.seenEach)).max(LIMITS.seenMax).optional(),
  // Faces the catalogue holds, as the cards' are: a damaged entry drops the bench.
  shownFonts: z.array(fontFamily).max(LIMITS.seenMax).optional(),
});

/** The bench as stored: histories dropped (oldest first) until it fits STORAGE_MAX. */
export function serialise(bench: Bench): string {
  const cards = bench.cards.slice(0, CARDS_MAX);
  const write = (keep: number) =>
    JSON.stringify({
      version: 1,
      logoText: bench.logoText,
      slogan: bench.slogan,
      generation: bench.generation,
      shown: bench.shown,
      shownFonts: bench.shownFonts,
      cards: cards.map((c) => ({
        id: c.id,
        starred: c.starred,
        original: toStored(c.original),
        present: toStored(c.present),
        past: c.past.slice(-keep).map(toStored),
        future: c.future.slice(0, keep).map(toStored),
      })),
    });
  for (let keep = HISTORY_MAX; keep > 0; keep = Math.floor(keep / 2)) {
    const text = write(keep);
    if (text.length <= STORAGE_MAX) return text;
  }
  return write(0);
}

/** The stored bench, or null when there is none or it cannot be trusted. */
export function deserialise(text: string | null): Bench | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedBench.safeParse(raw);
  if (!parsed.success) return null;
  const { logoText, slogan, generation, cards, shown, shownFonts } = parsed.data;
  return { logoText, slogan, generation, cards, ...(shown ? { shown } : {}), ...(shownFonts ? { shownFonts } : {}) };
}

export function loadBench(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): Bench | null {
  try {
    return deserialise(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return null; // storage blocked (private mode, a sandboxed frame)
  }
}

export function saveBench(bench: Bench | null, storage: Pick<Storage, "setItem" | "removeItem"> | undefined = globalThis.localStorage): void {
  try {
    if (!bench) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, serialise(bench));
  } catch (err) {
    // Full or blocked: the work stays on screen, only a reload would lose it.
    console.warn("Could not keep the logos in local storage", err);
  }
}
