// npm run bench: the export benchmark inside workerd (see scripts/bench.mjs).
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" }, remoteBindings: false })],
  test: { include: ["bench/**/*.test.ts"], testTimeout: 600_000 },
});
