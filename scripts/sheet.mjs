// npm run sheet: contact sheets of what the builtin engine proposes, so anyone can look at it.
// Starts the built app, asks for six suggestions (with a mark) for the held-out names
// (tests/fixtures/marks-heldout.json: trades the engine was never tuned on), fetches each logo's SVG
// from the public logo URL, and lays them out 20 names to a PNG: docs/sheets/heldout-1.png, …
// A ✓ in a caption marks an icon the held-out list accepts for the name.
// SEED=<n> picks the seed (default 1, so the sheets are reproducible); NAMES="A|B|C" other names
// (one sheet, OUT=… names it); SLOGAN="…" sets every logo's slogan; AGAIN=1 draws each name's
// Generate again instead (seed + 1, sending the first six's marks and faces as the page does).
import { mkdirSync, readFileSync } from "node:fs";
import { startBuiltApp } from "./serve.mjs";
import { writeSheet } from "./sheet-render.mjs";
const HELDOUT = JSON.parse(readFileSync(new URL("../tests/fixtures/marks-heldout.json", import.meta.url), "utf8")).names;
const LIST = process.env.NAMES ? process.env.NAMES.split("|").map((name) => ({ name, fits: [] })) : HELDOUT;
const SEED = Number(process.env.SEED ?? 1);
const SLOGAN = process.env.SLOGAN;
const PER_SHEET = 20;

mkdirSync("docs/sheets", { recursive: true });
const CELL_W = 400;
const CELL_H = 200;
const LABEL_W = 230;
const GAP = 10;

const app = await startBuiltApp();
try {
  for (let page = 0; page * PER_SHEET < LIST.length; page++) {
    const out = process.env.OUT ?? `docs/sheets/heldout-${page + 1}.png`;
    await sheet(LIST.slice(page * PER_SHEET, (page + 1) * PER_SHEET), out, page);
  }
} finally {
  app.stop();
}

async function sheet(list, OUT, page) {
  const rows = [];
  for (const { name, fits } of list) {
    const generate = (extra) =>
      fetch(`${app.base}/api/generate-logo-suggestions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ logoText: name, addSymbol: true, seed: SEED, ...(SLOGAN ? { slogan: SLOGAN } : {}), ...extra }),
      });
    const six = async (extra = {}) => {
      let res = await generate(extra);
      // Generation allows 30 a minute per client: wait the minute out, as a visitor would.
      while (res.status === 429) {
        console.log("rate limited: waiting a minute");
        await new Promise((r) => setTimeout(r, 61_000));
        res = await generate(extra);
      }
      if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      return (await res.json()).suggestions;
    };
    let suggestions = await six();
    if (process.env.AGAIN) {
      const seen = suggestions.flatMap((s) => (s.symbol ? [s.symbol] : []));
      suggestions = await six({ seed: SEED + 1, seen, seenFonts: suggestions.map((s) => s.fontFamily) });
    }
    const cells = [];
    for (const s of suggestions) {
      // A wordmark (no symbol) is the name alone.
      const q = new URLSearchParams({ text: name, font: s.fontFamily, colors: s.colors.join(","), ...(s.symbol ? { symbol: s.symbol, layout: s.layout } : {}), bg: "white", width: String(CELL_W), ...(s.slogan ? { slogan: s.slogan } : {}), ...(s.descriptor ? { descriptor: String(s.descriptor) } : {}) });
      const logo = await fetch(`${app.base}/api/logo.svg?${q}`);
      if (!logo.ok) throw new Error(`${name} ${q}: ${logo.status} ${await logo.text()}`);
      const svg = await logo.text();
      const mark = s.symbol?.replace(/^[a-z]+:/, "");
      cells.push({ svg, caption: mark ? `${fits.includes(mark) ? "✓ " : ""}${mark} · ${s.layout} · ${s.fontFamily}` : `wordmark · ${s.fontFamily}` });
    }
    rows.push({ name, trade: list.find((n) => n.name === name)?.trade, cells });
    console.log(`${name}: ${suggestions.map((s) => (s.symbol ? `${s.symbol} (${s.layout})` : "wordmark")).join(", ")}`);
  }

  const width = LABEL_W + 6 * (CELL_W + GAP) + GAP;
  const rowH = CELL_H + 22 + GAP;
  const height = rows.length * rowH + GAP + 40;
  const esc = (t) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  let body = `<rect width="${width}" height="${height}" fill="#F3F4F6"/>`;
  body += `<text x="${GAP}" y="28" font-family="Manrope" font-weight="700" font-size="20" fill="#111827">Boldmark: six suggestions per name (builtin engine, seed ${SEED}${process.env.AGAIN ? ", Generate again" : ""})${process.env.NAMES ? "" : `, held-out names, sheet ${page + 1}`}</text>`;
  rows.forEach((row, r) => {
    const y = 40 + r * rowH + GAP;
    body += `<text x="${GAP}" y="${y + CELL_H / 2}" font-family="Manrope" font-weight="700" font-size="18" fill="#111827">${esc(row.name)}</text>`;
    if (row.trade) body += `<text x="${GAP}" y="${y + CELL_H / 2 + 22}" font-family="Manrope" font-size="14" fill="#6B7280">${esc(row.trade)}</text>`;
    row.cells.forEach((cell, c) => {
      const x = LABEL_W + GAP + c * (CELL_W + GAP);
      const id = `c${r}_${c}`;
      // Each logo is a nested SVG; its gradient id is made unique within the sheet.
      const inner = cell.svg.replace(/id="g"/g, `id="${id}"`).replace(/url\(#g\)/g, `url(#${id})`).replace(/<svg [^>]*>/, "").replace(/<\/svg>$/, "").replace(/<title>.*?<\/title>/, "");
      body += `<svg x="${x}" y="${y}" width="${CELL_W}" height="${CELL_H}" viewBox="0 0 800 400"><rect width="800" height="400" fill="#FFFFFF"/>${inner}</svg>`;
      body += `<text x="${x + 4}" y="${y + CELL_H + 16}" font-family="Manrope" font-size="13" fill="#4B5563">${esc(cell.caption)}</text>`;
    });
  });
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  const bytes = await writeSheet(doc, width, OUT, 0.6);
  console.log(`sheet: ${OUT} (${rows.length} names × 6, ${Math.round(bytes / 1024)} KB)`);
}
