// The Worker must deploy on Cloudflare's free plan, whose limit is 3 MiB of gzipped upload. The
// global setup has built the app (dist/boldmark); wrangler itself says what it would upload
// (`wrangler deploy --dry-run`: no account, no network), so the figure is the deploy tool's, not ours.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budget } from "../support/budget";

const FREE_PLAN_KIB = 3 * 1024;

describe("the Worker's upload", () => {
  it("fits the free plan's 3 MiB gzipped, by wrangler's own dry run, with the word tables served as static assets", () => {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "-c", "dist/boldmark/wrangler.json"], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1" },
    });
    const out = `${run.stdout}\n${run.stderr}`;
    expect(run.status, out).toBe(0);
    const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
    expect(match, out).not.toBeNull();
    const gzipKib = Number(match![2]);
    console.log(`Worker upload: ${match![1]} KiB, gzipped ${gzipKib} KiB (free plan: ${FREE_PLAN_KIB} KiB)`);
    expect(gzipKib).toBeLessThanOrEqual(FREE_PLAN_KIB);
    // The lexicon's tables (about 800 KiB gzipped) are static assets the Worker fetches once per
    // isolate, never modules of its bundle.
    expect(out).not.toMatch(/words-[\w-]+\.txt|trades-[\w-]+\.txt|common-[\w-]+\.txt|phrases-[\w-]+\.txt/);
    const versions = readdirSync("dist/client/lexicon");
    expect(versions).toHaveLength(1);
    for (const table of ["words", "common", "trades", "phrases", "names"]) expect(existsSync(`dist/client/lexicon/${versions[0]}/${table}.txt`), table).toBe(true);
  }, budget(15_000));
});
