// Icon marks in the app: the canvas draws the icon, the downloaded PNG has it where the preview
// does, and every composition reaches the cards.
import { decode as decodePng } from "fast-png";
import { describe, expect, it } from "vitest";
import { hasBrowser, openPage, useBrowser } from "./browser";
import { download, generate } from "./support";

describe.skipIf(!hasBrowser)("icon marks, in Chromium", () => {
  const browser = useBrowser();

  it("draws an icon mark on the canvas and in the downloaded PNG, and mixes the three compositions", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), "/", { viewport: { width: 1400, height: 1000 } });
    const sent: unknown[] = [];
    page.on("request", (r) => r.url().includes("/api/generate-logo-suggestions") && sent.push(r.postDataJSON()));
    await generate(page, "Gritstone Climbing", { symbol: true });
    const cards = page.getByTestId("variation-card");
    expect(await cards.count()).toBe(6);
    // The first card is the best match: the mountains. Ink is checked on the first inline card.
    const first = cards.filter({ has: page.locator('[data-layout="inline"]') }).first();
    const canvas = first.getByTestId("logo-canvas");
    expect(await canvas.getAttribute("data-drawn-with")).toBe("font");
    // The icon's file was fetched for the preview, and only icons the cards draw.
    const iconRequests = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => n.includes("/icons/")));
    expect(iconRequests.some((n) => n.endsWith("/mountains.json"))).toBe(true);
    expect(iconRequests.length).toBeLessThanOrEqual(6);
    // Left part of the canvas (where an inline mark sits) has ink; the mark is drawn, not spelled.
    const leftInk = await canvas.evaluate((el: HTMLCanvasElement) => {
      const d = el.getContext("2d")!.getImageData(0, 0, Math.round(el.width * 0.3), el.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! + d[i + 1]! + d[i + 2]! < 600) n++;
      return n;
    });
    expect(leftInk).toBeGreaterThan(200);
    // The downloaded PNG has ink in the same left band.
    const png = await download(page, () => first.getByRole("button", { name: /^Download PNG/ }).click());
    const img = decodePng(png.bytes);
    let pngLeft = 0;
    for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width * 0.3; x++) if (img.data[(y * img.width + x) * 4 + 3]! > 128) pngLeft++;
    expect(pngLeft).toBeGreaterThan(1000);
    // All three compositions reach the cards (read from the public image URL each card copies).
    const layouts = new Set<string>();
    for (const card of await cards.all()) {
      const label = await card.getByTestId("logo-canvas").getAttribute("data-layout");
      layouts.add(label ?? "?");
    }
    expect(layouts).toEqual(new Set(["inline", "stacked", "badge"]));
    expect(sent).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
