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

describe("BlitzMatch! demos", () => {
  it("slot builder: points left and every broken rule, live", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/builder");
    try {
      await expect.poll(() => page.getByTestId("sb-left").textContent()).toBe("0");
      await expect.poll(() => page.getByTestId("sb-ok").isVisible()).toBe(true);
      await page.getByTestId("sb-recovery").fill("1");
      await page.getByTestId("sb-stamina").fill("9");
      await expect.poll(() => page.getByTestId("sb-problem").count()).toBe(2);
      const text = (await page.getByTestId("sb-problems").textContent()) ?? "";
      expect(text).toContain("Recovery 1 cannot be bought");
      expect(text).toContain("65 of 40 build points spent");
      expect(await page.getByTestId("sb-cost-recovery").textContent()).toBe("n/a");
      await page.getByTestId("sb-preset").selectOption("jorge");
      await expect.poll(() => page.getByTestId("sb-left").textContent()).toBe("5");
      await screenshot(page, "blitzmatch-builder");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("strategy editor: the energy track round by round, overspending named", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/strategy");
    try {
      await expect.poll(() => page.getByTestId("se-ok").isVisible()).toBe(true);
      expect(((await page.getByTestId("se-energy-5").textContent()) ?? "").trim()).toBe("0 − 0 = 0 ↻ 6");
      await page.getByTestId("se-attitude-5").selectOption("normal");
      await page.getByTestId("se-activity-5").selectOption("2");
      await expect.poll(() => page.getByTestId("se-problem").count()).toBe(1);
      expect(await page.getByTestId("se-problems").textContent()).toContain(
        "round 5: activity 2 needs 2 Energy",
      );
      await screenshot(page, "blitzmatch-strategy");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("resolve demo: the write-up, and the loader's problems", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/resolve");
    try {
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      const report = (await page.getByTestId("rd-report").textContent()) ?? "";
      expect(report).toContain("Style list: Power, Brawling.");
      expect(report).toContain("Round 1:");
      await page.getByTestId("rd-rounds").locator("summary").click();
      await expect.poll(() => page.getByTestId("rd-rounds").locator(".bm-round").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("rd-rounds").getByRole("meter").count()).toBeGreaterThan(1);
      await page.getByTestId("rd-seed").fill("99");
      await page.getByTestId("rd-advantage").selectOption("1");
      await page.getByTestId("rd-finish").selectOption("submission");
      await page.getByTestId("rd-resolve").click();
      await expect.poll(() => page.getByTestId("rd-report").textContent()).toMatch(/\+1 advantage/);
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      const text = (await page.getByTestId("rd-blue").inputValue()).replace('"weight"', '"weigth"');
      await page.getByTestId("rd-blue").fill(text);
      await page.getByTestId("rd-resolve").click();
      await expect.poll(() => page.getByTestId("rd-problems").textContent()).toContain("weigth");
      await screenshot(page, "blitzmatch-resolve");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("advisor: three strategies with their chances", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/advisor");
    try {
      await expect.poll(() => page.getByTestId("ad-row").count(), { timeout: 30_000 }).toBe(3);
      const wins = await page.getByTestId("ad-win").allTextContents();
      const values = wins.map((w) => Number(w.replace("%", "")));
      expect(values[0]).toBeGreaterThanOrEqual(values[2]!);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("win chances: a bigger MV edge wins more often", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/odds");
    try {
      await expect.poll(() => page.getByTestId("wc-bar-12").count(), { timeout: 30_000 }).toBe(1);
      const win = async (gap: number) =>
        Number(await page.getByTestId(`wc-bar-${gap}`).getAttribute("data-win"));
      expect(await win(12)).toBeGreaterThan(await win(0));
      expect(await win(0)).toBeGreaterThan(await win(-12));
      await screenshot(page, "blitzmatch-odds");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("samples: the three Part IV runs replay, errata listed", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/samples");
    try {
      await expect.poll(() => page.getByTestId("sample-replay").count()).toBe(3);
      const summaries = await page.getByTestId("replay-summary").allTextContents();
      expect(summaries).toEqual([
        "2 reproduced, 0 supplied, 8 erratum, 0 mismatch",
        "1 reproduced, 0 supplied, 1 erratum, 0 mismatch",
        "1 reproduced, 0 supplied, 6 erratum, 0 mismatch",
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    const errata = await openPage(browser, "/blitzmatch/errata");
    try {
      await expect.poll(() => errata.page.locator("table").count()).toBeGreaterThan(0);
      expect(await errata.page.locator("body").textContent()).toContain("III.2.b");
      expect(errata.errors).toEqual([]);
    } finally {
      await errata.page.close();
    }
  });
});
