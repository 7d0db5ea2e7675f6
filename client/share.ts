// Share links: a variation (text, font, colours as edited, symbol, slogan, guidelines) packed into
// the URL fragment, so nothing is stored on the server and nothing reaches its logs.
import { deflateSync, inflateSync, strFromU8, strToU8 } from "fflate";
import type { DesignGuideRequest } from "../shared/schema";

export type SharedVariation = DesignGuideRequest;

const PREFIX = "#share=";

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function shareUrl(variation: SharedVariation, origin = window.location.origin): string {
  return `${origin}/${PREFIX}${toBase64Url(deflateSync(strToU8(JSON.stringify(variation)), { level: 9 }))}`;
}

/** The JSON a share link carries, unvalidated (see shared-view.tsx); undefined when unreadable. */
export function readSharedJson(hash: string): unknown {
  if (!hash.startsWith(PREFIX)) return undefined;
  try {
    return JSON.parse(strFromU8(inflateSync(fromBase64Url(hash.slice(PREFIX.length)))));
  } catch {
    return undefined;
  }
}
