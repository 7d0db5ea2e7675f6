// The PDF design guide: the logo as every export draws it (the same layout and outlines, as
// vectors), then one section after another (guide/sections.ts) on A4 pages (guide/writer.ts).
import { appIcon } from "../../shared/app-icon";
import { followDesign } from "../../shared/guideline-facts";
import { guidelineStrings } from "../../shared/guidelines";
import { fromDesign } from "../../shared/logo";
import type { DesignGuideRequest } from "../../shared/schema";
import { loadChain } from "../../shared/chain";
import { clearSpace, guidelines, lightAndDark, logoSizes, mark, minimumSize, palette, title, typography, type GuideSubject } from "./guide/sections";
import { familyFile, loadFont } from "./fonts";
import { specimenCharacters, specimenLines } from "./guide/specimen";
import { GuideWriter } from "./guide/writer";
import { darkVersion, layoutForExport } from "./logo";

/** Lets other requests of this isolate run between the guide's sections (rendering is CPU). */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const SECTIONS = [title, lightAndDark, mark, clearSpace, minimumSize, typography, palette, guidelines];

export async function renderDesignGuide(env: Env, guide: DesignGuideRequest): Promise<Uint8Array> {
  // 1. the logo's layout, and the white version where the palette does not read on black
  const logo = fromDesign(guide);
  const { layout, chain } = await layoutForExport(env, logo);
  const onDark = darkVersion(logo);
  // What the guidelines say of colours, contrast, the face and the mark, measured from this logo.
  const g = guide.brandingGuidelines && followDesign(guide.brandingGuidelines, logo);
  // The typography sample: a face made for a script is cut to the name and the Latin sample
  // (its subset then tells which of the sample the face has).
  const face = familyFile(logo.font);
  const sampleChain = face.script ? await loadChain(face, { text: specimenCharacters(logo.text, face) }, (f, characters) => loadFont(env, f, characters)) : chain;
  const subject: GuideSubject = {
    guide,
    guidelines: g,
    layout,
    chain,
    specimen: { lines: specimenLines(logo.text, face, sampleChain.primary), chain: sampleChain },
    darkLayout: onDark && (await layoutForExport(env, onDark)).layout,
    squareMark: appIcon(logo, chain),
    sizes: logoSizes(layout, chain, guide.logoText),
  };

  // 2. the document, with a fallback face when the name, slogan or guidelines need one
  const texts = [guide.logoText, guide.slogan ?? "", ...(g ? guidelineStrings(g) : [])];
  const writer = await GuideWriter.open(env, `${guide.logoText} — Logo Design Guide`, texts);

  // 3. the sections, then the footer on every page
  for (const section of SECTIONS) {
    section(writer, subject);
    await breathe();
  }
  return writer.save();
}
