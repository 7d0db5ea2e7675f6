// One logo variation (docs/product-rules.md, "Screens"): preview, backgrounds, design guide, guidelines, colour editing,
// downloads. Colours and guidelines are edited here; the suggestion itself is never changed.
import { Download, FileText, Link2, Package, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { fileNames, LOGO_FORMAT_IDS, LOGO_FORMATS, type LogoFormat } from "../../shared/exports";
import { toDesign, type Logo } from "../../shared/logo";
import type { BrandingGuidelines, LogoSuggestion } from "../../shared/schema";
import { fetchDesignGuide, fetchLogo, logoUrl, regenerateGuidelines } from "../api";
import { saveBlob } from "../download";
import { shareUrl } from "../share";
import { ContrastGuard } from "./contrast-guard";
import { GuidelinesBox } from "./guidelines-box";
import { InUseGallery } from "./in-use-gallery";
import { LogoCanvas, type PreviewBackground } from "./logo-canvas";
import { ToggleButtons } from "./toggle-buttons";

interface Props {
  index: number;
  suggestion: LogoSuggestion;
  logoText: string;
  /** The slogan the visitor typed; it overrides the suggestion's. */
  slogan?: string;
}

const SECONDARY =
  "inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-2.5 py-1.5 font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-60";

export function VariationCard({ index, suggestion, logoText, slogan: userSlogan }: Props) {
  const [background, setBackground] = useState<PreviewBackground>("white");
  const [format, setFormat] = useState<LogoFormat>("png");
  const [colors, setColors] = useState<string[]>(suggestion.colors);
  const [guidelines, setGuidelines] = useState<BrandingGuidelines | undefined>(suggestion.brandingGuidelines);
  const [regenerating, setRegenerating] = useState(false);
  const [downloading, setDownloading] = useState<"logo" | "guide" | "kit" | null>(null);
  const slogan = userSlogan ?? suggestion.slogan;

  // A new colour list from the server resets the edits (docs/product-rules.md, "States").
  const originalKey = suggestion.colors.join();
  useEffect(() => setColors(suggestion.colors), [originalKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => setGuidelines(suggestion.brandingGuidelines), [suggestion.brandingGuidelines]);

  const { symbol, layout } = suggestion;
  const logo: Logo = { text: logoText, font: suggestion.fontFamily, colors, symbol, layout, slogan };
  /** The card as the API's bodies and share links name it, with its guidelines. */
  const design = () => ({ ...toDesign(logo), brandingGuidelines: guidelines });
  const title = `Variation ${index + 1}: ${suggestion.fontFamily}`;

  const editColor = (i: number, value: string) => setColors((cs) => cs.map((c, j) => (j === i ? value.toUpperCase() : c)));

  const reset = () => {
    setColors(suggestion.colors);
    toast.success("Colors reset to original!");
  };

  const regenerate = async () => {
    setRegenerating(true);
    try {
      const { slogan: _, ...body } = toDesign(logo);
      const res = await regenerateGuidelines(body);
      setGuidelines(res.brandingGuidelines);
      toast.success("Branding guidelines updated!");
    } catch (err) {
      console.error("Regenerating guidelines failed", err);
      toast.error("Failed to regenerate guidelines. Please try again.");
    } finally {
      setRegenerating(false);
    }
  };

  /** Fetches an export, saves it under its file name (docs/product-rules.md, "File names") and says so. */
  const download = async (what: "logo" | "guide" | "kit", fetchBlob: () => Promise<Blob>, filename: string, notice: string) => {
    setDownloading(what);
    try {
      saveBlob(await fetchBlob(), filename);
      toast.success(notice);
    } catch (err) {
      console.error(`The ${what} download failed`, err);
      toast.error(err instanceof Error ? `Download failed: ${err.message}` : "Download failed. Please try again.");
    } finally {
      setDownloading(null);
    }
  };
  const downloadLogo = () => download("logo", () => fetchLogo(logo, format), fileNames.logo(logoText, format), `Logo downloaded as ${LOGO_FORMATS[format].label}!`);
  const downloadKit = () => download("kit", () => fetchLogo(logo, "kit"), fileNames.kit(logoText), "Brand kit downloaded!");
  const downloadGuide = () =>
    download(
      "guide",
      () => fetchDesignGuide(design()),
      fileNames.pdf(logoText),
      "Design guide downloaded!",
    );

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch (err) {
      console.error("Copying failed", err);
      toast.error("Could not copy to the clipboard.", { description: text });
    }
  };
  const share = () =>
    copy(shareUrl(design(), window.location.origin), "Link copied!");
  const copyImageUrl = () => copy(logoUrl(logo, format, window.location.origin), "Image URL copied!");

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm" aria-label={title} data-testid="variation-card">
      <LogoCanvas logo={logo} background={background} />
      <ToggleButtons
        label="Preview background"
        value={background}
        onChange={setBackground}
        options={[
          { value: "white", label: "White BG" },
          { value: "black", label: "Black BG" },
        ]}
      />
      <ContrastGuard colors={colors} background={background} onSwitch={setBackground} />

      <section className="rounded-lg border border-gray-200 p-3 text-sm" aria-label="Design Guide">
        <h4 className="mb-1 font-semibold text-gray-900">Design Guide</h4>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-gray-700">
          <dt className="text-gray-500">Font family</dt>
          <dd data-testid="font-family">{suggestion.fontFamily}</dd>
          <dt className="text-gray-500">Font weight</dt>
          <dd>Bold (700)</dd>
        </dl>
        <h5 className="mt-2 text-xs font-semibold uppercase tracking-wide text-gray-600">Color palette</h5>
        <ul className="mt-1 flex flex-wrap gap-2" aria-label="Color palette">
          {colors.map((c, i) => (
            <li key={`${i}-${c}`} className="flex items-center gap-1.5">
              <span className="h-5 w-5 rounded border border-gray-300" style={{ background: c }} aria-hidden />
              <code className="text-xs text-gray-800">{c.toUpperCase()}</code>
            </li>
          ))}
        </ul>
      </section>

      {guidelines && <GuidelinesBox guidelines={guidelines} busy={regenerating} onRegenerate={regenerate} />}

      <section className="text-sm" aria-label="Edit Colors">
        <div className="mb-1 flex items-center justify-between">
          <h4 className="font-semibold text-gray-900">Edit Colors</h4>
          <button type="button" onClick={reset} className="rounded-md border border-gray-300 px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-100">
            Reset
          </button>
        </div>
        <div className="flex flex-wrap gap-2">
          {colors.map((c, i) => (
            <input
              key={i}
              type="color"
              value={c.toLowerCase()}
              aria-label={`Color ${i + 1}`}
              onChange={(e) => editColor(i, e.target.value)}
              className="h-9 w-12 cursor-pointer rounded border border-gray-300 bg-white"
            />
          ))}
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <ToggleButtons
          label="Download format"
          value={format}
          onChange={setFormat}
          options={LOGO_FORMAT_IDS.map((f) => ({ value: f, label: LOGO_FORMATS[f].label }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={downloadLogo}
          disabled={downloading !== null}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-gray-900 px-3 py-2 text-sm font-semibold text-white hover:bg-gray-700 disabled:opacity-60"
        >
          <Download className="h-4 w-4" aria-hidden />
          {`Download ${format.toUpperCase()}`}
        </button>
        <button
          type="button"
          onClick={downloadGuide}
          disabled={downloading !== null}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 disabled:opacity-60"
        >
          <FileText className="h-4 w-4" aria-hidden />
          Download Guide
        </button>
      </div>
      <div className="flex flex-wrap gap-2 text-sm">
        <button type="button" onClick={downloadKit} disabled={downloading !== null} className={SECONDARY}>
          <Package className="h-4 w-4" aria-hidden />
          Download Brand Kit
        </button>
        <button type="button" onClick={share} className={SECONDARY}>
          <Share2 className="h-4 w-4" aria-hidden />
          Share
        </button>
        <button type="button" onClick={copyImageUrl} className={SECONDARY}>
          <Link2 className="h-4 w-4" aria-hidden />
          Copy image URL
        </button>
      </div>
      <InUseGallery logo={logo} />
    </article>
  );
}
