// Raster exports in bounded memory (docs/product-rules.md, "Exports"): the rows outside the logo's
// ink are background and are written without rendering; the ink band is rendered in strips whose
// pixmap stays under STRIP_BYTES whatever the width, each strip encoded as it arrives, and the
// encoded bytes leave as a stream. At most MAX_ACTIVE exports hold render buffers at once; the
// rest wait their turn in order.
import type { RasterFormat } from "../../shared/exports";
import { MAX_SEGMENT_HEIGHT } from "../../shared/path-data";
import type { Background } from "../../shared/svg";
import { JpegWriter } from "./codec/jpeg";
import { PngWriter } from "./codec/png";
import { rasteriseRows } from "./raster";

/** Largest strip pixmap, in bytes (4 MiB: 256 rows at 4096 wide, overlap included). */
export const STRIP_BYTES = 4 << 20;
/**
 * Exports rendering at once in one isolate. Rendering is synchronous CPU work: more at once would
 * not finish sooner, only hold more buffers. Each holds at most a strip (≤ 4 MiB, read in place in
 * wasm memory) and its encoder's state (≤ 1.2 MiB at 4096 wide: see npm run bench), so two stay
 * well inside the isolate's 128 MB next to the fonts and the wasm instance.
 */
export const MAX_ACTIVE = 2;

/** Pixel rows (and columns) outside which the canvas is plain background. */
export interface InkBand {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface RasterJob {
  svg: string;
  width: number;
  height: number;
  /** Where the ink is; without it, the whole canvas is rendered (strip by strip). */
  band?: InkBand;
  background: Background;
  format: RasterFormat;
  quality?: number;
  /** Rows per strip, overlap excluded (tests use small ones to put seams everywhere). */
  stripRows?: number;
}

/** What an export held, for the benchmark and the memory test. */
export interface ExportStats {
  strips: number;
  /** Largest strip pixmap rendered, in bytes. */
  peakStripBytes: number;
  /** The encoder's own buffers at the end, in bytes. */
  encoderBytes: number;
}

// A FIFO of exports waiting for a render slot.
let active = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (active < MAX_ACTIVE) {
    active++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else active--;
}

/** For tests: exports rendering now, and waiting. */
export const exportQueue = { active: () => active, waiting: () => waiting.length };

const BACKGROUND: Record<Background, { r: number; g: number; b: number; a: number }> = {
  transparent: { r: 0, g: 0, b: 0, a: 0 },
  white: { r: 255, g: 255, b: 255, a: 255 },
  black: { r: 0, g: 0, b: 0, a: 255 },
};

/** Rows of overlap a strip needs above and below: the tallest segment, in pixels, plus a margin. */
export function stripOverlap(width: number, frameWidth = 800): number {
  return Math.ceil(((MAX_SEGMENT_HEIGHT + 0.05) * width) / frameWidth) + 2;
}

/**
 * Renders and encodes the job, handing out the encoded bytes as they are ready. `out` receives
 * each piece; the promise resolves with the export's figures once the last piece was given.
 */
export async function runExport(job: RasterJob, out: (bytes: Uint8Array) => void): Promise<ExportStats> {
  const { width, height } = job;
  const bg = BACKGROUND[job.background];
  const stats: ExportStats = { strips: 0, peakStripBytes: 0, encoderBytes: 0 };
  // The rows to render: the ink band, its top on a JPEG block boundary.
  let top = 0;
  let bottom = height;
  if (job.band) {
    top = Math.max(0, Math.min(height, Math.floor(job.band.top) & ~7));
    bottom = Math.max(top, Math.min(height, Math.ceil(job.band.bottom) + 1));
  }
  const columns = job.band ? { left: job.band.left, right: job.band.right } : undefined;
  const overlap = stripOverlap(width);
  const budgetRows = Math.floor(STRIP_BYTES / (width * 4));
  const rowsPerStrip = job.stripRows ?? Math.max(8, (budgetRows - 2 * overlap) & ~7);

  await acquire();
  try {
    const writer =
      job.format === "png"
        ? new PngWriter(width, height, bg, columns)
        : new JpegWriter(width, height, { quality: job.quality ?? 90, background: [bg.r, bg.g, bg.b] }, columns);
    writer.backgroundRows(top);
    for (let y = top; y < bottom; y += rowsPerStrip) {
      const rows = Math.min(rowsPerStrip, bottom - y);
      // The strip reaches `overlap` rows past the rows it gives (never past the band: nothing is
      // drawn outside it), so no segment cut at its edges touches those rows.
      const from = Math.max(top, y - overlap);
      const to = Math.min(bottom, y + rows + overlap);
      await rasteriseRows(job.svg, width, height, from, to - from, (rgba) => {
        stats.strips++;
        stats.peakStripBytes = Math.max(stats.peakStripBytes, rgba.byteLength);
        // The pixmap is read in place in wasm memory; the writers read words (4-byte aligned).
        const start = (y - from) * width * 4;
        const strip = rgba.subarray(start, start + rows * width * 4);
        writer.rows(strip.byteOffset % 4 === 0 ? strip : strip.slice(), rows);
      });
      if (y + rows >= bottom) break;
      if (writer instanceof PngWriter) out(writer.take());
      // Let the bytes so far leave, and other requests run, before the next strip.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    writer.backgroundRows(height - bottom);
    stats.encoderBytes = writer.bufferBytes;
    out(writer.finish());
  } finally {
    release();
  }
  return stats;
}

/**
 * The export as a stream of bytes. Resolves once the first bytes are ready (for a JPEG, the whole
 * file: its Huffman tables come from every block), so a failure before then is still an ordinary
 * error response; a failure after it aborts the stream.
 */
export async function exportStream(job: RasterJob): Promise<ReadableStream<Uint8Array>> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  // A reader that goes away (every reader: the client and the cache copy) stops the rendering at
  // the next strip, which frees its render slot.
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  let first!: () => void;
  const started = new Promise<void>((resolve) => (first = resolve));
  const done = runExport(job, (bytes) => {
    if (cancelled) throw new ExportCancelled();
    if (bytes.length) controller.enqueue(bytes);
    first();
  }).then(
    () => {
      if (!cancelled) controller.close();
    },
    (err) => {
      if (err instanceof ExportCancelled) return;
      controller.error(err);
      throw err;
    },
  );
  // Whichever comes first: the first bytes, or the export's failure (thrown here).
  await Promise.race([started, done]);
  done.catch(() => {});
  return stream;
}

class ExportCancelled extends Error {}

/** The export as one buffer (the brand kit, tests). */
export async function exportBytes(job: RasterJob): Promise<{ bytes: Uint8Array; stats: ExportStats }> {
  const parts: Uint8Array[] = [];
  const stats = await runExport(job, (b) => parts.push(b));
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    bytes.set(p, o);
    o += p.length;
  }
  return { bytes, stats };
}
