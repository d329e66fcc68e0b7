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

describe("RingMaster demos", () => {
  it("maneuver catalogue: filters by Class, tag and text, and applies a Flag", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/catalogue");
    try {
      await expect.poll(() => page.getByTestId("mc-count").textContent()).toBe("79");
      await page.getByTestId("mc-class").selectOption("STR");
      await expect.poll(() => page.getByTestId("mc-count").textContent()).not.toBe("79");
      const str = Number(await page.getByTestId("mc-count").textContent());
      expect(str).toBeGreaterThan(5);
      expect(str).toBeLessThan(79);
      await page.getByTestId("mc-class").selectOption("");
      await page.getByTestId("mc-search").fill("vertical suplex");
      await expect.poll(() => page.getByTestId("mc-count").textContent()).toBe("1");
      const row = (await page.getByTestId("mc-row").first().textContent()) ?? "";
      expect(row).toContain("BBPSh");
      expect(row).toContain("4d6+POW+HDB+WDB");
      await page.getByTestId("mc-flag").selectOption("Super");
      await expect
        .poll(() => page.getByTestId("mc-row").first().textContent())
        .toContain("Super Vertical Suplex");
      await page.getByTestId("mc-search").fill("");
      await page.getByTestId("mc-flag").selectOption("");
      await page.getByTestId("mc-tag").selectOption("submission");
      await expect
        .poll(async () =>
          (await page.getByTestId("mc-row").allTextContents()).some(
            (t) => t.includes("Figure Four Leglock") && t.includes("5d6+POW"),
          ),
        )
        .toBe(true);
      await screenshot(page, "ringmaster-catalogue");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("samples: the worked figures and the cage example both replay", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/samples");
    try {
      await expect.poll(() => page.getByTestId("sample-replay").count()).toBe(2);
      const summaries = await page.getByTestId("replay-summary").allTextContents();
      expect(summaries).toEqual([
        "11 reproduced, 0 supplied, 1 erratum, 0 mismatch",
        "2 reproduced, 1 supplied, 0 erratum, 0 mismatch",
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("errata: the Superplex figure is listed with the rules' figure", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/errata");
    try {
      await expect
        .poll(async () => (await page.locator("main").textContent()) ?? "")
        .toContain("4d6+POW+HDB+WDB+6");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("RingMaster match demo", () => {
  it("plays a seeded match to a result with play-by-play, and the same seed gives the same match", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/watch");
    try {
      await expect.poll(() => page.getByTestId("md-result").textContent()).toMatch(/wins by|No winner/);
      const first = await page.getByTestId("md-result").textContent();
      await expect.poll(() => page.getByTestId("md-lines").locator("li").count()).toBeGreaterThan(2);
      await page.getByTestId("md-seed").fill("3");
      await page.getByTestId("md-bot").selectOption("random");
      await page.getByTestId("md-play").click();
      await expect.poll(() => page.getByTestId("md-result").textContent()).toMatch(/wins by|No winner/);
      // seed 3 against the random bot (today's engine): Counters and Reversals, a man over the top rope
      await expect
        .poll(() => page.getByTestId("md-highlights").textContent())
        .toContain("Counters and Reversals");
      await expect.poll(() => page.getByTestId("md-highlights").textContent()).toContain("over the top rope");
      await page.getByTestId("md-seed").fill("7");
      await page.getByTestId("md-bot").selectOption("heuristic");
      await page.getByTestId("md-play").click();
      await expect.poll(() => page.getByTestId("md-result").textContent()).toBe(first);
      await screenshot(page, "ringmaster-play");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
