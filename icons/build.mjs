// Turns the pinned icon package into what the app loads: one small file per icon under
// public/icons/ph-<version>/ (normalised outline and its box, so a request or a preview fetches
// only the icons it draws) and icons/index.json (names, tags and categories, for the matcher and
// for validating `ph:<name>`). Company logos (the "brands" category) are left out: a logo maker
// must never hand out another company's mark.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import svgpath from "svgpath";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(root, "package.json"));
const set = JSON.parse(readFileSync(join(root, "icons/catalogue.json"), "utf8"));
// The package exports no package.json; find its folder from the main entry.
const pkgDir = join(dirname(require.resolve(set.package)), "..");
const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
if (version !== set.version) throw new Error(`${set.package} is ${version}, icons/catalogue.json pins ${set.version}`);

const outDir = join(root, `public/icons/${set.prefix}-${set.version}`);
const indexFile = join(root, "icons/index.json");
const { icons } = await import(pathToFileURL(join(pkgDir, "dist/index.mjs")).href);
const kept = icons.filter((i) => !i.categories.some((c) => set.excludeCategories.includes(c)));

/** Absolute M, L, C, Q and Z only (arcs become cubics), numbers rounded to 1/100. */
function normalise(d) {
  const out = [];
  const r = (v) => Math.round(v * 100) / 100;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  const see = (x, y) => {
    minX = Math.min(minX, x); maxX = Math.max(maxX, x);
    minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  };
  let cx = 0, cy = 0;
  svgpath(d).abs().unarc().unshort().iterate((seg) => {
    const [cmd, ...a] = seg;
    switch (cmd) {
      case "M": case "L": out.push(`${cmd}${r(a[0])} ${r(a[1])}`); see(a[0], a[1]); [cx, cy] = a; break;
      case "H": out.push(`L${r(a[0])} ${r(cy)}`); see(a[0], cy); cx = a[0]; break;
      case "V": out.push(`L${r(cx)} ${r(a[0])}`); see(cx, a[0]); cy = a[0]; break;
      case "C": out.push(`C${a.map(r).join(" ")}`); for (let i = 0; i < 6; i += 2) see(a[i], a[i + 1]); [cx, cy] = [a[4], a[5]]; break;
      case "Q": out.push(`Q${a.map(r).join(" ")}`); for (let i = 0; i < 4; i += 2) see(a[i], a[i + 1]); [cx, cy] = [a[2], a[3]]; break;
      case "Z": case "z": out.push("Z"); break;
      default: throw new Error(`unexpected path command ${cmd}`);
    }
  });
  return { d: out.join(""), box: [minX, minY, maxX, maxY].map((v) => Math.round(v * 100) / 100) };
}

mkdirSync(outDir, { recursive: true });
let written = 0;
for (const icon of kept) {
  const target = join(outDir, `${icon.name}.json`);
  if (existsSync(target)) continue;
  const svg = readFileSync(join(pkgDir, `assets/${set.weight}/${icon.name}-${set.weight}.svg`), "utf8");
  const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1]);
  if (!paths.length || /<(circle|rect|ellipse|line|polygon|polyline)\b/.test(svg)) throw new Error(`${icon.name}: not a plain path icon`);
  writeFileSync(target, JSON.stringify(normalise(paths.join(" "))));
  written++;
}
copyFileSync(join(pkgDir, "LICENSE"), join(outDir, "LICENSE.txt"));

const index = {
  prefix: set.prefix,
  version: set.version,
  icons: kept.map((i) => ({ name: i.name, tags: i.tags.map((t) => t.toLowerCase()), categories: [...i.categories] })),
};
const text = JSON.stringify(index);
if (!existsSync(indexFile) || readFileSync(indexFile, "utf8") !== text) writeFileSync(indexFile, text);
const onDisk = readdirSync(outDir).filter((f) => f.endsWith(".json")).length;
console.log(`icons: ${kept.length} ${set.prefix} icons (${set.weight}) ready, ${onDisk} files (${written} written)`);

// The icons the engine never suggests, each with its reason (icons/exclusions.json), as a page
// for people: docs/mark-exclusions.md. Every excluded name must be an icon of the library.
const exclusions = JSON.parse(readFileSync(new URL("./exclusions.json", import.meta.url), "utf8"));
const names = new Set(kept.map((i) => i.name));
const unknown = Object.keys(exclusions.exclusions).filter((n) => !names.has(n));
if (unknown.length) throw new Error(`icons/exclusions.json names icons the library lacks: ${unknown.join(", ")}`);
const KINDS = {
  character: "Someone else's character: never suggested.",
  trademark: "Someone else's trademark or logo: never suggested.",
  legal: "A legal notice, not a mark: never suggested.",
  negative: "Says the opposite of what a brand wants, or nothing: never suggested.",
  religious: "A religious symbol: suggested only when the name asks for it.",
  political: "A political or identity statement: suggested only when the name asks for it.",
  violence: "A weapon or death: suggested only when the name asks for it.",
  hazard: "A hazard or health warning: suggested only when the name asks for it.",
  personal: "A sign of disability, illness or the body's functions (a wheelchair, a toilet, a face mask): read as a slight or a joke by a trade that is not about it, so suggested only when the name asks for it.",
  absence: "A thing crossed out or marked with an X (muted, offline, cancelled): says a brand lacks what it draws, so suggested only when the name asks for it (a gluten-free bakery's crossed-out grains).",
  lettering: "A drawing lettered with a word of its own (a page that says PDF, VUE or ZIP): letters that compete with the name's, some of them another product's name, so suggested only when the name says them.",
};
const rows = Object.entries(exclusions.exclusions).map(([name, e]) => `| \`ph:${name}\` | ${e.kind} | ${e.reason} | ${e.asks ? e.asks.join(", ") : "never"} |`);
const page = [
  "# Marks the engine never suggests",
  "",
  "Written by `icons/build.mjs` from `icons/exclusions.json`; edit that file, not this page.",
  "",
  `Every one of the ${kept.length} icons of ${set.package} ${set.version} was reviewed once, by name and tags. The engine`,
  "(the builtin matcher, and the shortlist Workers AI picks from) never offers the icons below as a",
  "brand's mark, except a religious, political, violent, hazard, personal or crossed-out symbol when a word of the",
  "name or slogan is one of its words (a church may get a cross). A visitor may still ask for any icon by",
  "name in a logo URL: the exclusions are about what we suggest, not what we draw.",
  "",
  ...Object.entries(KINDS).map(([k, v]) => `- **${k}**: ${v}`),
  "",
  "| icon | kind | why | suggested when the name says |",
  "|---|---|---|---|",
  ...rows,
  "",
].join("\n");
const pageFile = new URL("../docs/mark-exclusions.md", import.meta.url);
if (!existsSync(pageFile) || readFileSync(pageFile, "utf8") !== page) writeFileSync(pageFile, page);
