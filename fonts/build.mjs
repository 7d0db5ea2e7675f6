// Copies the catalogue's font files and their OFL licences from the pinned npm packages into
// public/fonts/, where Vite ships them as static assets for the browser and the Worker.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
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
