// Turns whatever a model answered into valid suggestions: parse leniently, normalise colours,
// map fonts to the catalogue, replace undrawable symbols, fill gaps from the builtin engine.
import { FAMILIES, findFamily } from "../../shared/catalogue";
import { fitGuidelines } from "../../shared/guidelines";
import { iconName } from "../../shared/icons";
import { iconRef } from "../../shared/icon-index";
import { COMPOSITIONS, type Composition } from "../../shared/logo";
import { normaliseHex } from "../../shared/names";
import { brandingGuidelines, type BrandingGuidelines, type GenerateRequest, type LogoSuggestion } from "../../shared/schema";
import { seenIcons } from "./builtin/engine";
import { markPolicy, redCross } from "./builtin/mark-safety";
import { calmFor } from "./builtin/palette";
import { fitFor, nearestCandidate } from "./builtin/symbol-matcher";
import { readCues } from "./builtin/cues";
import { SUGGESTION_COUNT } from "./generator";

/** JSON from a model: tolerates code fences, prose around it, and trailing commas. */
export function parseModelJson(text: string): unknown {
  const unfenced = text.replace(/```(?:json|JSON)?/g, "").trim();
  const start = unfenced.search(/[[{]/);
  if (start < 0) return undefined;
  const open = unfenced[start]!;
  const end = unfenced.lastIndexOf(open === "{" ? "}" : "]");
  if (end <= start) return undefined;
  const body = unfenced.slice(start, end + 1);
  for (const candidate of [body, body.replace(/,\s*([}\]])/g, "$1")]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The list of suggestions wherever the model put it. */
function findList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (!isRecord(raw)) return [];
  for (const key of ["suggestions", "logos", "variations", "logoSuggestions", "results", "data"]) {
    if (Array.isArray(raw[key])) return raw[key] as unknown[];
  }
  const firstList = Object.values(raw).find(Array.isArray);
  if (firstList) return firstList;
  return "fontFamily" in raw ? [raw] : [];
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}

const CATEGORY_WORDS: [RegExp, string][] = [
  [/mono|code|courier|consol/i, "monospace"],
  [/script|hand|brush|cursive|pacifico|lobster/i, "script"],
  [/slab|rockwell|courier/i, "slab"],
  [/condensed|narrow|compressed|bebas|anton|impact|league gothic/i, "condensed"],
  [/round|comic/i, "rounded"],
  [/serif|garamond|times|georgia|baskerville|bodoni|didot|roman/i, "serif"],
  [/display|black|poster|futura|avant|bauhaus/i, "display"],
  [/grotesk|grotesque|helvetica|arial|neue|sf pro|roboto/i, "grotesque"],
  [/gill|humanist|sans/i, "humanist"],
];

/** A catalogue family for any font name: exact, close spelling, or by the style it names. */
export function nearestFamily(name: unknown, fallbackIndex: number): string {
  if (typeof name === "string" && name.trim()) {
    const exact = findFamily(name);
    if (exact) return exact.family;
    const key = name.toLowerCase().replace(/[^a-z0-9]/g, "");
    const close = FAMILIES.map((f) => ({ f, d: editDistance(key, f.family.toLowerCase().replace(/[^a-z0-9]/g, "")) }))
      .sort((a, b) => a.d - b.d)[0]!;
    if (close.d <= 2) return close.f.family;
    // "Playfair" for Playfair Display, "Montserrat Bold" for Montserrat.
    const contained = FAMILIES.find((f) => {
      const fk = f.family.toLowerCase().replace(/[^a-z0-9]/g, "");
      return key.includes(fk) || (key.length >= 4 && fk.startsWith(key));
    });
    if (contained) return contained.family;
    const style = CATEGORY_WORDS.find(([re]) => re.test(name));
    if (style) {
      const inCategory = FAMILIES.filter((f) => f.category === style[1]);
      return inCategory[fallbackIndex % inCategory.length]!.family;
    }
  }
  return FAMILIES[(fallbackIndex * 7) % FAMILIES.length]!.family;
}

function colorsFrom(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,\s]+/) : [];
  const out: string[] = [];
  for (const item of items) {
    const hex = typeof item === "string" ? normaliseHex(item) : null;
    if (hex && !out.includes(hex)) out.push(hex);
  }
  return out;
}

/** The strings of a list (or a string the model wrote as a list), bullets stripped. */
function stringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/\s*[,;\n]\s*/) : [];
  return items
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.trim().replace(/^[-•*✓✗✔✘]\s*/, ""))
    .filter(Boolean);
}

/**
 * Guidelines when the model's are usable (lists may come as strings), otherwise undefined; fitted
 * into the limits every route accepts (shared/guidelines.ts), so they open in the guide and in
 * share links.
 */
export function repairGuidelines(value: unknown): BrandingGuidelines | undefined {
  if (!isRecord(value)) return undefined;
  const usage = isRecord(value.usageGuidelines) ? value.usageGuidelines : value;
  const candidate = fitGuidelines({
    personality: stringList(value.personality),
    minSpacing: typeof value.minSpacing === "string" ? value.minSpacing : "",
    usageGuidelines: { dos: stringList(usage.dos), donts: stringList(usage.donts) },
    useCases: stringList(value.useCases),
  });
  const ok =
    candidate.personality.length > 0 &&
    candidate.minSpacing.length > 0 &&
    candidate.usageGuidelines.dos.length > 0 &&
    candidate.usageGuidelines.donts.length > 0 &&
    candidate.useCases.length > 0;
  if (!ok) return undefined;
  const parsed = brandingGuidelines.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

export interface RepairContext {
  req: GenerateRequest;
  /** The builtin engine's answer for the same request: the source of every replacement. */
  builtin: LogoSuggestion[];
  /** The icon names the model was offered (bare names, no "ph:" or "mdi:"). */
  candidates: readonly string[];
  /** Guidelines written for a repaired font, palette, mark and composition. */
  guidelinesFor(s: { fontFamily: string; colors: string[]; symbol?: string; layout?: Composition; descriptor?: number; personality?: string[] }, index: number): BrandingGuidelines;
}

/** 3–5 short adjectives, or undefined. */
function personalityFrom(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const words = value.filter((v): v is string => typeof v === "string").map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 40);
  return words.length >= 2 ? [...new Set(words)].slice(0, 5) : undefined;
}

/** Returns 6 valid suggestions, and how many of them came from the model. */
export function repairSuggestions(raw: unknown, ctx: RepairContext): { suggestions: LogoSuggestion[]; fromModel: number } {
  const { req, builtin } = ctx;
  const out: LogoSuggestion[] = [];
  const seen = new Set<string>();
  const marks = new Set<string>();
  const allowed = fitFor(readCues(req.logoText).profiles, markPolicy(req.logoText, req.slogan));
  const shown = seenIcons(req.seen);
  const shownFonts = new Set(req.seenFonts);
  const offList = (name: string) => allowed(name) && !shown.has(name);
  for (const item of findList(raw)) {
    if (out.length >= SUGGESTION_COUNT) break;
    if (!isRecord(item)) continue;
    const i = out.length;
    let fontFamily = nearestFamily(item.fontFamily ?? item.font ?? item.fontName, i);
    // Generate again: a face already shown gives way to the builtin six's face at this place,
    // which is a new one wherever a new face suits the name.
    if (shownFonts.has(fontFamily) && !shownFonts.has(builtin[i]!.fontFamily)) fontFamily = builtin[i]!.fontFamily;
    let colors = colorsFrom(item.colors ?? item.palette ?? item.colours);
    if (colors.length === 0) continue; // nothing of this item's look survives: let the builtin fill it
    if (req.preferredColor && !colors.includes(req.preferredColor)) colors = [req.preferredColor, ...colors];
    for (const c of builtin[i]!.colors) if (colors.length < 2 && !colors.includes(c)) colors.push(c);
    colors = colors.slice(0, 5);
    if (req.preferredColor && !colors.includes(req.preferredColor)) colors[4] = req.preferredColor;
    const key = `${fontFamily}|${colors.join()}`;
    if (seen.has(key)) continue;
    let symbol: string | undefined;
    let layout: Composition | undefined;
    if (req.addSymbol) {
      // The model's icon if it is on the shortlist, or a library icon the mark policy allows and
      // not shown before; else the nearest listed one by tags, else the matcher's own choice;
      // never the same mark twice.
      const proposed = typeof item.symbol === "string" ? item.symbol : typeof item.icon === "string" ? item.icon : "";
      let name = proposed ? nearestCandidate(proposed, ctx.candidates, marks, offList) : undefined;
      if (!name) name = [builtin[i]!.symbol, ...builtin.map((b) => b.symbol)].map((s) => iconName(s)).find((n) => n && !marks.has(n));
      if (!name) name = ctx.candidates.find((c) => !marks.has(c));
      if (name) {
        marks.add(name);
        symbol = iconRef(name);
      }
      layout = (COMPOSITIONS as readonly unknown[]).includes(item.layout) ? (item.layout as Composition) : builtin[i]!.layout;
    }
    seen.add(key);
    // Never the Red Cross emblem, whichever model drew it (mark-safety.ts CROSS_EMBLEMS).
    if (redCross(symbol, colors, req.preferredColor)) colors = [calmFor([...colors, ...builtin.flatMap((b) => b.colors)])];
    const personality = personalityFrom(item.personality);
    const guidelines = repairGuidelines(item.brandingGuidelines ?? item.guidelines) ?? ctx.guidelinesFor({ fontFamily, colors, symbol, layout, descriptor: builtin[i]!.descriptor, personality }, i);
    out.push({
      fontFamily,
      colors,
      ...(symbol ? { symbol, layout: layout ?? "inline" } : {}),
      ...(builtin[i]!.descriptor ? { descriptor: builtin[i]!.descriptor } : {}),
      ...(req.slogan ? { slogan: req.slogan } : {}),
      brandingGuidelines: guidelines,
    });
  }
  const fromModel = out.length;
  for (const s of builtin) {
    if (out.length >= SUGGESTION_COUNT) break;
    const key = `${s.fontFamily}|${s.colors.join()}`;
    if (seen.has(key) || (s.symbol && marks.has(iconName(s.symbol) ?? ""))) continue;
    seen.add(key);
    if (s.symbol) marks.add(iconName(s.symbol) ?? s.symbol);
    out.push(s);
  }
  // When a mark was asked for, the six show every composition.
  if (req.addSymbol && new Set(out.map((s) => s.layout)).size < COMPOSITIONS.length) {
    out.forEach((s, i) => (s.layout = builtin[i]?.layout ?? s.layout));
  }
  return { suggestions: out, fromModel };
}
