// A row of buttons of which one is pressed (aria-pressed), for background and format choices.
interface Props<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function ToggleButtons<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    // No overflow clipping on the group: a focused button's outline must show whole (issue 24).
    <div role="group" aria-label={label} className="inline-flex self-start rounded-md border border-gray-300">
      {options.map((o, i) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`px-2.5 py-1.5 text-sm font-medium sm:px-3 transition-colors focus-visible:relative focus-visible:z-10 ${i === 0 ? "rounded-l-[5px]" : ""} ${i === options.length - 1 ? "rounded-r-[5px]" : ""} ${
            o.value === value ? "bg-gray-900 text-white" : "bg-white text-gray-700 hover:bg-gray-100"
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
