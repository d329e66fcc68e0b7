import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, settledUrl, waitUntilReady } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Record {
  game: string;
  seed: number;
  setup: { red: unknown; blue: unknown; blueBot?: string; options?: unknown };
  moves: { player: string; move: { type: string } }[];
  step?: number;
}

/** Where the time travel is and what its frame shows. */
async function frameOf(
  page: Page,
): Promise<{ step: string | null; label: string | null; state: string | null }> {
  return {
    step: await page.getByTestId("tt-where").getAttribute("data-step"),
    label: await page.getByTestId("tt-label").textContent(),
    state: await page.getByTestId("time-travel").getByTestId("rm-state").textContent(),
  };
}

async function downloadRecord(page: Page, filename: string): Promise<Record> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("record-download").click(),
  ]);
  expect(download.suggestedFilename()).toBe(filename);
  return JSON.parse(readFileSync(await download.path(), "utf8")) as Record;
}

describe("RingMaster match demo: link, record and time travel", () => {
  it("puts seed, setup and moves in the URL, steps through the match, and downloads and loads the record", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/watch");
    try {
      await page.getByTestId("md-seed").fill("11");
      await page.getByTestId("md-blue").selectOption("2");
      await page.getByTestId("md-time").selectOption("300");
      await page.getByTestId("md-play").click();
      await expect.poll(() => new URL(page.url()).searchParams.get("rm")).not.toBeNull();
      await expect.poll(() => page.getByTestId("md-result").textContent()).toMatch(/wins by|No winner/);
      const result = await page.getByTestId("md-result").textContent();
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).not.toBeNull();
      const last = Number(await page.getByTestId("tt-where").getAttribute("data-step"));
      expect(last).toBeGreaterThan(3);
      // The last frame is the finish; step back to the start, then forward two steps.
      await page.getByTestId("tt-first").click();
      await expect
        .poll(() => page.getByTestId("time-travel").getByTestId("rm-state").getAttribute("data-seconds"))
        .toBe("0");
      await page.getByTestId("tt-next").click();
      await page.getByTestId("tt-next").click();
      await page.getByTestId("time-travel").press("ArrowRight");
      await page.getByTestId("time-travel").press("ArrowLeft");
      await expect.poll(async () => (await frameOf(page)).step).toBe("2");
      const at2 = await frameOf(page);
      await expect.poll(() => page.getByTestId("time-travel").getByTestId("ring-piece").count()).toBe(2);

      // The copied URL opens the same match at the same step in a fresh page.
      const shared = (await settledUrl(page)).toString();
      const other = await openPage(browser, new URL(shared).pathname + new URL(shared).search);
      try {
        await expect.poll(() => other.page.getByTestId("md-result").textContent()).toBe(result);
        await expect.poll(() => frameOf(other.page)).toEqual(at2);
        await expect.poll(() => other.page.getByTestId("md-seed").inputValue()).toBe("11");
        await expect.poll(() => other.page.getByTestId("md-blue").inputValue()).toBe("2");
        await expect.poll(() => other.page.getByTestId("md-time").inputValue()).toBe("300");
        expect(other.errors).toEqual([]);
      } finally {
        await other.page.close();
      }

      const record = await downloadRecord(page, "ringmaster-match.json");
      expect(record.game).toBe("ringmaster");
      expect(record.seed).toBe(11);
      expect(record.setup).toMatchObject({ red: 0, blue: 2, options: { timeLimit: 300 } });
      expect(record.moves.length).toBeGreaterThan(3);
      expect(record.step).toBe(2);

      // Another match, a broken record (refused with a message), then the record brings the first back.
      await page.getByTestId("md-seed").fill("12");
      await page.getByTestId("md-play").click();
      await expect.poll(() => page.getByTestId("md-seed").inputValue()).toBe("12");
      const file = page.getByTestId("record-file");
      await file.setInputFiles({
        name: "broken.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, setup: { red: 0, blue: 99 } })),
      });
      await expect.poll(() => page.getByTestId("record-error").textContent()).toContain("sample wrestler");
      // A sheet in a record goes through the engine's validator: its problems come with their paths.
      await file.setInputFiles({
        name: "sheet.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, setup: { red: { name: "Nobody" }, blue: 2 } })),
      });
      await expect.poll(() => page.getByTestId("record-error").textContent()).toContain("setup.red.");
      await file.setInputFiles({
        name: "match.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, step: last })),
      });
      await expect.poll(() => page.getByTestId("md-seed").inputValue()).toBe("11");
      await expect.poll(() => page.getByTestId("md-result").textContent()).toBe(result);
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).toBe(String(last));
      await expect.poll(() => page.getByTestId("record-error").count()).toBe(0);
      await screenshot(page, "ringmaster-play-time-travel");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe("RingMaster ring board: link, record and time travel", () => {
  it("keeps the reader's and the bot's moves in the URL, so a new page restores the match exactly", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/play");
    try {
      await page.getByTestId("rb-seed").fill("5");
      await page.getByTestId("rb-start").click();
      await expect.poll(() => page.getByTestId("rb-status").textContent()).toContain("Advantage");
      // A few moves, by keyboard: focus stays on the board or the move buttons after each one.
      for (let i = 0; i < 6; i++) {
        await expect.poll(() => page.getByTestId("rb-thinking").count()).toBe(0);
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        const squares = page.locator("button.rs-ring-square");
        const target = (await squares.count()) > 0 ? squares.first() : page.getByTestId("rb-move").first();
        await target.focus();
        await page.keyboard.press("Enter");
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        await expect
          .poll(() =>
            page.evaluate(() => {
              const el = document.activeElement;
              return el !== null && (el.matches("button.rs-ring-square") || el.closest(".rb-moves") !== null);
            }),
          )
          .toBe(true);
      }
      await expect.poll(() => page.getByTestId("rb-thinking").count()).toBe(0);
      const link = await settledUrl(page);
      const rb = link.searchParams.get("rb");
      expect(rb).not.toBeNull();
      const status = await page.getByTestId("rb-status").textContent();
      const checks = await page.getByTestId("rb-checks").textContent();
      const corners = await page.locator(".rb-corner").allTextContents();

      const other = await openPage(browser, link.pathname + link.search);
      try {
        await expect.poll(() => other.page.getByTestId("rb-status").textContent()).toBe(status);
        await expect.poll(() => other.page.getByTestId("rb-checks").textContent()).toBe(checks);
        await expect.poll(() => other.page.locator(".rb-corner").allTextContents()).toEqual(corners);
        await expect.poll(() => other.page.getByTestId("rb-seed").inputValue()).toBe("5");
        expect(new URL(other.page.url()).searchParams.get("rb")).toBe(rb);
        // The same move on both pages: the bot answers the same way on both.
        if ((await page.getByTestId("rb-result").count()) === 0) {
          const rbOf = (p: Page): string | null => new URL(p.url()).searchParams.get("rb");
          await page.getByTestId("rb-move").first().click();
          await other.page.getByTestId("rb-move").first().click();
          // both links move on past the shared one, then agree, and so do both boards
          await expect.poll(() => rbOf(page)).not.toBe(rb);
          await expect.poll(() => rbOf(other.page)).toBe(rbOf(page));
          await expect
            .poll(async () => {
              const [a, b] = await Promise.all([
                page.getByTestId("rb-status").textContent(),
                other.page.getByTestId("rb-status").textContent(),
              ]);
              return a === b;
            })
            .toBe(true);
        }
        expect(other.errors).toEqual([]);
      } finally {
        await other.page.close();
      }

      // Looking back while the match goes on.
      if ((await page.getByTestId("rb-result").count()) === 0) {
        await page.getByTestId("rb-look").locator("summary").click();
        const where = page.getByTestId("tt-where");
        await expect.poll(() => where.getAttribute("data-step")).not.toBeNull();
        const latest = Number(await where.getAttribute("data-step"));
        expect(latest).toBeGreaterThan(0);
        await page.getByTestId("tt-first").click();
        await expect.poll(() => where.getAttribute("data-step")).toBe("0");
        await expect.poll(() => page.getByTestId("time-travel").getByTestId("ring-piece").count()).toBe(2);
      }

      const record = await downloadRecord(page, "ringmaster-board-match.json");
      expect(record.game).toBe("ringmaster");
      expect(record.seed).toBe(5);
      expect(record.moves.some((m) => m.player === "red")).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("loads a finished match's record and steps through it", async () => {
    // A whole bot-against-bot match from the match page, loaded on the board: both sides' moves replay.
    const play = await openPage(browser, "/ringmaster/watch");
    let record: Record;
    try {
      await play.page.getByTestId("md-seed").fill("4");
      await play.page.getByTestId("md-play").click();
      await expect.poll(() => new URL(play.page.url()).searchParams.get("rm")).not.toBeNull();
      record = await downloadRecord(play.page, "ringmaster-match.json");
    } finally {
      await play.page.close();
    }
    const { page, errors } = await openPage(browser, "/ringmaster/play");
    try {
      const board: Record = { ...record, setup: { red: record.setup.red, blue: record.setup.blue } };
      delete board.step;
      if (record.setup.options !== undefined) board.setup.options = record.setup.options;
      await page.getByTestId("record-file").setInputFiles({
        name: "match.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(board)),
      });
      await expect.poll(() => page.getByTestId("rb-result").textContent()).toMatch(/wins by|No winner/);
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).not.toBeNull();
      const last = Number(await page.getByTestId("tt-where").getAttribute("data-step"));
      expect(last).toBeGreaterThan(3);
      await page.getByTestId("tt-prev").click();
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).toBe(String(last - 1));
      await page.getByTestId("tt-first").click();
      await expect
        .poll(() => page.getByTestId("time-travel").getByTestId("rm-state").getAttribute("data-seconds"))
        .toBe("0");
      await page.getByTestId("tt-last").click();
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).toBe(String(last));
      // The step is in the link: a new page opens at it.
      await page.getByTestId("tt-first").click();
      await page.getByTestId("tt-next").click();
      await expect.poll(async () => (await frameOf(page)).step).toBe("1");
      const at1 = await frameOf(page);
      const url = await settledUrl(page);
      const other = await openPage(browser, url.pathname + url.search);
      try {
        await expect.poll(() => frameOf(other.page)).toEqual(at1);
        expect(other.errors).toEqual([]);
      } finally {
        await other.page.close();
      }
      await screenshot(page, "ringmaster-board-time-travel");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe("RingMaster wrestler builder", () => {
  it("validates as you type with path and rule, shows derived traits, and hands the wrestler to the board", async () => {
    const { page, errors } = await openPage(browser, "/ringmaster/builder");
    try {
      await expect.poll(() => page.getByTestId("wb-valid").count()).toBe(1);
      await page.getByTestId("wb-attr-STR").fill("80");
      await expect.poll(() => page.getByTestId("wb-trait-POW").textContent()).toBe("8");
      // Over the point budget, a maneuver not in the catalogue, a Level 2 Finisher: every problem at once.
      await page.getByTestId("wb-attr-STR").fill("100");
      await page.getByTestId("wb-maneuver-0").fill("Flying Nonsense");
      await page.getByTestId("wb-finisher").selectOption("Clothesline");
      await expect.poll(() => page.getByTestId("wb-problem").count()).toBeGreaterThanOrEqual(3);
      await expect
        .poll(() =>
          page.getByTestId("wb-problem").evaluateAll((els) => els.map((e) => e.getAttribute("data-path"))),
        )
        .toContain("finisher");
      const problems = await page.getByTestId("wb-problem").allTextContents();
      const paths = await page
        .getByTestId("wb-problem")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-path")));
      expect(paths).toEqual(expect.arrayContaining(["attributes", "arsenal.0.maneuver", "finisher"]));
      expect(problems.some((p) => /not in the catalogue/.test(p) && /Arsenal/.test(p))).toBe(true);
      expect(problems.some((p) => /budget/.test(p) && /Point-buy/.test(p))).toBe(true);
      await expect.poll(() => page.getByTestId("wb-wrestle").count()).toBe(0);
      // Put it right: back to a valid sheet, with a new name.
      await page.getByTestId("wb-from").selectOption("1");
      await page.getByTestId("wb-name").fill("Test Bear");
      // A second Merit costs ten points: take them off Strength.
      await page.getByTestId("wb-merit-Iron Jaw").check();
      await page.getByTestId("wb-attr-STR").fill("35");
      await expect.poll(() => page.getByTestId("wb-valid").count()).toBe(1);
      await expect.poll(() => page.getByTestId("wb-trait-POW").textContent()).toBe("3");
      await expect.poll(() => page.getByTestId("wb-trait-SPD").textContent()).toMatch(/^\d+$/);
      await screenshot(page, "ringmaster-builder");
      await page.getByTestId("wb-wrestle").click();
      await page.waitForURL(/\/ringmaster\/play/);
      await page.waitForSelector("html[data-rs-ready]", { state: "attached" });
      await expect
        .poll(() => page.locator(".rb-corner").first().textContent(), { timeout: 20_000 })
        .toContain("Test Bear");
      await expect.poll(() => page.getByTestId("rb-red").inputValue()).toBe("-1");
      expect(new URL(page.url()).searchParams.get("rb")).not.toBeNull();
      // Back to the builder: the sheet is still there (it lives in the builder's URL).
      await page.goBack();
      await waitUntilReady(page, "/ringmaster/builder", errors);
      await expect.poll(() => page.getByTestId("wb-name").inputValue()).toBe("Test Bear");
      await expect.poll(() => page.getByTestId("wb-attr-STR").inputValue()).toBe("35");
      await expect.poll(() => page.getByTestId("wb-merit-Iron Jaw").isChecked()).toBe(true);
      await expect.poll(() => page.getByTestId("wb-valid").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("opens a sheet from its link, names a broken one's problems, and refuses a mangled link", async () => {
    const sheet = {
      name: "Linked",
      attributes: { STR: "lots" },
      arsenal: [],
      finisher: "",
      merits: ["Iron Jaw"],
    };
    const wb = Buffer.from(JSON.stringify(sheet)).toString("base64url");
    const { page, errors } = await openPage(browser, `/ringmaster/builder?wb=${wb}`);
    try {
      await expect.poll(() => page.getByTestId("wb-name").inputValue()).toBe("Linked");
      await expect
        .poll(() =>
          page.getByTestId("wb-problem").evaluateAll((els) => els.map((e) => e.getAttribute("data-path"))),
        )
        .toEqual(expect.arrayContaining(["attributes.STR", "height", "arsenal"]));
      await expect.poll(() => page.getByTestId("wb-traits").count()).toBe(0);
      await page.goto(page.url().replace(/wb=[^&]*/, "wb=%21%21"));
      await waitUntilReady(page, "/ringmaster/builder", errors);
      await expect
        .poll(() => page.getByTestId("wb-link-error").textContent())
        .toContain("could not be opened");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
