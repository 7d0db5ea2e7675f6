// The form's colour swatch and its 'Pick a color' popover (Radix): native input, hex input and
// the 20 preset colours. The chosen colour is sent as preferredColor; none means no preference.
import * as Popover from "@radix-ui/react-popover";
import { useEffect, useState } from "react";
import { normaliseHex } from "../../shared/names";
import { PRESET_COLORS } from "../../shared/presets";

interface Props {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}

export function ColorPicker({ value, onChange, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value ?? "");
  useEffect(() => setDraft(value ?? ""), [value]);

  const commitDraft = (text: string) => {
    setDraft(text);
    const hex = normaliseHex(text);
    if (hex && hex.length === 7) onChange(hex);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          disabled={disabled}
          title="Click to change color"
          aria-label={value ? `Click to change color (brand colour ${value})` : "Click to change color (no colour preference)"}
          data-testid="color-swatch"
          className="h-11 w-11 shrink-0 rounded-lg border-2 border-white shadow ring-1 ring-gray-300 disabled:opacity-50"
          style={{ background: value ?? "conic-gradient(#FF6B6B, #F7DC6F, #52B788, #45B7D1, #8338EC, #FF6B6B)" }}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          align="end"
          aria-label="Pick a color"
          className="z-50 w-72 rounded-xl border border-gray-200 bg-white p-4 shadow-xl sm:w-80"
        >
          <h3 className="mb-3 text-sm font-semibold text-gray-900">Pick a color</h3>
          <div className="mb-3 flex items-center gap-2">
            <input
              type="color"
              aria-label="Colour"
              value={value ?? "#000000"}
              onChange={(e) => onChange(e.target.value.toUpperCase())}
              className="h-9 w-12 cursor-pointer rounded border border-gray-300 bg-white"
            />
            <input
              type="text"
              aria-label="Hex colour code"
              placeholder="#000000"
              value={draft}
              maxLength={7}
              onChange={(e) => commitDraft(e.target.value)}
              className="h-9 flex-1 rounded-md border border-gray-300 px-2 font-mono text-sm uppercase"
            />
          </div>
          <p className="mb-2 text-xs font-medium text-gray-600">Preset colors</p>
          <div className="grid grid-cols-8 gap-1.5 sm:grid-cols-10" data-testid="preset-grid">
            {PRESET_COLORS.map((c) => (
              <button
                key={c}
                type="button"
                aria-label={c}
                title={c}
                aria-pressed={value === c}
                onClick={() => onChange(c)}
                className={`aspect-square rounded-md border ${value === c ? "border-gray-900 ring-2 ring-gray-900" : "border-gray-200"}`}
                style={{ background: c }}
              />
            ))}
          </div>
          <button type="button" onClick={() => onChange(undefined)} className="mt-3 text-xs text-gray-600 underline hover:text-gray-900">
            No colour preference
          </button>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
