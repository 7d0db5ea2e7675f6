// npm run bench: the lexicon's size and speed (Node). Its bytes raw and gzipped; the first lookup
// (which decodes the front-coded table) against JSON.parse of the same file, the cost any JSON
// table of it would pay; and lookups through morphy against a plain Map of the decoded entries.
// Prints BENCH lines that scripts/bench.mjs collects; timings never become test assertions.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import corpus from "../tests/fixtures/marks-corpus.json";

const report = (kind: string, data: Record<string, unknown>) => console.log(`BENCH ${JSON.stringify({ kind, ...data })}`);
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

it("measures the lexicon", async () => {
  const files = ["lexicon.json", "words.txt", "common.txt", "trades.txt", "phrases.txt", "names.txt"].map((f) => readFileSync(new URL(`../lexicon/${f}`, import.meta.url)));
  const file = Buffer.concat(files);
  // What any JSON table of the same content would pay to parse.
  const t0 = performance.now();
  JSON.parse(JSON.stringify(files.map((f) => f.toString("utf8"))));
  const parseMs = performance.now() - t0;
  const { iconsFor, lemma, useLexicon } = await import("../worker/ai/builtin/lexicon");
  // The Worker reads the same five tables from its static assets; here they come from disk.
  useLexicon({ words: files[1]!.toString("utf8"), common: files[2]!.toString("utf8"), trades: files[3]!.toString("utf8"), phrases: files[4]!.toString("utf8"), names: files[5]!.toString("utf8") });
  const t1 = performance.now();
  iconsFor("distillery");
  const firstMs = performance.now() - t1;
  // Words as they come in names: inflected, capitalised, unknown ones included.
  const words = corpus.names.flatMap((n) => n.name.split(/[^A-Za-z]+/)).filter(Boolean);
  const plain = new Map<string, unknown>();
  for (const w of words) {
    const base = lemma(w);
    if (base) plain.set(w.toLowerCase(), iconsFor(base));
  }
  const ROUNDS = 2000;
  const t2 = performance.now();
  let hits = 0;
  for (let r = 0; r < ROUNDS; r++) for (const w of words) hits += iconsFor(w).length;
  const oursUs = ((performance.now() - t2) * 1000) / (ROUNDS * words.length);
  const t3 = performance.now();
  for (let r = 0; r < ROUNDS; r++) for (const w of words) hits += (plain.get(w.toLowerCase()) as unknown[] | undefined)?.length ?? 0;
  const mapUs = ((performance.now() - t3) * 1000) / (ROUNDS * words.length);
  expect(hits).toBeGreaterThan(0);
  report("lexicon", {
    words: files[1]!.toString("utf8").split("\n").length,
    raw_kb: round(file.length / 1024, 0),
    gzip_kb: round(gzipSync(file, { level: 9 }).length / 1024, 0),
    json_parse_ms: round(parseMs, 1),
    first_lookup_ms: round(firstMs, 1),
    lookup_us: round(oursUs, 3),
    map_lookup_us: round(mapUs, 3),
  });
});
