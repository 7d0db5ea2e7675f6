// Icon marks and compositions through every export, judged on decoded pixels.
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { layoutForExport, pixelBand } from "../../worker/render/logo";
import { getPath, postJson } from "./support/api";
import { decodeJpeg, decodePng, inkBox, pixel, transparentInk, type Image } from "./support/images";
import { budget } from "../support/budget";

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const BASE = { text: "Summit Supply", font: "Montserrat", colors: "2A9D8F,264653", width: "800" };

async function png(params: Record<string, string>): Promise<Image> {
  const res = await getPath(`/api/logo.png?${q({ ...BASE, ...params })}`, { "cache-control": "no-store" });
  expect(res.status, await res.clone().text().then((t) => t.slice(0, 200))).toBe(200);
  return decodePng(await bytes(res));
}

/** Ink box of the decoded pixels within a column range. */
function inkIn(img: Image, x0: number, x1: number) {
  const cropped: Image = { width: x1 - x0, height: img.height, data: new Uint8Array((x1 - x0) * img.height * 4) };
  for (let y = 0; y < img.height; y++) cropped.data.set(img.data.subarray((y * img.width + x0) * 4, (y * img.width + x1) * 4), y * (x1 - x0) * 4);
  return inkBox(cropped, transparentInk);
}

describe("icon marks", () => {
  it("draws ph:mountains left of the name (inline), where the layout puts it", async () => {
    const img = await png({ symbol: "ph:mountains" });
    const { layout } = await layoutForExport(env, { text: BASE.text, font: BASE.font, colors: ["#2A9D8F"], symbol: "ph:mountains" });
    expect(layout.composition).toBe("inline");
    const mark = layout.mark!;
    // The mark's ink, in pixels, lies inside the box the layout gives (1 px of anti-aliasing).
    const ink = inkIn(img, Math.floor(mark.x) - 2, Math.ceil(mark.x + mark.width) + 2);
    expect(ink.minY).toBeGreaterThanOrEqual(Math.floor(mark.y) - 1);
    expect(ink.maxY).toBeLessThanOrEqual(Math.ceil(mark.y + mark.height) + 1);
    // and left of the text
    const text = layout.rowGlyphs.filter((g) => g.font.name !== "mountains");
    expect(mark.x + mark.width).toBeLessThan(Math.min(...text.map((g) => g.x)));
  });

  it("stacked draws the mark above the name: taller, narrower ink than inline", async () => {
    const inline = inkBox(await png({ symbol: "ph:mountains", layout: "inline" }), transparentInk);
    const stacked = inkBox(await png({ symbol: "ph:mountains", layout: "stacked" }), transparentInk);
    const h = (b: typeof inline) => b.maxY - b.minY;
    const w = (b: typeof inline) => b.maxX - b.minX;
    expect(h(stacked)).toBeGreaterThan(h(inline) * 1.3);
    expect(w(stacked)).toBeLessThan(w(inline));
    // The top of the stacked ink is the mark: centred over the name.
    const img = await png({ symbol: "ph:mountains", layout: "stacked" });
    const { layout } = await layoutForExport(env, { text: BASE.text, font: BASE.font, colors: ["#2A9D8F"], symbol: "ph:mountains", layout: "stacked" });
    expect(layout.mark!.y + layout.mark!.height).toBeLessThan(layout.row.y + layout.row.height * 0.4);
    expect(layout.mark!.x + layout.mark!.width / 2).toBeCloseTo(400, 0);
    expect(pixel(img, 400, Math.round(layout.mark!.y + layout.mark!.height * 0.8))[3]).toBeGreaterThan(0);
  });

  it("badge draws the mark in a filled disc of the first colour, the icon in contrasting ink", async () => {
    const img = await png({ symbol: "ph:mountains", layout: "badge", colors: "264653,2A9D8F" });
    const { layout } = await layoutForExport(env, { text: BASE.text, font: BASE.font, colors: ["#264653", "#2A9D8F"], symbol: "ph:mountains", layout: "badge" });
    const b = layout.badge!;
    expect(b.fill).toBe("#264653");
    expect(b.ink).toBe("#FFFFFF");
    // A point inside the disc but off the icon is the fill colour; the disc's rim is there too.
    const near = pixel(img, Math.round(b.cx), Math.round(b.cy - b.r * 0.85));
    expect(near).toEqual([0x26, 0x46, 0x53, 255]);
    // White icon pixels inside the disc.
    let white = 0;
    for (let y = Math.round(b.cy - b.r); y < b.cy + b.r; y++) for (let x = Math.round(b.cx - b.r); x < b.cx + b.r; x++) if (pixel(img, x, y).join() === "255,255,255,255") white++;
    expect(white).toBeGreaterThan(200);
    // Nothing outside the frame's margin.
    const ink = inkBox(img, transparentInk);
    expect(ink.minX).toBeGreaterThanOrEqual(19);
    expect(ink.maxX).toBeLessThanOrEqual(781);
  });

  it("a lettermark in a badge is a seal: a ring of the ink all round inside the disc's edge, the letter clear of it", async () => {
    for (const symbol of ["W", "S", "ж"]) {
      // At twice the frame's size, so the ring is several pixels wide.
      const img = await png({ symbol, layout: "badge", colors: "264653,2A9D8F", width: "1600" });
      const { layout } = await layoutForExport(env, { text: BASE.text, font: BASE.font, colors: ["#264653", "#2A9D8F"], symbol, layout: "badge" });
      const b = layout.badge!;
      const ring = b.ring!;
      const at = (radius: number, k: number) => pixel(img, Math.round(2 * (b.cx + radius * Math.cos((k * Math.PI) / 18))), Math.round(2 * (b.cy + radius * Math.sin((k * Math.PI) / 18))));
      for (let k = 0; k < 36; k++) {
        // The ring's middle is the ink (white on this dark disc) at every angle, decoded from the PNG
        // (its middle pixel at least nine tenths covered).
        for (const c of at((ring.inner + ring.outer) / 2, k).slice(0, 3)) expect(c, `${symbol} ring at ${k * 10}°`).toBeGreaterThanOrEqual(0.9 * 255);
        // Between the ring and the edge, and just inside the ring, the disc's own colour: the letter never touches the ring.
        expect(at((ring.outer + b.r) / 2, k), `${symbol} rim at ${k * 10}°`).toEqual([0x26, 0x46, 0x53, 255]);
        expect(at(ring.inner - 1, k), `${symbol} inside the ring at ${k * 10}°`).toEqual([0x26, 0x46, 0x53, 255]);
      }
    }
    // Three 1600-wide PNGs: a second on a quiet machine.
  }, budget(1_000));

  it("keeps the mark inside the ink band the PNG writer trusts, for every composition", async () => {
    for (const layoutName of ["inline", "stacked", "badge"] as const) {
      const { layout } = await layoutForExport(env, { text: "Ox", font: "Teko", colors: ["#000000"], symbol: "ph:anchor", slogan: "Harbour goods since 1901", layout: layoutName });
      const band = pixelBand(layout, 800)!;
      const img = await png({ text: "Ox", font: "Teko", colors: "000000", symbol: "ph:anchor", slogan: "Harbour goods since 1901", layout: layoutName });
      const ink = inkBox(img, transparentInk);
      expect(ink.minY, layoutName).toBeGreaterThanOrEqual(band.top);
      expect(ink.maxY, layoutName).toBeLessThanOrEqual(band.bottom);
      expect(ink.minX, layoutName).toBeGreaterThanOrEqual(band.left);
      expect(ink.maxX, layoutName).toBeLessThanOrEqual(band.right);
    }
  });

  it("draws icons in the SVG, JPEG, brand kit and design guide too", async () => {
    for (const layoutName of ["inline", "stacked", "badge"]) {
      const params = q({ ...BASE, symbol: "ph:bird", layout: layoutName, width: "400" });
      const svg = await getPath(`/api/logo.svg?${params}`);
      expect(svg.status).toBe(200);
      const text = await svg.text();
      expect(text.split("<path").length, layoutName).toBeGreaterThanOrEqual(2);
      // The badge adds two paths: the disc (quadratic arcs: shared/path-data.ts) and the mark on it.
      if (layoutName === "badge") expect(text.split("<path").length, layoutName).toBeGreaterThanOrEqual(4);
      const jpeg = decodeJpeg(await bytes(await getPath(`/api/logo.jpeg?${params}`)));
      expect(jpeg.width).toBe(400);
      const kit = unzipSync(await bytes(await getPath(`/api/brand-kit.zip?${params}`)));
      // The app icon is the icon on the palette: dark ink covers a good share of it.
      const icon = decodePng(kit["icon-512.png"]!);
      let inked = 0;
      for (let i = 0; i < icon.data.length; i += 4) if (icon.data[i]! > 240 && icon.data[i + 1]! > 240 && icon.data[i + 2]! > 240) inked++;
      expect(inked / (512 * 512), `${layoutName}: icon ink share`).toBeGreaterThan(0.05);
      const pdf = await postJson("/api/design-guide.pdf", { logoText: "Summit Supply", fontFamily: "Lora", colors: ["#2A9D8F", "#264653"], symbol: "ph:bird", layout: layoutName });
      expect(pdf.status).toBe(200);
    }
  });

  it("draws the second set's icons (mdi:<name>) like Phosphor's, and each name only under its own set", async () => {
    // Its outlines are scaled from 24 to 256 units at build time: the layout and the pixels agree.
    const img = await png({ symbol: "mdi:bee" });
    const { layout } = await layoutForExport(env, { text: BASE.text, font: BASE.font, colors: ["#2A9D8F"], symbol: "mdi:bee" });
    const mark = layout.mark!;
    const ink = inkIn(img, Math.floor(mark.x) - 2, Math.ceil(mark.x + mark.width) + 2);
    expect(ink.minY).toBeGreaterThanOrEqual(Math.floor(mark.y) - 1);
    expect(ink.maxY).toBeLessThanOrEqual(Math.ceil(mark.y + mark.height) + 1);
    expect(ink.maxY - ink.minY, "the bee is drawn mark-high, not at 24 units").toBeGreaterThan(mark.height * 0.6);
    const pdf = await postJson("/api/design-guide.pdf", { logoText: "Summit Supply", fontFamily: "Lora", colors: ["#2A9D8F", "#264653"], symbol: "mdi:tow-truck", layout: "badge" });
    expect(pdf.status).toBe(200);
    // A name belongs to one set: Phosphor's bell is no mdi:bell, the second set's bee no ph:bee.
    for (const symbol of ["mdi:bell", "ph:bee"]) {
      const res = await getPath(`/api/logo.svg?${q({ ...BASE, symbol })}`);
      expect(res.status, symbol).toBe(422);
      expect(((await res.json()) as { error: { message: string } }).error.message, symbol).toContain(symbol);
    }
  });

  it("answers 422 naming an unknown icon, 400 for a malformed one", async () => {
    for (const path of [`/api/logo.png?${q({ ...BASE, symbol: "ph:not-an-icon" })}`, `/api/brand-kit.zip?${q({ ...BASE, symbol: "ph:not-an-icon" })}`]) {
      const res = await getPath(path);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("unknown_icon");
      expect(body.error.message).toContain("ph:not-an-icon");
    }
    const other = await getPath(`/api/logo.svg?${q({ ...BASE, symbol: "lucide:star" })}`);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { message: string } }).error.message).toContain("lucide:star");
    const pdf = await postJson("/api/design-guide.pdf", { logoText: "Acme", fontFamily: "Lora", colors: ["#000000"], symbol: "ph:nope" });
    expect(pdf.status).toBe(422);
    const guidelines = await postJson("/api/regenerate-branding-guidelines", { logoText: "Acme", fontFamily: "Lora", colors: ["#000000"], symbol: "ph:nope" });
    expect(guidelines.status).toBe(422);
    expect(((await guidelines.json()) as { error: { message: string } }).error.message).toContain("ph:nope");
    const known = await postJson("/api/regenerate-branding-guidelines", { logoText: "Acme", fontFamily: "Lora", colors: ["#000000"], symbol: "ph:bird", layout: "stacked" });
    expect(JSON.stringify(await known.json())).toContain("bird mark centred above the name");
    const malformed = await getPath(`/api/logo.svg?${q({ ...BASE, symbol: "ph:Not An Icon" })}`);
    expect(malformed.status).toBe(400);
    const badLayout = await getPath(`/api/logo.svg?${q({ ...BASE, symbol: "ph:bird", layout: "diagonal" })}`);
    expect(badLayout.status).toBe(400);
  });

  it("gives each composition its own ETag, and ignores the composition without a mark", async () => {
    const etag = async (params: Record<string, string>) => (await getPath(`/api/logo.svg?${q({ ...BASE, ...params })}`)).headers.get("etag");
    const inline = await etag({ symbol: "ph:bird" });
    expect(await etag({ symbol: "ph:bird", layout: "inline" })).toBe(inline);
    expect(await etag({ symbol: "ph:bird", layout: "stacked" })).not.toBe(inline);
    expect(await etag({ symbol: "ph:bird", layout: "badge" })).not.toBe(await etag({ symbol: "ph:bird", layout: "stacked" }));
    expect(await etag({ layout: "badge" })).toBe(await etag({}));
  });
});
