// RENDERER_VERSION guards every export's identity (its strong ETag and edge-cache key): bytes that
// change under the same version would leave browsers and the edge holding stale logos for a
// year. This test hashes a fixed set of exports — every logo format, composition and background,
// every social image and mockup, the brand kit — and compares them with the hashes recorded for
// the current version in tests/fixtures/export-hashes.json.
//
// When an export's bytes change on purpose: bump RENDERER_VERSION (worker/render/version.ts); this
// test then fails once and prints the new fixture to paste in.
import { describe, expect, it } from "vitest";
import { COMPOSITIONS } from "../../shared/logo";
import { IN_USE } from "../../shared/in-use";
import { RENDERER_VERSION } from "../../worker/render/version";
import recorded from "../fixtures/export-hashes.json";
import { getPath } from "./support/api";

const LOGO = { text: "Harbor & Finch", font: "Playfair Display", colors: "1D3557,E63946", slogan: "Fresh bread daily", symbol: "ph:anchor" };
const query = (extra: Record<string, string>) => new URLSearchParams({ ...LOGO, width: "400", ...extra }).toString();

/** The fixed set: path → what it exercises. */
const EXPORTS: string[] = [
  ...["png", "jpeg", "svg"].flatMap((ext) => COMPOSITIONS.map((layout) => `/api/logo.${ext}?${query({ layout })}`)),
  ...["transparent", "white", "black"].map((bg) => `/api/logo.png?${query({ bg, layout: "inline" })}`),
  `/api/logo.jpeg?${query({ bg: "black", layout: "stacked" })}`,
  `/api/logo.svg?${new URLSearchParams({ text: "Northwind", font: "Inter", colors: "264653", width: "600" })}`,
  // a lettermark's seal
  `/api/logo.svg?${new URLSearchParams({ text: "Northwind", font: "Inter", colors: "264653", symbol: "N", layout: "badge", width: "600" })}`,
  // a descriptor and a slogan, tracked; and in a joined face, as typed
  `/api/logo.svg?${new URLSearchParams({ text: "Fernhill Garden Centre", font: "Inter", colors: "2D6A4F", descriptor: "2", slogan: "Plants for every season", width: "600" })}`,
  `/api/logo.svg?${new URLSearchParams({ text: "Fernhill Garden Centre", font: "Dancing Script", colors: "2D6A4F", descriptor: "2", slogan: "Plants for every season", width: "600" })}`,
  // a short descriptor under a long name: tracked out no further than DESCRIPTOR_TRACKING_MAX
  `/api/logo.svg?${new URLSearchParams({ text: "Stoneground Flour Mill", font: "Inter", colors: "9C6644", descriptor: "2", symbol: "ph:grains", layout: "inline", width: "600" })}`,
  // and beside a mark: centred under the name
  `/api/logo.svg?${new URLSearchParams({ text: "Fernhill Garden Centre", font: "Dancing Script", colors: "2D6A4F", descriptor: "2", symbol: "ph:leaf", layout: "inline", width: "600" })}`,
  // long names stacked: set on two lines under a larger mark, balanced, or broken early where that costs little width
  `/api/logo.svg?${new URLSearchParams({ text: "Cue & Chalk Snooker Hall", font: "Inter", colors: "1D3557,E63946", symbol: "ph:anchor", layout: "stacked", width: "600" })}`,
  `/api/logo.svg?${new URLSearchParams({ text: "Redfern Motorcycle Training", font: "Inter", colors: "1D3557,E63946", symbol: "ph:motorcycle", layout: "stacked", width: "600" })}`,
  ...IN_USE.map((f) => `/api/${f.kind}.png?${query({ format: f.id })}`),
  `/api/brand-kit.zip?${query({ width: "800" })}`,
];

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the renderer's version", () => {
  it("changes whenever the bytes of an export change", async () => {
    const now: Record<string, string> = {};
    for (const path of EXPORTS) {
      const res = await getPath(path, { "cache-control": "no-store" });
      expect(res.status, path).toBe(200);
      now[path] = await sha256(await res.arrayBuffer());
    }
    const fixture = JSON.stringify({ version: RENDERER_VERSION, hashes: now }, null, 2);
    if (recorded.version !== RENDERER_VERSION) {
      expect.fail(`RENDERER_VERSION is ${RENDERER_VERSION}, the hashes are recorded for ${recorded.version}: paste this into tests/fixtures/export-hashes.json\n${fixture}`);
    }
    const hashes: Record<string, string> = recorded.hashes;
    const changed = EXPORTS.filter((p) => hashes[p] !== now[p]);
    expect(changed, `bytes changed under RENDERER_VERSION ${RENDERER_VERSION}: bump it in worker/render/version.ts (then record the new hashes)`).toEqual([]);
  });
});
