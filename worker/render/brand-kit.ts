// The brand kit: favicons and app icons from the square mark, the logo as SVG and PNG (and the
// white version for dark backgrounds when the palette is weak there), and the
// logo in use (social/, mockups/: the same bytes as GET /api/social.png and /api/mockup.png), zipped.
import { zipSync, type Zippable } from "fflate";
import { IN_USE, inUseFile } from "../../shared/in-use";
import { appIcon, appIconSvg } from "../../shared/app-icon";
import type { Background } from "../../shared/svg";
import { icoFromPngs } from "./codec/ico";
import { encodePng } from "./codec/png";
import { exportBytes } from "./export";
import { inUseJob } from "./in-use";
import { darkVersion, layoutForExport, rasterJob } from "./logo";
import type { Logo } from "../../shared/logo";
import { rasterise } from "./raster";

const ICONS: [string, number][] = [
  ["icon-16.png", 16],
  ["icon-32.png", 32],
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
];

export async function renderBrandKit(env: Env, logo: Logo, options: { width: number; background?: Background }): Promise<Uint8Array> {
  // 1. the logo, as for GET /api/logo.*
  const { layout, chain } = await layoutForExport(env, logo);
  const job = rasterJob(layout, "png", { ...options, title: logo.text });
  const svg = job.svg;
  const { bytes: logoPng } = await exportBytes(job);

  // 2. the square mark: the symbol, else the initials in the logo's family
  const mark = appIcon(logo, chain);
  const markPng = async (size: number) => {
    const px = await rasterise(appIconSvg(mark, size), size);
    return encodePng(px.rgba, px.width, px.height);
  };
  const files: Zippable = {
    "logo.svg": new TextEncoder().encode(svg),
    "logo.png": [logoPng, { level: 0 }],
    "favicon.svg": new TextEncoder().encode(appIconSvg(mark, 32)),
  };
  // A palette too dark for black backgrounds gets the version made for them, as the guide shows.
  const onDark = darkVersion(logo);
  if (onDark) {
    const dark = rasterJob((await layoutForExport(env, onDark)).layout, "png", { width: options.width, title: logo.text });
    files["logo-on-dark.svg"] = new TextEncoder().encode(dark.svg);
    files["logo-on-dark.png"] = [(await exportBytes(dark)).bytes, { level: 0 }];
  }
  const small: { size: number; png: Uint8Array }[] = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await markPng(size) });
  files["favicon.ico"] = [icoFromPngs(small), { level: 0 }];
  for (const [name, size] of ICONS) {
    files[name] = [size <= 48 ? small.find((s) => s.size === size)!.png : await markPng(size), { level: 0 }];
  }
  // 3. social images and mockups, from the same layout
  const source = { logo, layout, chain };
  for (const format of IN_USE) {
    const { bytes } = await exportBytes(inUseJob(source, format.kind, format.id));
    files[inUseFile(format)] = [bytes, { level: 0 }];
  }
  return zipSync(files, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") });
}
