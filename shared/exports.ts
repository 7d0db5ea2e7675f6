// The files Boldmark hands out: the logo formats in one table (their URL extensions, MIME type,
// raster or vector, background rule, label), the brand kit and the design guide, and the name each
// file downloads as (docs/product-rules.md, "File names"). The contract, the export routes, the
// renderer, the card and the client all read it. The social images and mockups, each a PNG of its
// own size, are listed in shared/in-use.ts.
import { fileBaseName } from "./names";
import type { Background } from "./svg";
import { splitDescriptor, type Logo } from "./logo";

export interface LogoFormatSpec {
  /** What the card's format switch says. */
  label: string;
  mime: string;
  /** The URL extensions that serve it: /api/logo.jpg is the JPEG too. */
  extensions: readonly string[];
  /** Pixels (encoded strip by strip), or outlines. */
  raster: boolean;
  /** No transparency: drawn on white unless black was asked for. */
  opaque: boolean;
}

export const LOGO_FORMATS = {
  png: { label: "PNG", mime: "image/png", extensions: ["png"], raster: true, opaque: false },
  jpeg: { label: "JPEG", mime: "image/jpeg", extensions: ["jpeg", "jpg"], raster: true, opaque: true },
  svg: { label: "SVG", mime: "image/svg+xml", extensions: ["svg"], raster: false, opaque: false },
} as const satisfies Record<string, LogoFormatSpec>;

export type LogoFormat = keyof typeof LOGO_FORMATS;
export type RasterFormat = { [F in LogoFormat]: (typeof LOGO_FORMATS)[F]["raster"] extends true ? F : never }[LogoFormat];
export const LOGO_FORMAT_IDS = Object.keys(LOGO_FORMATS) as LogoFormat[];

export const isRaster = (format: LogoFormat): format is RasterFormat => LOGO_FORMATS[format].raster;

/** URL extension → format: png, jpeg, jpg, svg. */
export const LOGO_EXTENSIONS: ReadonlyMap<string, LogoFormat> = new Map(LOGO_FORMAT_IDS.flatMap((f) => LOGO_FORMATS[f].extensions.map((ext) => [ext, f] as const)));

/** The background a logo export is drawn on: an opaque format cannot be transparent. */
export function exportBackground(format: LogoFormat, asked: Background | undefined): Background {
  if (LOGO_FORMATS[format].opaque) return asked === "black" ? "black" : "white";
  return asked ?? "transparent";
}

/** The other files: the zipped brand kit and the PDF guide. */
export const BRAND_KIT = { path: "/api/brand-kit.zip", mime: "application/zip" } as const;
export const DESIGN_GUIDE = { path: "/api/design-guide.pdf", mime: "application/pdf" } as const;

/** The URL path of a logo export. */
export const logoPath = (format: LogoFormat) => `/api/logo.${format}`;

/** What each file downloads as. */
export const fileNames = {
  logo: (text: string, format: LogoFormat) => `${fileBaseName(text)}-logo.${format}`,
  pdf: (text: string) => `${fileBaseName(text)}-design-guide.pdf`,
  kit: (text: string) => `${fileBaseName(text)}-brand-kit.zip`,
  /** A social image or mockup: `acme-x-header.png`, `acme-tote-bag.png`. */
  inUse: (text: string, format: string) => `${fileBaseName(text)}-${format}.png`,
};

/** The logo's query in every export URL and share link (the server normalises it the same way). */
export function logoSearchParams(logo: Logo): URLSearchParams {
  const q = new URLSearchParams({ text: logo.text, font: logo.font, colors: logo.colors.map((c) => c.replace("#", "")).join(",") });
  if (logo.symbol) q.set("symbol", logo.symbol);
  if (logo.symbol && logo.layout && logo.layout !== "inline") q.set("layout", logo.layout);
  if (splitDescriptor(logo.text, logo.descriptor)) q.set("descriptor", String(logo.descriptor));
  if (logo.slogan) q.set("slogan", logo.slogan);
  return q;
}

/** The path of share links: the Worker answers it with the app's page and the logo's preview tags. */
export const SHARE_PATH = "/s";
