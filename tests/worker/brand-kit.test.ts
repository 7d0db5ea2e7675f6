// GET /api/brand-kit.zip: favicons, app icons, the logo (and its version for dark backgrounds), social images and mockups, zipped.
import { unzipSync } from "fflate";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { IN_USE, inUseFile } from "../../shared/in-use";
import { getPath } from "./support/api";
import { decodePng, pixel } from "./support/images";

const KIT_FILES = [
  "apple-touch-icon.png", "favicon.ico", "favicon.svg", "icon-16.png", "icon-192.png", "icon-32.png", "icon-512.png", "logo-on-dark.png", "logo-on-dark.svg", "logo.png", "logo.svg",
  "mockups/business-card-back.png", "mockups/business-card-front.png", "mockups/phone-home-screen.png", "mockups/tote-bag.png",
  "social/linkedin-banner.png", "social/open-graph.png", "social/profile.png", "social/x-header.png",
];

function icoEntries(ico: Uint8Array) {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  expect(view.getUint16(2, true)).toBe(1);
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const e = 6 + 16 * i;
    const size = view.getUint32(e + 8, true);
    const offset = view.getUint32(e + 12, true);
    return { width: ico[e] || 256, height: ico[e + 1] || 256, png: ico.subarray(offset, offset + size) };
  });
}

describe("GET /api/brand-kit.zip", () => {
  const url = "/api/brand-kit.zip?text=Quantum%20Coffee%20Labs&font=Playfair%20Display&colors=6F4E37,F77F00,FFB703&width=800";

  it("zips favicons, app icons and the logo, each the size it claims", async () => {
    const res = await getPath(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('attachment; filename="quantum-coffee-labs-brand-kit.zip"');
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(KIT_FILES);
    for (const [name, size] of [["icon-16.png", 16], ["icon-32.png", 32], ["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]] as const) {
      const png = decodePng(files[name]!);
      expect([png.width, png.height], name).toEqual([size, size]);
    }
    const ico = icoEntries(files["favicon.ico"]!);
    expect(ico.map((e) => [e.width, e.height])).toEqual([[16, 16], [32, 32], [48, 48]]);
    for (const e of ico) expect(decodePng(e.png).width).toBe(e.width);
    expect(XMLValidator.validate(new TextDecoder().decode(files["favicon.svg"]!))).toBe(true);
    expect(XMLValidator.validate(new TextDecoder().decode(files["logo.svg"]!))).toBe(true);
    const logo = decodePng(files["logo.png"]!);
    expect([logo.width, logo.height]).toEqual([800, 400]);
    // the logo in use: every format, byte for byte what its URL serves
    const query = url.slice(url.indexOf("?"));
    for (const format of IN_USE) {
      const png = files[inUseFile(format)]!;
      const image = decodePng(png);
      expect([image.width, image.height], format.id).toEqual([format.width, format.height]);
      const served = new Uint8Array(await (await getPath(`/api/${format.kind}.png${query}&format=${format.id}`)).arrayBuffer());
      expect(Buffer.from(served).equals(Buffer.from(png)), `${format.id}: the URL serves the kit's bytes`).toBe(true);
    }
  });

  it("fills the square in the palette and draws the initials, or the symbol when there is one", async () => {
    const initials = decodePng(unzipSync(new Uint8Array(await (await getPath(url)).arrayBuffer()))["icon-512.png"]!);
    const symbol = decodePng(
      unzipSync(new Uint8Array(await (await getPath(`${url}&symbol=%E2%98%95`)).arrayBuffer()))["icon-512.png"]!,
    );
    // Corners are transparent (rounded); no ink stands out from this whole palette (white fails on
    // the yellow, near-black on the brown), so the square is the lead colour, solid, since white
    // stands out from it: the brown, the mark in white (8.6:1).
    expect(pixel(initials, 0, 0)[3]).toBe(0);
    const topLeft = pixel(initials, 120, 120);
    expect(topLeft).toEqual([0x6f, 0x4e, 0x37, 255]);
    const ink = (img: typeof initials) => {
      let n = 0;
      for (let y = 156; y < 356; y += 2) for (let x = 100; x < 412; x += 2) if (pixel(img, x, y).slice(0, 3).every((c) => c > 245)) n++;
      return n;
    };
    expect(ink(initials)).toBeGreaterThan(500);
    expect(ink(symbol)).toBeGreaterThan(500);
    expect(Buffer.from(initials.data).equals(Buffer.from(symbol.data))).toBe(false);
  });

  it("adds a white version for dark backgrounds only when the palette is weak on black", async () => {
    // The brown lead (2.8:1 on black) is too dark there: the kit carries the white version, as the
    // design guide's black panel shows it.
    const files = unzipSync(new Uint8Array(await (await getPath(url)).arrayBuffer()));
    const dark = decodePng(files["logo-on-dark.png"]!);
    expect([dark.width, dark.height]).toEqual([800, 400]);
    let white = 0;
    let coloured = 0;
    for (let y = 0; y < dark.height; y += 2) {
      for (let x = 0; x < dark.width; x += 2) {
        const [r, g, b, a] = pixel(dark, x, y);
        if (a < 255) continue;
        if (r === 255 && g === 255 && b === 255) white++;
        else coloured++;
      }
    }
    expect(white, "the name and mark in white").toBeGreaterThan(2000);
    expect(coloured, "nothing opaque but white").toBe(0);
    expect(pixel(dark, 0, 0)[3], "on a transparent ground").toBe(0);
    const svg = new TextDecoder().decode(files["logo-on-dark.svg"]!);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toMatch(/6F4E37/i);
    // Orange and amber keep 3:1 on black: the logo itself reads there, and no second version.
    const bright = unzipSync(new Uint8Array(await (await getPath(url.replace("6F4E37,F77F00,FFB703", "F77F00,FFB703"))).arrayBuffer()));
    expect(Object.keys(bright)).not.toContain("logo-on-dark.png");
    expect(Object.keys(bright)).not.toContain("logo-on-dark.svg");
  });

  it("revalidates with 304 like the logo URLs", async () => {
    const etag = (await getPath(url)).headers.get("etag")!;
    expect((await getPath(url, { "If-None-Match": etag })).status).toBe(304);
  });

  it("refuses the same bad input as the logo URL", async () => {
    const res = await getPath("/api/brand-kit.zip?text=&colors=red");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });
});

