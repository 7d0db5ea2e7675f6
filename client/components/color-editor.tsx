// 'Edit Colors' (docs/product-rules.md, "Screens"; issue 24): a picker and a hex field per colour,
// add and remove (1–6), one solid colour, and Reset to the suggestion's colours.
import { Minus, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { LIMITS } from "../../shared/limits";
import { normaliseHex } from "../../shared/names";
import { PRESET_COLORS } from "../../shared/presets";

interface Props {
  colors: readonly string[];
  /** The new list, and which colour changed (edits of one colour in a row are one undo step). */
  onChange: (colors: string[], field: string) => void;
  onReset: () => void;
}

const SMALL = "rounded-md border border-gray-300 px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-40";

/** A hex field that applies what is typed once it is a whole colour, and shows the colour otherwise. */
function HexField({ value, index, onColor }: { value: string; index: number; onColor: (hex: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const valid = normaliseHex(draft) !== null;
  return (
    <input
      type="text"
      value={draft}
      maxLength={7}
      spellCheck={false}
      aria-label={`Hex code for colour ${index + 1}`}
      aria-invalid={!valid || undefined}
      onChange={(e) => {
        setDraft(e.target.value);
        const hex = normaliseHex(e.target.value);
        if (hex) onColor(hex);
      }}
      onBlur={() => setDraft(value)}
      className="h-8 w-[4.75rem] rounded-md border border-gray-300 px-1.5 font-mono text-xs uppercase aria-[invalid=true]:border-red-500"
    />
  );
}

export function ColorEditor({ colors, onChange, onReset }: Props) {
  const set = (i: number, hex: string) => onChange(colors.map((c, j) => (j === i ? hex.toUpperCase() : c)), `color-${i}`);
  const remove = (i: number) => onChange(colors.filter((_, j) => j !== i), "colors-count");
  // A new colour: the first preset the palette does not have yet.
  const add = () => onChange([...colors, PRESET_COLORS.find((p) => !colors.includes(p)) ?? "#1F2937"], "colors-count");
  return (
    <section className="text-sm" aria-label="Edit Colors">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-gray-900">Edit Colors</h4>
        <div className="flex gap-1.5">
          <button type="button" onClick={() => onChange([colors[0]!], "colors-count")} disabled={colors.length === 1} className={SMALL}>
            One solid colour
          </button>
          <button type="button" onClick={onReset} className={SMALL}>
            Reset
          </button>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {colors.map((c, i) => (
          <li key={i} className="flex items-center gap-1 rounded-md border border-gray-200 p-1">
            <input
              type="color"
              value={c.toLowerCase()}
              aria-label={`Color ${i + 1}`}
              onChange={(e) => set(i, e.target.value)}
              className="h-8 w-9 cursor-pointer rounded border border-gray-300 bg-white"
            />
            <HexField value={c.toUpperCase()} index={i} onColor={(hex) => set(i, hex)} />
            <button type="button" onClick={() => remove(i)} disabled={colors.length === 1} aria-label={`Remove colour ${i + 1}`} className={SMALL}>
              <Minus className="h-3.5 w-3.5" aria-hidden />
            </button>
          </li>
        ))}
        {colors.length < LIMITS.colorsMax && (
          <li className="flex items-center">
            <button type="button" onClick={add} className={`${SMALL} inline-flex h-10 items-center gap-1`}>
              <Plus className="h-3.5 w-3.5" aria-hidden />
              Add a colour
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
