// npm run sheet: a contact sheet of what the builtin engine proposes, so anyone can look at it.
// Starts the built app, asks for six suggestions (with a mark) for names from many trades, fetches
// each logo's SVG from the public logo URL, and lays them out in one PNG: docs/marks-sheet.png.
// SEED=<n> picks the seed (default 1, so the sheet is reproducible); NAMES="A|B|C" other names.
import { startBuiltApp } from "./serve.mjs";
import { writeSheet } from "./sheet-render.mjs";
const NAMES = (process.env.NAMES ?? "Gritstone Climbing|Iron Forge Fitness|Harbor & Finch Bakery|Atlas Legal Partners|Penny Jar Savings|Happy Paws Vet|Brightside Dental|Blue Note Records|Swift Freight Logistics|Maple Tutoring|Sunpath Solar|Bloom Garden Co").split("|");
const SEED = Number(process.env.SEED ?? 1);
const OUT = process.env.OUT ?? "docs/marks-sheet.png";
const CELL_W = 400;
const CELL_H = 200;
const LABEL_W = 230;
const GAP = 10;

const app = await startBuiltApp();
try {
  const rows = [];
  for (const name of NAMES) {
    const res = await fetch(`${app.base}/api/generate-logo-suggestions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ logoText: name, addSymbol: true, seed: SEED }),
    });
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    const { suggestions } = await res.json();
    const cells = [];
    for (const s of suggestions) {
      const q = new URLSearchParams({ text: name, font: s.fontFamily, colors: s.colors.join(","), symbol: s.symbol, layout: s.layout, bg: "white", width: String(CELL_W) });
      const svg = await (await fetch(`${app.base}/api/logo.svg?${q}`)).text();
      cells.push({ svg, caption: `${s.symbol.replace(/^ph:/, "")} · ${s.layout} · ${s.fontFamily}` });
    }
    rows.push({ name, cells });
    console.log(`${name}: ${suggestions.map((s) => `${s.symbol} (${s.layout})`).join(", ")}`);
  }

  const width = LABEL_W + 6 * (CELL_W + GAP) + GAP;
  const rowH = CELL_H + 22 + GAP;
  const height = rows.length * rowH + GAP + 40;
  const esc = (t) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  let body = `<rect width="${width}" height="${height}" fill="#F3F4F6"/>`;
  body += `<text x="${GAP}" y="28" font-family="Manrope" font-weight="700" font-size="20" fill="#111827">Boldmark: six suggestions per name (builtin engine, seed ${SEED})</text>`;
  rows.forEach((row, r) => {
    const y = 40 + r * rowH + GAP;
    body += `<text x="${GAP}" y="${y + CELL_H / 2}" font-family="Manrope" font-weight="700" font-size="18" fill="#111827">${esc(row.name)}</text>`;
    row.cells.forEach((cell, c) => {
      const x = LABEL_W + GAP + c * (CELL_W + GAP);
      const id = `c${r}_${c}`;
      // Each logo is a nested SVG; its gradient id is made unique within the sheet.
      const inner = cell.svg.replace(/id="g"/g, `id="${id}"`).replace(/url\(#g\)/g, `url(#${id})`).replace(/<svg [^>]*>/, "").replace(/<\/svg>$/, "").replace(/<title>.*?<\/title>/, "");
      body += `<svg x="${x}" y="${y}" width="${CELL_W}" height="${CELL_H}" viewBox="0 0 800 400"><rect width="800" height="400" fill="#FFFFFF"/>${inner}</svg>`;
      body += `<text x="${x + 4}" y="${y + CELL_H + 16}" font-family="Manrope" font-size="13" fill="#4B5563">${esc(cell.caption)}</text>`;
    });
  });
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  const bytes = await writeSheet(sheet, width, OUT, 0.6);
  console.log(`sheet: ${OUT} (${rows.length} names × 6, ${Math.round(bytes / 1024)} KB)`);
} finally {
  app.stop();
}
