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

/** API pages that are a package's own page (`/api/`, `/api/@ringside/core`, `/api/@ringside/core/node`). */
const isPackagePage = (path: string): boolean => /^\/api\/(@ringside\/[a-z]+(\/[a-z]+)?\/?)?$/.test(path);
/** How many other generated API pages (if the reference ever has any) are loaded, at most. */
const API_SAMPLE = 24;
/** FNV-1a of a path: a stable order for the sample, the same on every run and machine. */
const pathHash = (path: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};
/**
 * The pages the "loads without errors" test opens: every hand-written page and every package page
 * of the API reference, and of any other generated API page a deterministic sample (the generated
 * pages all come from one template, so a sample finds a broken template as well as all of them).
 */
const loaded = [
  ...pages.filter((p) => !p.startsWith("/api/") || isPackagePage(p)),
  ...pages
    .filter((p) => p.startsWith("/api/") && !isPackagePage(p))
    .sort((a, b) => pathHash(a) - pathHash(b) || a.localeCompare(b))
    .slice(0, API_SAMPLE),
].filter((p) => p !== "/404");

describe("the built site", () => {
  it("has the pages it should", () => {
    for (const path of ["/", "/guide/getting-started", "/core/dice", "/core/decks", "/errata", "/api/"]) {
      expect(pages).toContain(path);
    }
    for (const game of ["powerhouses", "fastmatch", "blitzmatch", "rasslefest", "ringmaster", "superdice"]) {
      expect(pages).toContain(`/${game}/`);
    }
    expect(pages.some((p) => p.startsWith("/api/@ringside/core"))).toBe(true);
  });

  it("loads every hand-written page and every package page of the API reference", () => {
    for (const path of pages.filter((p) => p !== "/404" && (!p.startsWith("/api/") || isPackagePage(p)))) {
      expect(loaded).toContain(path);
    }
    for (const pkg of [
      "core",
      "powerhouses",
      "fastmatch",
      "blitzmatch",
      "rasslefest",
      "ringmaster",
      "superdice",
    ]) {
      expect(loaded.some((p) => p.replace(/\/$/, "") === `/api/@ringside/${pkg}`)).toBe(true);
    }
  });

  // Every built page, the 404 page included, loads with no console error and no uncaught error.
  it.concurrent.each(loaded)("loads %s without errors", async (path) => {
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

  it("ranks hand-written pages before the API reference in search", async () => {
    const { page, errors } = await openPage(browser, "/guide/");
    try {
      await page
        .getByRole("button", { name: /search/i })
        .first()
        .click();
      const input = page.getByRole("searchbox").or(page.locator("input.search-input")).first();
      // A game word that is also a field of an API interface finds the game's pages first.
      for (const [query, game] of [
        ["simulate", null],
        ["Taunt", "/rasslefest/"],
        ["initiative", "/superdice/"],
      ] as const) {
        await input.fill(query);
        const hrefs = (): Promise<string[]> =>
          page.locator("a.result").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
        if (game !== null) await expect.poll(async () => (await hrefs())[0] ?? "").toContain(game);
        await expect.poll(hrefs).toContainEqual(expect.stringContaining("/api/"));
        const links = await hrefs();
        expect(links.length, query).toBeGreaterThan(1);
        expect(links[0], query).not.toMatch(/\/api\//);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("links each package page of the API reference back to its guides", async () => {
    const { page, errors } = await openPage(browser, "/api/@ringside/core");
    try {
      const doc = page.locator(".vp-doc");
      const hrefs = await doc.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.some((h) => h.endsWith("/core/dice"))).toBe(true);
      expect(hrefs.some((h) => h.endsWith("/guide/simulating"))).toBe(true);
      expect(await doc.textContent()).toContain("Back to the guides");
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

  it("lists one API sidebar entry per package, core first, and core's Node entry", async () => {
    const { page, errors } = await openPage(browser, "/api/");
    try {
      const entries = (await page.locator(".VPSidebar .VPSidebarItem .item .text").allTextContents()).map(
        (g) => g.trim(),
      );
      expect(entries).toContain("@ringside/core/node");
      const packages = entries.filter((g) => /^@ringside\/[a-z]+$/.test(g));
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
