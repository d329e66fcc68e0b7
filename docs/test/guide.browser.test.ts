import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stepText = (page: Page): Promise<string | null> => page.getByTestId("replay-step").textContent();

describe("SampleReplay on the toy sample (/guide/replaying-samples)", () => {
  it("steps forward to the last step, back, and jumps to the end", async () => {
    const { page, errors } = await openPage(browser, "/guide/replaying-samples");
    try {
      const replay = page.getByTestId("sample-replay");
      await replay.waitFor();
      expect(await stepText(page)).toBe("Step 1 of 5");
      expect(await page.getByTestId("replay-prev").isDisabled()).toBe(true);
      expect(await page.getByTestId("replay-label").textContent()).toContain("A opens with a push");
      const marker = page.locator('[data-testid="replay-figure"][data-figure="marker"]');
      expect(await marker.getAttribute("data-status")).toBe("reproduced");

      for (let n = 2; n <= 5; n++) {
        await page.getByTestId("replay-next").click();
        expect(await stepText(page)).toBe(`Step ${n} of 5`);
      }
      expect(await page.getByTestId("replay-next").isDisabled()).toBe(true);
      expect(await page.getByTestId("replay-refused").textContent()).toContain("the match is over");
      expect(await marker.getAttribute("data-status")).toBe("erratum");

      await page.getByTestId("replay-prev").click();
      expect(await stepText(page)).toBe("Step 4 of 5");
      expect(await page.getByTestId("replay-erratum").textContent()).toContain("Toy › Pushing");
      const cells = await marker.locator("td").allTextContents();
      expect(cells.slice(0, 2)).toEqual(["1", "3"]); // published 1, the rules give 3

      await page.getByTestId("replay-first").click();
      expect(await stepText(page)).toBe("Step 1 of 5");
      await page.getByTestId("replay-end").click();
      expect(await stepText(page)).toBe("Step 5 of 5");

      await page.getByTestId("replay-first").click();
      await page.getByTestId("replay-next").click();
      await page.getByTestId("replay-next").click();
      expect(await page.getByTestId("replay-supplied").textContent()).toContain("supplies a 4");
      await page.getByTestId("replay-snapshot").locator("summary").click();
      expect(await page.getByTestId("replay-snapshot").locator("pre").textContent()).toContain('"marker": 2');
      expect(errors).toEqual([]);
      await screenshot(page, "guide-replaying-samples");
    } finally {
      await page.close();
    }
  });

  it("steps with the arrow keys, Home and End when focused", async () => {
    const { page, errors } = await openPage(browser, "/guide/replaying-samples");
    try {
      const replay = page.getByTestId("sample-replay");
      await replay.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await stepText(page)).toBe("Step 3 of 5");
      await page.keyboard.press("ArrowLeft");
      expect(await stepText(page)).toBe("Step 2 of 5");
      await page.keyboard.press("End");
      expect(await stepText(page)).toBe("Step 5 of 5");
      await page.keyboard.press("Home");
      expect(await stepText(page)).toBe("Step 1 of 5");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("lists the toy sample's errata in an ErrataTable", async () => {
    const { page, errors } = await openPage(browser, "/guide/replaying-samples");
    try {
      const rows = page.getByTestId("errata-row");
      expect(await rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain("Toy › Pushing");
      expect(await rows.nth(1).textContent()).toContain("Toy › Winning");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the guide's other demos", () => {
  it("plays the same match twice for one seed (/guide/getting-started)", async () => {
    const { page, errors } = await openPage(browser, "/guide/getting-started");
    try {
      await page.getByLabel("Match seed", { exact: true }).fill("Saturday night main event");
      await page.getByRole("button", { name: "Let two bots play" }).click();
      const log = page.getByTestId("match-log");
      await log.waitFor();
      const first = await log.textContent();
      expect(await log.locator("li").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("match-result").textContent()).toMatch(/wins by|a draw/);
      await page.getByRole("button", { name: "Let two bots play" }).click();
      expect(await log.textContent()).toBe(first);
      expect(errors).toEqual([]);
      await screenshot(page, "guide-getting-started");
    } finally {
      await page.close();
    }
  });

  it("simulates many matches (/guide/simulating)", async () => {
    const { page, errors } = await openPage(browser, "/guide/simulating");
    try {
      await page.getByLabel("Matches", { exact: true }).fill("500");
      await page.getByRole("button", { name: "Simulate" }).click();
      await page.getByTestId("sim-summary").waitFor();
      expect(await page.getByTestId("sim-summary").textContent()).toContain("500 matches");
      const shares = await Promise.all(
        ["sim-a", "sim-b", "sim-draws"].map(async (id) =>
          parseFloat((await page.getByTestId(id).textContent()) ?? ""),
        ),
      );
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
      expect(errors).toEqual([]);
      await screenshot(page, "guide-simulating");
    } finally {
      await page.close();
    }
  });
});

describe("the errata page (/errata)", () => {
  it("shows one errata table per game, computed from the packages", async () => {
    const { page, errors } = await openPage(browser, "/errata");
    try {
      for (const game of [
        "powerhouses",
        "fastmatch",
        "blitzmatch",
        "rasslefest",
        "ringmaster",
        "superdice",
      ]) {
        await page.getByTestId(`errata-${game}`).waitFor();
      }
      expect(errors).toEqual([]);
      await screenshot(page, "errata");
    } finally {
      await page.close();
    }
  });
});

describe("DemoBox catches a demo's error (/guide/getting-started)", () => {
  it("shows an illegal move's RingsideError in the box, and the reset demo finds the state untouched", async () => {
    const { page, errors } = await openPage(browser, "/guide/getting-started");
    try {
      const box = page.getByTestId("demo-box").filter({ hasText: "Illegal moves" });
      await box.getByTestId("illegal-legal").click();
      expect(await box.getByTestId("illegal-turns").textContent()).toBe("1");

      await box.getByTestId("illegal-out-of-turn").click();
      const failure = box.getByTestId("demo-error");
      await failure.waitFor();
      expect(await failure.textContent()).toContain("NOT_YOUR_TURN");
      expect(await failure.textContent()).toContain("not a's decision");
      expect(await box.getByTestId("illegal-turns").count()).toBe(0);

      await box.getByTestId("demo-reset").click();
      expect(await box.getByTestId("illegal-turns").textContent()).toBe("1");
      await box.getByTestId("illegal-unknown").click();
      expect(await box.getByTestId("demo-error").textContent()).toContain("ILLEGAL_MOVE");

      // The rest of the page still works.
      await page.getByRole("button", { name: "Let two bots play" }).click();
      await page.getByTestId("match-log").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
