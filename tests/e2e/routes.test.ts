import { describe, expect, it } from "vitest";
import { baseURL, hasBrowser, openPage, useBrowser } from "./browser";

describe.skipIf(!hasBrowser)("routes in a real browser", () => {
  const browser = useBrowser();

  it("shows the home screen at /", async () => {
    const { page, context } = await openPage(browser(), "/");
    await expect(page.getByRole("heading", { name: "AI-Powered Logo Generator" }).isVisible()).resolves.toBe(true);
    expect(await page.getByText("Simple and Bold Logo for Your Startup!").count()).toBe(1);
    await context.close();
  });

  it("shows the 404 page for an unknown path, logs it, and links home", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), "/some/unknown/path");
    await page.getByText("Oops! Page not found").waitFor();
    expect(consoleErrors.some((e) => e.includes("/some/unknown/path"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.getByRole("heading", { name: "AI-Powered Logo Generator" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});

describe("files for crawlers", () => {
  it("serves /robots.txt as plain text, not the app's HTML", async () => {
    const res = await fetch(`${baseURL()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toContain("<html");
  });
});
