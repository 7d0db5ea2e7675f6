// npm test: pure shared/ tests in Node, Worker tests inside workerd, end-to-end tests in Chromium.
import { availableParallelism } from "node:os";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const KNOBS = ["FUZZ_RUNS", "SWEEP_RUNS", "SWEEP_SEED", "SWEEP_WIDTH_MAX", "SWEEP_WIDTH_STEP", "SWEEP_FULL", "TEST_BUDGET_SCALE"];

function scaleKnobs(): Record<string, string> {
  return Object.fromEntries(KNOBS.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]!]));
}

export default defineConfig({
  test: {
    // Vitest's default, one worker per core less one, ran every file one after another on the
    // 2-core machines we test on (392 s; each workerd file waits ~6 s to start). Two at once: 299 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Small tests get 30 s (several times their worst on a busy machine); every sweep declares
        // its own budget (tests/support/budget.ts), never vitest's 5 s default.
        test: { name: "shared", include: ["tests/shared/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
      },
      {
        // The image encoders are plain TypeScript: judged in Node by decoders we did not write.
        test: { name: "codec", include: ["tests/codec/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            remoteBindings: false,
            // The knobs that scale the sweeps (README, Correctness) reach workerd's process.env.
            miniflare: { bindings: scaleKnobs() },
          }),
        ],
        // The builtin engine's word tables come from the static assets, as in production.
        test: { name: "worker", include: ["tests/worker/**/*.test.ts"], setupFiles: ["tests/worker/support/lexicon.ts"], testTimeout: 30_000 },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
