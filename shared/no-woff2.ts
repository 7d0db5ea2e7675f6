// fontkit decodes WOFF2 fonts with a Brotli decoder (the `brotli` package, ~480 KB of JS with its
// dictionary) that it imports whether or not a WOFF2 font is ever read. Every font Boldmark ships
// and serves is TrueType or OpenType (fonts/build.mjs writes .ttf; tests/worker/fonts.test.ts
// checks each served file's signature and a served subset's), so the builds (vite.config.ts) put
// this in its place: a WOFF2 font is refused with a clear error instead of being decoded.
export default function decompressWoff2(): never {
  throw new Error("WOFF2 fonts are not supported: Boldmark ships TrueType and OpenType fonts only.");
}
