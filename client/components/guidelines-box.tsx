// 'Branding Guidelines' (docs/product-rules.md, "Screens"): personality tags, spacing, do's, don'ts, use cases, Regenerate.
import { Check, RefreshCw, X } from "lucide-react";
import type { ReactNode } from "react";
import type { BrandingGuidelines } from "../../shared/schema";

function MarkedList({ items, mark }: { items: string[]; mark: ReactNode }) {
  return (
    <ul className="mb-2 space-y-0.5">
      {items.map((d) => (
        <li key={d} className="flex gap-1.5 text-gray-700">
          {mark}
          <span>{d}</span>
        </li>
      ))}
    </ul>
  );
}

interface Props {
  guidelines: BrandingGuidelines;
  busy: boolean;
  onRegenerate: () => void;
}

export function GuidelinesBox({ guidelines: g, busy, onRegenerate }: Props) {
  return (
    <section className="rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm" aria-label="Branding Guidelines">
      <div className="mb-2 flex items-center justify-between">
        <h4 className="font-semibold text-gray-900">Branding Guidelines</h4>
        <button
          type="button"
          onClick={onRegenerate}
          disabled={busy}
          aria-busy={busy}
          className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-60"
        >
          <RefreshCw className={`h-3 w-3 ${busy ? "animate-spin" : ""}`} aria-hidden />
          {busy ? "..." : "Regenerate"}
        </button>
      </div>
      <h5 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Brand personality</h5>
      <ul className="mb-1 mt-1 flex flex-wrap gap-1" aria-label="Brand personality">
        {g.personality.map((p) => (
          <li key={p} className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-800">
            {p}
          </li>
        ))}
      </ul>
      {/* The rules fold away so the card stays short; they are measured from the logo as it is. */}
      <details className="group/rules">
        <summary className="cursor-pointer rounded text-xs font-medium text-indigo-800 underline-offset-2 hover:underline">
          Spacing, usage rules and use cases
        </summary>
        <div className="mt-2">
          <h5 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Minimum spacing</h5>
          <p className="mb-2 text-gray-700">{g.minSpacing}</p>
          <h5 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Do's</h5>
          <MarkedList items={g.usageGuidelines.dos} mark={<Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-label="Do" />} />
          <h5 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Don'ts</h5>
          <MarkedList items={g.usageGuidelines.donts} mark={<X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-label="Don't" />} />
          <h5 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Best Use Cases</h5>
          <ul className="list-inside list-disc text-gray-700">
            {g.useCases.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        </div>
      </details>
    </section>
  );
}
