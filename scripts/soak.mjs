// npm run soak: does the server's memory level off? Starts the built app on loopback as npm start
// serves it, sends a few thousand mixed requests in rounds (static files, missing files, cached and
// uncached exports of every kind, generation, guides, kits, bad input) and reads workerd's RSS.
//
// The local runtime itself (miniflare around workerd) grows by tens of KB per request whatever the
// Worker does: a one-line Worker under `wrangler dev --local` grows at the same rate, the same
// Worker under plain `workerd serve` levels off. So the soak measures that baseline in the same run
// — requests for /robots.txt, a static file that never reaches our code — and judges our Worker
// by how much faster than the baseline the mix grows once warmed up (every font parsed, the
// renderer's wasm memory grown, the icon files read). Loopback only; bounded in requests
// (SOAK_ROUNDS × SOAK_PER_ROUND, plus as many baseline requests) and in time (SOAK_SECONDS).
// Exits 1 when the Worker's own growth passes SOAK_MAX_KB_PER_REQUEST, or on any 5xx or failure.
import { readFileSync, readdirSync } from "node:fs";
import { startBuiltApp } from "./serve.mjs";

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.SOAK_PER_ROUND ?? 500);
const WARM_ROUNDS = Number(process.env.SOAK_WARM_ROUNDS ?? 3);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONCURRENCY = 8;
const ONLY = process.env.SOAK_ONLY ? process.env.SOAK_ONLY.split(",").map(Number) : undefined;
/** Growth per request allowed beyond the runtime's own, once warm (KB): runs here measure 0–15 of
 * noise, while keeping any export body (10–400 KB each) per request would show as far more. */
const MAX_KB = Number(process.env.SOAK_MAX_KB_PER_REQUEST ?? 24);

const families = JSON.parse(readFileSync("fonts/catalogue.json", "utf8")).families.map((f) => f.family);
const icons = readdirSync("public/icons").flatMap((d) => readdirSync(`public/icons/${d}`).filter((f) => f.endsWith(".json")).slice(0, 400).map((f) => `/icons/${d}/${f}`));
const assets = readdirSync("dist/client/assets").map((f) => `/assets/${f}`);
const fontFiles = readdirSync("public/fonts").filter((f) => f.endsWith(".ttf")).map((f) => `/fonts/${f}`);

// As npm start serves it: no local edge cache (vite.config.ts).
process.env.BOLDMARK_EDGE_CACHE ??= "off";
const { base, workerdRssMb, stop } = await startBuiltApp();
const started = Date.now();
const enc = encodeURIComponent;
const json = (body) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The i-th request of the mix: [path, init]. Unique names make uncached exports. */
function mix(n) {
  // SOAK_ONLY=0,1,2 keeps only those kinds of request (to find what grows).
  const i = ONLY ? ONLY[n % ONLY.length] + 20 * Math.floor(n / ONLY.length) : n;
  const family = families[i % families.length];
  const text = `Soak ${i}`;
  const logo = (ext, extra = "") => `/api/logo.${ext}?text=${enc(text)}&font=${enc(family)}&colors=FB5607,3A86FF${extra}`;
  switch (i % 20) {
    case 0: return ["/"];
    case 1: return [assets[i % assets.length]];
    case 2: return [fontFiles[i % fontFiles.length]];
    case 3: return [icons[i % icons.length]];
    case 4: return [`/fonts/missing-${i}.ttf`];
    case 5: return [`/no/such/page/${i}`];
    case 6: return ["/api/logo.svg?text=Cached&colors=264653,2A9D8F&symbol=ph:anchor"];
    case 7: return ["/api/logo.png?text=Cached&colors=264653,2A9D8F&width=800"];
    case 8: return [logo("png", `&width=${256 + (i % 600)}&symbol=ph:leaf&slogan=Fresh`)];
    case 9: return [logo("jpeg", `&width=${300 + (i % 500)}`)];
    case 10: return [logo("svg", `&symbol=%E2%98%95&layout=stacked`)];
    case 11: return [`/api/social.png?text=${enc(text)}&colors=8338EC,FF006E&format=${["open-graph", "x-header", "linkedin-banner", "profile"][i % 4]}`];
    case 12: return [`/api/mockup.png?text=${enc(text)}&colors=8338EC&format=${["business-card-front", "business-card-back", "phone-home-screen", "tote-bag"][i % 4]}`];
    case 13: return ["/api/generate-logo-suggestions", json({ logoText: text, addSymbol: i % 2 === 0 })];
    case 14: return ["/api/regenerate-branding-guidelines", json({ logoText: text, fontFamily: family, colors: ["#123456"] })];
    case 15: return ["/api/design-guide.pdf", json({ logoText: text, fontFamily: family, colors: ["#FB5607", "#3A86FF"] })];
    case 16: return [`/api/brand-kit.zip?text=${enc(text)}&colors=FB5607`];
    case 17: return ["/api/generate-logo-suggestions", json({ logoText: "", addSymbol: "yes" })];
    case 18: return [`/api/logo.png?text=${enc(text)}&width=99999`];
    default: return ["/api/fonts"];
  }
}

const statuses = {};
let failures = 0;
async function one(i) {
  const [path, init] = mix(i);
  try {
    const res = await fetch(base + path, init);
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) failures++;
  } catch {
    failures++;
  }
}

const rss = [workerdRssMb()];
let sent = 0;
const outOfTime = () => (Date.now() - started) / 1000 > SECONDS;
/** `count` requests, CONCURRENCY at a time, from `make(i)`; RSS afterwards. */
async function round(from, count, request) {
  let next = from;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < from + count) await request(next++);
  }));
  sent += count;
  return workerdRssMb();
}
const control = async () => {
  const res = await fetch(`${base}/robots.txt`);
  await res.arrayBuffer();
  if (res.status !== 200) failures++;
};

const baseline = [];
const measured = [];
try {
  // 1. warm-up: what an isolate keeps on purpose
  for (let r = 0; r < WARM_ROUNDS && !outOfTime(); r++) {
    rss.push(await round(r * PER_ROUND, PER_ROUND, one));
    console.error(`soak: warm-up ${r + 1}/${WARM_ROUNDS}: workerd RSS ${rss.at(-1)} MB`);
  }
  // 2. rounds of the runtime's own growth (a static file our code never sees) alternating with
  // rounds of the mix, so any drift of the machine falls on both alike
  let before = workerdRssMb();
  for (let r = 0; r < ROUNDS && !outOfTime(); r++) {
    const afterControl = await round(0, PER_ROUND, control);
    baseline.push(afterControl - before);
    before = await round((WARM_ROUNDS + r) * PER_ROUND, PER_ROUND, one);
    measured.push(before - afterControl);
    rss.push(before);
    console.error(`soak: round ${r + 1}/${ROUNDS}: static file +${baseline.at(-1)} MB, mix +${measured.at(-1)} MB, workerd RSS ${before} MB`);
  }
} finally {
  stop();
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const kbPerRequest = (growths) => (growths.length ? Math.round((sum(growths) * 1024) / (growths.length * PER_ROUND)) : 0);
const runtimeKb = kbPerRequest(baseline);
const mixKb = kbPerRequest(measured);
const summary = {
  requests: sent,
  seconds: Math.round((Date.now() - started) / 1000),
  statuses,
  failures,
  rss_mb: rss,
  static_growth_mb: baseline,
  mix_growth_mb: measured,
  runtime_kb_per_request: runtimeKb,
  mix_kb_per_request: mixKb,
  worker_kb_per_request: mixKb - runtimeKb,
  max_worker_kb_per_request: MAX_KB,
};
console.log(JSON.stringify(summary));
const levelled = summary.worker_kb_per_request <= MAX_KB;
if (!levelled) console.error(`soak: the Worker's memory keeps climbing: ${summary.worker_kb_per_request} KB per request beyond the runtime's own ${runtimeKb}`);
if (failures) console.error(`soak: ${failures} requests failed or answered 5xx`);
process.exit(levelled && failures === 0 ? 0 : 1);
