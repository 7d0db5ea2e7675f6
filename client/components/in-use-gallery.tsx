// "See it in use" (docs/product-rules.md, "Logo in use"): the card's social images and mockups,
// fetched only once the visitor opens the gallery, from the same URLs that serve them to anyone
// (and the same bytes as the brand kit), so what is seen here is what is downloaded.
import { ChevronDown, Images } from "lucide-react";
import { useState } from "react";
import { IN_USE } from "../../shared/in-use";
import type { Logo } from "../../shared/logo";
import { inUseUrl } from "../api";
import { useSettled } from "../hooks/use-settled";

/** Colour edits arrive on every move of the picker: the images follow once it rests. */
const SETTLE_MS = 400;

export function InUseGallery({ logo }: { logo: Logo }) {
  const [open, setOpen] = useState(false);
  const settled = useSettled(logo, SETTLE_MS, JSON.stringify(logo));
  return (
    <details className="group text-sm" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="in-use">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-lg border border-gray-300 px-2.5 py-1.5 font-medium text-gray-700 hover:bg-gray-100">
        <Images className="h-4 w-4" aria-hidden />
        See it in use
        <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      {open && (
        <ul className="mt-2 grid grid-cols-2 gap-3" aria-label="The logo in use">
          {IN_USE.map((format) => {
            const url = inUseUrl(settled, format);
            return (
              <li key={`${format.kind}/${format.id}`} className="flex flex-col gap-1">
                <a href={url} target="_blank" rel="noopener" title={`Open the ${format.label.toLowerCase()} (${format.width}×${format.height})`}>
                  <img
                    src={url}
                    alt={`${logo.text}: ${format.label}`}
                    width={format.width}
                    height={format.height}
                    decoding="async"
                    className="h-auto w-full rounded-md border border-gray-200 bg-gray-100 shadow-sm"
                  />
                </a>
                <span className="text-xs text-gray-600">
                  {format.label} · {format.width}×{format.height}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
