// Helpers for the app e2e tests: generating, reading canvases, downloads.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Download, Locator, Page } from "playwright-core";

export async function generate(page: Page, text: string, opts: { symbol?: boolean; slogan?: string } = {}) {
  await page.getByPlaceholder("Enter your logo text...").fill(text);
  if (opts.symbol) await page.getByLabel("Include decorative symbol with logo").check();
  if (opts.slogan !== undefined) {
    await page.getByLabel("Include slogan below logo").check();
    await page.getByPlaceholder("Enter your slogan...").fill(opts.slogan);
  }
  await page.getByRole("button", { name: /^(Generate|Go)$/ }).click();
  await page.getByText("Logo variations generated!").waitFor();
  await waitForPreviews(page);
}

export async function waitForPreviews(page: Page) {
  await page.waitForFunction(() => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>("[data-testid=logo-canvas]")];
    return canvases.length > 0 && canvases.every((c) => c.dataset.ready === "true");
  });
}

/** RGBA of one pixel of a card's canvas, in CSS pixel coordinates of the 400×200 frame. */
export async function canvasPixel(canvas: Locator, x: number, y: number): Promise<number[]> {
  return canvas.evaluate(
    (el: HTMLCanvasElement, [px, py]) => {
      const scale = el.width / 400;
      return [...el.getContext("2d")!.getImageData(Math.floor(px! * scale), Math.floor(py! * scale), 1, 1).data];
    },
    [x, y],
  );
}

/** A cheap fingerprint of all the first canvas's pixels (run in the page). */
function fingerprintFirstCanvas(): string {
  const el = document.querySelector<HTMLCanvasElement>("[data-testid=logo-canvas]")!;
  const d = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
  let h = 2166136261;
  for (let i = 0; i < d.length; i += 7) h = Math.imul(h ^ d[i]!, 16777619);
  return (h >>> 0).toString(16);
}

export function firstCanvasHash(page: Page): Promise<string> {
  return page.evaluate(fingerprintFirstCanvas);
}

/** Waits (polling, 10 s at most) until the first canvas's fingerprint differs from, or again equals, `hash`. */
export async function waitForFirstCanvas(page: Page, hash: string, state: "changed" | "restored") {
  const end = Date.now() + 10_000;
  while ((((await firstCanvasHash(page)) === hash) !== (state === "restored"))) {
    if (Date.now() > end) throw new Error(`the first canvas never ${state}`);
    await page.waitForTimeout(50);
  }
}

export async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [dl] = (await Promise.all([page.waitForEvent("download"), click()])) as [Download, void];
  const path = await dl.path();
  return { name: dl.suggestedFilename(), bytes: readFileSync(path!) };
}

const require = createRequire(import.meta.url);
export const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export async function seriousAxeViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  });
  return (result as { id: string; impact: string }[]).filter((v) => v.impact === "serious" || v.impact === "critical");
}
