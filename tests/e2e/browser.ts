// Launches Debian's Chromium through playwright-core; without one, e2e tests skip loudly
// (or fail, when REQUIRE_BROWSER=1 as in .ci/run).
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { chromiumPath, launchChromium } from "../../scripts/browser.mjs";

if (!chromiumPath) {
  const notice = "\n" + "!".repeat(72) + "\n!! NO CHROMIUM FOUND: end-to-end browser tests are SKIPPED.\n!! Install it with: apt-get install chromium  (or set CHROMIUM_PATH)\n" + "!".repeat(72) + "\n";
  if (process.env.REQUIRE_BROWSER === "1") throw new Error(notice + "REQUIRE_BROWSER=1: refusing to skip.");
  console.warn(notice);
}

export const hasBrowser = !!chromiumPath;

export function baseURL(): string {
  return inject("baseURL");
}

export const launch = launchChromium;

/** A fresh page whose console errors are collected. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseURL(), acceptDownloads: true, ...options });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  await page.goto(path);
  return { page, context, consoleErrors };
}

/** One browser for the enclosing describe block: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running");
    return browser;
  };
}
