// npm run bench: the export benchmark inside workerd, and the encoders' sizes in Node (see
// scripts/bench.mjs); npm run marks: the marks' figures on the labelled lists (bench/marks.test.ts).
import { readFileSync } from "node:fs";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig, type Plugin } from "vitest/config";

/** In Node, a .txt import is its text, as workerd's Text modules are (lexicon/text.d.ts). */
const textModules: Plugin = {
  name: "text-modules",
  enforce: "pre",
  load(id) {
    if (id.endsWith(".txt")) return `export default ${JSON.stringify(readFileSync(id, "utf8"))};`;
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" }, remoteBindings: false })],
        test: { name: "bench-worker", include: ["bench/exports.test.ts"], setupFiles: ["tests/worker/support/lexicon.ts"], testTimeout: 600_000 },
      },
      {
        plugins: [textModules],
        test: { name: "bench-codec", include: ["bench/codec-sizes.test.ts", "bench/lexicon.test.ts"], environment: "node", testTimeout: 600_000 },
      },
      {
        // npm run marks: the engine's figures on the labelled lists (bench/marks.test.ts), not part of npm run bench.
        plugins: [textModules],
        test: { name: "marks", include: ["bench/marks.test.ts"], environment: "node", testTimeout: 600_000 },
      },
    ],
  },
});
