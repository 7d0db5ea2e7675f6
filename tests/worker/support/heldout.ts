// Figures of the builtin engine on the held-out names (tests/fixtures/marks-heldout.json): written
// before the lexicon was tuned and never used to adjust anything. The test asserts them, the
// contact sheet prints them, the README quotes them.
import heldout from "../../fixtures/marks-heldout.json";
import { builtinSuggestions } from "../../../worker/ai/builtin/engine";
import type { LogoSuggestion } from "../../../shared/schema";
import { ICONS } from "../../../shared/icon-index";
import { iconName } from "../../../shared/icons";
import interfaceGlyphs from "../../../icons/interface.json";

export interface HeldoutName {
  trade: string;
  name: string;
  fits: string[];
}

export const HELDOUT: readonly HeldoutName[] = heldout.names;

export interface NameResult {
  name: string;
  trade: string;
  first: string | undefined;
  firstFits: boolean;
  /** Of the six, how many icons fit. */
  fitting: number;
  /** Of the six, how many are lettermarks (the initial drawn as the mark), counted apart. */
  letters: number;
  /** Of the six, how many are screen glyphs: icons Phosphor files only under what screens show. */
  screen: number;
  /** Marks on a second Generate that were not among the first six. */
  fresh: number;
  /** Of those, how many fit. */
  freshFitting: number;
  marks: string[];
  again: string[];
}

export interface Figures {
  names: number;
  firstFits: number;
  fittingPerSix: number;
  lettersPerSix: number;
  screenPerSix: number;
  freshPerGenerate: number;
  freshFittingPerGenerate: number;
  results: NameResult[];
}

/** "ph:wine" → "wine", "mdi:bee" → "bee"; a lettermark stays its letter. */
const icon = (s: LogoSuggestion) => iconName(s.symbol) ?? s.symbol;

/** Phosphor's categories of what screens show (cursors, text alignment, code, bounding boxes). */
const SCREEN = new Set(["arrows", "system", "editor", "design", "technology & development"]);
const categories = new Map(ICONS.map((i) => [i.name, i.categories]));
/** Interface glyphs the sets file with real objects (icons/interface.json): screen glyphs too. */
const INTERFACE = new Set<string>(interfaceGlyphs.icons);
/**
 * An icon Phosphor files only under what screens show, an interface glyph, or an action on a
 * thing: written apart from the engine's rule (symbol-matcher.ts `screenGlyph`), so a change to
 * that rule shows here.
 */
export const isScreen = (m: string) => INTERFACE.has(m) || (!!categories.get(m)?.length && categories.get(m)!.every((c) => SCREEN.has(c))) || isAction(m);
const tags = new Map(ICONS.map((i) => [i.name, i.tags]));
/** An interface's button: a thing with a plus or a minus, tagged as adding or removing it ("user-minus", "calendar-plus"). */
export const isAction = (m: string) => /(^|-)(plus|minus)(-|$)/.test(m) && (tags.get(m) ?? []).some((t) => t === "add" || t === "remove" || t === "delete" || t === "create");

/** Seeds 7 then 8 stand for a first and a second Generate. */
export function heldoutFigures(names: readonly HeldoutName[] = HELDOUT, seeds: [number, number] = [7, 8]): Figures {
  const results = names.map((n): NameResult => {
    const six = builtinSuggestions({ logoText: n.name, addSymbol: true }, seeds[0]);
    // Generate again, as the page sends it: the marks of the six on screen are `seen`.
    const next = builtinSuggestions({ logoText: n.name, addSymbol: true, seen: six.flatMap((s) => (s.symbol ? [s.symbol] : [])) }, seeds[1]);
    const marks = six.map(icon).filter((m): m is string => !!m);
    const again = next.map(icon).filter((m): m is string => !!m);
    const fits = (m: string) => n.fits.includes(m);
    return {
      name: n.name,
      trade: n.trade,
      first: marks[0],
      firstFits: !!marks[0] && fits(marks[0]),
      fitting: marks.filter(fits).length,
      letters: marks.filter((m) => [...m].length === 1).length,
      screen: marks.filter(isScreen).length,
      fresh: new Set(again.filter((m) => !marks.includes(m))).size,
      freshFitting: new Set(again.filter((m) => !marks.includes(m) && fits(m))).size,
      marks,
      again,
    };
  });
  const mean = (f: (r: NameResult) => number) => results.reduce((s, r) => s + f(r), 0) / results.length;
  return {
    names: results.length,
    firstFits: mean((r) => (r.firstFits ? 1 : 0)),
    fittingPerSix: mean((r) => r.fitting),
    lettersPerSix: mean((r) => r.letters),
    screenPerSix: mean((r) => r.screen),
    freshPerGenerate: mean((r) => r.fresh),
    freshFittingPerGenerate: mean((r) => r.freshFitting),
    results,
  };
}
