// The logos every benchmark measures: plain, mark + slogan, five colours, a long name, a script
// face with an emoji, a serif with a symbol.
export const FIGURES: { text: string; font: string; colors: string[]; symbol?: string; slogan?: string }[] = [
  { text: "Boldmark", font: "Montserrat", colors: ["#FF6B6B", "#3A86FF"] },
  { text: "Quantum Coffee Labs", font: "Playfair Display", colors: ["#6F4E37", "#F77F00", "#FFB703"], symbol: "☕", slogan: "Brewed by science" },
  { text: "Nova", font: "Unbounded", colors: ["#8338EC", "#3A86FF", "#06FFA5", "#FFB703", "#FB5607"], symbol: "⚡" },
  { text: "Boldmark International Holdings", font: "Oswald", colors: ["#023047", "#219EBC", "#8ECAE6", "#FFB703"], slogan: "Since 2026" },
  { text: "Café Lumière", font: "Dancing Script", colors: ["#BB8FCE", "#FF6B6B"], symbol: "🥐", slogan: "Pâtisserie & café" },
  { text: "Harbor & Vale Legal", font: "Libre Baskerville", colors: ["#1D3557", "#457B9D", "#B08D57"], symbol: "⚖" },
];
