import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";

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
