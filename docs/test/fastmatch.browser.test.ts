import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, settledUrl } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("FastMatch! demos", () => {
  it("character builder: points left and every broken rule", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/builder");
    try {
      await expect.poll(() => page.getByTestId("cb-left").textContent()).toBe("0");
      await expect.poll(() => page.getByTestId("cb-ok").isVisible()).toBe(true);
      await page.getByTestId("cb-attr-WEI").fill("11");
      await page.getByTestId("cb-attr-AGI").fill("6");
      await expect.poll(() => page.getByTestId("cb-problem").count()).toBeGreaterThanOrEqual(3);
      const text = (await page.getByTestId("cb-problems").textContent()) ?? "";
      expect(text).toContain("above the cap of 10");
      expect(text).toContain("WEI+AGI is 17");
      expect(text).toContain("creation points");
      expect(await page.getByTestId("cb-left").textContent()).toBe("-11");
      await screenshot(page, "fastmatch-builder");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("grid picker: the published B4 is END/WEI with Kaltor +2, and a dealt grid changes the match", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/grid");
    try {
      await expect.poll(() => page.getByTestId("gp-match").textContent()).toBe("END/WEI");
      expect(await page.getByTestId("gp-net").textContent()).toBe("Kaltor +2");
      await page.getByTestId("gp-letter-D").click();
      await page.getByTestId("gp-number-4").click();
      await expect.poll(() => page.getByTestId("gp-match").textContent()).toBe("STR/TEC");
      await page.getByTestId("gp-seed").fill("7");
      await page.getByTestId("gp-deal").click();
      const cells = await page.getByTestId("gp-table").locator("td").allTextContents();
      expect(new Set(cells).size).toBe(16);
      await screenshot(page, "fastmatch-grid");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("resolve demo: writes the match up, and lists strategy problems", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/play");
    try {
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      const report = (await page.getByTestId("rd-report").textContent()) ?? "";
      expect(report).toContain("Captain Luger vs Kaltor the Violent");
      await page.getByTestId("rd-seed").fill("99");
      await page.getByTestId("rd-resolve").click();
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      // The strategies are forms: change Kaltor's first round to a submission and resolve again.
      await page.getByTestId("rd-defender").getByLabel("Round 1 action").selectOption("submission");
      await page.getByTestId("rd-resolve").click();
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      expect(await page.getByTestId("rd-json").textContent()).toContain('"action": "submission"');
      // A loaded record the rules refuse lists its problems (WEI can never be a target).
      const strategies = JSON.parse((await page.getByTestId("rd-json").textContent()) ?? "[]") as {
        rounds: { target: string }[];
      }[];
      strategies[1]!.rounds[0]!.target = "WEI";
      const record = { game: "fastmatch", seed: 7, setup: { strategies }, moves: [] };
      await page.getByTestId("record-file").setInputFiles({
        name: "weird.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(record)),
      });
      await expect
        .poll(() => page.getByTestId("rd-problems").textContent())
        .toContain("WEI can never be attacked");
      await screenshot(page, "fastmatch-resolve");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("win chances: a bigger attribute edge wins more often", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/odds");
    try {
      // Nothing runs on page load; the run is in a worker, with progress.
      await page.getByTestId("wc-idle").waitFor();
      expect(await page.getByTestId("wc-row").count()).toBe(0);
      await page.getByTestId("wc-runs").fill("400");
      await page.getByTestId("wc-run").click();
      await page.getByTestId("sim-progress").waitFor();
      await expect.poll(() => page.getByTestId("wc-row").count(), { timeout: 60_000 }).toBe(7);
      await page.getByTestId("sim-progress").waitFor({ state: "detached" });
      expect(await page.getByTestId("interval").count()).toBe(7);
      const wins = await page
        .getByTestId("wc-row")
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-win"))));
      expect(wins[6]!).toBeGreaterThan(wins[3]!);
      expect(wins[3]!).toBeGreaterThan(wins[0]!);
      await screenshot(page, "fastmatch-odds");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("samples: all three replays reach their last step with no mismatch", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/samples");
    try {
      for (const [i, figure, last] of [
        [0, "result", "Kaltor the Violent by pinfall"],
        [1, "result", "draw by time-limit"],
        [2, "pairing", "Andy vs Martin"], // the tie of round 4 uses the chart's 0
      ] as const) {
        const replay = page.getByTestId("sample-replay").nth(i);
        await replay.getByTestId("replay-end").click();
        const step = (await replay.getByTestId("replay-step").textContent()) ?? "";
        const [, n, of] = /Step (\d+) of (\d+)/.exec(step) ?? [];
        expect(n).toBe(of);
        expect(
          await replay.locator(`[data-testid="replay-figure"][data-figure="${figure}"]`).textContent(),
        ).toContain(last);
        expect(await replay.locator('[data-status="mismatch"]').count()).toBe(0);
      }
      // Amos and Andy: the finisher round's chart, with its one erratum cell
      const aa = page.getByTestId("sample-replay").nth(2);
      await aa.getByTestId("replay-first").click();
      for (let k = 0; k < 4; k++) await aa.getByTestId("replay-next").click();
      expect(await aa.getByTestId("replay-label").textContent()).toContain("Amos's finisher");
      const cell = aa.locator('[data-testid="replay-figure"][data-figure="Amos vs Martin bonus"]');
      expect(await cell.getAttribute("data-status")).toBe("erratum");
      expect(await cell.textContent()).toContain("Martin +1");
      expect(
        await aa
          .locator('[data-testid="replay-figure"][data-figure="Andy vs Lewis bonus"]')
          .getAttribute("data-status"),
      ).toBe("reproduced");
      await screenshot(page, "fastmatch-samples");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("errata: the table lists the samples' errata", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/errata");
    try {
      const rows = page.getByTestId("errata-row");
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(12);
      // Luger's printed 20 CGP is his attributes' cost, reproduced: not an erratum.
      expect(await rows.filter({ hasText: "totalCost" }).count()).toBe(0);
      expect(await rows.filter({ hasText: "cheatOutcome" }).count()).toBe(1);
      expect(await rows.filter({ hasText: "why that pairing" }).count()).toBe(1);
      expect(
        await page.locator('[data-testid="errata-row"][data-sample="fastmatch/singles-sample"]').count(),
      ).toBe(1);
      expect(
        await page.locator('[data-testid="errata-row"][data-sample="fastmatch/tag-sample"]').count(),
      ).toBe(13);
      expect(
        await page.locator('[data-testid="errata-row"][data-sample="fastmatch/amos-and-andy"]').count(),
      ).toBe(4);
      await screenshot(page, "fastmatch-errata");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("FastMatch! builders and sharing", () => {
  it("a legal character goes straight into a match, which is in the URL and can be stepped round by round", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/builder");
    try {
      await page.getByTestId("cb-name").fill("Test Pilot");
      await page.getByTestId("cb-wrestle").click();
      await page.waitForURL(/\/fastmatch\/play\?fm=/);
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("rd-custom").textContent()).toContain("Test Pilot");
      await expect.poll(() => page.getByTestId("rd-result").textContent()).toMatch(/wins by|Draw/);
      expect(await page.getByTestId("rd-report").textContent()).toContain("Test Pilot");
      const where = page.getByTestId("tt-where");
      const last = Number(await where.getAttribute("data-step"));
      expect(last).toBeGreaterThan(0);
      await page.getByTestId("tt-first").click();
      await expect.poll(() => page.getByTestId("tt-label").textContent()).toBe("At the bell");
      // The page writes the step into its URL once the link is encoded (asynchronously): wait for
      // that before reloading.
      const atBell = (await settledUrl(page)).toString();
      await page.getByTestId("tt-next").click();
      await expect.poll(() => page.getByTestId("tt-label").textContent()).toBe("After round 1");
      await expect.poll(() => page.url()).not.toBe(atBell);
      await settledUrl(page);
      await page.reload();
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("tt-label").textContent()).toBe("After round 1");
      expect(await page.getByTestId("rd-custom").textContent()).toContain("Test Pilot");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("win chances can be cancelled while the worker runs", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/odds");
    try {
      await page.getByTestId("wc-runs").fill("20000");
      await page.getByTestId("wc-run").click();
      await page.getByTestId("sim-progress").waitFor();
      // The page answers while the worker plays.
      expect(await page.evaluate(() => 1 + 1)).toBe(2);
      await page.getByTestId("sim-cancel").click();
      expect(await page.getByTestId("sim-progress").count()).toBe(0);
      expect(await page.getByTestId("wc-run").isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
