import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeLink } from "../.vitepress/theme/components/table/record";
import {
  launchBrowser,
  openPage,
  openPhonePage,
  screenshot,
  settledUrl,
  siteUrl,
  waitUntilReady,
} from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("RingMaster ring board", () => {
  it("plays a whole match against the bot by clicks: squares, maneuvers, answers, every check's roll", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/play");
    try {
      await expect.poll(() => page.getByTestId("rb-status").textContent()).toContain("Advantage");
      await expect(page.getByTestId("ring-board").count()).resolves.toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId("rb-referee").textContent()).toMatch(/Referee/);
      let moved = false;
      for (let i = 0; i < 800; i++) {
        // The bot thinks in a worker: the reader's moves are back once it has answered.
        await expect.poll(() => page.getByTestId("rb-thinking").count()).toBe(0);
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        const squares = page.locator("button.rs-ring-square");
        if (!moved && (await squares.count()) > 0) {
          const before = await page.getByTestId("rb-ap").textContent();
          await squares.first().click();
          moved = true;
          await expect.poll(() => page.getByTestId("rb-status").textContent()).not.toBe(before);
          continue;
        }
        const buttons = page.getByTestId("rb-move");
        const n = await buttons.count();
        if (n === 0) break;
        // prefer a maneuver or an answer with its target shown, else whatever is offered
        const texts = await buttons.allTextContents();
        const legal = (t: string): boolean => !/Punch|Eye Gouge|Chokehold|screwjob|Turnover/.test(t);
        const pick = texts.findIndex((t) => /\(\d+%\)/.test(t) && legal(t));
        await buttons.nth(pick >= 0 ? pick : 0).click();
      }
      expect(moved).toBe(true);
      await expect.poll(() => page.getByTestId("rb-result").textContent()).toMatch(/wins by|No winner/);
      const checks = await page.getByTestId("rb-checks").locator("li").allTextContents();
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.every((c) => /rolled \d+ against -?\d+/.test(c))).toBe(true);
      await screenshot(page, "ringmaster-board");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 240_000);

  it("opens without taking focus or scrolling; moves by kind in a couple of clicks; rows in its ARIA grid", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/play");
    try {
      await expect.poll(() => page.getByTestId("rb-status").textContent()).toContain("Advantage");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      // Every cell of the grid sits in a row.
      const grid = page.getByTestId("ring-board");
      expect(await grid.getByRole("row").count()).toBe(10);
      expect(await grid.locator('[role="gridcell"]').count()).toBe(100);
      expect(await grid.locator(':scope > [role="gridcell"]').count()).toBe(0);
      // Play until the reader has more than one kind of move; then a kind and a move are two clicks.
      for (let i = 0; i < 60 && (await page.getByTestId("rb-kind").count()) < 2; i++) {
        await expect.poll(() => page.getByTestId("rb-thinking").count()).toBe(0);
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        const move = page.getByTestId("rb-move").first();
        if ((await move.count()) > 0) await move.click();
        else await page.locator("button.rs-ring-square").first().click();
      }
      const kinds = page.getByTestId("rb-kind");
      expect(await kinds.count()).toBeGreaterThan(1);
      const second = kinds.nth(1);
      const kind = await second.getAttribute("data-kind");
      await second.click();
      expect(await second.getAttribute("aria-pressed")).toBe("true");
      expect(await page.getByTestId("rb-group").getAttribute("data-kind")).toBe(kind);
      const shown = await page.getByTestId("rb-move").count();
      const all = Number(
        (await kinds.locator(".rb-count").allTextContents()).reduce((sum, n) => sum + Number(n), 0),
      );
      expect(shown).toBeLessThan(all);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it("keeps the ring in view on a phone while the reader picks a move", async () => {
    const { page, errors } = await openPhonePage(browser, "/ringmaster/play");
    try {
      await expect.poll(() => page.getByTestId("rb-status").textContent()).toContain("Advantage");
      // Scroll down to the end of the move panel: the ring is still on screen, above it.
      const panel = page.getByTestId("rb-moves");
      await panel.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const ring = await page.getByTestId("ring-board").boundingBox();
      expect(ring).not.toBeNull();
      expect(ring!.y).toBeGreaterThanOrEqual(0);
      expect(ring!.y + ring!.height).toBeLessThanOrEqual(844);
      await screenshot(page, "ringmaster-board-phone");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it("the bot thinks in a worker: its move arrives from there while the page answers", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    // The bot's worker answers a second late (its script is served with a delay on postMessage), so
    // the page is seen waiting for the worker and answering meanwhile.
    await page.route(/heuristicBot\.worker[^/]*\.js/, async (route) => {
      const original = await route.fetch();
      const delay =
        "const __post = self.postMessage.bind(self);" +
        "self.postMessage = (m) => setTimeout(() => __post(m), 1000);\n";
      const body = delay + (await original.text());
      await route.fulfill({ status: 200, contentType: "text/javascript", body });
    });
    try {
      await page.goto(siteUrl("/ringmaster/play"), { waitUntil: "load" });
      await waitUntilReady(page, "/ringmaster/play", errors);
      await expect
        .poll(() => page.getByTestId("rb-status").textContent(), { timeout: 30_000 })
        .toContain("Advantage");
      // Play until the bot is asked to decide: the page says it is thinking, the worker is running.
      let asked = false;
      for (let i = 0; i < 40 && !asked; i++) {
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        const squares = page.locator("button.rs-ring-square");
        const move = page.getByTestId("rb-move").first();
        if ((await move.count()) > 0) await move.click();
        else if ((await squares.count()) > 0) await squares.first().click();
        asked = await page
          .getByTestId("rb-thinking")
          .waitFor({ timeout: 300 })
          .then(() => true)
          .catch(() => false);
      }
      expect(asked).toBe(true);
      await expect.poll(() => page.workers().some((w) => /heuristicBot\.worker/.test(w.url()))).toBe(true);
      // While the bot thinks, nothing on the board can be played, and the page answers at once.
      expect(await page.getByTestId("rb-move").count()).toBe(0);
      const t0 = Date.now();
      await page.getByTestId("rb-look").locator("summary").click();
      expect(await page.getByTestId("rb-look").getAttribute("open")).not.toBeNull();
      expect(Date.now() - t0).toBeLessThan(900);
      expect(await page.getByTestId("rb-thinking").count()).toBe(1);
      // Then the worker's answer arrives and the reader's moves come back.
      await expect.poll(() => page.getByTestId("rb-thinking").count(), { timeout: 30_000 }).toBe(0);
      await expect
        .poll(
          async () =>
            (await page.getByTestId("rb-move").count()) +
            (await page.locator("button.rs-ring-square").count()) +
            (await page.getByTestId("rb-result").count()),
        )
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it("when the bot's worker cannot start, the bot decides on the page and the match goes on", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("console", (m) => {
      // The refused worker script itself is the one error this test expects.
      if (m.type() === "error" && !/404/.test(m.text())) errors.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    await page.route(/heuristicBot\.worker[^/]*\.js/, (route) => route.fulfill({ status: 404, body: "" }));
    try {
      await page.goto(siteUrl("/ringmaster/play"), { waitUntil: "load" });
      await waitUntilReady(page, "/ringmaster/play", errors);
      await page.getByTestId("rb-start").click();
      await expect
        .poll(() => page.getByTestId("rb-status").textContent(), { timeout: 30_000 })
        .toContain("Advantage");
      // A dozen of the reader's moves: each time the bot answers (from the page) and hands back.
      for (let i = 0; i < 12; i++) {
        await expect.poll(() => page.getByTestId("rb-thinking").count(), { timeout: 30_000 }).toBe(0);
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        const move = page.getByTestId("rb-move").first();
        if ((await move.count()) > 0) await move.click();
        else await page.locator("button.rs-ring-square").first().click();
      }
      await expect.poll(() => page.getByTestId("rb-thinking").count(), { timeout: 30_000 }).toBe(0);
      expect(page.workers().some((w) => /heuristicBot\.worker/.test(w.url()))).toBe(false);
      const link = await settledUrl(page);
      const record = (await decodeLink(link.searchParams.get("rb") ?? "")) as {
        moves: { player: string }[];
      };
      expect(record.moves.some((m) => m.player === "blue")).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it("charts match lengths and finishes from a simulation in a worker", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/play");
    try {
      await page.getByTestId("ml-runs").fill("20");
      await page.getByTestId("ml-run").click();
      await expect.poll(() => page.getByTestId("ml-end").count(), { timeout: 60_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId("ml-bar").count()).toBe(11);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
