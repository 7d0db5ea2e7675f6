// npm run bench: the export benchmark inside workerd, and the encoders' sizes in Node (see
// scripts/bench.mjs).
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" }, remoteBindings: false })],
        test: { name: "bench-worker", include: ["bench/exports.test.ts"], testTimeout: 600_000 },
      },
      {
        test: { name: "bench-codec", include: ["bench/codec-sizes.test.ts", "bench/lexicon.test.ts"], environment: "node", testTimeout: 600_000 },
      },
    ],
  },
});
