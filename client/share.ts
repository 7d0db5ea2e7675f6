// Share links: a variation (text, font, colours as edited, symbol, slogan, guidelines) packed into
// the URL fragment, so nothing is stored on the server and nothing reaches its logs.
import { Inflate, deflateSync, strFromU8, strToU8 } from "fflate";
import { logoSearchParams, SHARE_PATH } from "../shared/exports";
import { LIMITS } from "../shared/limits";
import { fromDesign } from "../shared/logo";
import type { DesignGuideRequest } from "../shared/schema";

export type SharedVariation = DesignGuideRequest;

const PREFIX = "#share=";

/**
 * The largest JSON a share link may carry: a design-guide body (the API takes at most
 * LIMITS.bodyBytes), plus a margin. Inflating stops as soon as the output passes it, so a small
 * link that inflates to megabytes (a deflate bomb) costs the tab a few milliseconds, not seconds.
 */
export const SHARE_JSON_MAX = LIMITS.bodyBytes + 4096;
/**
 * The longest fragment read at all: the largest valid payload deflated (incompressible data
 * grows by a few bytes per 64 KiB block) and base64url-encoded is under 22,000 characters.
 */
export const SHARE_FRAGMENT_MAX = 32 * 1024;
/** Compressed bytes handed to the inflater at a time; it checks the output size between them. */
const INFLATE_STEP = 256;

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/**
 * Inflates at most `max` bytes: undefined when the stream is damaged, unfinished, or longer.
 * `produced` tells how many bytes the inflater wrote before it was stopped (tests bound it).
 */
export function inflateCapped(data: Uint8Array, max: number): { bytes?: Uint8Array; produced: number } {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    produced += chunk.length;
    if (produced <= max) chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let i = 0; i < data.length && produced <= max; i += INFLATE_STEP) {
      inflater.push(data.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= data.length);
    }
  } catch {
    return { produced };
  }
  if (produced > max || !finished) return { produced };
  const bytes = new Uint8Array(produced);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return { bytes, produced };
}

/**
 * The link for a variation; `origin` is the page's (window.location.origin in the app). The logo's
 * own parameters travel in the query, as in any logo URL, so chat apps that unfurl the link get
 * its title and picture (og:title, og:image); the whole variation, guidelines included, travels
 * in the fragment, which no server sees.
 */
export function shareUrl(variation: SharedVariation, origin: string): string {
  return `${origin}${SHARE_PATH}?${logoSearchParams(fromDesign(variation))}${PREFIX}${toBase64Url(deflateSync(strToU8(JSON.stringify(variation)), { level: 9 }))}`;
}

/** The JSON a share link carries, unvalidated (see shared-view.tsx); undefined when unreadable. */
export function readSharedJson(hash: string): unknown {
  if (!hash.startsWith(PREFIX)) return undefined;
  const payload = hash.slice(PREFIX.length);
  if (payload.length > SHARE_FRAGMENT_MAX || !/^[A-Za-z0-9_-]*$/.test(payload)) return undefined;
  try {
    const { bytes } = inflateCapped(fromBase64Url(payload), SHARE_JSON_MAX);
    return bytes ? JSON.parse(strFromU8(bytes)) : undefined;
  } catch {
    return undefined;
  }
}
