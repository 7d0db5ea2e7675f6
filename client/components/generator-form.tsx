// The generator form (docs/product-rules.md, "Screens"): logo text, the two options, the slogan, the brand colour.
// Its values live here and survive any failed generation.
import { Loader2, Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LIMITS } from "../../shared/limits";
import type { GenerateInput } from "../api";
import { ColorPicker } from "./color-picker";

interface Props {
  loading: boolean;
  /** The server's reason for refusing the last request (characters no font can draw, say), and the field it names. */
  error?: { message: string; field?: string } | null;
  onGenerate: (req: GenerateInput) => void;
  /** The saved workbench, once read: an empty form shows what was typed for it. */
  restored?: { logoText: string; slogan?: string; addSymbol?: boolean } | null;
}

export function GeneratorForm({ loading, error, onGenerate, restored }: Props) {
  const [logoText, setLogoText] = useState("");
  const [addSymbol, setAddSymbol] = useState(false);
  const [withSlogan, setWithSlogan] = useState(false);
  const [slogan, setSlogan] = useState("");
  const [color, setColor] = useState<string | undefined>(undefined);
  const blank = logoText.trim() === "";
  // The error sits on the field it concerns: the slogan when the server says so, else the name.
  const sloganError = error?.field === "slogan" && withSlogan;
  const nameError = !!error && !sloganError;

  // After a reload, what the cards were made from (unless the visitor has typed already): the
  // text, the slogan and whether marks were asked for. Once: later edits to the cards must not
  // tick again an option the visitor has since cleared.
  const applied = useRef(false);
  useEffect(() => {
    if (!restored || applied.current) return;
    applied.current = true;
    setLogoText((t) => t || restored.logoText);
    if (restored.slogan) {
      setSlogan((t) => t || restored.slogan!);
      setWithSlogan(true);
    }
    if (restored.addSymbol) setAddSymbol(true);
  }, [restored]);

  // The fields are disabled while generating, which drops the focus: it comes back where it was.
  const focused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (loading || !focused.current) return;
    if (document.activeElement === document.body || document.activeElement === null) focused.current.focus();
    focused.current = null;
  }, [loading]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || loading) return;
    focused.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onGenerate({
      logoText: logoText.trim(),
      addSymbol,
      slogan: withSlogan ? slogan.trim() : undefined,
      ...(color ? { preferredColor: color } : {}),
    });
  };

  return (
    <form onSubmit={submit} className="mx-auto max-w-2xl rounded-2xl border border-gray-200 bg-white/90 p-5 shadow-sm" aria-label="Logo generator">
      <div className="flex items-center gap-2">
        <label htmlFor="logo-text" className="sr-only">
          Logo text
        </label>
        <input
          id="logo-text"
          type="text"
          placeholder="Enter your logo text..."
          value={logoText}
          maxLength={LIMITS.textMax}
          disabled={loading}
          onChange={(e) => setLogoText(e.target.value)}
          aria-invalid={nameError || undefined}
          aria-describedby={nameError ? "form-error logo-text-count" : "logo-text-count"}
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-base disabled:bg-gray-100 aria-[invalid=true]:border-red-500"
        />
        <ColorPicker value={color} onChange={setColor} disabled={loading} />
        <button
          type="submit"
          disabled={blank}
          aria-disabled={loading || undefined}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-gradient-to-r from-indigo-600 to-violet-600 px-4 font-semibold text-white shadow hover:from-indigo-700 hover:to-violet-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {loading ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              Generating...
            </>
          ) : (
            <>
              <Sparkles className="hidden h-4 w-4 sm:inline" aria-hidden />
              <span className="hidden sm:inline">Generate</span>
              <span className="sm:hidden">Go</span>
            </>
          )}
        </button>
      </div>
      <p id="logo-text-count" className={`mt-1 text-right text-xs ${logoText.length >= LIMITS.textMax ? "font-semibold text-amber-800" : "text-gray-500"}`}>
        {logoText.length >= LIMITS.textMax ? `${LIMITS.textMax} of ${LIMITS.textMax} characters: the name cannot be longer` : `${logoText.length}/${LIMITS.textMax}`}
      </p>
      {nameError && (
        <p id="form-error" role="alert" className="mt-1 text-sm text-red-700">
          {error!.message}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 text-sm text-gray-700">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" checked={addSymbol} disabled={loading} onChange={(e) => setAddSymbol(e.target.checked)} className="h-4 w-4" />
          Include decorative symbol with logo
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" checked={withSlogan} disabled={loading} onChange={(e) => setWithSlogan(e.target.checked)} className="h-4 w-4" />
          Include slogan below logo
        </label>
        {withSlogan && (
          <>
            <label htmlFor="slogan" className="sr-only">
              Slogan
            </label>
            <input
              id="slogan"
              type="text"
              placeholder="Enter your slogan..."
              value={slogan}
              maxLength={LIMITS.sloganMax}
              disabled={loading}
              onChange={(e) => setSlogan(e.target.value)}
              aria-invalid={sloganError || undefined}
              aria-describedby={sloganError ? "slogan-error" : undefined}
              className="h-10 rounded-lg border border-gray-300 px-3 disabled:bg-gray-100 aria-[invalid=true]:border-red-500"
            />
            {sloganError && (
              <p id="slogan-error" role="alert" className="text-sm text-red-700">
                {error!.message}
              </p>
            )}
          </>
        )}
      </div>
    </form>
  );
}
