// The card as a workbench (issue 24), in Chromium: each kind of edit changes what is downloaded,
// undo and redo, guidelines that follow, work that survives a reload, one request per Generate,
// focus that stays visible, and axe with the editors open on a desktop and a phone.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hasBrowser, openPage, useBrowser } from "./browser";
import { download, generate, seriousAxeViolations, waitForPreviews } from "./support";

/** The card's SVG download, and the same logo fetched from a URL built here from what was edited. */
async function svgMatches(page: Page, card: Locator, expected: Record<string, string>) {
  await card.getByRole("button", { name: "SVG", exact: true }).click();
  const { bytes } = await download(page, () => card.getByRole("button", { name: "Download SVG" }).click());
  const reference = await (await fetch(`${baseURL()}/api/logo.svg?${new URLSearchParams(expected)}`)).text();
  expect(bytes.toString("utf8"), JSON.stringify(expected)).toBe(reference);
}

const palette = (card: Locator) => card.getByRole("list", { name: "Color palette" }).locator("code").allTextContents();
const openEditors = async (card: Locator) => {
  const details = card.getByTestId("customise");
  if (!(await details.evaluate((d: HTMLDetailsElement) => d.open))) await details.locator("summary").click();
};

describe.skipIf(!hasBrowser)("the card as a workbench, in Chromium", () => {
  const browser = useBrowser();
  const desktop = (options = {}) => openPage(browser(), "/", { viewport: { width: 1366, height: 900 }, ...options });

  it("downloads what each kind of edit makes: mark, composition, face, text, colours; undo and redo", async () => {
    const { page, context } = await desktop();
    await generate(page, "Oakline Distillery", { symbol: true });
    const card = page.getByTestId("variation-card").first();
    await openEditors(card);

    // the mark, found by meaning
    await card.getByPlaceholder(/Search icons/).fill("whiskey");
    const icons = card.getByRole("list", { name: "Icons for whiskey" });
    await icons.waitFor();
    const iconSymbol = await icons.locator("li").first().getAttribute("data-symbol");
    await icons.getByRole("button").first().click();
    const mark = (await card.getByTestId("current-mark").textContent())!;
    expect(mark).toMatch(/^Now: /);
    // the composition, the face, the text
    await card.getByRole("group", { name: "Composition" }).getByRole("button", { name: "Badge" }).click();
    await card.getByRole("button", { name: "Lora (serif)" }).click();
    await card.getByLabel("Name", { exact: true }).fill("Oakline & Sons");
    await card.getByLabel("Slogan", { exact: true }).fill("Small batch");
    // the colours: one solid colour, typed as hex, then a second one added
    await card.getByRole("button", { name: "One solid colour" }).click();
    await card.getByLabel("Hex code for colour 1").fill("#7B3F00");
    await card.getByRole("button", { name: "Add a colour" }).click();
    await waitForPreviews(page);
    const colors = await palette(card);
    expect(colors).toHaveLength(2);
    expect(colors[0]).toBe("#7B3F00");
    expect(await card.getByTestId("font-family").textContent()).toBe("Lora");

    expect(await icons.getByRole("button", { pressed: true }).count()).toBe(1);
    const query = { text: "Oakline & Sons", font: "Lora", colors: colors.map((c) => c.slice(1)).join(","), layout: "badge", slogan: "Small batch" };
    await svgMatches(page, card, { ...query, symbol: iconSymbol! });

    // undo takes back the colour added, redo brings it again; Revert returns to the suggestion
    await card.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await palette(card)).toEqual(["#7B3F00"]);
    await card.getByRole("button", { name: "Redo", exact: true }).click();
    expect(await palette(card)).toEqual(colors);
    await card.getByRole("button", { name: "Revert to the suggestion" }).click();
    expect(await card.getByLabel("Name", { exact: true }).inputValue()).toBe("Oakline Distillery");
    await card.getByRole("button", { name: "Undo", exact: true }).click();
    expect(await card.getByLabel("Name", { exact: true }).inputValue()).toBe("Oakline & Sons");
    await context.close();
  });

  it("sets the name's last words as a descriptor line, or none, and keeps it while the name ends in them", async () => {
    const { page, context } = await desktop();
    await generate(page, "Northstar Driving School");
    const card = page.getByTestId("variation-card").first();
    await openEditors(card);
    const picker = card.getByLabel("Descriptor line");
    await picker.selectOption({ label: "Northstar / DRIVING SCHOOL" });
    await waitForPreviews(page);
    const colors = (await palette(card)).map((c) => c.slice(1)).join(",");
    const font = (await card.getByTestId("font-family").textContent())!;
    const query = (text: string, descriptor?: string) => ({ text, font, colors, ...(descriptor ? { descriptor } : {}) });
    // A name edit that keeps the last words keeps the descriptor; one that changes them drops it.
    await card.getByLabel("Name", { exact: true }).fill("Polestar Driving School");
    expect(await picker.inputValue()).toBe("2");
    await svgMatches(page, card, query("Polestar Driving School", "2"));
    await picker.selectOption({ label: "None: the whole name on one line" });
    await svgMatches(page, card, query("Polestar Driving School"));
    await picker.selectOption({ label: "Polestar Driving / SCHOOL" });
    await card.getByLabel("Name", { exact: true }).fill("Polestar Driving Academy");
    expect(await picker.inputValue()).toBe("0");
    await context.close();
  });

  it("keeps every card, and the editor open on it, when the results' code arrives after the six (the first edit re-mounted them all)", async () => {
    const context = await browser().newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 900 } });
    // The results' code is held back until the six have arrived, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route("**/assets/results-*.js", async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByPlaceholder("Enter your logo text...").fill("Northstar Driving School");
    const answered = page.waitForResponse((r) => r.url().includes("/api/generate-logo-suggestions"));
    await page.getByRole("button", { name: /^(Generate|Go)$/ }).click();
    await answered;
    release();
    await page.getByText("Logo variations generated!").waitFor();
    await waitForPreviews(page);
    const card = page.getByTestId("variation-card").first();
    await openEditors(card);
    await card.evaluate((el) => (el.dataset.mounted = "before the edit"));
    await card.getByLabel("Hex code for colour 1").fill("#0A9396");
    await waitForPreviews(page);
    expect(await page.locator('[data-mounted="before the edit"]').count(), "the card was re-mounted").toBe(1);
    expect(await card.getByTestId("customise").evaluate((d: HTMLDetailsElement) => d.open), "the open editor closed").toBe(true);
    await context.close();
  });

  it("restates the guidelines after a colour edit: no old colour or contrast figure, in the card or the guide", async () => {
    const { page, context } = await desktop();
    await generate(page, "Harbor Lane Bakery");
    const card = page.getByTestId("variation-card").first();
    const rules = card.getByRole("region", { name: "Branding Guidelines" });
    const before = (await rules.textContent())!;
    const old = await palette(card);
    const oldRatio = before.match(/(\d+\.\d):1/)?.[1];
    await card.getByRole("button", { name: "One solid colour" }).click();
    await card.getByLabel("Hex code for colour 1").fill("#D4A017");
    const after = (await rules.textContent())!;
    for (const hex of old) if (hex !== "#D4A017") expect(after, hex).not.toContain(hex);
    expect(after).toContain("#D4A017");
    // #D4A017 keeps 8.8:1 on black and 2.4:1 on white: the rule says dark backgrounds now
    expect(after).toMatch(/black or dark backgrounds, where every colour keeps at least 8\.\d:1/);
    if (oldRatio && !after.includes(`${oldRatio}:1`)) expect(after).not.toContain(`${oldRatio}:1`);
    await context.close();
  });

  it("keeps the cards, their edits and stars across a reload; Generate keeps starred cards; Start over clears", async () => {
    const { page, context } = await desktop();
    await generate(page, "Reload Roasters");
    const card = page.getByTestId("variation-card").nth(1);
    await card.getByLabel("Hex code for colour 1").fill("#0A9396");
    await card.getByRole("button", { name: "Star", exact: true }).click();
    const edited = await palette(card);
    // Reloaded at once: the edit waits a quarter second to be saved, and is written when the page
    // goes away (before, a reload within that quarter second lost it).
    await page.reload();
    await waitForPreviews(page);
    const cards = page.getByTestId("variation-card");
    expect(await cards.count()).toBe(6);
    expect(await palette(cards.nth(1))).toEqual(edited);
    expect(await cards.nth(1).getByRole("button", { name: "Starred" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByPlaceholder("Enter your logo text...").inputValue()).toBe("Reload Roasters");
    // undo survives too
    await cards.nth(1).getByRole("button", { name: "Undo", exact: true }).click();
    expect(await palette(cards.nth(1))).not.toEqual(edited);
    await cards.nth(1).getByRole("button", { name: "Redo", exact: true }).click();
    // a new generation: the starred card first, then six new ones
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.getByText("Logo variations generated!").last().waitFor();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=variation-card]").length === 7);
    expect(await palette(cards.first())).toEqual(edited);
    // start over: asked once, then nothing is left, after a reload either
    await page.getByRole("button", { name: "Start over" }).click();
    await page.getByRole("button", { name: "Remove all" }).click();
    expect(await cards.count()).toBe(0);
    await page.waitForTimeout(400);
    await page.reload();
    await page.getByPlaceholder("Enter your logo text...").waitFor();
    await page.waitForTimeout(300);
    expect(await cards.count()).toBe(0);
    await context.close();
  });

  it("Generate again sends the marks and faces on screen as seen and brings new ones; another name starts afresh", async () => {
    const { page, context } = await desktop();
    const sent: { logoText: string; seen?: string[]; seenFonts?: string[] }[] = [];
    const marks: string[][] = [];
    const faces: string[][] = [];
    // Each Generate draws a fresh seed; pinned here (added on the way out, after the page's body
    // is recorded) so the sixes are the same on every run.
    let seed = 40;
    await page.route("**/api/generate-logo-suggestions", (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), seed: seed++ }) }),
    );
    page.on("request", (r) => {
      if (r.url().endsWith("/api/generate-logo-suggestions")) sent.push(r.postDataJSON());
    });
    page.on("response", async (r) => {
      if (r.url().endsWith("/api/generate-logo-suggestions") && r.ok()) {
        const body = (await r.json()) as { suggestions: { symbol?: string; fontFamily: string }[] };
        faces.push(body.suggestions.map((s) => s.fontFamily));
        marks.push(body.suggestions.flatMap((s) => (s.symbol ? [s.symbol] : [])));
      }
    });
    const again = async () => {
      const before = sent.length;
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await expect.poll(() => marks.length, { timeout: 20_000 }).toBe(before + 1);
      await waitForPreviews(page);
    };
    await generate(page, "Harbour Light Ferries", { symbol: true });
    await expect.poll(() => marks.length, { timeout: 20_000 }).toBe(1);
    expect(sent[0]!.seen, "a first Generate has nothing seen").toBeUndefined();
    expect(sent[0]!.seenFonts, "a first Generate has no faces seen").toBeUndefined();
    await again();
    // the second request carries every mark and face of the first six, and the answer brings new ones
    const first = new Set(marks[0]);
    expect(new Set(sent[1]!.seen), JSON.stringify(sent[1])).toEqual(first);
    expect(marks[1]!.filter((m) => !first.has(m)).length, `second six ${marks[1]} after ${marks[0]}`).toBeGreaterThanOrEqual(3);
    expect(new Set(sent[1]!.seenFonts), JSON.stringify(sent[1])).toEqual(new Set(faces[0]));
    expect(new Set(faces[1]!.filter((f) => !faces[0]!.includes(f))).size, `second six ${faces[1]} after ${faces[0]}`).toBeGreaterThanOrEqual(4);
    // a third remembers both sixes, newest first; a reload keeps them
    await page.reload();
    await page.getByTestId("variation-card").first().waitFor();
    expect(await page.getByLabel("Include decorative symbol with logo").isChecked(), "the option marks were asked with, after a reload").toBe(true);
    await again();
    expect(sent[2]!.seen, JSON.stringify(sent[2])).toBeDefined();
    expect(sent[2]!.seen!.slice(0, new Set(marks[1]).size).sort(), JSON.stringify(sent[2])).toEqual([...new Set(marks[1])].sort());
    for (const m of first) expect(sent[2]!.seen, JSON.stringify(sent[2])).toContain(m);
    for (const f of [...faces[0]!, ...faces[1]!]) expect(sent[2]!.seenFonts, JSON.stringify(sent[2])).toContain(f);
    // another name starts afresh
    await page.getByPlaceholder("Enter your logo text...").fill("Quillfeather Stationers");
    await again();
    expect(sent[3]!.logoText).toBe("Quillfeather Stationers");
    expect(sent[3]!.seen, JSON.stringify(sent[3])).toBeUndefined();
    expect(sent[3]!.seenFonts, JSON.stringify(sent[3])).toBeUndefined();
    await context.close();
  });

  it("sends one request for a double click on Generate, and keeps focus on the button", async () => {
    const { page, context } = await desktop();
    let requests = 0;
    await page.route("**/api/generate-logo-suggestions", async (route) => {
      requests++;
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByPlaceholder("Enter your logo text...").fill("Double Tap");
    await page.getByRole("button", { name: "Generate", exact: true }).dblclick();
    await page.getByText("Logo variations generated!").waitFor();
    expect(requests).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("submit");
    await context.close();
  });

  it("runs the whole flow by keyboard, with an unclipped focus outline on every stop", async () => {
    const { page, context } = await desktop();
    await page.getByPlaceholder("Enter your logo text...").waitFor();
    // the form: Tab to the name, type it, Enter to generate; focus stays in the form
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("placeholder"))).toBe("Enter your logo text...");
    await page.keyboard.type("Focus Works");
    await page.keyboard.press("Enter");
    await page.getByText("Logo variations generated!").waitFor();
    await waitForPreviews(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("placeholder"))).toBe("Enter your logo text...");
    // then every stop, through the form, the results' controls and the whole first card
    const stops: string[] = [];
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const first = document.querySelector("[data-testid=variation-card]");
        const cards = [...document.querySelectorAll("[data-testid=variation-card]")];
        // past the first card: done
        if (cards.indexOf(el.closest("[data-testid=variation-card]") as Element) > 0) return { done: true } as const;
        const style = getComputedStyle(el);
        const width = parseFloat(style.outlineWidth) || 0;
        const visible = style.outlineStyle !== "none" && width >= 2;
        // the outline's box, and the nearest ancestor that clips it
        const r = el.getBoundingClientRect();
        const pad = width + (parseFloat(style.outlineOffset) || 0);
        let clipped = "";
        for (let a = el.parentElement; a && a !== first?.parentElement; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflow === "visible" && s.overflowX === "visible" && s.overflowY === "visible") continue;
          const b = a.getBoundingClientRect();
          if (r.left - pad < b.left - 0.5 || r.right + pad > b.right + 0.5 || r.top - pad < b.top - 0.5 || r.bottom + pad > b.bottom + 0.5) clipped = a.tagName;
        }
        return { done: false, name: el.getAttribute("aria-label") || el.textContent?.trim().slice(0, 30) || el.tagName, visible, clipped } as const;
      });
      if (!info || info.done) break;
      stops.push(info.name);
      expect(info.visible, `${info.name}: no focus outline`).toBe(true);
      expect(info.clipped, `${info.name}: outline clipped by ${info.clipped}`).toBe("");
    }
    for (const name of ["Generate", "Start over", "Star", "White BG", "JPEG", "Customise", "Download PNG", "Download Guide", "See it in use"]) {
      expect(stops.some((s) => s.includes(name)), `${name} in ${stops.join(" | ")}`).toBe(true);
    }
    // a download by keyboard leaves focus on its button
    await page.getByTestId("variation-card").first().getByRole("button", { name: "Download PNG" }).focus();
    await download(page, () => page.keyboard.press("Enter"));
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Download PNG");
    await context.close();
  });

  for (const [label, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    it(`has no serious or critical axe violations with the editors open (${label})`, async () => {
      const { page, context } = await openPage(browser(), "/", { viewport, bypassCSP: true });
      await generate(page, "Axe Checked Co", { symbol: true });
      const card = page.getByTestId("variation-card").first();
      await openEditors(card);
      await card.getByPlaceholder(/Search icons/).fill("anchor");
      await card.getByRole("list", { name: "Icons for anchor" }).waitFor();
      // on a phone the boxes fold under one line: open them too
      const boxes = card.getByTestId("card-boxes");
      if (!(await boxes.evaluate((d: HTMLDetailsElement) => d.open))) await boxes.locator("> summary").click();
      await card.getByText("Spacing, usage rules and use cases").click();
      const violations = await seriousAxeViolations(page);
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      if (label === "desktop") expect((await card.boundingBox())!.height).toBeGreaterThan(1000);
      await context.close();
    });
  }

  it("keeps the results on a phone about a third as tall as the 10,739 px they were", async () => {
    const { page, context } = await openPage(browser(), "/", { viewport: { width: 390, height: 844 } });
    await generate(page, "Fernhill Florist", { symbol: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4300);
    await context.close();
  });

  it("keeps a card about 1,000 px tall on a desktop until a panel is opened", async () => {
    const { page, context } = await desktop();
    await generate(page, "Compact Cards Ltd", { symbol: true, slogan: "Made to measure" });
    const heights = await page.getByTestId("variation-card").evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeLessThanOrEqual(1050);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)("the API page on a phone, in Chromium", () => {
  const browser = useBrowser();
  it("fits a 390-px screen, with contents that lead to every route", async () => {
    const { page, context } = await openPage(browser(), "/api/docs", { viewport: { width: 390, height: 844 } });
    await page.getByRole("heading", { name: "Contents" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("navigation").getByRole("link", { name: /\/api\/icons/ }).click();
    expect(await page.evaluate(() => location.hash)).toBe("#searchIcons");
    await context.close();
  });
});
