import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { baseURL, hasBrowser, openPage, useBrowser } from "./browser";
import { MIN_CONTRAST, worstContrast } from "../../shared/color";
import { IN_USE, inUseFile } from "../../shared/in-use";
import { download, generate, waitForPreviews } from "./support";

describe.skipIf(!hasBrowser)("the card's extras (SVG, brand kit, share link, image URL, contrast guard, the logo in use), in Chromium", () => {
  const browser = useBrowser();

  const desktop = async (path = "/") => {
    const opened = await openPage(browser(), path, { viewport: { width: 1400, height: 1000 } });
    await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    return opened;
  };

  it("downloads the outline SVG and the brand kit", async () => {
    const { page, context } = await desktop();
    await generate(page, "Pixel Forge", { symbol: true });
    const card = page.getByTestId("variation-card").first();
    await card.getByRole("button", { name: "SVG", exact: true }).click();
    const svg = await download(page, () => card.getByRole("button", { name: "Download SVG" }).click());
    expect(svg.name).toBe("pixel-forge-logo.svg");
    const text = svg.bytes.toString("utf8");
    expect(text.startsWith("<svg")).toBe(true);
    expect(text).not.toContain("<text");
    await page.getByText("Logo downloaded as SVG!").waitFor();

    const kit = await download(page, () => card.getByRole("button", { name: "Download Brand Kit" }).click());
    expect(kit.name).toBe("pixel-forge-brand-kit.zip");
    // The white version for dark backgrounds comes only with a palette under 3:1 on black.
    const palette = await card.getByRole("list", { name: "Color palette" }).locator("code").allTextContents();
    const weakOnBlack = worstContrast("#000000", palette) < MIN_CONTRAST;
    expect(Object.keys(unzipSync(new Uint8Array(kit.bytes))).sort(), palette.join()).toEqual([
      "apple-touch-icon.png", "favicon.ico", "favicon.svg", "icon-16.png", "icon-192.png", "icon-32.png", "icon-512.png", "logo.png", "logo.svg",
      ...(weakOnBlack ? ["logo-on-dark.png", "logo-on-dark.svg"] : []),
      ...IN_USE.map(inUseFile),
    ].sort());
    await page.getByText("Brand kit downloaded!").waitFor();
    await context.close();
  });

  it("shares a link that reopens exactly the edited variation, ready to download", async () => {
    const { page, context } = await desktop();
    await generate(page, "Harbor Legal", { symbol: true, slogan: "Counsel you can trust" });
    const card = page.getByTestId("variation-card").nth(1);
    const family = await card.getByTestId("font-family").textContent();
    await card.getByLabel("Color 1").fill("#123456");
    const palette = await card.getByRole("list", { name: "Color palette" }).locator("code").allTextContents();
    const dos = await card.getByRole("region", { name: "Branding Guidelines" }).locator("li").allTextContents();
    await card.getByRole("button", { name: "Share" }).click();
    await page.getByText("Link copied!").waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // the logo's query for the server (to unfurl the link), the whole variation in the fragment
    expect(link).toMatch(new RegExp(`^${baseURL()}/s\\?text=Harbor\\+Legal&font=[^#]+#share=[A-Za-z0-9_-]+$`));
    const page0 = await (await fetch(link.split("#")[0]!)).text();
    expect(page0).toMatch(/<meta property="og:image" content="[^"]*\/api\/social\.png\?text=Harbor\+Legal[^"]*format=open-graph"/);
    expect(page0).toContain('<meta property="og:title" content="Harbor Legal: a logo made with Boldmark">');

    const other = await context.newPage();
    await other.goto(link);
    await other.getByRole("heading", { name: "Shared logo" }).waitFor();
    await waitForPreviews(other);
    const shared = other.getByTestId("shared-view").getByTestId("variation-card");
    expect(await shared.getByTestId("font-family").textContent()).toBe(family);
    expect(await shared.getByRole("list", { name: "Color palette" }).locator("code").allTextContents()).toEqual(palette);
    expect(palette[0]).toBe("#123456");
    expect(await shared.getByRole("region", { name: "Branding Guidelines" }).locator("li").allTextContents()).toEqual(dos);
    const png = await download(other, () => shared.getByRole("button", { name: "Download PNG" }).click());
    expect(png.name).toBe("harbor-legal-logo.png");
    await context.close();
  });

  it("says so when a share link is damaged", async () => {
    const { page, context } = await desktop("/#share=not-a-real-link");
    await page.getByText("This share link is incomplete or damaged").waitFor();
    expect(await page.getByRole("heading", { name: "AI-Powered Logo Generator" }).isVisible()).toBe(true);
    await context.close();
  });

  it("opens 'See it in use' on demand: every social image and mockup, from its URL, following colour edits", async () => {
    const { page, context } = await desktop();
    const requested: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/(social|mockup)\.png\?/.test(r.url())) requested.push(r.url());
    });
    await generate(page, "Pixel Forge", { symbol: true, slogan: "Made to last" });
    const card = page.getByTestId("variation-card").first();
    // nothing is fetched until the gallery opens
    expect(requested).toEqual([]);
    await card.getByText("See it in use").click();
    const images = card.getByRole("list", { name: "The logo in use" }).locator("img");
    const loaded = (colour: string) =>
      page.waitForFunction(
        ([n, c]) => {
          const imgs = [...document.querySelectorAll<HTMLImageElement>("[data-testid=variation-card] [data-testid=in-use] img")];
          return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0 && i.src.includes(c));
        },
        [IN_USE.length, colour] as const,
      );
    await loaded("format=");
    const shown = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => ({ src: i.src, size: [i.naturalWidth, i.naturalHeight], alt: i.alt })),
    );
    expect(shown.map((s) => s.size)).toEqual(IN_USE.map((f) => [f.width, f.height]));
    for (const [i, format] of IN_USE.entries()) {
      const url = new URL(shown[i]!.src);
      expect(url.pathname).toBe(`/api/${format.kind}.png`);
      expect(url.searchParams.get("format")).toBe(format.id);
      expect(url.searchParams.get("text")).toBe("Pixel Forge");
      expect(shown[i]!.alt).toBe(`Pixel Forge: ${format.label}`);
    }
    expect(new Set(requested).size).toBe(IN_USE.length);
    // the gallery follows the edited colours, with the same URLs the downloads use
    await card.getByLabel("Color 1").fill("#123456");
    await loaded("123456");
    await context.close();
  });

  it("copies the public image URL, which serves the logo", async () => {
    const { page, context } = await desktop();
    await generate(page, "Nova");
    await page.getByTestId("variation-card").first().getByRole("button", { name: "Copy image URL" }).click();
    await page.getByText("Image URL copied!").waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(new RegExp(`^${baseURL()}/api/logo\\.png\\?text=Nova&`));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    await context.close();
  });

  it("warns about colours below 3:1 on the background and offers the better one", async () => {
    const { page, context } = await desktop();
    await generate(page, "Lemon");
    const card = page.getByTestId("variation-card").first();
    const colors = card.getByRole("region", { name: "Edit Colors" }).locator('input[type="color"]');
    const count = await colors.count();
    for (let i = 0; i < count; i++) await colors.nth(i).fill(i === 0 ? "#ffff00" : "#ffee88");
    const warning = card.getByTestId("contrast-warning");
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/Low contrast on white: #FFFF00 \(1\.1:1\)/);
    await warning.getByRole("button", { name: "Preview on Black BG" }).click();
    expect(await card.getByRole("button", { name: "Black BG", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await card.getByTestId("contrast-warning").waitFor({ state: "detached" });
    // A palette weak on both backgrounds is named, without an offer that would not help.
    await colors.nth(0).fill("#111111");
    await card.getByTestId("contrast-warning").waitFor();
    expect(await card.getByTestId("contrast-warning").textContent()).toMatch(/Low contrast on black: #111111/);
    if (count > 1) expect(await card.getByRole("button", { name: /Preview on/ }).count()).toBe(0);
    await context.close();
  });

  it("tells the visitor in the form when the name is in a script no face is made for", async () => {
    const { page, context } = await desktop();
    // Ethiopic: no face of the catalogue is made for it yet (Japanese, Arabic and others are).
    await page.getByPlaceholder("Enter your logo text...").fill("ቡና ቤት");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    // A refusal retrying cannot fix is not phrased "try again".
    await page.getByText("These logos cannot be made from what was typed.").waitFor();
    expect(await page.getByText(/try again/i).count()).toBe(0);
    const alert = page.locator("#form-error");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/cannot be drawn yet: ቡ ና ቤ ት/);
    expect(await page.getByPlaceholder("Enter your logo text...").inputValue()).toBe("ቡና ቤት");
    // A Cherokee slogan under a Latin name: the error sits on the slogan, the name stays unmarked.
    await page.getByPlaceholder("Enter your logo text...").fill("Tahlequah Tea");
    await page.getByLabel("Include slogan below logo").check();
    await page.getByPlaceholder("Enter your slogan...").fill("ᏣᎳᎩ ᎦᏚ");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.locator("#slogan-error").waitFor();
    expect(await page.getByPlaceholder("Enter your slogan...").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByPlaceholder("Enter your logo text...").getAttribute("aria-invalid")).toBeNull();
    await page.getByLabel("Include slogan below logo").uncheck();
    // Cyrillic works and clears the message.
    await page.getByPlaceholder("Enter your logo text...").fill("Кофейня Заря");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.getByText("Logo variations generated!").waitFor();
    await waitForPreviews(page);
    expect(await page.locator("#form-error").count()).toBe(0);
    expect(await page.getByTestId("logo-canvas").first().getAttribute("data-font-status")).toBe("ready");
    await context.close();
  });

  it("links the API page from the footer", async () => {
    const { page, context } = await desktop();
    await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
    await page.getByRole("heading", { name: "Boldmark API" }).waitFor();
    expect(await page.getByText("/api/generate-logo-suggestions").first().isVisible()).toBe(true);
    await context.close();
  });
});
