// Share links: a hostile fragment is refused before it can cost the tab, and every link the app
// writes for a valid variation opens again.
import { deflateSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { inflateCapped, readSharedJson, SHARE_FRAGMENT_MAX, SHARE_JSON_MAX, shareUrl } from "../../client/share";
import { designGuideRequest } from "../../shared/schema";
import guide from "../fixtures/design-guide.json";

const toFragment = (bytes: Uint8Array) =>
  `#share=${Buffer.from(bytes).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
const fragmentOf = (url: string) => url.slice(url.indexOf("#"));

describe("share links", () => {
  it("opens what it wrote, guidelines included", () => {
    const variation = designGuideRequest.parse(guide);
    const back = designGuideRequest.parse(readSharedJson(fragmentOf(shareUrl(variation, "https://x.test"))));
    expect(back).toEqual(variation);
  });

  it("refuses a fragment longer than any valid link without reading it", () => {
    // The 663 KiB link: a name of millions of letters, deflated.
    const bomb = toFragment(deflateSync(strToU8(JSON.stringify({ ...guide, logoText: "A".repeat(700 << 20 >> 4) })), { level: 9 }));
    expect(bomb.length).toBeGreaterThan(SHARE_FRAGMENT_MAX);
    expect(readSharedJson(bomb)).toBeUndefined();
  });

  it("stops inflating a short link that inflates to megabytes just past the largest valid payload", () => {
    const bytes = deflateSync(strToU8(JSON.stringify({ ...guide, logoText: "A".repeat(16 << 20) })), { level: 9 });
    const fragment = toFragment(bytes);
    expect(fragment.length, "the bomb fits under the fragment cap").toBeLessThanOrEqual(SHARE_FRAGMENT_MAX);
    expect(readSharedJson(fragment)).toBeUndefined();
    const { bytes: out, produced } = inflateCapped(bytes, SHARE_JSON_MAX);
    expect(out).toBeUndefined();
    // One step of 256 compressed bytes inflates to at most ~264 KB: the work is bounded.
    expect(produced).toBeLessThan(SHARE_JSON_MAX + 300_000);
  });

  it("refuses damaged links: bad base64, truncated or corrupt deflate, not JSON", () => {
    const good = fragmentOf(shareUrl(designGuideRequest.parse(guide), "https://x.test"));
    for (const bad of ["#share=", "#share=!!!", good.slice(0, good.length - 10), `${good.slice(0, 20)}A${good.slice(21)}`, toFragment(deflateSync(strToU8("not json")))]) {
      expect(() => readSharedJson(bad), bad.slice(0, 40)).not.toThrow();
      const read = readSharedJson(bad);
      if (read !== undefined) expect(designGuideRequest.safeParse(read).success, bad.slice(0, 40)).toBe(false);
    }
  });

  it("reads the largest body the API accepts", () => {
    const big = { ...guide, logoText: "x", padding: "é".repeat((SHARE_JSON_MAX - 2000) / 2) };
    expect(readSharedJson(toFragment(deflateSync(strToU8(JSON.stringify(big)))))).toEqual(big);
  });
});
