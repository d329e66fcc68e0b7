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

describe("Powerhouses of Wrestling! docs", () => {
  it("the rules page lists our maneuver table", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/rules");
    try {
      const rows = page.getByTestId("maneuver-table").locator("tbody tr");
      expect(await rows.count()).toBe(10);
      expect(await rows.first().textContent()).toContain("Bear Hug");
      expect(await page.getByTestId("defence-table").locator("tbody tr").count()).toBe(5);
      expect(errors).toEqual([]);
      await screenshot(page, "powerhouses-rules");
    } finally {
      await page.close();
    }
  });

  it("the sheet builder validates live and lists every problem at once", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/sheet-builder");
    try {
      await page.getByTestId("sheet-valid").waitFor();
      expect(await page.getByTestId("sheet-face").allTextContents()).toEqual([
        "Strength",
        "Strength",
        "Brawling",
        "Martial Arts",
        "Technical Ability",
        "Fan Support",
      ]);
      await page.getByTestId("sheet-name").fill("");
      await page.getByTestId("sheet-weakness").selectOption("Strength");
      await page.getByTestId("sheet-face-4").selectOption("Brawling");
      const problems = page.getByTestId("sheet-problem");
      await page.getByTestId("sheet-problems").waitFor();
      const text = (await problems.allTextContents()).join("\n");
      expect(await problems.count()).toBe(3);
      expect(text).toContain("every wrestler needs a name");
      expect(text).toContain("the weakness must be another ability than the specialty");
      expect(text).toContain("face 4 repeats Brawling");
      expect(await page.getByTestId("sheet-valid").count()).toBe(0);
      await screenshot(page, "powerhouses-sheet-builder");

      await page.getByTestId("sheet-name").fill("Rated");
      await page.getByTestId("sheet-kind").selectOption("custom");
      await page.getByTestId("sheet-valid").waitFor();
      for (const n of [1, 2, 3, 4, 5]) await page.getByTestId(`sheet-custom-${n}`).selectOption("Strength");
      expect(await page.getByTestId("sheet-problem").allTextContents()).toEqual([
        "faces faces 1 to 5 need at least two different abilities, or a roll could never miss",
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the roller lets the reader roll on and quit, and the count grows", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/roller");
    try {
      await page.getByTestId("roller-seed").fill("7");
      await page.getByTestId("roller-start").click();
      const state = page.getByTestId("roller-state");
      await state.waitFor();
      if ((await state.getAttribute("data-stage")) === "choose")
        await page.getByTestId("roller-pursue").first().click();
      let rolled = 0;
      let grew = false;
      while ((await state.getAttribute("data-stage")) === "decide" && rolled < 6) {
        const before = Number(await page.getByTestId("roller-count").textContent());
        await page.getByTestId("roller-roll").click();
        rolled++;
        const after = Number(await page.getByTestId("roller-count").textContent());
        const stage = await state.getAttribute("data-stage");
        if (stage === "done") expect(after).toBe(Math.max(before - 1, 0));
        else {
          expect(after).toBeGreaterThan(before);
          grew = true;
        }
      }
      if ((await state.getAttribute("data-stage")) === "decide")
        await page.getByTestId("roller-quit").click();
      expect((await page.getByTestId("roller-final").textContent())?.trim()).toMatch(/^Final count \d+/);
      expect(rolled).toBeGreaterThan(0);
      expect(await page.getByTestId("roller-log").locator("li").count()).toBeGreaterThan(rolled);
      await screenshot(page, "powerhouses-roller");

      // Find a seed where the count grows at least once, to show it on screen.
      for (let seed = 1; !grew && seed < 30; seed++) {
        await page.getByTestId("roller-seed").fill(String(seed));
        await page.getByTestId("roller-start").click();
        if ((await state.getAttribute("data-stage")) === "choose")
          await page.getByTestId("roller-pursue").first().click();
        if ((await state.getAttribute("data-stage")) !== "decide") continue;
        const before = Number(await page.getByTestId("roller-count").textContent());
        await page.getByTestId("roller-roll").click();
        grew = Number(await page.getByTestId("roller-count").textContent()) > before;
      }
      expect(grew).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the odds chart agrees with its simulation", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/roller");
    try {
      const reach = page.getByTestId("odds-reach");
      await reach.waitFor();
      const check = async (stop: number, dice: number) => {
        const exact = Number(await reach.getAttribute("data-exact"));
        const sim = Number(await reach.getAttribute("data-sim"));
        expect(exact).toBeGreaterThan(0);
        expect(exact).toBeLessThanOrEqual(1);
        expect(Math.abs(exact - sim)).toBeLessThan(0.02);
        expect(await page.getByTestId("odds-bar-exact").count()).toBe(stop + dice + 1);
        expect(await page.getByTestId("odds-row").count()).toBe(stop + dice + 1);
        return exact;
      };
      const atSix = await check(6, 5);
      await page.getByTestId("odds-stop").fill("3");
      await page.getByTestId("odds-dice").selectOption("3");
      await expect.poll(() => page.getByTestId("odds-bar-exact").count()).toBe(7);
      const atThree = await check(3, 3);
      expect(atThree).not.toBe(atSix);
      expect(Number((await page.getByTestId("odds-gap").textContent())?.replace("%", ""))).toBeLessThan(2);
      expect(errors).toEqual([]);
      await screenshot(page, "powerhouses-odds");
    } finally {
      await page.close();
    }
  });

  it("a full match against the optimal bot can be played to the end", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/play");
    try {
      await page.getByTestId("match-seed").fill("42");
      await page.getByTestId("match-start").click();
      await page.getByTestId("match-log").waitFor();
      // Make one decision of our own (whatever the match asks for first).
      const own = page.locator("[data-testid^='match-move-']");
      await own.first().waitFor();
      const logBefore = await page.getByTestId("match-log").locator("li").count();
      await own.first().click();
      await expect.poll(() => page.getByTestId("match-log").locator("li").count()).toBeGreaterThan(logBefore);
      await page.getByTestId("match-autoplay").click();
      const result = page.getByTestId("match-result");
      await result.waitFor();
      const winner = await result.getAttribute("data-winner");
      expect(["red", "blue"]).toContain(winner);
      expect(await result.textContent()).toContain("pinfall");
      const loser = winner === "red" ? "blue" : "red";
      expect(await page.getByTestId(`match-dice-${loser}`).textContent()).toBe("1");
      expect(await page.getByTestId("match-log").locator("li").last().textContent()).toMatch(
        /wins the match!$/,
      );
      expect(await page.locator("[data-testid^='match-move-']").count()).toBe(0);
      expect(errors).toEqual([]);
      await screenshot(page, "powerhouses-match");
    } finally {
      await page.close();
    }
  });

  it("replays the Extended Example to its final bust", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/samples");
    try {
      const replay = page.getByTestId("sample-replay").filter({ hasText: "Extended Example" });
      expect(await replay.getByTestId("replay-summary").textContent()).toContain("8 reproduced");
      await replay.getByTestId("replay-end").click();
      expect(await replay.getByTestId("replay-step").textContent()).toContain("Step 8 of 8");
      expect(await replay.getByTestId("replay-status").getAttribute("data-status")).toBe("reproduced");
      const count = replay.locator("[data-testid='replay-figure'][data-figure='count']");
      expect(await count.textContent()).toContain("9");
      const bruno = page.getByTestId("sample-replay").filter({ hasText: "Bruno's short examples" });
      await bruno.getByTestId("replay-end").click();
      expect(await bruno.getByTestId("replay-status").getAttribute("data-status")).toBe("supplied");
      expect(await bruno.getByTestId("replay-supplied").textContent()).toContain("fifth die");
      expect(errors).toEqual([]);
      await screenshot(page, "powerhouses-samples");
    } finally {
      await page.close();
    }
  });

  it("the errata page shows that no figure needed an erratum", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/errata");
    try {
      await page.getByTestId("errata-table").waitFor();
      await page.getByTestId("errata-empty").waitFor();
      expect(await page.getByTestId("errata-row").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("the match page explains the solved game, and the performance page has the Powerhouses figures", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/play");
    try {
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text).toContain("solvePowerhouses");
      expect(text).toContain("winProbability");
      expect(text).toContain("exchangeBot");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    const perf = await openPage(browser, "/guide/performance");
    try {
      await perf.page.locator("#powerhouses-of-wrestling").waitFor();
      expect((await perf.page.locator("main").textContent()) ?? "").toContain("Solving a pairing");
      expect(perf.errors).toEqual([]);
    } finally {
      await perf.page.close();
    }
  });
});

describe("Powerhouses match: sharing, time travel, words", () => {
  it("keeps the match in the URL, says what rolling on throws, and shows a loss as a loss", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/play");
    try {
      await page.getByTestId("match-seed").fill("42");
      await page.getByTestId("match-start").click();
      const roll = page.getByTestId("match-move-roll");
      const pursue = page.locator("[data-testid='match-move-pursue']");
      // Decide until a roll-on is offered, then check its words (the bot thinks in a worker: wait for
      // the reader's moves before looking at them).
      const mine = page.locator("[data-testid^='match-move-']");
      const settled = (): Promise<void> =>
        expect
          .poll(
            async () => (await page.getByTestId("match-thinking").count()) === 0 && (await mine.count()) > 0,
          )
          .toBe(true);
      await settled();
      for (let i = 0; i < 10 && (await roll.count()) === 0; i++) {
        await pursue.first().click();
        await settled();
      }
      expect(await roll.textContent()).toMatch(/Roll on with \d free di(e|ce)/);
      await roll.click();
      // The bot thinks in a worker: wait until it has answered (its moves are then in the link).
      await expect.poll(() => page.getByTestId("match-thinking").count()).toBe(0);
      await expect.poll(() => new URL(page.url()).searchParams.get("ph")).not.toBeNull();
      // Focus stays on the move buttons after a move.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? ""))
        .toMatch(/^match-(move-|autoplay)/);
      const log = await page.getByTestId("match-log").locator("li").allTextContents();
      await settledUrl(page);
      await page.reload();
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("match-log").locator("li").allTextContents()).toEqual(log);

      await page.getByTestId("match-autoplay").click();
      const result = page.getByTestId("match-result");
      await result.waitFor();
      const winner = await result.getAttribute("data-winner");
      const cls = (await result.getAttribute("class")) ?? "";
      if (winner === "red") expect(cls).toContain("rs-ok");
      else expect(cls).not.toContain("rs-ok");
      // The newest line is in view: the play-by-play follows it.
      const newest = page.getByTestId("match-log").locator("[data-newest]");
      expect(await newest.isVisible()).toBe(true);
      expect(
        await page
          .getByTestId("play-by-play")
          .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 10),
      ).toBe(true);

      const where = page.getByTestId("tt-where");
      const last = Number(await where.getAttribute("data-step"));
      const atEnd = (await settledUrl(page)).toString();
      await page.getByTestId("tt-prev").click();
      await expect.poll(() => where.getAttribute("data-step")).toBe(String(last - 1));
      const label = await page.getByTestId("tt-label").textContent();
      // The step goes into the URL once the link is encoded: wait for it before reloading.
      await expect.poll(() => page.url()).not.toBe(atEnd);
      await settledUrl(page);
      await page.reload();
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).toBe(String(last - 1));
      expect(await page.getByTestId("tt-label").textContent()).toBe(label);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a valid sheet from the builder goes straight into a match", async () => {
    const { page, errors } = await openPage(browser, "/powerhouses/sheet-builder");
    try {
      await page.getByTestId("sheet-name").fill("Rowdy Test");
      await page.getByTestId("sheet-wrestle").click();
      await page.waitForURL(/\/powerhouses\/play\?ph=/);
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect.poll(() => page.getByTestId("match-custom").textContent()).toContain("Rowdy Test");
      expect(await page.locator("[data-testid^='match-move-']").count()).toBeGreaterThan(0);
      // A new match keeps the builder's wrestler (it is the first choice of "Your wrestler").
      expect(await page.getByTestId("match-you").inputValue()).toBe("-1");
      await page.getByTestId("match-seed").fill("31");
      await page.getByTestId("match-start").click();
      await expect.poll(() => new URL(page.url()).searchParams.get("ph")).not.toBeNull();
      await expect.poll(() => page.getByTestId("match-custom").textContent()).toContain("Rowdy Test");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
