// A card's editors (issue 24): the mark (searched by meaning, none, or the initial), the face (the
// catalogue by category, each showing the visitor's own name), the composition, and the text.
// Each edit goes through the card's history (client/workbench.ts); the colours are Edit Colors.
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { CatalogueFamily } from "../../shared/catalogue";
import { faceSections } from "../../shared/scripts";
import { INK } from "../../shared/color";
import { looksLikeIconRef, markWords, iconName } from "../../shared/icons";
import { glyphsPathData } from "../../shared/layout";
import { LIMITS } from "../../shared/limits";
import { COMPOSITIONS, DESCRIPTOR_MAX, descriptorAfterEdit, descriptorCase, splitDescriptor, type Composition, type Logo } from "../../shared/logo";
import { initialOf } from "../../shared/names";
import { logoUrl, searchIcons } from "../api";
import { loadBrowserIcon } from "../fonts";
import { useSettled } from "../hooks/use-settled";
import { ToggleButtons } from "./toggle-buttons";

type Edit = (patch: Partial<Logo>, field: string) => void;

const LABEL = "text-xs font-semibold uppercase tracking-wide text-gray-600";
const FIELD = "h-9 w-full rounded-md border border-gray-300 px-2 text-sm";

/** An icon of the library drawn from its own outline file (the one the preview uses). */
export function IconGlyph({ symbol, className }: { symbol: string; className?: string }) {
  const [d, setD] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    loadBrowserIcon(symbol)
      .then((icon) => alive && icon && setD(glyphsPathData([{ font: icon, id: 0, x: 0, y: 256, scale: 1 }], { plain: true })))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [symbol]);
  return (
    <svg viewBox="0 0 256 256" className={className} aria-hidden>
      {d && <path d={d} fill="currentColor" />}
    </svg>
  );
}

export function MarkEditor({ logo, edit }: { logo: Logo; edit: Edit }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<{ query: string; symbols: string[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const rested = useSettled(query.trim(), 250);
  const id = useId();
  const initial = initialOf(logo.text);

  useEffect(() => {
    if (!rested) return setFound(null);
    let alive = true;
    searchIcons(rested)
      .then((r) => alive && (setFound({ query: r.query, symbols: r.icons.map((i) => i.symbol) }), setFailed(false)))
      .catch((err) => {
        console.error("Icon search failed", err);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [rested]);

  const current = logo.symbol;
  const choose = (symbol: string | undefined) => edit({ symbol }, "symbol");
  const tile = (pressed: boolean) =>
    `flex h-11 w-11 items-center justify-center rounded-md border text-gray-900 ${pressed ? "border-gray-900 bg-gray-100 ring-2 ring-gray-900" : "border-gray-200 bg-white hover:bg-gray-50"}`;

  return (
    <div className="flex flex-col gap-2">
      <p className={LABEL}>Mark</p>
      <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="current-mark">
        {current && looksLikeIconRef(current) && (
          <span className="flex h-9 w-9 items-center justify-center rounded-md border border-gray-900 ring-2 ring-gray-900">
            <IconGlyph symbol={current!} className="h-5 w-5" />
          </span>
        )}
        {current ? `Now: ${markWords(current)}` : "Now: no mark"}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={!current} onClick={() => choose(undefined)} className="rounded-md border border-gray-300 px-2 py-1 text-sm hover:bg-gray-100 aria-pressed:border-gray-900 aria-pressed:font-semibold">
          No mark
        </button>
        {initial && (
          <button
            type="button"
            aria-pressed={current === initial}
            onClick={() => choose(initial)}
            className="rounded-md border border-gray-300 px-2 py-1 text-sm hover:bg-gray-100 aria-pressed:border-gray-900 aria-pressed:font-semibold"
          >
            Initial “{initial}”
          </button>
        )}
      </div>
      <label htmlFor={`${id}-q`} className="sr-only">
        Search icons
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-2 top-2.5 h-4 w-4 text-gray-500" aria-hidden />
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          maxLength={40}
          placeholder="Search icons: whiskey, locksmith, yoga…"
          onChange={(e) => setQuery(e.target.value)}
          className={`${FIELD} pl-8`}
        />
      </div>
      <div aria-live="polite" className="text-xs text-gray-600">
        {failed ? "The icon search is not answering; try again in a moment." : found && found.query === rested ? (found.symbols.length ? `${found.symbols.length} icons for “${found.query}”` : `No icon found for “${found.query}”: try another word.`) : ""}
      </div>
      {found && found.symbols.length > 0 && (
        <ul className="grid grid-cols-6 gap-1.5" aria-label={`Icons for ${found.query}`}>
          {found.symbols.map((symbol) => {
            const name = iconName(symbol)!;
            return (
              <li key={name} data-icon={name} data-symbol={symbol}>
                <button type="button" title={markWords(symbol)} aria-label={markWords(symbol)} aria-pressed={current === symbol} onClick={() => choose(symbol)} className={tile(current === symbol)}>
                  <IconGlyph symbol={symbol} className="h-6 w-6" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!found && <p className="text-xs text-gray-600">Type what the business does or loves to find other icons.</p>}
    </div>
  );
}

export function FaceEditor({ logo, edit }: { logo: Logo; edit: Edit }) {
  // The name in each face, drawn by the server as outlines (the same URL any site may embed),
  // fetched only as the list scrolls into view.
  const sample = (f: CatalogueFamily) => logoUrl({ text: logo.text, font: f.family, colors: [INK] }, "svg") + "&width=400";
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pressed = list.current?.querySelector<HTMLElement>("[aria-pressed=true]");
    // the list is the buttons' offset parent (relative): show the current face under its heading
    if (pressed && list.current) list.current.scrollTop = pressed.offsetTop - 32;
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <p className={LABEL}>Typeface</p>
      <p className="text-sm text-gray-700">Now: {logo.font}</p>
      <div ref={list} className="relative max-h-80 overflow-y-auto rounded-md border border-gray-200 p-1" role="group" aria-label="Typefaces">
        {faceSections(logo.text, logo.font).map(({ label, faces }) => (
          <section key={label} aria-label={label}>
            <h6 className="sticky top-0 bg-white px-1 py-1 text-xs font-semibold capitalize text-gray-600">{label}</h6>
            <ul className="grid grid-cols-2 gap-1">
              {faces.map((f) => (
                <li key={f.family}>
                  <button
                    type="button"
                    aria-pressed={logo.font === f.family}
                    aria-label={`${f.family} (${f.category})`}
                    onClick={() => edit({ font: f.family }, "font")}
                    className={`flex w-full flex-col items-center rounded-md border p-1 ${logo.font === f.family ? "border-gray-900 ring-2 ring-gray-900" : "border-gray-200 hover:bg-gray-50"}`}
                  >
                    {/* the export frame is 2:1 with room around the name: cropped to the name's band */}
                    <img src={sample(f)} alt="" loading="lazy" width={200} height={100} className="h-12 w-full object-cover" />
                    <span className="text-[11px] text-gray-700">{f.family}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export function LayoutEditor({ logo, edit }: { logo: Logo; edit: Edit }) {
  const labels: Record<Composition, string> = { inline: "Inline", stacked: "Stacked", badge: "Badge" };
  return (
    <div className="flex flex-col gap-2">
      <p className={LABEL}>Composition</p>
      {logo.symbol ? (
        <ToggleButtons label="Composition" value={logo.layout ?? "inline"} onChange={(layout) => edit({ layout }, "layout")} options={COMPOSITIONS.map((c) => ({ value: c, label: labels[c] }))} />
      ) : (
        <p className="text-sm text-gray-600">Without a mark the name stands alone: choose a mark to stack it or set it in a badge.</p>
      )}
      <DescriptorPicker logo={logo} edit={edit} />
    </div>
  );
}

/** Which of the name's last words, if any, are set under the first as a descriptor line. */
function DescriptorPicker({ logo, edit }: { logo: Logo; edit: Edit }) {
  const id = useId();
  const splits = Array.from({ length: DESCRIPTOR_MAX }, (_, k) => ({ count: k + 1, split: splitDescriptor(logo.text, k + 1) })).filter((s) => s.split);
  if (!splits.length) return null;
  const value = splitDescriptor(logo.text, logo.descriptor) ? logo.descriptor! : 0;
  return (
    <>
      <label htmlFor={id} className="text-sm text-gray-700">
        Descriptor line
      </label>
      <select id={id} value={value} onChange={(e) => edit({ descriptor: Number(e.target.value) || undefined }, "descriptor")} className={FIELD}>
        <option value={0}>None: the whole name on one line</option>
        {splits.map(({ count, split }) => (
          <option key={count} value={count}>
            {`${split!.lead} / ${descriptorCase(split!.descriptor)}`}
          </option>
        ))}
      </select>
    </>
  );
}

/** The name and slogan, with the form's limits; a blank name is shown as an error and not applied. */
export function TextEditor({ logo, edit }: { logo: Logo; edit: Edit }) {
  const id = useId();
  const [name, setName] = useState(logo.text);
  const [slogan, setSlogan] = useState(logo.slogan ?? "");
  // Undo, redo and Reset change the logo from outside: the fields follow.
  useEffect(() => setName(logo.text), [logo.text]);
  useEffect(() => setSlogan(logo.slogan ?? ""), [logo.slogan]);
  const blank = name.trim() === "";
  return (
    <div className="flex flex-col gap-2">
      <p className={LABEL}>Text</p>
      <label htmlFor={`${id}-name`} className="text-sm text-gray-700">
        Name
      </label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={LIMITS.textMax}
        aria-invalid={blank || undefined}
        aria-describedby={`${id}-name-help`}
        onChange={(e) => {
          setName(e.target.value);
          const text = e.target.value.trim();
          if (text) edit({ text, descriptor: descriptorAfterEdit(logo.text, text, logo.descriptor) }, "text");
        }}
        className={`${FIELD} aria-[invalid=true]:border-red-500`}
      />
      <p id={`${id}-name-help`} className={`text-xs ${blank ? "text-red-700" : "text-gray-500"}`}>
        {blank ? "The name cannot be empty: type at least one character." : `${name.length}/${LIMITS.textMax}`}
      </p>
      <label htmlFor={`${id}-slogan`} className="text-sm text-gray-700">
        Slogan
      </label>
      <input
        id={`${id}-slogan`}
        value={slogan}
        maxLength={LIMITS.sloganMax}
        aria-describedby={`${id}-slogan-help`}
        onChange={(e) => {
          setSlogan(e.target.value);
          edit({ slogan: e.target.value.trim() || undefined }, "slogan");
        }}
        className={FIELD}
      />
      <p id={`${id}-slogan-help`} className="text-xs text-gray-500">
        {slogan ? `${slogan.length}/${LIMITS.sloganMax}` : "Optional: a line under the name."}
      </p>
    </div>
  );
}
