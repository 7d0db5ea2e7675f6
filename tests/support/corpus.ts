// The names corpus (tests/fixtures/names.json) and the combinations the sweep tests run it in.
import corpus from "../fixtures/names.json";
import { LATIN_FAMILIES as FAMILIES } from "../../shared/catalogue";
import { COMPOSITIONS, type Composition } from "../../shared/logo";

export const NAMES: readonly string[] = corpus.drawable.map((n) => n.text);
export const SLOGANS: readonly string[] = corpus.slogans;
export const SYMBOLS: readonly string[] = corpus.symbols;
export const UNDRAWABLE: readonly { text: string; characters: string[] }[] = corpus.undrawable;

export interface Case {
  family: string;
  text: string;
  symbol?: string;
  slogan?: string;
  layout?: Composition;
  /** The name's last words as a descriptor (shared/logo.ts). */
  descriptor?: number;
}

/** "Montserrat · "Dev Stack" + ★ + slogan "…"": how a failing case names itself. */
export function describeCase(c: Case): string {
  return [
    `${c.family} · ${JSON.stringify(c.text)}`,
    c.symbol ? `symbol ${JSON.stringify(c.symbol)}` : "",
    c.slogan ? `slogan ${JSON.stringify(c.slogan)}` : "",
    c.layout ? c.layout : "",
    c.descriptor ? `descriptor ${c.descriptor}` : "",
  ].filter(Boolean).join(" + ");
}

/**
 * Every family × every name × {plain, symbol, slogan, symbol + slogan}. The symbol (Unicode
 * glyphs and icons), the composition and the slogan rotate through their lists with the name,
 * so each one meets every family too.
 */
export function everyCase(): Case[] {
  const cases: Case[] = [];
  FAMILIES.forEach((f, fi) => {
    NAMES.forEach((text, ni) => {
      const symbol = SYMBOLS[(fi + ni) % SYMBOLS.length]!;
      const slogan = SLOGANS[(fi * 3 + ni) % SLOGANS.length]!;
      const layout = COMPOSITIONS[(fi + ni) % COMPOSITIONS.length]!;
      const other = COMPOSITIONS[(fi + ni + 1) % COMPOSITIONS.length]!;
      cases.push(
        { family: f.family, text },
        { family: f.family, text, symbol, layout },
        { family: f.family, text, slogan },
        { family: f.family, text, symbol, slogan, layout: other },
      );
    });
  });
  return cases;
}
