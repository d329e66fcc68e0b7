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

describe("Super Dice docs", () => {
  it("the power gallery shows all 66 and filters by type", async () => {
    const { page, errors } = await openPage(browser, "/superdice/powers");
    try {
      const cards = page.getByTestId("power-card");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(66);
      await page.getByTestId("gallery-filter-constant").click();
      expect(await cards.count()).toBe(8);
      expect(await page.locator("[data-testid='power-card'][data-kind='activated']").count()).toBe(0);
      await page.getByTestId("gallery-filter-six").click();
      expect(await cards.count()).toBe(12);
      await page.getByTestId("gallery-filter-all").click();
      await page.getByTestId("gallery-search").fill("sidekick");
      expect(await cards.count()).toBe(1);
      expect(errors).toEqual([]);
      await screenshot(page, "superdice-powers");
    } finally {
      await page.close();
    }
  });

  it("a draft against the bot runs to five powers each", async () => {
    const { page, errors } = await openPage(browser, "/superdice/draft");
    try {
      await page.getByTestId("draft-start").click();
      for (let i = 0; i < 5; i++) {
        if ((await page.getByTestId("draft-done").count()) > 0) break;
        await page.getByTestId("draft-pick").first().click();
      }
      await page.getByTestId("draft-done").waitFor();
      expect(await page.getByTestId("draft-red").locator("li").count()).toBe(5);
      expect(await page.getByTestId("draft-blue").locator("li").count()).toBe(5);
      // The log says who picked; the draft leads into a match with these heroes.
      const log = await page.getByTestId("draft-log").locator("li").allTextContents();
      expect(log.filter((l) => l.startsWith("Your hero picks")).length).toBe(5);
      expect(log.filter((l) => l.startsWith("The bot picks")).length).toBe(5);
      const mine = (await page.getByTestId("draft-red").locator("li").allTextContents()).map((t) =>
        t.split(" — ")[0]!.trim(),
      );
      await screenshot(page, "superdice-draft");
      await page.getByTestId("draft-play").click();
      await page.waitForURL((u) => u.pathname === "/superdice/play");
      await expect.poll(() => page.getByTestId("match-powers").textContent()).toContain(mine[0]);
      const powers = (await page.getByTestId("match-powers").textContent()) ?? "";
      for (const p of mine) expect(powers).toContain(p);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a match against the strong bot shows dice with their sides and plays to the end", async () => {
    const { page, errors } = await openPage(browser, "/superdice/play");
    try {
      await page.getByTestId("match-start").click();
      await page.getByTestId("match-table").waitFor();
      let sawAssigned = false;
      for (let i = 0; i < 20 && (await page.getByTestId("match-result").count()) === 0; i++) {
        const attack = page.getByTestId("match-assign-attack");
        const first = page.getByTestId("match-move-first");
        const pass = page.getByTestId("match-move-pass");
        if ((await first.count()) > 0) await first.first().click();
        else if ((await attack.count()) > 0) await attack.first().click();
        else if ((await pass.count()) > 0) await pass.first().click();
        else await page.getByTestId("match-move-activate").first().click();
        if ((await page.locator("[data-testid='sd-die'][data-side='attack']").count()) > 0)
          sawAssigned = true;
      }
      expect(sawAssigned).toBe(true);
      expect(await page.getByTestId("match-preview").count()).toBeLessThanOrEqual(1);
      if ((await page.getByTestId("match-result").count()) === 0)
        await page.getByTestId("match-autoplay").click();
      await page.getByTestId("match-result").waitFor();
      expect(await page.getByTestId("sd-die").count()).toBeGreaterThan(0);
      expect(await page.locator("[data-testid='sd-die'] [data-testid='die']").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("match-log").locator("li").count()).toBeGreaterThan(5);
      expect(errors).toEqual([]);
      await screenshot(page, "superdice-match");
    } finally {
      await page.close();
    }
  });

  it("replays the example of play to its damage", async () => {
    const { page, errors } = await openPage(browser, "/superdice/samples");
    try {
      const replay = page.getByTestId("sample-replay");
      expect(await replay.getByTestId("replay-summary").textContent()).toContain("15 reproduced");
      await replay.getByTestId("replay-end").click();
      expect(await replay.getByTestId("replay-step").textContent()).toContain("Step 16 of 16");
      const damage = replay.locator("[data-testid='replay-figure'][data-figure='damageToAnt']");
      expect(await damage.textContent()).toContain("1");
      expect(errors).toEqual([]);
      await screenshot(page, "superdice-samples");
    } finally {
      await page.close();
    }
  });

  it("the tier list charts all 66 powers and the errata table is empty", async () => {
    const { page, errors } = await openPage(browser, "/superdice/tier-list");
    try {
      await page.getByTestId("tier-chart").waitFor();
      expect(await page.getByTestId("tier-row").count()).toBe(66);
      // The chart says how it was measured: matches, bots, interval.
      const caption = await page.locator("figcaption").first().innerText();
      expect(caption).toMatch(/95% intervals/);
      expect(caption).toMatch(/6000 simulated matches \(strong bots/);
      expect(errors).toEqual([]);
      await screenshot(page, "superdice-tier-list");
    } finally {
      await page.close();
    }
    const errata = await openPage(browser, "/superdice/errata");
    try {
      await errata.page.getByTestId("errata-empty").waitFor();
      expect(errata.errors).toEqual([]);
    } finally {
      await errata.page.close();
    }
  });
});
