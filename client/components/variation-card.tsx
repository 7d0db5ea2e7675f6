// One logo variation (docs/product-rules.md, "Screens"; issue 24): the preview, backgrounds, the
// Design Guide box, the editors (mark, face, composition, text, colours) with undo, redo and
// reset, the guidelines (their facts restated for the logo as edited), downloads and the gallery.
// The card's state is a Card of the workbench (client/workbench.ts); every output reads it.
import { ChevronDown, Download, FileText, Link2, Loader2, Package, Redo2, RotateCcw, Share2, SlidersHorizontal, Star, Undo2 } from "lucide-react";
import { memo, useCallback, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { fileNames, LOGO_FORMAT_IDS, LOGO_FORMATS, type LogoFormat } from "../../shared/exports";
import { followDesign } from "../../shared/guideline-facts";
import { toDesign, type Logo } from "../../shared/logo";
import { fetchDesignGuide, fetchLogo, logoUrl, regenerateGuidelines } from "../api";
import { saveBlob } from "../download";
import { shareUrl } from "../share";
import { canRedo, canUndo, editLogo, isEdited, redo, reset, setGuidelines, toggleStar, undo, type Card } from "../workbench";
import { FaceEditor, LayoutEditor, MarkEditor, TextEditor } from "./card-editors";
import { ColorEditor } from "./color-editor";
import { ContrastGuard } from "./contrast-guard";
import { GuidelinesBox } from "./guidelines-box";
import { InUseGallery } from "./in-use-gallery";
import { LogoCanvas, type PreviewBackground } from "./logo-canvas";
import { ToggleButtons } from "./toggle-buttons";

interface Props {
  index: number;
  card: Card;
  /** Applies a change to the card with this id (stable, so an edit re-renders only its card). */
  update: (id: string, change: (card: Card) => Card) => void;
}

const SECONDARY =
  "inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-2.5 py-1.5 font-medium text-gray-700 hover:bg-gray-100 aria-disabled:opacity-60";
const TOOL = "inline-flex h-11 items-center gap-1 rounded-md border border-gray-300 px-2 text-xs font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-40 sm:h-8";

type Busy = "logo" | "guide" | "kit";

export const VariationCard = memo(function VariationCard({ index, card, update }: Props) {
  const onChange = useCallback((change: (card: Card) => Card) => update(card.id, change), [update, card.id]);
  const [background, setBackground] = useState<PreviewBackground>("white");
  const [format, setFormat] = useState<LogoFormat>("png");
  const [regenerating, setRegenerating] = useState(false);
  const [downloading, setDownloading] = useState<Busy | null>(null);
  const wide = useWide();
  const [folds, setFolds] = useState(false);
  const [editing, setEditing] = useState(false);

  const logo = card.present.logo;
  const guidelines = useMemo(() => card.present.guidelines && followDesign(card.present.guidelines, logo), [card.present.guidelines, logo]);
  const title = `Variation ${index + 1}: ${logo.font}`;
  const edit = (patch: Partial<Logo>, field: string) => onChange((c) => editLogo(c, patch, field));
  /** The card as the API's bodies and share links name it, with its guidelines as shown. */
  const design = () => ({ ...toDesign(logo), brandingGuidelines: guidelines });

  const regenerate = async () => {
    setRegenerating(true);
    try {
      const { slogan: _, ...body } = toDesign(logo);
      const res = await regenerateGuidelines(body);
      onChange((c) => setGuidelines(c, res.brandingGuidelines));
      toast.success("Branding guidelines updated!");
    } catch (err) {
      console.error("Regenerating guidelines failed", err);
      toast.error("Failed to regenerate guidelines. Please try again.");
    } finally {
      setRegenerating(false);
    }
  };

  /** Fetches an export, saves it under its file name (docs/product-rules.md, "File names") and says so. */
  const download = async (what: Busy, fetchBlob: () => Promise<Blob>, filename: string, notice: string) => {
    if (downloading) return;
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
  const downloadLogo = () => download("logo", () => fetchLogo(logo, format), fileNames.logo(logo.text, format), `Logo downloaded as ${LOGO_FORMATS[format].label}!`);
  const downloadKit = () => download("kit", () => fetchLogo(logo, "kit"), fileNames.kit(logo.text), "Brand kit downloaded!");
  const downloadGuide = () => download("guide", () => fetchDesignGuide(design()), fileNames.pdf(logo.text), "Design guide downloaded!");

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch (err) {
      console.error("Copying failed", err);
      toast.error("Could not copy to the clipboard.", { description: text });
    }
  };
  const share = () => copy(shareUrl(design(), window.location.origin), "Link copied!");
  const copyImageUrl = () => copy(logoUrl(logo, format, window.location.origin), "Image URL copied!");


  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4" aria-label={title} data-testid="variation-card">
      <div className="flex flex-wrap items-center gap-1.5" role="toolbar" aria-label="Edit history">
        <button
          type="button"
          aria-pressed={card.starred}
          onClick={() => onChange(toggleStar)}
          title={card.starred ? "Starred: kept when you generate again" : "Star to keep this logo when you generate again"}
          className={`${TOOL} ${card.starred ? "border-amber-500 bg-amber-50 text-amber-900" : ""}`}
        >
          <Star className={`h-3.5 w-3.5 ${card.starred ? "fill-amber-400 text-amber-600" : ""}`} aria-hidden />
          {card.starred ? "Starred" : "Star"}
        </button>
        <span className="flex-1" />
        <button type="button" onClick={() => onChange(undo)} disabled={!canUndo(card)} className={TOOL}>
          <Undo2 className="h-3.5 w-3.5" aria-hidden />
          Undo
        </button>
        <button type="button" onClick={() => onChange(redo)} disabled={!canRedo(card)} className={TOOL}>
          <Redo2 className="h-3.5 w-3.5" aria-hidden />
          Redo
        </button>
        <button type="button" onClick={() => onChange(reset)} disabled={!isEdited(card)} aria-label="Revert to the suggestion" title="Back to the logo as suggested (Undo takes it back)" className={TOOL}>
          <RotateCcw className="h-3.5 w-3.5" aria-hidden />
          Revert
        </button>
      </div>
      <LogoCanvas logo={logo} background={background} />
      <div className="flex flex-wrap items-center justify-between gap-1.5">
        <ToggleButtons
          label="Preview background"
          value={background}
          onChange={setBackground}
          options={[
            { value: "white", label: "White BG" },
            { value: "black", label: "Black BG" },
          ]}
        />
        <ToggleButtons label="Download format" value={format} onChange={setFormat} options={LOGO_FORMAT_IDS.map((f) => ({ value: f, label: LOGO_FORMATS[f].label }))} />
      </div>
      <ContrastGuard colors={logo.colors} background={background} onSwitch={setBackground} />

      {/* On a phone the boxes fold under one line, so six cards stay short; wider, they are open. */}
      <details open={wide || folds} onToggle={(e) => !wide && setFolds(e.currentTarget.open)} data-testid="card-boxes">
        <summary className="group/boxes flex cursor-pointer list-none items-center rounded-lg border border-gray-200 px-3 py-2 text-sm hover:bg-gray-50 sm:hidden">
          <span className="font-semibold text-gray-900">Design guide and colours</span>
          <ChevronDown className={`ml-auto h-4 w-4 text-gray-500 transition-transform ${folds ? "rotate-180" : ""}`} aria-hidden />
        </summary>
        <div className="mt-3 flex flex-col gap-3 sm:mt-0">
          <section className="rounded-lg border border-gray-200 px-3 py-2 text-sm" aria-label="Design Guide">
            <h4 className="mb-0.5 text-xs font-semibold uppercase tracking-wide text-gray-600">Design Guide</h4>
            <dl className="grid grid-cols-[auto_1fr_auto_1fr] gap-x-2 text-gray-700">
              <dt className="text-gray-500">Font family</dt>
              <dd data-testid="font-family">{logo.font}</dd>
              <dt className="text-gray-500">Font weight</dt>
              <dd>Bold (700)</dd>
            </dl>
            <h5 className="sr-only">Color palette</h5>
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Color palette">
              {logo.colors.map((c, i) => (
                <li key={`${i}-${c}`} className="flex items-center gap-1.5">
                  <span className="h-5 w-5 rounded border border-gray-300" style={{ background: c }} aria-hidden />
                  <code className="text-xs text-gray-800">{c.toUpperCase()}</code>
                </li>
              ))}
            </ul>
          </section>

          {guidelines && <GuidelinesBox guidelines={guidelines} busy={regenerating} onRegenerate={regenerate} />}

          <ColorEditor
            colors={logo.colors}
            onChange={(colors, field) => edit({ colors }, field)}
            onReset={() => {
              edit({ colors: card.original.logo.colors }, "colors-reset");
              toast.success("Colors reset to original!");
            }}
          />
        </div>
      </details>
      <details className="group rounded-lg border border-gray-200 text-sm" data-testid="customise" onToggle={(e) => setEditing(e.currentTarget.open)}>
        <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 hover:bg-gray-50">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          <span className="font-semibold text-gray-900">Customise</span>
          <span className="hidden text-gray-500 sm:inline">icon, typeface, layout, text</span>
          <ChevronDown className="ml-auto h-4 w-4 text-gray-500 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        {/* The editors exist only while open: 63 typeface samples per card are not drawn unasked. */}
        {editing && (
          <div className="flex flex-col gap-4 border-t border-gray-200 p-3">
            <MarkEditor logo={logo} edit={edit} />
            <LayoutEditor logo={logo} edit={edit} />
            <TextEditor logo={logo} edit={edit} />
            <FaceEditor logo={logo} edit={edit} />
          </div>
        )}
      </details>

      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={downloadLogo}
          aria-disabled={downloading !== null || undefined}
          aria-busy={downloading === "logo" || undefined}
          className="inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg bg-gray-900 px-2 py-2 sm:px-3 text-sm font-semibold text-white hover:bg-gray-700 aria-disabled:opacity-60"
        >
          {downloading === "logo" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4 shrink-0" aria-hidden />}
          {`Download ${format.toUpperCase()}`}
        </button>
        <button
          type="button"
          onClick={downloadGuide}
          aria-disabled={downloading !== null || undefined}
          aria-busy={downloading === "guide" || undefined}
          className="inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-gray-300 px-2 py-2 sm:px-3 text-sm font-semibold text-gray-800 hover:bg-gray-100 aria-disabled:opacity-60"
        >
          {downloading === "guide" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <FileText className="h-4 w-4 shrink-0" aria-hidden />}
          {downloading === "guide" ? "Making the guide…" : "Download Guide"}
        </button>
      </div>
      <div className="flex flex-wrap gap-2 text-sm">
        <button type="button" onClick={downloadKit} aria-disabled={downloading !== null || undefined} aria-busy={downloading === "kit" || undefined} className={SECONDARY}>
          {downloading === "kit" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Package className="h-4 w-4" aria-hidden />}
          {downloading === "kit" ? (
            "Packing the kit…"
          ) : (
            <>
              <span className="sr-only sm:not-sr-only">Download </span>Brand Kit
            </>
          )}
        </button>
        <button type="button" onClick={share} className={SECONDARY}>
          <Share2 className="h-4 w-4" aria-hidden />
          Share
        </button>
        <button type="button" onClick={copyImageUrl} className={SECONDARY}>
          <Link2 className="h-4 w-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Copy </span>image URL
        </button>
      </div>
      <InUseGallery logo={logo} />
    </article>
  );
});

const WIDE = "(min-width: 640px)";

/** Whether the window is wider than a phone (Tailwind's sm), following resizes. */
function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof matchMedia !== "function" || matchMedia(WIDE).matches);
  useEffect(() => {
    if (typeof matchMedia !== "function") return;
    const query = matchMedia(WIDE);
    const update = () => setWide(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}
