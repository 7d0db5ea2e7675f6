// The workbench (issue 24): the cards on screen, each with its edits as a history (undo, redo,
// reset to the suggestion) and a star, kept in local storage so a reload or Back loses nothing.
// Pure functions over plain data: the components call them, the tests run them in Node.
// Storing it is client/workbench-storage.ts, loaded apart (it needs the validator).
import type { Logo } from "../shared/logo";
import type { BrandingGuidelines, LogoSuggestion } from "../shared/schema";
import { LIMITS } from "../shared/limits";

/** What a card shows and exports: the logo as edited, and its guidelines (facts restated when shown). */
export interface CardDesign {
  logo: Logo;
  guidelines?: BrandingGuidelines;
}

export interface Card {
  /** Stable across reloads: the generation and the place in it. */
  id: string;
  /** The suggestion as it came: what Reset returns to. */
  original: CardDesign;
  past: CardDesign[];
  present: CardDesign;
  future: CardDesign[];
  starred: boolean;
  /** The last edit, so that a run of edits of one field (a colour dragged) is one undo step. */
  last?: { field: string; at: number };
}

export interface Bench {
  /** What the visitor typed for the latest generation (the form shows it again after a reload). */
  logoText: string;
  slogan?: string;
  generation: number;
  cards: Card[];
  /** The marks suggested for this name so far, newest first (seenMarks). */
  shown?: string[];
  /** The font families suggested for this name so far, newest first (seenFonts). */
  shownFonts?: string[];
}

/** Undo steps kept per card. */
export const HISTORY_MAX = 50;
/** Edits of one field closer together than this are one step. */
export const COALESCE_MS = 800;

export function cardFromSuggestion(id: string, suggestion: LogoSuggestion, logoText: string, slogan?: string): Card {
  const design: CardDesign = {
    logo: { text: logoText, font: suggestion.fontFamily, colors: suggestion.colors, symbol: suggestion.symbol, layout: suggestion.layout, ...(suggestion.descriptor ? { descriptor: suggestion.descriptor } : {}), slogan: slogan ?? suggestion.slogan },
    guidelines: suggestion.brandingGuidelines,
  };
  return { id, original: design, past: [], present: design, future: [], starred: false };
}

/** A new generation: the starred cards stay (first, as they were), the new suggestions follow. */
export function generated(prev: Bench | null, suggestions: LogoSuggestion[], logoText: string, slogan?: string): Bench {
  const generation = (prev?.generation ?? 0) + 1;
  const kept = prev?.cards.filter((c) => c.starred) ?? [];
  const fresh = suggestions.map((s, i) => cardFromSuggestion(`${generation}-${i}`, s, logoText, slogan));
  const shown = newestFirst([...suggestions.map((s) => s.symbol), ...seenMarks(prev, logoText)]);
  const shownFonts = newestFirst([...suggestions.map((s) => s.fontFamily), ...seenFonts(prev, logoText)]);
  return { logoText, slogan, generation, cards: [...kept, ...fresh], shown, shownFonts };
}

/**
 * The marks already suggested for this name, newest first (at most LIMITS.seenMax), over this and
 * earlier generations: a Generate again sends them as `seen`, so the new six lead with other
 * ideas. Another name starts afresh.
 */
export function seenMarks(bench: Bench | null, logoText: string): string[] {
  return suggestedFor(bench, logoText, bench?.shown, (logo) => logo.symbol);
}

/**
 * The font families already suggested for this name, the same way: a Generate again sends them as
 * `seenFonts`, so the new six take other faces first.
 */
export function seenFonts(bench: Bench | null, logoText: string): string[] {
  return suggestedFor(bench, logoText, bench?.shownFonts, (logo) => logo.font);
}

/** What the bench remembers of this name's suggestions (`kept`) and what its cards were suggested with, newest first. */
function suggestedFor(bench: Bench | null, logoText: string, kept: readonly string[] | undefined, of: (logo: Logo) => string | undefined): string[] {
  if (!bench || bench.logoText.trim().toLowerCase() !== logoText.trim().toLowerCase()) return [];
  return newestFirst([...(kept ?? []), ...[...bench.cards].reverse().map((c) => of(c.original.logo))]);
}

/** Whether the newest generation was asked with marks (its cards carry them): a reload ticks the option again. */
export function askedForMarks(bench: Bench): boolean {
  return bench.cards.some((c) => c.id.startsWith(`${bench.generation}-`) && !!c.original.logo.symbol);
}

function newestFirst(symbols: (string | undefined)[]): string[] {
  return [...new Set(symbols.filter((s): s is string => !!s))].slice(0, LIMITS.seenMax);
}

/** One edit of the logo; `field` names what changed, for coalescing. */
export function editLogo(card: Card, patch: Partial<Logo>, field: string, now = Date.now()): Card {
  const logo = { ...card.present.logo, ...patch };
  if (JSON.stringify(logo) === JSON.stringify(card.present.logo)) return card;
  return commit(card, { ...card.present, logo }, field, now);
}

export function setGuidelines(card: Card, guidelines: BrandingGuidelines, now = Date.now()): Card {
  return commit(card, { ...card.present, guidelines }, "guidelines", now);
}

function commit(card: Card, present: CardDesign, field: string, now: number): Card {
  const coalesce = card.last?.field === field && now - card.last.at < COALESCE_MS && card.past.length > 0;
  const past = coalesce ? card.past : [...card.past, card.present].slice(-HISTORY_MAX);
  return { ...card, past, present, future: [], last: { field, at: now } };
}

export const canUndo = (card: Card) => card.past.length > 0;
export const canRedo = (card: Card) => card.future.length > 0;

export function undo(card: Card): Card {
  const previous = card.past.at(-1);
  if (!previous) return card;
  return { ...card, past: card.past.slice(0, -1), present: previous, future: [card.present, ...card.future], last: undefined };
}

export function redo(card: Card): Card {
  const next = card.future[0];
  if (!next) return card;
  return { ...card, past: [...card.past, card.present].slice(-HISTORY_MAX), present: next, future: card.future.slice(1), last: undefined };
}

/** Whether the card differs from the suggestion it came as. */
export const isEdited = (card: Card): boolean => JSON.stringify(card.present) !== JSON.stringify(card.original);

/** Back to the suggestion, as one step that Undo takes back. */
export function reset(card: Card): Card {
  if (!isEdited(card)) return card;
  return { ...commit(card, card.original, "reset", 0), last: undefined };
}

export const toggleStar = (card: Card): Card => ({ ...card, starred: !card.starred });
