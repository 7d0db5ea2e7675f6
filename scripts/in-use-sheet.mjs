// npm run sheet:in-use: the eight social images and mockups of one logo, fetched from the public
// URLs of the built app and laid out in one PNG: docs/in-use.png. QUERY="text=…&colors=…" picks
// the logo (the URLs' query without `format`).
import { IN_USE } from "../shared/in-use.ts";
import { startBuiltApp } from "./serve.mjs";
import { writeSheet } from "./sheet-render.mjs";

const QUERY = process.env.QUERY ?? "text=Harbor%20%26%20Pine&font=Archivo&colors=08915F,023047&symbol=ph:lighthouse&layout=badge&slogan=Coastal%20cabins";
const OUT = process.env.OUT ?? "docs/in-use.png";
const ROW_H = 300;
const GAP = 16;
const WIDTH = 1600;

const app = await startBuiltApp();
try {
  const cells = [];
  for (const format of IN_USE) {
    const res = await fetch(`${app.base}/api/${format.kind}.png?${QUERY}&format=${format.id}`);
    if (!res.ok) throw new Error(`${format.id}: ${res.status} ${await res.text()}`);
    const png = Buffer.from(await res.arrayBuffer()).toString("base64");
    cells.push({ format, href: `data:image/png;base64,${png}`, w: (format.width * ROW_H) / format.height });
  }
  // rows of images ROW_H tall, wrapped at WIDTH, each with its caption
  let x = GAP;
  let y = GAP;
  let body = "";
  for (const { format, href, w } of cells) {
    if (x + w > WIDTH - GAP) {
      x = GAP;
      y += ROW_H + 30 + GAP;
    }
    body += `<image x="${x}" y="${y}" width="${w}" height="${ROW_H}" href="${href}"/>`;
    body += `<text x="${x}" y="${y + ROW_H + 20}" font-family="Manrope" font-size="15" fill="#4B5563">${format.label} · ${format.width}×${format.height}</text>`;
    x += w + GAP;
  }
  const height = y + ROW_H + 30 + GAP;
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}"><rect width="${WIDTH}" height="${height}" fill="#F3F4F6"/>${body}</svg>`;
  const bytes = await writeSheet(sheet, WIDTH, OUT, 0.75);
  console.log(`sheet: ${OUT} (${cells.length} images, ${Math.round(bytes / 1024)} KB)`);
} finally {
  app.stop();
}
