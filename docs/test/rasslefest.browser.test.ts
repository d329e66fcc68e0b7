import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, settledUrl } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays the match to its end by choosing the first legal move each time (keyboard "1"). */
async function playOut(page: Page): Promise<void> {
  const moves = page.getByTestId("pm-moves");
  for (let i = 0; i < 600; i++) {
    if ((await page.getByTestId("pm-result").count()) > 0) return;
    const first = moves.locator("button").first();
    await first.waitFor();
    await first.focus();
    await page.keyboard.press("1");
  }
  throw new Error("the match did not end");
}

describe("Rasslefest card gallery (/rasslefest/cards)", () => {
  it("lists 80 cards and filters them", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/cards");
    try {
      await expect.poll(() => page.getByTestId("cg-count").textContent()).toContain("30 kinds, 80 cards");
      await page.getByTestId("cg-category").selectOption("counteraction");
      await expect.poll(() => page.getByTestId("cg-count").textContent()).toContain("6 kinds, 16 cards");
      await page.getByTestId("cg-category").selectOption("all");
      await page.getByTestId("cg-where").selectOption("top-rope");
      const kinds = await page
        .getByTestId("cg-deck")
        .locator("li")
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-kind")));
      expect(kinds).toEqual(["superplex", "top-rope-dive"]);
      await page.getByTestId("cg-where").selectOption("all");
      await page.getByTestId("cg-search").fill("reversal");
      await expect.poll(() => page.getByTestId("cg-deck").locator("li").count()).toBe(1);
      expect(errors).toEqual([]);
      await screenshot(page, "rasslefest-cards");
    } finally {
      await page.close();
    }
  });
});

describe("Rasslefest play demo (/rasslefest/play)", () => {
  it("shows the hand and energy, plays a full match by keyboard, and shows the ratings", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/play");
    try {
      await page.getByTestId("pm-hand").waitFor();
      expect(await page.getByTestId("pm-hand").locator("[data-card-id]").count()).toBe(5);
      expect(await page.getByTestId("pm-energy-a").textContent()).toBe("7");
      expect(await page.getByTestId("pm-energy-b").textContent()).toBe("7");
      await page.getByTestId("pm-bot").selectOption("random");
      await page.getByTestId("pm-seed").fill("5");
      await page.getByTestId("pm-new").click();
      const before = await page.getByTestId("pm-log").locator("li").count();
      await playOut(page);
      const result = (await page.getByTestId("pm-result").textContent()) ?? "";
      expect(result).toMatch(/wins by|Draw/);
      expect(await page.getByTestId("pm-log").locator("li").count()).toBeGreaterThan(before);
      const ratings = page.getByTestId("pm-ratings");
      await ratings.waitFor();
      expect(await ratings.textContent()).toMatch(/Match ratings[\s\S]*(win|loss|draw)/);
      expect(errors).toEqual([]);
      await screenshot(page, "rasslefest-play");
    } finally {
      await page.close();
    }
  });

  it("plays against the strong bot without errors", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/play");
    try {
      await page.getByTestId("pm-bot").selectOption("strong");
      await page.getByTestId("pm-new").click();
      const moves = page.getByTestId("pm-moves").locator("button");
      await moves.first().click();
      await page.getByTestId("pm-prompt").waitFor();
      // The strong bot thinks in a worker: its answer comes in a moment, the page never freezes.
      await expect
        .poll(() => page.getByTestId("pm-log").locator("li").count(), { timeout: 30_000 })
        .toBeGreaterThan(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("Rasslefest sample game and errata", () => {
  it("replays the sample game to Ben's pinfall", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/samples");
    try {
      const replay = page.getByTestId("sample-replay").first();
      await replay.getByTestId("replay-end").click();
      const step = (await replay.getByTestId("replay-step").textContent()) ?? "";
      const [, n, of] = /Step (\d+) of (\d+)/.exec(step) ?? [];
      expect(n).toBe(of);
      expect(await replay.getByTestId("replay-status").getAttribute("data-status")).toBe("reproduced");
      expect(await replay.locator('[data-figure="winner"]').textContent()).toContain("Ben");
      expect(await replay.getByTestId("replay-summary").textContent()).not.toMatch(/[1-9]\d* mismatch/);
      // Back to the refused Bodyslam (step 20 of 36).
      await replay.getByTestId("replay-first").click();
      for (let i = 0; i < 19; i++) await replay.getByTestId("replay-next").click();
      expect(await replay.getByTestId("replay-status").getAttribute("data-status")).toBe("erratum");
      await replay.getByTestId("replay-refused").waitFor();
      expect(errors).toEqual([]);
      await screenshot(page, "rasslefest-sample");
    } finally {
      await page.close();
    }
  });

  it("lists the errata", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/errata");
    try {
      const rows = page.getByTestId("errata-row");
      expect(await rows.count()).toBeGreaterThanOrEqual(6);
      const table = (await page.getByTestId("errata-table").textContent()) ?? "";
      expect(table).toContain("card table");
      // The refused Bodyslam step keeps its printed figure; one deck's copies are counted.
      expect(table).toContain("Bodyslam needs");
      expect(table).toContain("Dodge copies used");
      expect(table).toContain("Signature Move copies used");
      expect(errors).toEqual([]);
      await screenshot(page, "rasslefest-errata");
    } finally {
      await page.close();
    }
  });
});

describe("Rasslefest play: keyboard, sharing and time travel", () => {
  it("number keys typed in the seed box do not play moves; focus stays on the moves after each one", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/play");
    try {
      await page.getByTestId("pm-hand").waitFor();
      const log = page.getByTestId("pm-log").locator("li");
      const before = await log.count();
      await page.getByTestId("pm-seed").fill("");
      await page.getByTestId("pm-seed").pressSequentially("2024");
      expect(await page.getByTestId("pm-seed").inputValue()).toBe("2024");
      expect(await log.count()).toBe(before);
      await page.getByTestId("pm-new").click();
      const moves = page.getByTestId("pm-moves").locator("button");
      for (let i = 0; i < 5 && (await page.getByTestId("pm-result").count()) === 0; i++) {
        await moves.first().focus();
        await page.keyboard.press("1");
        if ((await page.getByTestId("pm-result").count()) > 0) break;
        // Focus is still on one of the moves, so the next key works without the mouse.
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement?.closest('[data-testid="pm-moves"]') !== null),
          )
          .toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("keeps the match in the URL, reopens it after a reload, and steps through the finished match", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/play");
    try {
      await page.getByTestId("pm-bot").selectOption("random");
      await page.getByTestId("pm-seed").fill("11");
      await page.getByTestId("pm-new").click();
      const moves = page.getByTestId("pm-moves").locator("button");
      for (let i = 0; i < 3; i++) {
        await moves.first().focus();
        await page.keyboard.press("1");
      }
      expect(new URL(page.url()).searchParams.get("rf")).not.toBeNull();
      const log = await page.getByTestId("pm-log").locator("li").allTextContents();
      const energy = await page.getByTestId("pm-energy-a").textContent();
      await page.reload();
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("pm-log").locator("li").allTextContents()).toEqual(log);
      expect(await page.getByTestId("pm-energy-a").textContent()).toBe(energy);
      expect(await page.getByTestId("pm-seed").inputValue()).toBe("11");

      await playOut(page);
      const where = page.getByTestId("tt-where");
      await where.waitFor();
      const last = Number(await where.getAttribute("data-step"));
      await page.getByTestId("tt-first").click();
      expect(await where.getAttribute("data-step")).toBe("0");
      expect(await page.getByTestId("time-travel").locator("[data-testid=game-card]").count()).toBe(5);
      await page.getByTestId("tt-next").click();
      const linked = (await settledUrl(page)).toString();
      await page.goto(linked);
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).toBe("1");
      expect(last).toBeGreaterThan(5);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
