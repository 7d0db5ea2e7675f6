import { decode as decodePng } from "fast-png";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasBrowser, openPage, useBrowser } from "./browser";
import { canvasPixel, download, firstCanvasHash, generate, seriousAxeViolations, waitForFirstCanvas, waitForPreviews } from "./support";

const PRESETS = [
  "#FF6B6B", "#4ECDC4", "#45B7D1", "#FFA07A", "#98D8C8", "#F7DC6F", "#BB8FCE", "#85C1E2", "#F8B739", "#52B788",
  "#E63946", "#457B9D", "#F77F00", "#06FFA5", "#8338EC", "#FFB703", "#023047", "#FB5607", "#3A86FF", "#8AC926",
];

describe.skipIf(!hasBrowser)("the web app in Chromium", () => {
  const browser = useBrowser();

  const desktop = (path = "/") => openPage(browser(), path, { viewport: { width: 1400, height: 1000 } });

  it("shows the form with its defaults and enables Generate only for non-blank text", async () => {
    const { page, context } = await desktop();
    expect(await page.getByRole("img", { name: "Boldmark logo" }).isVisible()).toBe(true);
    expect(await page.getByText("Simple and Bold Logo for Your Startup!").isVisible()).toBe(true);
    expect(await page.getByText("Enter your brand name and let AI create stunning logo variations").isVisible()).toBe(true);
    const button = page.getByRole("button", { name: "Generate", exact: true });
    expect(await button.isDisabled()).toBe(true);
    await page.getByPlaceholder("Enter your logo text...").fill("   ");
    expect(await button.isDisabled()).toBe(true);
    await page.getByPlaceholder("Enter your logo text...").fill("Acme");
    expect(await button.isEnabled()).toBe(true);
    expect(await page.getByLabel("Include decorative symbol with logo").isChecked()).toBe(false);
    expect(await page.getByLabel("Include slogan below logo").isChecked()).toBe(false);
    expect(await page.getByPlaceholder("Enter your slogan...").count()).toBe(0);
    await page.getByLabel("Include slogan below logo").check();
    expect(await page.getByPlaceholder("Enter your slogan...").isVisible()).toBe(true);
    expect(await page.getByText("Your Logo Variations").count()).toBe(0);
    expect(await page.getByText("Made by Boldmark Studio").isVisible()).toBe(true);
    await context.close();
  });

  it("toggles the 'Pick a color' popover with a native input, a hex input and 20 presets in 10 columns", async () => {
    const { page, context } = await desktop();
    const swatch = page.getByTestId("color-swatch");
    expect(await swatch.getAttribute("title")).toBe("Click to change color");
    await swatch.click();
    const dialog = page.getByRole("dialog", { name: "Pick a color" });
    await dialog.waitFor();
    expect(await dialog.getByText("Pick a color").isVisible()).toBe(true);
    expect(await dialog.locator('input[type="color"]').count()).toBe(1);
    expect(await dialog.getByPlaceholder("#000000").isVisible()).toBe(true);
    expect(await dialog.getByText("Preset colors").isVisible()).toBe(true);
    for (const hex of PRESETS) expect(await dialog.getByRole("button", { name: hex, exact: true }).count()).toBe(1);
    const columns = await page.getByTestId("preset-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(10);
    await dialog.getByRole("button", { name: "#8338EC", exact: true }).click();
    expect(await swatch.getAttribute("aria-label")).toContain("#8338EC");
    await swatch.click(); // toggles closed
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("generates six variations with everything typed kept, disabling the form while loading", async () => {
    const { page, context } = await desktop();
    let body: Record<string, unknown> | undefined;
    await page.route("**/api/generate-logo-suggestions", async (route) => {
      body = route.request().postDataJSON();
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByPlaceholder("Enter your logo text...").fill("  Quantum Coffee Labs ");
    await page.getByLabel("Include decorative symbol with logo").check();
    await page.getByLabel("Include slogan below logo").check();
    await page.getByPlaceholder("Enter your slogan...").fill(" Brewed by science ");
    await page.getByTestId("color-swatch").click();
    await page.getByRole("button", { name: "#3A86FF", exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    // Loading: button text, every input disabled, skeletons in place.
    await page.getByRole("button", { name: "Generating..." }).waitFor();
    for (const field of [
      page.getByPlaceholder("Enter your logo text..."),
      page.getByPlaceholder("Enter your slogan..."),
      page.getByLabel("Include decorative symbol with logo"),
      page.getByLabel("Include slogan below logo"),
      page.getByTestId("color-swatch"),
    ]) {
      expect(await field.isDisabled()).toBe(true);
    }
    await page.getByText("Logo variations generated!").waitFor();
    await waitForPreviews(page);
    expect(body).toEqual({ logoText: "Quantum Coffee Labs", addSymbol: true, slogan: "Brewed by science", preferredColor: "#3A86FF" });
    expect(await page.getByRole("heading", { name: "Your Logo Variations" }).isVisible()).toBe(true);
    const cards = page.getByTestId("variation-card");
    expect(await cards.count()).toBe(6);
    // Three columns on an extra-large screen.
    const xs = await cards.evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().x)))]);
    expect(xs).toHaveLength(3);
    const first = cards.first();
    expect(await first.getByText("Bold (700)", { exact: true }).isVisible()).toBe(true);
    const hexes = await first.getByRole("list", { name: "Color palette" }).locator("code").allTextContents();
    expect(hexes.length).toBeGreaterThanOrEqual(2);
    for (const h of hexes) expect(h).toMatch(/^#[0-9A-F]{6}$/);
    expect(hexes).toContain("#3A86FF");
    // Builtin palettes keep 3:1 on white, so no card starts with a contrast warning.
    expect(await page.getByTestId("contrast-warning").count()).toBe(0);
    expect(await first.getByRole("heading", { name: "Branding Guidelines" }).isVisible()).toBe(true);
    expect(await first.getByRole("button", { name: "Regenerate" }).isVisible()).toBe(true);
    // The form still holds what was typed.
    expect(await page.getByPlaceholder("Enter your logo text...").inputValue()).toBe("  Quantum Coffee Labs ");
    expect(await page.getByPlaceholder("Enter your slogan...").inputValue()).toBe(" Brewed by science ");
    if (process.env.SCREENSHOTS === "1") {
      mkdirSync("docs", { recursive: true });
      await page.evaluate(() => window.scrollTo(0, document.getElementById("results-heading")!.getBoundingClientRect().top + window.scrollY - 24));
      await page.screenshot({ path: "docs/results.png" });
    }
    await context.close();
  });

  it("downloads PNG, JPEG and the design guide under the product's file names (docs/product-rules.md)", async () => {
    const { page, context, consoleErrors } = await desktop();
    await generate(page, "Quantum Coffee Labs", { symbol: true });
    const card = page.getByTestId("variation-card").first();
    const png = await download(page, () => card.getByRole("button", { name: "Download PNG" }).click());
    expect(png.name).toBe("quantum-coffee-labs-logo.png");
    const decoded = decodePng(png.bytes);
    expect([decoded.width, decoded.height]).toEqual([3200, 1600]);
    await page.getByText("Logo downloaded as PNG!").waitFor();

    await card.getByRole("button", { name: "JPEG", exact: true }).click();
    expect(await card.getByRole("button", { name: "JPEG", exact: true }).getAttribute("aria-pressed")).toBe("true");
    const jpeg = await download(page, () => card.getByRole("button", { name: "Download JPEG" }).click());
    expect(jpeg.name).toBe("quantum-coffee-labs-logo.jpeg");
    expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    await page.getByText("Logo downloaded as JPEG!").waitFor();

    const guide = await download(page, () => card.getByRole("button", { name: "Download Guide" }).click());
    expect(guide.name).toBe("quantum-coffee-labs-design-guide.pdf");
    expect(guide.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await page.getByText("Design guide downloaded!").waitFor();
    // The whole flow ran under the Content-Security-Policy without a violation.
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it("redraws the canvas when a colour is edited, and Reset restores it", async () => {
    const { page, context } = await desktop();
    await generate(page, "Boldmark");
    const card = page.getByTestId("variation-card").first();
    const before = await firstCanvasHash(page);
    const hexBefore = await card.getByRole("list", { name: "Color palette" }).locator("code").first().textContent();
    await card.getByLabel("Color 1").fill("#000000");
    await waitForFirstCanvas(page, before, "changed");
    expect(await card.getByRole("list", { name: "Color palette" }).locator("code").first().textContent()).toBe("#000000");
    await card.getByRole("button", { name: "Reset", exact: true }).click();
    await page.getByText("Colors reset to original!").waitFor();
    expect(await card.getByRole("list", { name: "Color palette" }).locator("code").first().textContent()).toBe(hexBefore);
    await waitForFirstCanvas(page, before, "restored");
    await context.close();
  });

  it("previews on white or black, exposing the pressed state", async () => {
    const { page, context } = await desktop();
    await generate(page, "Nova");
    const card = page.getByTestId("variation-card").first();
    const canvas = card.getByTestId("logo-canvas");
    expect(await canvasPixel(canvas, 2, 2)).toEqual([255, 255, 255, 255]);
    expect(await card.getByRole("button", { name: "White BG", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await card.getByRole("button", { name: "Black BG", exact: true }).click();
    expect(await card.getByRole("button", { name: "Black BG", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLCanvasElement>("[data-testid=logo-canvas]")!;
      return el.getContext("2d")!.getImageData(2, 2, 1, 1).data[0] === 0;
    });
    expect(await canvasPixel(canvas, 2, 2)).toEqual([0, 0, 0, 255]);
    // The logo itself is drawn: some pixel in the middle row is neither background.
    const row = await canvas.evaluate((el: HTMLCanvasElement) => {
      const d = el.getContext("2d")!.getImageData(0, el.height / 2, el.width, 1).data;
      let ink = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! + d[i + 1]! + d[i + 2]! > 60) ink++;
      return ink;
    });
    expect(row).toBeGreaterThan(20);
    await context.close();
  });

  it("regenerates guidelines with the edited colours, showing '...' while busy", async () => {
    const { page, context } = await desktop();
    await generate(page, "Harbor Legal");
    const card = page.getByTestId("variation-card").first();
    await card.getByLabel("Color 1").fill("#123456");
    let sent: { colors?: string[] } | undefined;
    await page.route("**/api/regenerate-branding-guidelines", async (route) => {
      sent = route.request().postDataJSON();
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await card.getByRole("button", { name: "Regenerate" }).click();
    await card.getByRole("button", { name: "..." }).waitFor();
    await page.getByText("Branding guidelines updated!").waitFor();
    expect(sent?.colors?.[0]).toBe("#123456");
    expect(await card.getByRole("button", { name: "Regenerate" }).isEnabled()).toBe(true);
    await context.close();
  });

  it("keeps the old list and everything typed when generation fails, with a notice and a console error", async () => {
    const { page, context, consoleErrors } = await desktop();
    await generate(page, "First Brand", { slogan: "Keep me" });
    const fonts = await page.getByTestId("font-family").allTextContents();
    await page.route("**/api/generate-logo-suggestions", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"internal_error","message":"boom"}}' }),
    );
    await page.getByPlaceholder("Enter your logo text...").fill("Second Brand");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.getByText("Failed to generate logos. Please try again.").waitFor();
    expect(consoleErrors.some((e) => e.includes("Generating logos failed"))).toBe(true);
    expect(await page.getByTestId("font-family").allTextContents()).toEqual(fonts);
    expect(await page.getByPlaceholder("Enter your logo text...").inputValue()).toBe("Second Brand");
    expect(await page.getByPlaceholder("Enter your slogan...").inputValue()).toBe("Keep me");
    expect(await page.getByRole("button", { name: "Generate", exact: true }).isEnabled()).toBe(true);
    await context.close();
  });

  it("tells the visitor when regenerating guidelines fails", async () => {
    const { page, context } = await desktop();
    await generate(page, "Acme");
    await page.route("**/api/regenerate-branding-guidelines", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    const card = page.getByTestId("variation-card").first();
    const before = await card.getByText("Do's").locator("..").textContent();
    await card.getByRole("button", { name: "Regenerate" }).click();
    await page.getByText("Failed to regenerate guidelines. Please try again.").waitFor();
    // The guidelines the visitor had stay, and the button is usable again.
    expect(await card.getByText("Do's").locator("..").textContent()).toBe(before);
    expect(await card.getByRole("button", { name: "Regenerate" }).isEnabled()).toBe(true);
    await context.close();
  });

  it("draws the preview anyway when the font cannot load, and logs it", async () => {
    const { page, context, consoleErrors } = await desktop();
    await page.route("**/fonts/**", (route) => route.abort());
    await generate(page, "Offline Fonts");
    const canvas = page.getByTestId("logo-canvas").first();
    expect(await canvas.getAttribute("data-font-status")).toBe("failed");
    expect(consoleErrors.some((e) => e.includes("failed to load"))).toBe(true);
    const ink = await canvas.evaluate((el: HTMLCanvasElement) => {
      const d = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! + d[i + 1]! + d[i + 2]! < 700) n++;
      return n;
    });
    expect(ink).toBeGreaterThan(100);
    // …and says so on the card, politely and visibly, not only in the console.
    expect(await canvas.getAttribute("data-drawn-with")).toBe("system-font");
    const note = page.getByTestId("variation-card").first().getByTestId("font-fallback-note");
    expect(await note.isVisible()).toBe(true);
    expect(await note.getAttribute("role")).toBe("status");
    expect(await note.textContent()).toMatch(/could not be loaded, so this preview uses a system font\. Your downloads are still drawn in /);
    await context.close();
  });

  it("fits a phone: 'Go', one column, 8 preset columns", async () => {
    const { page, context } = await openPage(browser(), "/", { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
    await page.getByPlaceholder("Enter your logo text...").fill("Tiny");
    expect(await page.getByRole("button", { name: "Go", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Generate", exact: true }).count()).toBe(0);
    await page.getByTestId("color-swatch").click();
    const columns = await page.getByTestId("preset-grid").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(8);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await page.getByText("Logo variations generated!").waitFor();
    await waitForPreviews(page);
    const xs = await page.getByTestId("variation-card").evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().x)))]);
    expect(xs).toHaveLength(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });

  it("is reachable by keyboard and has no serious or critical axe violations, the gallery open", async () => {
    // bypassCSP only so the test can inject axe: the page's CSP forbids inline scripts.
    const { page, context } = await openPage(browser(), "/", { viewport: { width: 1400, height: 1000 }, bypassCSP: true });
    await page.getByPlaceholder("Enter your logo text...").waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("placeholder"))).toBe("Enter your logo text...");
    await page.keyboard.type("Keyboard Co");
    await page.keyboard.press("Enter");
    await page.getByText("Logo variations generated!").waitFor();
    await waitForPreviews(page);
    // "See it in use" opens from the keyboard too; axe then sees the gallery as well
    await page.getByTestId("in-use").first().locator("summary").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>("[data-testid=in-use] img")];
      return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
    });
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await context.close();
  });
});

export type { Page };
