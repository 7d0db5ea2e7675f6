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

/** The text a face's colour is measured on: every letter shape type designers test with, in capitals and small letters. */
const COLOUR_TEXT = "HAMBURGEFONSTIV Hamburgefonstiv";

/**
 * The signed area of a glyph's outline (fontkit path commands), curves flattened in eight steps:
 * outer contours and holes wind opposite ways, so the sum is the ink.
 */
function inkArea(commands) {
  let area = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const to = (nx, ny) => {
    area += x * ny - nx * y;
    x = nx;
    y = ny;
  };
  for (const { command, args: a } of commands) {
    if (command === "moveTo") {
      to(startX, startY);
      startX = x = a[0];
      startY = y = a[1];
    } else if (command === "lineTo") to(a[0], a[1]);
    else if (command === "quadraticCurveTo") {
      const [x0, y0] = [x, y];
      for (let k = 1; k <= 8; k++) {
        const t = k / 8;
        to((1 - t) ** 2 * x0 + 2 * (1 - t) * t * a[0] + t * t * a[2], (1 - t) ** 2 * y0 + 2 * (1 - t) * t * a[1] + t * t * a[3]);
      }
    } else if (command === "bezierCurveTo") {
      const [x0, y0] = [x, y];
      for (let k = 1; k <= 8; k++) {
        const t = k / 8;
        to((1 - t) ** 3 * x0 + 3 * (1 - t) ** 2 * t * a[0] + 3 * (1 - t) * t * t * a[2] + t ** 3 * a[4], (1 - t) ** 3 * y0 + 3 * (1 - t) ** 2 * t * a[1] + 3 * (1 - t) * t * t * a[3] + t ** 3 * a[5]);
      }
    } else if (command === "closePath") to(startX, startY);
  }
  to(startX, startY);
  return area / 2;
}

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
//
// And each Latin face's colour, as type designers call a text's darkness: the ink of
// "HAMBURGEFONSTIV Hamburgefonstiv" set in the face's file, over its advance times its cap
// height. The engine does not suggest a face too faint for a logo (worker/ai/builtin/engine.ts,
// FAINT): critics shown contact sheets called Amatic SC, Cormorant and Dancing Script "thin",
// "spindly", "too faint to read" at the sizes a logo is seen.
const coverageFile = join(root, "fonts/coverage.json");
const stamp = JSON.stringify(["colour-1", ...catalogue.families.map((f) => `${f.slug}-${f.version}`)]);
const existing = existsSync(coverageFile) ? JSON.parse(readFileSync(coverageFile, "utf8")) : undefined;
if (existing?.stamp !== stamp) {
  const fontkit = await import("fontkit");
  const colour = {};
  for (const font of catalogue.families.filter((f) => !f.script)) {
    try {
      const parsed = fontkit.create(readFileSync(join(outDir, `${font.slug}-${font.version}.ttf`)));
      const run = parsed.layout(COLOUR_TEXT);
      if (run.glyphs.some((g) => g.id === 0)) continue;
      let ink = 0;
      let advance = 0;
      run.glyphs.forEach((g, i) => {
        ink += Math.abs(inkArea(g.path.commands));
        advance += run.positions[i].xAdvance;
      });
      colour[font.family] = Math.round((1000 * ink) / (advance * (parsed.capHeight || parsed.unitsPerEm * 0.7))) / 1000;
    } catch {
      // A face fontkit cannot lay out here is left unmeasured: the engine treats it as legible.
    }
  }
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
  writeFileSync(coverageFile, JSON.stringify({ stamp, faces, colour }));
  console.log(`fonts: coverage of ${Object.keys(faces).length} script faces and the colour of ${Object.keys(colour).length} Latin faces written`);
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
