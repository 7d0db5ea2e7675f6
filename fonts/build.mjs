// Copies the catalogue's font files and their OFL licences from the pinned npm packages into
// public/fonts/, where Vite ships them as static assets for the browser and the Worker.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(root, "package.json"));
const catalogue = JSON.parse(readFileSync(join(root, "fonts/catalogue.json"), "utf8"));
const outDir = join(root, "public/fonts");
const licenceDir = join(outDir, "licenses");
mkdirSync(licenceDir, { recursive: true });

let copied = 0;
for (const font of [...catalogue.families, ...catalogue.support]) {
  const pkgDir = dirname(require.resolve(`${font.package}/package.json`));
  const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  // The file name carries the version, which is what makes the immutable cache header safe.
  if (version !== font.version) {
    throw new Error(`${font.package} is ${version}, catalogue pins ${font.version}: update fonts/catalogue.json`);
  }
  const target = join(outDir, `${font.slug}-${font.version}.ttf`);
  const source = join(pkgDir, font.file);
  if (!existsSync(target) || statSync(target).size !== statSync(source).size) {
    copyFileSync(source, target);
    copied++;
  }
  copyFileSync(join(pkgDir, "LICENSE_FONT"), join(licenceDir, `${font.slug}.txt`));
}
console.log(`fonts: ${catalogue.families.length} families + ${catalogue.support.length} support fonts ready (${copied} copied)`);

// What each face made for a script can draw, for the design engine, which offers a face only
// when it draws every letter of the name (Jua has the 2,350 common Hangul syllables, not all
// 11,172): each face's cmap as ranges, base 36, "start" or "start-length". Rebuilt when the
// catalogue changes.
const coverageFile = join(root, "fonts/coverage.json");
const stamp = JSON.stringify(catalogue.families.filter((f) => f.script).map((f) => `${f.slug}-${f.version}`));
const existing = existsSync(coverageFile) ? JSON.parse(readFileSync(coverageFile, "utf8")) : undefined;
if (existing?.stamp !== stamp) {
  const fontkit = await import("fontkit");
  const faces = {};
  for (const font of catalogue.families.filter((f) => f.script)) {
    const parsed = fontkit.create(readFileSync(join(outDir, `${font.slug}-${font.version}.ttf`)));
    const ranges = [];
    for (const cp of [...parsed.characterSet].sort((a, b) => a - b)) {
      const last = ranges[ranges.length - 1];
      if (last && last[1] === cp - 1) last[1] = cp;
      else ranges.push([cp, cp]);
    }
    faces[font.family] = ranges.map(([a, b]) => (a === b ? a.toString(36) : `${a.toString(36)}-${(b - a).toString(36)}`)).join(",");
  }
  writeFileSync(coverageFile, JSON.stringify({ stamp, faces }));
  console.log(`fonts: coverage of ${Object.keys(faces).length} script faces written`);
}

// Which Han characters are written only in Traditional Chinese (臺, 灣, 門, 書…): from OpenCC's
// Traditional→Simplified character table (opencc-js), the characters whose simplified form is
// another character. A Han name holding them is set in the Traditional faces (shared/scripts.ts).
const hanFile = join(root, "fonts/han.json");
// (its exports map hides package.json: walk up from its entry point)
let occDir = dirname(require.resolve("opencc-js"));
const isOcc = (dir) => existsSync(join(dir, "package.json")) && JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name === "opencc-js";
while (!isOcc(occDir)) occDir = dirname(occDir);
const occVersion = JSON.parse(readFileSync(join(occDir, "package.json"), "utf8")).version;
const hanExisting = existsSync(hanFile) ? JSON.parse(readFileSync(hanFile, "utf8")) : undefined;
if (hanExisting?.source !== `opencc-js ${occVersion}`) {
  const { default: table } = await import(join(occDir, "dist/esm-lib/dict/TSCharacters.js"));
  const traditional = [];
  for (const pair of table.split("|")) {
    const [t, ...simplified] = pair.split(" ");
    if (t && [...t].length === 1 && simplified.length && !simplified.includes(t)) traditional.push(t);
  }
  writeFileSync(hanFile, JSON.stringify({ source: `opencc-js ${occVersion}`, traditional: [...new Set(traditional)].sort().join("") }));
  console.log(`fonts: ${traditional.length} Traditional-only Han characters written`);
}
