// npm run load: a bounded load test of the built app on loopback (autocannon): 50 connections for
// 30 s on a mix of cached logo URLs, uncached logo URLs and generation calls. Prints requests/s,
// latency, status counts (429s from the rate limiter are intended) and the server's memory.
import autocannon from "autocannon";
import { startBuiltApp } from "./serve.mjs";

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const DURATION = Number(process.env.LOAD_SECONDS ?? 30);

const { base, workerdRssMb: rssMb, stop } = await startBuiltApp();

const CACHED = [
  "/api/logo.png?text=Boldmark&colors=FF6B6B,3A86FF&width=800",
  "/api/logo.svg?text=Quantum%20Coffee%20Labs&font=Playfair%20Display&colors=6F4E37,F77F00&symbol=%E2%98%95",
  "/api/logo.jpeg?text=Nova&font=Unbounded&colors=8338EC,06FFA5&width=1200",
];
for (const path of CACHED) await (await fetch(base + path)).arrayBuffer(); // warm the edge cache
const before = rssMb();

let n = 0;
const kinds = { cached: 0, uncached: 0, generate: 0 };
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: DURATION,
  timeout: 20,
  requests: [
    {
      setupRequest: (req) => {
        const i = n++;
        const slot = i % 10;
        if (slot < 6) {
          kinds.cached++;
          return { ...req, method: "GET", path: CACHED[i % CACHED.length] };
        }
        if (slot < 8) {
          kinds.uncached++;
          return { ...req, method: "GET", path: `/api/logo.png?text=Load%20${i}&colors=FB5607,FFB703&symbol=%E2%9A%A1&width=800` };
        }
        kinds.generate++;
        return {
          ...req,
          method: "POST",
          path: "/api/generate-logo-suggestions",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ logoText: `Load Test ${i}`, addSymbol: i % 2 === 0 }),
        };
      },
    },
  ],
});
const after = rssMb();
stop();

const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
const unexpected = Object.entries(statuses).filter(([code]) => !(code.startsWith("2") || code === "304" || code === "429")).reduce((s, [, c]) => s + c, 0);
const summary = {
  connections: CONNECTIONS,
  seconds: DURATION,
  requests: result.requests.total,
  requests_per_s: Math.round(result.requests.average),
  latency_p50_ms: result.latency.p50,
  latency_p99_ms: result.latency.p99,
  statuses,
  mix: kinds,
  errors: result.errors + result.timeouts,
  unexpected_statuses: unexpected,
  server_rss_mb_before: before,
  server_rss_mb_after: after,
};
console.log(JSON.stringify(summary, null, 2));
process.exit(summary.errors === 0 && unexpected === 0 ? 0 : 1);
