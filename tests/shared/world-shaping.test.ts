// Names in the world's scripts (issue 25), judged by HarfBuzz's own command-line tools, which we
// did not write (Debian's libharfbuzz-bin; .ci/run installs it): every run our chain shapes in a
// face made for a script has the glyphs and positions `hb-shape` gives for the same font file and
// text; the subset we shape with advances exactly as the whole face does; and the outlines we draw
// land where `hb-view` draws them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decode } from "fast-png";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { FAMILIES, fontPath, type CatalogueFamily } from "../../shared/catalogue";
import { segment } from "../../shared/chain";
import { LogoFont } from "../../shared/font";
import { glyphBounds, glyphsPathData, lineGlyphs } from "../../shared/layout";
import { scriptsOf, facesFor } from "../../shared/scripts";
import { budget } from "../support/budget";
import { chainFor, loadFontFromDisk } from "../support/node-fonts";
import corpus from "../fixtures/world-names.json";

const SCRIPT_FACES = FAMILIES.filter((f) => f.script);
const NAMES = Object.entries(corpus).filter(([k]) => k !== "_about") as [string, string[]][];
const dir = mkdtempSync(join(tmpdir(), "boldmark-shaping-"));

interface HbGlyph {
  g: number;
  cl: number;
  dx: number;
  dy: number;
  ax: number;
  ay: number;
}

/** `hb-shape`'s glyphs for a font file and a run, in the run's direction. */
function hbShape(file: string, text: string, direction: "ltr" | "rtl", language: string): HbGlyph[] {
  const out = execFileSync("hb-shape", ["--output-format=json", "--no-glyph-names", `--direction=${direction}`, `--language=${language}`, file, text], { encoding: "utf8" });
  return JSON.parse(out.trim()) as HbGlyph[];
}

/** hb-shape's glyphs as pen positions, as LogoFont.shape gives them. */
function penPositions(glyphs: HbGlyph[]) {
  let x = 0;
  const placed = glyphs.map((g) => {
    const at = { id: g.g, x: x + g.dx, y: g.dy };
    x += g.ax;
    return at;
  });
  return { glyphs: placed, advance: x };
}

function writeFont(font: LogoFont, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, font.bytes);
  return file;
}

/** The faces a corpus name is set in: every face made for its script that draws all of it, or the paired face beside a Latin family. */
async function facesForName(name: string): Promise<CatalogueFamily[]> {
  const scripts = scriptsOf(name);
  if (/\p{Script=Latin}/u.test(name)) return [FAMILIES.find((f) => f.family === "Montserrat")!, FAMILIES.find((f) => f.family === "Playfair Display")!];
  const faces: CatalogueFamily[] = [];
  for (const face of scripts.flatMap(facesFor)) if ((await loadFontFromDisk(face)).covers(name.replace(/\s/gu, ""))) faces.push(face);
  return faces;
}

describe("shaping in the faces made for each script, judged by hb-shape", () => {
  it.each(NAMES)("%s: every run of every name equals hb-shape on the same subset file, and the subset advances as the whole face", async (script, names) => {
    let runsChecked = 0;
    for (const name of names) {
      const faces = await facesForName(name);
      expect(faces.length, `${name}: no face draws it`).toBeGreaterThan(0);
      for (const face of faces) {
        const chain = await chainFor(face.family, { text: name });
        for (const run of segment(name, chain)) {
          if (!(run.font instanceof LogoFont) || !run.font.shapedByHarfBuzz) continue;
          const direction = run.direction ?? "ltr";
          const ours = run.font.shape(run.text, direction);
          const subsetFile = writeFont(run.font, `${run.font.name.replace(/\W/g, "")}-${runsChecked}.ttf`);
          const language = FAMILIES.find((f) => f.family === run.font.name)!.script!;
          const theirs = penPositions(hbShape(subsetFile, run.text, direction, language));
          const where = `${script} "${name}" run "${run.text}" (${direction}) in ${run.font.name}`;
          expect(ours.glyphs, where).toEqual(theirs.glyphs);
          expect(ours.advance, where).toBe(theirs.advance);
          // The subset is cut for these characters; the whole face must shape them the same.
          const whole = hbShape(`public${fontPath(FAMILIES.find((f) => f.family === run.font.name)!)}`, run.text, direction, language);
          expect(penPositions(whole).glyphs.map((g) => [g.x, g.y]), `${where}, whole face`).toEqual(theirs.glyphs.map((g) => [g.x, g.y]));
          runsChecked++;
        }
      }
    }
    expect(runsChecked, script).toBeGreaterThan(0);
  }, budget(20_000));

  it("every face made for a script shapes a name of its script as hb-shape does, whole file", async () => {
    const byScript = new Map(NAMES.map(([k, v]) => [k, v]));
    for (const face of SCRIPT_FACES) {
      const font = await loadFontFromDisk(face);
      const pool = face.script === "ar" ? [...byScript.get("ar")!, ...byScript.get("fa")!, ...byScript.get("ur")!] : byScript.get(face.script!)!;
      const names = pool.filter((n) => font.covers(n.replace(/\s/gu, "")));
      expect(names.length, `${face.family} draws none of the ${face.script} names`).toBeGreaterThan(0);
      for (const name of names) {
        const direction = face.script === "ar" || face.script === "he" ? "rtl" : "ltr";
        const theirs = penPositions(hbShape(`public${fontPath(face)}`, name, direction, face.script!));
        expect(font.shape(name, direction).glyphs, `${face.family} "${name}"`).toEqual(theirs.glyphs);
      }
    }
  }, budget(20_000));
});

describe("outlines where hb-view draws them", () => {
  beforeAll(async () => {
    await initWasm(readFileSync("node_modules/@resvg/resvg-wasm/index_bg.wasm")).catch(() => undefined);
  });

  /** Ink mask of a PNG (alpha or darkness over 50%), cropped to its ink. */
  function inkMask(png: Uint8Array): { width: number; height: number; ink: (x: number, y: number) => boolean } {
    const img = decode(png);
    const ch = img.channels;
    const dark = (x: number, y: number) => {
      const i = (y * img.width + x) * ch;
      const d = img.data as Uint8Array;
      const alpha = ch === 4 || ch === 2 ? d[i + ch - 1]! : 255;
      const lum = ch >= 3 ? (d[i]! + d[i + 1]! + d[i + 2]!) / 3 : d[i]!;
      return alpha > 127 && lum < 128;
    };
    let minX = img.width, minY = img.height, maxX = -1, maxY = -1;
    for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) if (dark(x, y)) {
      minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
    return { width: maxX - minX + 1, height: maxY - minY + 1, ink: (x, y) => dark(x + minX, y + minY) };
  }

  // One name per script and a mixed one: the whole rendered line, ours (fontkit outlines at
  // HarfBuzz's positions, rasterised by resvg) against hb-view's (HarfBuzz and cairo).
  const SAMPLES: [string, string][] = [
    ["Noto Sans JP", "東京ラーメン"],
    ["Noto Sans SC", "北京烤鸭店"],
    ["Noto Serif TC", "台北咖啡館"],
    ["Noto Sans KR", "서울 커피"],
    ["Cairo", "مقهى النخيل"],
    ["Amiri", "گل‌فروشی پارسی"],
    ["Frank Ruhl Libre", "קפה גרינברג"],
    ["Kanit", "ร้านกาแฟ"],
  ];
  it.each(SAMPLES)("%s: %s matches hb-view: size within 2 px, 99% of ink within 1 px", async (family, name) => {
    const face = FAMILIES.find((f) => f.family === family)!;
    const size = 120;
    const hbPng = join(dir, `view-${face.slug}.png`);
    execFileSync("hb-view", [`--language=${face.script}`, "--font-size=120", "--margin=20", "--foreground=#000000", "--background=#FFFFFF", "--output-format=png", `--output-file=${hbPng}`, `public${fontPath(face)}`, name]);
    const chain = await chainFor(family, { text: name });
    const glyphs = lineGlyphs(name, chain, size, 20, 20 + size);
    const box = glyphBounds(glyphs)!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(box.x + box.width + 40)}" height="${Math.ceil(box.y + box.height + 40)}"><rect width="100%" height="100%" fill="#fff"/><path d="${glyphsPathData(glyphs, { plain: true })}" fill="#000"/></svg>`;
    const oursPng = new Resvg(svg).render().asPng();
    const ours = inkMask(oursPng);
    const theirs = inkMask(new Uint8Array(readFileSync(hbPng)));
    expect(Math.abs(ours.width - theirs.width), `${name}: width ${ours.width} vs hb-view ${theirs.width}`).toBeLessThanOrEqual(2);
    expect(Math.abs(ours.height - theirs.height), `${name}: height ${ours.height} vs hb-view ${theirs.height}`).toBeLessThanOrEqual(2);
    // Anti-aliasing and sub-pixel origins differ between resvg and cairo: a pixel of ink agrees
    // when the other rendering has ink within 1 px of it.
    const near = (m: typeof ours, x: number, y: number) => {
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (m.ink(x + dx, y + dy)) return true;
      return false;
    };
    const agreement = (a: typeof ours, b: typeof ours) => {
      let inked = 0, matched = 0;
      for (let y = 0; y < a.height; y++) for (let x = 0; x < a.width; x++) if (a.ink(x, y)) {
        inked++;
        if (near(b, x, y)) matched++;
      }
      return matched / inked;
    };
    expect(agreement(ours, theirs), `${name}: our ink within 1 px of hb-view's`).toBeGreaterThanOrEqual(0.99);
    expect(agreement(theirs, ours), `${name}: hb-view's ink within 1 px of ours`).toBeGreaterThanOrEqual(0.99);
  }, budget(5_000));
});
