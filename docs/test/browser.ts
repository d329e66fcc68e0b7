/**
 * Helpers for the browser tests of the built docs site. Game engineers use them in
 * `docs/test/<game>.browser.test.ts`; see docs/test/README.md.
 */
import { mkdirSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { inject } from "vitest";
import { artifactDir, distDir, screenshotDir } from "./paths";

/** Debian's Chromium (scripts/ensure-chromium.mjs installs it when missing). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Starts headless Chromium with flags that keep it quiet and offline. Close it in `afterAll`. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The URL of a site path on the test server, e.g. `siteUrl("/core/dice")`. */
export function siteUrl(path = "/"): string {
  const base = inject("siteUrl");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** An open page and every console error and uncaught page error seen on it so far. */
export interface OpenedPage {
  readonly page: Page;
  /** Console messages of type `error` and uncaught exceptions, as text, in order. */
  readonly errors: string[];
}

/**
 * Opens `path` of the built site in a fresh page (its own context, 1280×900), waits until the app
 * is hydrated (the theme sets `data-rs-ready` on `<html>` once mounted; client-only demos mount in
 * the same tick) and collects errors from the start. `errors` keeps filling while the page is open.
 */
export async function openPage(browser: Browser, path: string): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  await page.goto(siteUrl(path), { waitUntil: "load" });
  await waitUntilReady(page, path, errors);
  return { page, errors };
}

/**
 * Waits until the VitePress app on `page` is hydrated (the theme marks `<html data-rs-ready>`) and
 * one frame has passed for client-only demos. If it never happens, fails with the page's errors.
 */
export async function waitUntilReady(page: Page, path: string, errors: readonly string[]): Promise<void> {
  try {
    await page.waitForSelector("html[data-rs-ready]", { state: "attached", timeout: 30_000 });
  } catch {
    throw new Error(
      `${path} never finished hydrating. Errors on the page:\n${errors.join("\n") || "(none)"}`,
    );
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}

/** Saves a full-page PNG as docs/test/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `${name.replace(/[^a-z0-9._-]+/gi, "-")}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The phone viewport the layout tests use (an iPhone 12–15 in CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Opens `path` like {@link openPage} but at phone width (390×844, touch).
 */
export async function openPhonePage(browser: Browser, path: string): Promise<OpenedPage> {
  const page = await browser.newPage({
    viewport: PHONE,
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  await page.goto(siteUrl(path), { waitUntil: "load" });
  await waitUntilReady(page, path, errors);
  return { page, errors };
}

/**
 * Saves a full-page PNG as docs/test/artifacts/<name>.png — the screenshots that are committed (each
 * game's play page at desktop and phone width) — and returns its path.
 */
export async function artifact(page: Page, name: string): Promise<string> {
  mkdirSync(artifactDir, { recursive: true });
  const file = join(artifactDir, `${name.replace(/[^a-z0-9._-]+/gi, "-")}.png`);
  // From the top: a full-page shot draws the fixed bars where the viewport stands, so a scrolled
  // page would show the navigation bar and the sidebar halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** How far the page scrolls sideways (0 when nothing sticks out of the viewport). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Every page of the built site as a clean URL path (`/`, `/guide/getting-started`, `/404`), read
 * from docs/.vitepress/dist.
 */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name.endsWith(".html")) {
        const rel = relative(distDir, full).split(sep).join("/");
        pages.push(
          rel === "index.html" ? "/" : `/${rel.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`,
        );
      }
    }
  };
  walk(distDir);
  return pages.sort();
}

/**
 * The page's URL once it has settled: match links are packed before they go into the address bar,
 * a moment after the move (or the bot's answer) that changed them, so read the URL only when it
 * has stayed the same for a little while.
 */
export async function settledUrl(page: Page, quietMs = 300): Promise<URL> {
  let last = page.url();
  for (let i = 0; i < 100; i++) {
    await page.waitForTimeout(quietMs);
    const now = page.url();
    if (now === last) return new URL(now);
    last = now;
  }
  throw new Error(`the URL of ${last} kept changing`);
}
