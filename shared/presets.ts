// The 20 preset colours (docs/product-rules.md, "Preset colours"): the colour picker's palette and a source of builtin palettes.
export const PRESET_COLORS = [
  "#FF6B6B", "#4ECDC4", "#45B7D1", "#FFA07A", "#98D8C8", "#F7DC6F", "#BB8FCE", "#85C1E2", "#F8B739", "#52B788",
  "#E63946", "#457B9D", "#F77F00", "#06FFA5", "#8338EC", "#FFB703", "#023047", "#FB5607", "#3A86FF", "#8AC926",
] as const;
