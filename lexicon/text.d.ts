// The lexicon's tables are Text modules: workerd and the Cloudflare Vite plugin import a .txt file
// as its contents (in Node, vitest.bench.config.ts and esbuild's text loader do the same).
declare module "*.txt" {
  const text: string;
  export default text;
}
