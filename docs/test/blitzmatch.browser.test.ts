import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { horizontalOverflow, launchBrowser, openPage, openPhonePage, screenshot } from "./browser";

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

  it("resolve demo: the write-up, rounds step by step, no stale result, the loader's problems", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/play");
    try {
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      const report = (await page.getByTestId("rd-report").textContent()) ?? "";
      expect(report).toContain("Style list: Power, Brawling.");
      expect(report).toContain("Round 1:");
      // Round by round with the pieces: Endurance and Energy as meters.
      await page.getByTestId("tt-first").click();
      await page.getByTestId("tt-next").click();
      expect(await page.getByTestId("time-travel").getByRole("meter").count()).toBeGreaterThan(1);
      // Changing a slot or an option clears the result until Resolve.
      await page.getByTestId("rd-red-slot").selectOption("beans");
      await page.getByTestId("rd-stale").waitFor();
      expect(await page.getByTestId("rd-result").count()).toBe(0);
      await page.getByTestId("rd-red-slot").selectOption("blob");
      await page.getByTestId("rd-seed").fill("99");
      await page.getByTestId("rd-advantage").selectOption("1");
      await page.getByTestId("rd-finish").selectOption("submission");
      await page.getByTestId("rd-resolve").click();
      await expect.poll(() => page.getByTestId("rd-report").textContent()).toMatch(/\+1 advantage/);
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      // A strategy that spends Energy the slot does not have: the form says so, and so does the engine.
      for (let r = 1; r <= 4; r++) {
        await page.getByTestId(`rd-blue-attitude-${r}`).selectOption("normal");
        await page.getByTestId(`rd-blue-activity-${r}`).selectOption("3");
      }
      await expect.poll(() => page.getByTestId("rd-blue-problem").count()).toBeGreaterThan(0);
      await page.getByTestId("rd-resolve").click();
      await expect.poll(() => page.getByTestId("rd-problems").textContent()).toMatch(/Energy/);
      await screenshot(page, "blitzmatch-resolve");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("resolve at 390 px: both slots and their strategies fit the phone", async () => {
    const { page, errors } = await openPhonePage(browser, "/blitzmatch/play");
    try {
      await page.getByTestId("rd-result").waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      for (const id of ["rd-red-slot", "rd-blue-slot", "rd-blue-activity-7", "rd-blue-energy-7"]) {
        const box = await page.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect(box!.x, id).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(390);
      }
      await screenshot(page, "blitzmatch-resolve-phone");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the Strategy editor hands its strategy to a match", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/strategy");
    try {
      await page.getByTestId("se-attitude-1").selectOption("normal");
      await page.getByTestId("se-ok").waitFor();
      await page.getByTestId("se-play").click();
      await page.waitForURL((u) => u.pathname === "/blitzmatch/play");
      await page.getByTestId("rd-result").waitFor();
      expect(await page.getByTestId("rd-red-attitude-1").inputValue()).toBe("normal");
      expect(await page.getByTestId("rd-red-activity-1").inputValue()).toBe("1");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("advisor: three strategies with their chances and intervals, searched in a worker", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/advisor");
    try {
      await expect.poll(() => page.getByTestId("ad-row").count(), { timeout: 30_000 }).toBe(3);
      const wins = await page
        .getByTestId("ad-win")
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-win"))));
      expect(wins[0]).toBeGreaterThanOrEqual(wins[2]!);
      expect(await page.getByTestId("ad-table").getByTestId("interval").count()).toBe(3);
      await page.getByTestId("ad-theirs").selectOption("beans");
      await page.getByTestId("ad-run").click();
      await expect.poll(() => page.getByTestId("ad-row").count(), { timeout: 30_000 }).toBe(3);
      expect(await page.getByTestId("sim-error").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("win chances: a bigger MV edge wins more often, each bar with its 95 % interval", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/odds");
    try {
      // The first run starts on its own, in a worker; the chart is there when it is done.
      await expect.poll(() => page.getByTestId("wc-run").isEnabled(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => page.getByTestId("wc-bar-12").count(), { timeout: 30_000 }).toBe(1);
      const win = async (gap: number) =>
        Number(await page.getByTestId(`wc-bar-${gap}`).getAttribute("data-win"));
      expect(await win(12)).toBeGreaterThan(await win(0));
      expect(await win(0)).toBeGreaterThan(await win(-12));
      // Error bars: drawn, around the bar's share, wider where there are fewer matches.
      for (const gap of [-12, 0, 12]) {
        const bar = page.getByTestId(`wc-err-${gap}`);
        expect(await bar.isVisible()).toBe(true);
        const low = Number(await bar.getAttribute("data-low"));
        const high = Number(await bar.getAttribute("data-high"));
        expect(low).toBeLessThanOrEqual(await win(gap));
        expect(high).toBeGreaterThanOrEqual(await win(gap));
        expect(high).toBeGreaterThan(low);
        const box = await bar.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThan(1);
      }
      expect(await page.getByTestId("wc-table").getByTestId("interval").count()).toBeGreaterThan(10);
      await screenshot(page, "blitzmatch-odds");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("win chances: a long run shows its progress, keeps the page responsive and can be cancelled", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/odds");
    try {
      await expect.poll(() => page.getByTestId("wc-run").isEnabled(), { timeout: 30_000 }).toBe(true);
      await page.getByTestId("wc-matches").fill("200000");
      await page.getByTestId("wc-seed").fill("5");
      await page.getByTestId("wc-run").click();
      // Busy: the form's button is disabled, the demo says it is busy, the progress bar moves.
      await page.getByTestId("sim-progress").waitFor();
      expect(await page.getByTestId("wc").getAttribute("aria-busy")).toBe("true");
      expect(await page.getByTestId("wc-run").isDisabled()).toBe(true);
      const done = () =>
        page.locator("[data-testid=sim-progress] progress").evaluate((p) => (p as HTMLProgressElement).value);
      await expect.poll(done, { timeout: 30_000 }).toBeGreaterThan(0);
      const first = await done();
      await expect.poll(done, { timeout: 30_000 }).toBeGreaterThan(first);
      expect(await page.getByTestId("sim-progress").textContent()).toContain("of 200000");
      // The chart fills in from the partial results while the worker plays.
      await expect.poll(() => page.getByTestId("wc-bar-0").count()).toBe(1);
      // The main thread answers while the worker plays.
      expect(await page.evaluate(() => 6 * 7)).toBe(42);
      await page.getByTestId("sim-cancel").click();
      await page.getByTestId("sim-progress").waitFor({ state: "detached" });
      expect(await page.getByTestId("wc").getAttribute("aria-busy")).toBe("false");
      expect(await page.getByTestId("wc-run").isEnabled()).toBe(true);
      expect(await page.getByTestId("sim-error").count()).toBe(0);
      // A short run after the cancel finishes normally.
      await page.getByTestId("wc-matches").fill("500");
      await page.getByTestId("wc-run").click();
      await expect
        .poll(() => page.getByTestId("wc-bar-0").getAttribute("data-matches"), { timeout: 30_000 })
        .not.toBeNull();
      await expect.poll(() => page.getByTestId("wc-run").isEnabled(), { timeout: 30_000 }).toBe(true);
      const total = await page
        .getByTestId("wc-row")
        .evaluateAll((rows) =>
          rows.reduce((n, r) => n + Number(r.querySelector("td:nth-child(2)")?.textContent), 0),
        );
      expect(total).toBe(500);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("samples: the I.4 costs and the three Part IV runs replay, errata listed", async () => {
    const { page, errors } = await openPage(browser, "/blitzmatch/samples");
    try {
      await expect.poll(() => page.getByTestId("sample-replay").count()).toBe(4);
      const summaries = await page.getByTestId("replay-summary").allTextContents();
      expect(summaries).toEqual([
        "2 reproduced, 0 supplied, 8 erratum, 0 mismatch",
        "1 reproduced, 0 supplied, 1 erratum, 0 mismatch",
        "1 reproduced, 0 supplied, 6 erratum, 0 mismatch",
        "5 reproduced, 0 supplied, 1 erratum, 0 mismatch",
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
