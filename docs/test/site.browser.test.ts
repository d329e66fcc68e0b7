import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages, launchBrowser, openPage, screenshot, siteUrl, waitUntilReady } from "./browser";

/** How many tabs load pages side by side (the "every page" test runs this many at once). */
const TABS = 4;

let browser: Browser;
/** Reusable tabs for the "every page" test, each with the errors of its current page. */
const idle: { page: Page; errors: string[] }[] = [];
const waiting: ((tab: { page: Page; errors: string[] }) => void)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (let i = 0; i < TABS; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const tab = { page, errors: [] as string[] };
    page.on("console", (message) => {
      if (message.type() === "error") tab.errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => tab.errors.push(`page error: ${error.message}`));
    idle.push(tab);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Loads `path` in a free tab (a full navigation, not a client-side route change) and returns its errors. */
async function loadInTab(path: string): Promise<{ html: string; errors: string[] }> {
  const tab = idle.pop() ?? (await new Promise<{ page: Page; errors: string[] }>((r) => waiting.push(r)));
  try {
    tab.errors.length = 0;
    await tab.page.goto(siteUrl(path), { waitUntil: "load" });
    await waitUntilReady(tab.page, path, tab.errors);
    return { html: await tab.page.locator("#app").innerHTML(), errors: [...tab.errors] };
  } finally {
    const next = waiting.shift();
    if (next === undefined) idle.push(tab);
    else next(tab);
  }
}

const pages = builtPages();

describe("the built site", () => {
  it("has the pages it should", () => {
    for (const path of ["/", "/guide/getting-started", "/core/dice", "/core/decks", "/errata", "/api/"]) {
      expect(pages).toContain(path);
    }
    for (const game of ["powerhouses", "fastmatch", "blitzmatch", "rasslefest", "ringmaster", "superdice"]) {
      expect(pages).toContain(`/${game}/`);
    }
    expect(pages.some((p) => p.startsWith("/api/@ringside/core/"))).toBe(true);
  });

  // Every built page, the 404 page included, loads with no console error and no uncaught error.
  it.concurrent.each(pages.filter((p) => p !== "/404"))("loads %s without errors", async (path) => {
    const { html, errors } = await loadInTab(path);
    expect(html).not.toBe("");
    expect(errors).toEqual([]);
  });

  it("shows the custom 404 page for an unknown path", async () => {
    const { page, errors } = await openPage(browser, "/no/such/page");
    try {
      await page.getByTestId("not-found").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Out of the ring");
      // The server answers 404 for the missing page itself; nothing else may fail.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
      await screenshot(page, "404");
    } finally {
      await page.close();
    }
  });

  it("serves /404 as the 404 page", async () => {
    const { page, errors } = await openPage(browser, "/404");
    try {
      await page.getByTestId("not-found").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("has a home page with six game cards, the install snippet and the example", async () => {
    const { page, errors } = await openPage(browser, "/");
    try {
      expect(await page.locator(".rs-game").count()).toBe(6);
      await expect(
        page.getByText("npm install @ringside/core @ringside/powerhouses").first().isVisible(),
      ).resolves.toBe(true);
      expect(await page.locator(".vp-doc").textContent()).toContain("runMatch(game");
      expect(await page.locator(".VPFooter").textContent()).toContain("MIT License");
      expect(errors).toEqual([]);
      await screenshot(page, "home");
    } finally {
      await page.close();
    }
  });

  it("finds pages with the local search", async () => {
    const { page, errors } = await openPage(browser, "/guide/");
    try {
      await page
        .getByRole("button", { name: /search/i })
        .first()
        .click();
      const input = page.getByRole("searchbox").or(page.locator("input.search-input")).first();
      await input.fill("reshuffle");
      await page.locator(".result").first().waitFor();
      expect(await page.locator(".result").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("switches to dark mode", async () => {
    const { page, errors } = await openPage(browser, "/core/");
    try {
      await page.locator(".VPSwitchAppearance").first().click();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      expect(errors).toEqual([]);
      await screenshot(page, "core-dark");
    } finally {
      await page.close();
    }
  });

  it("lists one API sidebar group per package, core first", async () => {
    const { page, errors } = await openPage(browser, "/api/");
    try {
      const groups = await page.locator(".VPSidebar .VPSidebarItem.level-0 > .item .text").allTextContents();
      const packages = groups.map((g) => g.trim()).filter((g) => g.startsWith("@ringside/"));
      expect(packages[0]).toBe("@ringside/core");
      expect([...packages].sort()).toEqual(
        ["blitzmatch", "core", "fastmatch", "powerhouses", "rasslefest", "ringmaster", "superdice"].map(
          (p) => `@ringside/${p}`,
        ),
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
