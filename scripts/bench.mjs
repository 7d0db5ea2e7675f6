// npm run bench: export speed and memory inside workerd (ours vs the plain path, same run), the
// encoders' bytes against zlib and libjpeg-turbo in Node, then the running app: growth over six
// 4096-wide exports, JPEG vs PNG over HTTP, memory over 200 uncached 4096-wide renders, first
// preview in Chromium, names in other scripts against Latin ones, initial JS size.
// The last line printed is one JSON object with every figure.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { chromiumPath, launchChromium } from "./browser.mjs";
import { deflateRawSync, gzipSync } from "node:zlib";
import { startBuiltApp } from "./serve.mjs";

const log = (...a) => console.error(...a); // progress to stderr; results to stdout

// 1. exports inside workerd
log("bench: measuring exports inside workerd and the encoders in Node (vitest.bench.config.ts)…");
const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.bench.config.ts", "--project", "bench-worker", "--project", "bench-codec"], { encoding: "utf8", maxBuffer: 64 << 20 });
const lines = `${run.stdout}\n${run.stderr}`.split("\n").filter((l) => l.includes("BENCH {"));
const records = lines.map((l) => JSON.parse(l.slice(l.indexOf("BENCH {") + 6)));
if (run.status !== 0 || !records.some((r) => r.kind === "summary") || !records.some((r) => r.kind === "codec-summary")) {
  console.log(run.stdout.slice(-4000), run.stderr.slice(-4000));
  throw new Error("the workerd benchmark failed");
}
const summary = { ...records.find((r) => r.kind === "summary"), ...records.find((r) => r.kind === "codec-summary") };

console.log("\nPNG export, 3200×1600 (median ms; plain = resvg <text> + asPng())");
console.table(records.filter((r) => r.kind === "png").map(({ kind, ...r }) => ({ ...r, speedup: +(r.plain_ms / r.ours_ms).toFixed(2) })));
console.log("Encoded bytes, 3200×1600: our PNG's zlib stream against zlib level 6 on the same rows; our JPEG (quality 90) against the reference at quality 90, 4:4:4, optimised tables");
console.table(records.filter((r) => r.kind === "codec").map(({ kind, ...r }) => ({ ...r, png_vs_zlib6: +(r.png_kb / r.zlib6_kb).toFixed(3), jpeg_vs_reference: +(r.jpeg_kb / r.reference_kb).toFixed(3) })));
console.log("Export memory (MiB): the largest strip pixmap and the encoder's own buffers per format and width; the renderer's wasm memory after them");
console.log(records.find((r) => r.kind === "memory"));
console.log("The logo in use: each social image and mockup as a request makes it (median ms), and the whole brand kit (one run)");
console.table(records.filter((r) => r.kind === "in_use").map(({ kind, ...r }) => r));
const lexicon = records.find((r) => r.kind === "lexicon");
if (lexicon) {
  const { kind, ...l } = lexicon;
  console.log("The lexicon (WordNet → icons): bytes; first lookup (decoding it) against JSON.parse of the same file; a lookup through morphy against a plain Map");
  console.log({ ...l, first_vs_json_parse: +(l.first_lookup_ms / l.json_parse_ms).toFixed(2), lookup_vs_map: +(l.lookup_us / l.map_lookup_us).toFixed(2) });
  summary.lexicon_gzip_kb = l.gzip_kb;
  summary.lexicon_lookup_us = l.lookup_us;
}
console.log("JPEG encode of the same pixels, quality 90 (median ms; wasm = mozjpeg via @jsquash/jpeg)");
console.table(records.filter((r) => r.kind === "jpeg").map(({ kind, ...r }) => ({ ...r, speedup: +(r.wasm_ms / r.ours_ms).toFixed(2) })));

// 2. the running app
log("bench: building and starting the app…");
const { base, workerdRssMb, stop } = await startBuiltApp();

let memory = {};
let http = {};
try {
  // Issue 16's measurement: a fresh server, one small warm-up render, then six 4096-wide exports
  // (a PNG, a JPEG, then four JPEGs at once): how much the workerd process grows.
  const logoUrl = (format, text, width) =>
    `${base}/api/logo.${format}?text=${encodeURIComponent(text)}&font=Montserrat&colors=FF6B6B,3A86FF,8338EC&symbol=%E2%9A%93&slogan=Coastal%20goods&width=${width}`;
  const fetchImage = async (url) => {
    const res = await fetch(url, { headers: { "cache-control": "no-store" } });
    const body = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return { res, body };
  };
  await fetchImage(logoUrl("png", "Warm up", 256));
  const rssStart = workerdRssMb();
  const six = [await fetchImage(logoUrl("png", "Harbor & Finch 1", 4096)), await fetchImage(logoUrl("jpeg", "Harbor & Finch 2", 4096))];
  six.push(...(await Promise.all([3, 4, 5, 6].map((i) => fetchImage(logoUrl("jpeg", `Harbor & Finch ${i}`, 4096))))));
  const rssSix = workerdRssMb();
  const sizes = six.map(({ body }) => {
    const isPng = body[0] === 0x89;
    const dims = isPng ? [new DataView(body.buffer).getUint32(16), new DataView(body.buffer).getUint32(20)] : (() => {
      for (let i = 2; i < body.length; ) {
        if (body[i + 1] === 0xc0) return [(body[i + 7] << 8) | body[i + 8], (body[i + 5] << 8) | body[i + 6]];
        i += 2 + ((body[i + 2] << 8) | body[i + 3]);
      }
      return [0, 0];
    })();
    return `${isPng ? "PNG" : "JPEG"} ${dims.join("×")}`;
  });
  http.six_exports_growth_mb = Math.round(rssSix - rssStart);
  console.log(`workerd RSS: ${rssStart} MB after a warm-up, ${rssSix} MB after six 4096-wide exports (${sizes.join(", ")}): +${http.six_exports_growth_mb} MB`);

  // Over HTTP, uncached: a 3200-wide JPEG against the same PNG (medians of 7).
  const timed = async (format) => {
    const t = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      await fetchImage(logoUrl(format, "Harbor & Finch", 3200));
      t.push(performance.now() - t0);
    }
    return t.sort((a, b) => a - b)[3];
  };
  await timed("png");
  const pngMs = await timed("png");
  const jpegMs = await timed("jpeg");
  http.http_jpeg_vs_png_3200 = Math.round((jpegMs / pngMs) * 100) / 100;
  console.log(`over HTTP, uncached, 3200 wide: PNG ${pngMs.toFixed(1)} ms, JPEG ${jpegMs.toFixed(1)} ms (×${http.http_jpeg_vs_png_3200})`);

  // Issue 23: while four of the most expensive guides the contract accepts render, how long does
  // the catalogue take to answer? (Guides yield between sections; a guide is linear in its text.)
  const worstBody = JSON.stringify(records.find((r) => r.kind === "worst_guide_body").body);
  const postGuide = (body) => fetch(`${base}/api/design-guide.pdf`, { method: "POST", headers: { "content-type": "application/json" }, body }).then(async (r) => {
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`guide: ${r.status}`);
  });
  await postGuide(worstBody);
  const fontsLatency = [];
  let guidesDone = false;
  const guides = Promise.all([0, 1, 2, 3].map(() => postGuide(worstBody))).finally(() => (guidesDone = true));
  while (!guidesDone) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/fonts`)).arrayBuffer();
    fontsLatency.push(performance.now() - t0);
  }
  await guides;
  http.fonts_during_four_worst_guides_max_ms = Math.round(Math.max(...fontsLatency));
  console.log(`GET /api/fonts while four worst-case guides render: ${fontsLatency.length} answers, slowest ${http.fonts_during_four_worst_guides_max_ms} ms`);

  log("bench: 200 uncached 4096-wide PNG renders…");
  const render = async (i) => {
    // no-store: the local simulator keeps cached responses in memory, which is not the isolate's.
    const res = await fetch(`${base}/api/logo.png?text=Memory%20${i}&colors=FF6B6B,3A86FF,8338EC&symbol=%E2%9A%A1&slogan=Soak%20${i}&width=4096`, {
      headers: { "cache-control": "no-store" },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`render ${i}: ${res.status}`);
  };
  for (let i = 0; i < 10; i++) await render(`warm-${i}`);
  const samples = [workerdRssMb()];
  for (let i = 0; i < 200; i++) {
    await render(i);
    if ((i + 1) % 50 === 0) samples.push(workerdRssMb());
  }
  memory = { rss_mb_before: samples[0], rss_mb_after_200: samples.at(-1) };
  console.log(`workerd RSS (MB) after 10 warm-up renders, then every 50 of 200 uncached 4096×2048 PNGs: ${samples.join(" → ")}`);

  // 3. first preview in Chromium
  if (chromiumPath) {
    const browser = await launchChromium();
    const samples = [];
    for (let i = 0; i < 5; i++) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await page.goto(base);
      await page.getByPlaceholder("Enter your logo text...").fill(`Preview Timing ${i}`);
      // As a visitor types, the results code loads in the background.
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid=logo-canvas][data-ready=true]").length === 6);
      const sample = await page.evaluate(() => {
        const got = performance.getEntriesByName("boldmark:suggestions")[0].startTime;
        const drawn = performance.getEntriesByName("boldmark:preview").map((e) => e.startTime).filter((t) => t >= got);
        return { first: Math.min(...drawn) - got, all: Math.max(...drawn) - got };
      });
      // Issue 24: a face change on the first card, to the redrawn preview: a face no card uses
      // (its file fetched and parsed first), then back to the card's own (already loaded).
      const card = page.getByTestId("variation-card").first();
      await card.getByTestId("customise").locator("summary").click();
      // the editors' code loads when the panel first opens
      await card.getByRole("group", { name: "Typefaces" }).locator("button").first().waitFor();
      const faceChange = async (pick) => {
        const ms = await page.evaluate((pick) => {
          const first = document.querySelector("[data-testid=variation-card]");
          const used = new Set([...document.querySelectorAll("[data-testid=font-family]")].map((e) => e.textContent));
          const buttons = [...first.querySelectorAll("[aria-label=Typefaces] button")];
          const button = pick === "cold" ? buttons.find((b) => !used.has(b.getAttribute("aria-label").replace(/ \(.*\)$/, ""))) : buttons.find((b) => b.getAttribute("aria-label").startsWith(`${window.__ownFace} (`));
          if (pick === "cold") window.__ownFace = first.querySelector("[data-testid=font-family]").textContent;
          const canvas = first.querySelector("[data-testid=logo-canvas]");
          const t0 = performance.now();
          button.click();
          return new Promise((resolve) => {
            const poll = () => {
              const after = performance.getEntriesByName("boldmark:preview").filter((e) => e.startTime >= t0);
              if (after.length && canvas.dataset.ready === "true") resolve(after.at(-1).startTime - t0);
              else requestAnimationFrame(poll);
            };
            requestAnimationFrame(poll);
          });
        }, pick);
        return ms;
      };
      sample.faceCold = await faceChange("cold");
      sample.faceWarm = await faceChange("warm");
      samples.push(sample);
      await page.close();
    }
    const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    // Issue 25: names in other scripts against Latin names of the same length. Per name, a fresh
    // page: the font bytes it fetched for the six previews (subsets of the script faces, or
    // whole Latin faces) and HarfBuzz's wasm apart, the first preview after the suggestions;
    // then uncached 1600-wide PNG exports in the script's first face against the Latin name in
    // Montserrat (medians of 5).
    const WORLD = [
      ["Japanese", "東京ラーメン", "Noto Sans JP", "Tokyo!"],
      ["Arabic", "مقهى النخيل", "Noto Naskh Arabic", "Palm Coffee"],
      ["Thai", "ร้านกาแฟ", "Noto Sans Thai", "Cafe Bar"],
    ];
    const previewOf = async (name) => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      let fontBytes = 0;
      let wasmBytes = 0;
      page.on("response", async (res) => {
        const url = res.url();
        if (!/\/fonts\/|\/api\/fonts\/subset\/|\.wasm(\?|$)/.test(url)) return;
        const n = (await res.body().catch(() => Buffer.alloc(0))).length;
        if (/\.wasm(\?|$)/.test(url)) wasmBytes += n;
        else fontBytes += n;
      });
      await page.goto(base);
      await page.getByPlaceholder("Enter your logo text...").fill(name);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll("[data-testid=logo-canvas][data-ready=true]").length === 6);
      await page.waitForLoadState("networkidle");
      const first = await page.evaluate(() => {
        const got = performance.getEntriesByName("boldmark:suggestions")[0].startTime;
        return Math.min(...performance.getEntriesByName("boldmark:preview").map((e) => e.startTime).filter((t) => t >= got)) - got;
      });
      await page.close();
      return { first, fontBytes, wasmBytes };
    };
    const exportMs = async (text, font) => {
      const times = [];
      for (let i = 0; i < 5; i++) {
        const url = `${base}/api/logo.png?text=${encodeURIComponent(text)}&font=${encodeURIComponent(font)}&colors=C1121F,780000&symbol=ph:coffee&width=${1600 + i}`;
        const t0 = performance.now();
        await fetchImage(url);
        times.push(performance.now() - t0);
      }
      return med(times);
    };
    memory.world = {};
    for (const [script, name, face, latin] of WORLD) {
      const theirs = await previewOf(name);
      const ours = await previewOf(latin);
      const scriptExport = await exportMs(name, face);
      const latinExport = await exportMs(latin, "Montserrat");
      const row = {
        name,
        font_kb: +(theirs.fontBytes / 1024).toFixed(1),
        harfbuzz_wasm_kb: +(theirs.wasmBytes / 1024).toFixed(1),
        latin_font_kb: +(ours.fontBytes / 1024).toFixed(1),
        first_preview_ms: Math.round(theirs.first),
        latin_first_preview_ms: Math.round(ours.first),
        export_1600_ms: Math.round(scriptExport),
        latin_export_1600_ms: Math.round(latinExport),
        export_vs_latin: +(scriptExport / latinExport).toFixed(2),
      };
      memory.world[script] = row;
      console.log(
        `${script} "${name}": fonts ${row.font_kb} KB for six previews (+ HarfBuzz wasm ${row.harfbuzz_wasm_kb} KB; "${latin}": ${row.latin_font_kb} KB), first preview ${row.first_preview_ms} ms ("${latin}": ${row.latin_first_preview_ms} ms), 1600-wide PNG ${row.export_1600_ms} ms in ${face} against ${row.latin_export_1600_ms} ms (×${row.export_vs_latin})`,
      );
    }
    // Issue 23: a hostile share link of 663 KiB (a deflated name of millions of letters): the
    // longest task on the page's main thread, against the same page without the link.
    let x = 1;
    const letters = Buffer.alloc(1_780_000); // four letters at random: 2 bits each once deflated
    for (let i = 0; i < letters.length; i++) letters[i] = 65 + ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 30);
    const shareOf = (json) => `#share=${deflateRawSync(Buffer.from(json), { level: 9 }).toString("base64url")}`;
    const hostile = shareOf(`{"logoText":"${letters}","fontFamily":"Inter","colors":["#111111"]}`);
    const valid = shareOf(readFileSync("tests/fixtures/design-guide.json", "utf8"));
    const longestTask = async (hash) => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await page.addInitScript(() => {
        window.__longest = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration)))).observe({ type: "longtask", buffered: true });
      });
      await page.goto(`${base}/${hash}`);
      if (hash === hostile) await page.getByText("This share link is incomplete or damaged").waitFor();
      else if (hash) await page.locator("[data-testid=shared-view] [data-testid=logo-canvas][data-ready=true]").waitFor();
      else await page.getByPlaceholder("Enter your logo text...").waitFor();
      await page.waitForTimeout(300);
      const ms = await page.evaluate(() => window.__longest);
      await page.close();
      return ms;
    };
    const hostileMs = [];
    const plainMs = [];
    const validMs = [];
    for (let i = 0; i < 3; i++) {
      plainMs.push(await longestTask(""));
      validMs.push(await longestTask(valid));
      hostileMs.push(await longestTask(hostile));
    }
    await browser.close();
    memory.hostile_share_link_kib = Math.round(hostile.length / 1024);
    memory.hostile_share_longest_task_ms = Math.round(med(hostileMs));
    memory.plain_page_longest_task_ms = Math.round(med(plainMs));
    memory.valid_share_longest_task_ms = Math.round(med(validMs));
    console.log(`a ${memory.hostile_share_link_kib} KiB hostile share link: longest main-thread task ${memory.hostile_share_longest_task_ms} ms (a valid share link: ${memory.valid_share_longest_task_ms} ms; the page without one: ${memory.plain_page_longest_task_ms} ms; medians of 3)`);
    memory.first_preview_ms = Math.round(med(samples.map((s) => s.first)));
    memory.all_previews_ms = Math.round(med(samples.map((s) => s.all)));
    memory.face_change_new_face_ms = Math.round(med(samples.map((s) => s.faceCold)));
    memory.face_change_loaded_face_ms = Math.round(med(samples.map((s) => s.faceWarm)));
    // a frame is 16.7 ms at 60 Hz: the loaded face's redraw against it
    console.log(
      `face change to redrawn preview: ${memory.face_change_loaded_face_ms} ms with the face loaded (${(memory.face_change_loaded_face_ms / 16.7).toFixed(1)} frames), ${memory.face_change_new_face_ms} ms for a face fetched first (medians of 5)`,
    );
  } else {
    log("bench: no Chromium found; skipping the browser figures");
  }
} finally {
  stop();
}

// 4. initial JS: the entry chunk and what index.html preloads
const html = readFileSync("dist/client/index.html", "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const initialJsKb = initial.reduce((n, f) => n + gzipSync(readFileSync(`dist/client/${f}`)).length, 0) / 1024;
const lazyKb = readdirSync("dist/client/assets")
  .filter((f) => f.endsWith(".js") && !initial.includes(`assets/${f}`))
  .reduce((n, f) => n + gzipSync(readFileSync(`dist/client/assets/${f}`)).length, 0) / 1024;
console.log(`initial JS: ${initialJsKb.toFixed(1)} KB gzipped (${initial.join(", ")}); loaded with the results: ${lazyKb.toFixed(1)} KB`);

const result = {
  ...summary,
  kind: undefined,
  ...http,
  memory_rss_mb_before: memory.rss_mb_before,
  memory_rss_mb_after_200: memory.rss_mb_after_200,
  first_preview_ms: memory.first_preview_ms,
  face_change_loaded_face_ms: memory.face_change_loaded_face_ms,
  face_change_new_face_ms: memory.face_change_new_face_ms,
  hostile_share_longest_task_ms: memory.hostile_share_longest_task_ms,
  plain_page_longest_task_ms: memory.plain_page_longest_task_ms,
  valid_share_longest_task_ms: memory.valid_share_longest_task_ms,
  initial_js_kb_gz: Math.round(initialJsKb * 10) / 10,
};
delete result.kind;
console.log(JSON.stringify(result));
process.exit(0);
