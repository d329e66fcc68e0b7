/**
 * The table kit (docs/guide/table-kit.md): dice, cards with keyboard play, the ring board, a match
 * kept in the URL and stepped through, the record tools, a simulation in a worker with progress and
 * cancel, reduced motion, and the page at phone width.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  artifact,
  horizontalOverflow,
  launchBrowser,
  openPage,
  openPhonePage,
  screenshot,
  settledUrl,
  waitUntilReady,
} from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = "/guide/table-kit";

describe("the table kit's pieces", () => {
  it("draws d6 with pips, other dice with faces, states, and holds a die through a roll", async () => {
    const { page, errors } = await openPage(browser, PAGE);
    try {
      const trays = page.getByTestId("dice-tray");
      const first = trays.nth(0).getByTestId("die");
      expect(await first.count()).toBe(10);
      // A d6 showing 5 has five pips; a d6 showing 6 has six.
      expect(await first.nth(4).locator(".rs-pip").count()).toBe(5);
      expect(await first.nth(5).locator(".rs-pip").count()).toBe(6);
      expect(await first.nth(6).getAttribute("data-state")).toBe("held");
      expect(await first.nth(8).getAttribute("aria-label")).toBe("6-sided die showing 6, attack");
      const other = trays.nth(1).getByTestId("die");
      expect(await other.nth(0).getAttribute("class")).toContain("rs-die--d10");
      expect(await other.nth(2).getAttribute("class")).toContain("rs-die--d100");

      const tray = trays.nth(2);
      const held = tray.getByTestId("die").nth(0);
      const value = await held.getAttribute("data-value");
      await held.click();
      expect(await held.getAttribute("aria-pressed")).toBe("true");
      for (let i = 0; i < 5; i++) await page.getByTestId("kit-roll").click();
      expect(await held.getAttribute("data-value")).toBe(value);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("plays a card with a click and with its number key while the hand has focus", async () => {
    const { page, errors } = await openPage(browser, PAGE);
    try {
      const cards = page.getByTestId("game-card");
      const dropkick = cards.filter({ hasText: "Dropkick" });
      const piledriver = cards.filter({ hasText: "Piledriver" });
      expect(await piledriver.getAttribute("data-playable")).toBe("false");
      expect(await piledriver.getAttribute("aria-disabled")).toBe("true");
      await dropkick.focus();
      await page.keyboard.press("1");
      const log = page.getByTestId("play-by-play").first();
      expect(await log.locator("[data-newest]").textContent()).toContain("Dropkick (2 energy, 2 left)");
      // Focus stays on the card after the key.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-card"))).toBe("Dropkick");
      await dropkick.click();
      expect(await dropkick.getAttribute("data-playable")).toBe("false"); // 0 energy left
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("moves a piece to a clicked square of the ring", async () => {
    const { page, errors } = await openPage(browser, PAGE);
    try {
      const board = page.getByTestId("ring-board");
      expect(await board.getByTestId("ring-square").count()).toBe(100);
      expect(await board.locator('[data-row="4"][data-col="4"]').getAttribute("data-kind")).toBe("centre");
      expect(await board.locator('[data-row="0"][data-col="0"]').getAttribute("data-kind")).toBe("floor");
      expect(await board.locator('[data-row="1"][data-col="1"]').getAttribute("data-kind")).toBe("post");
      expect(await board.locator('[data-row="2"][data-col="2"]').getAttribute("data-kind")).toBe("corner");
      await board.locator('button[data-row="5"][data-col="5"]').click();
      expect(await page.getByTestId("kit-ring-where").textContent()).toContain("row 6, column 6");
      expect(await board.locator('[data-row="5"][data-col="5"] [data-piece="red"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("does not tumble dice for a reader who asks for reduced motion", async () => {
    const page = await browser.newPage({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    try {
      const { siteUrl } = await import("./browser");
      await page.goto(siteUrl(PAGE));
      await waitUntilReady(page, PAGE, []);
      const die = page.getByTestId("dice-tray").nth(2).getByTestId("die").nth(1);
      await page.getByTestId("kit-roll").click();
      await page.waitForTimeout(50);
      const animation = await die.evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe("none");
    } finally {
      await page.close();
    }
  });
});

describe("sharing and time travel", () => {
  it("keeps the match in the URL, steps through it, and reopens the same step after a reload", async () => {
    const { page, errors } = await openPage(browser, PAGE);
    try {
      await page.getByTestId("kit-seed").fill("77");
      await page.getByTestId("kit-play").click();
      const where = page.getByTestId("tt-where");
      await where.waitFor();
      const last = Number(await where.getAttribute("data-step"));
      expect(last).toBeGreaterThan(3);
      expect(await page.getByTestId("kit-result").textContent()).toMatch(/wins|draw/i);
      expect(new URL(page.url()).searchParams.get("kit")).not.toBeNull();

      await page.getByTestId("tt-prev").click();
      await page.getByTestId("tt-prev").click();
      expect(await where.getAttribute("data-step")).toBe(String(last - 2));
      const label = await page.getByTestId("tt-label").textContent();
      // Keyboard: the panel takes ← / → / Home / End.
      await page.getByTestId("time-travel").focus();
      await page.keyboard.press("Home");
      expect(await where.getAttribute("data-step")).toBe("0");
      await page.keyboard.press("ArrowRight");
      expect(await where.getAttribute("data-step")).toBe("1");
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      expect(await where.getAttribute("data-step")).toBe(String(last - 2));

      const shared = (await settledUrl(page)).toString();
      await page.reload();
      await waitUntilReady(page, PAGE, errors);
      expect(page.url()).toBe(shared);
      expect(await page.getByTestId("tt-where").getAttribute("data-step")).toBe(String(last - 2));
      expect(await page.getByTestId("tt-label").textContent()).toBe(label);
      expect(await page.getByTestId("kit-seed").inputValue()).toBe("77");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("downloads the record, loads it back, and explains a broken file and a broken link", async () => {
    const { page, errors } = await openPage(browser, PAGE);
    try {
      await page.getByTestId("kit-play").click();
      await page.getByTestId("tt-where").waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("record-download").click(),
      ]);
      expect(download.suggestedFilename()).toBe("powerhouses-match.json");
      const record = JSON.parse(readFileSync(await download.path(), "utf8")) as {
        game: string;
        moves: unknown[];
      };
      expect(record.game).toBe("powerhouses");
      expect(record.moves.length).toBeGreaterThan(0);

      const file = page.getByTestId("record-file");
      await file.setInputFiles({
        name: "bad.json",
        mimeType: "application/json",
        buffer: Buffer.from("{oops"),
      });
      // Reading a file is asynchronous: wait for its outcome instead of reading the page at once.
      await expect
        .poll(() => page.getByTestId("record-error").textContent())
        .toContain("bad.json is not JSON");
      await file.setInputFiles({
        name: "wrong.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, game: "rasslefest", extra: 1 })),
      });
      await expect
        .poll(() => page.getByTestId("record-error").textContent())
        .toContain('unknown key "extra"');
      expect(await page.getByTestId("record-error").textContent()).toContain("this demo plays");
      await file.setInputFiles({
        name: "good.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, step: 1 })),
      });
      await expect.poll(() => page.getByTestId("tt-where").getAttribute("data-step")).toBe("1");
      expect(await page.getByTestId("record-error").count()).toBe(0);

      const broken = await browser.newPage();
      const { siteUrl } = await import("./browser");
      await broken.goto(siteUrl(`${PAGE}?kit=not-a-match`));
      await waitUntilReady(broken, PAGE, []);
      expect(await broken.getByTestId("record-error").textContent()).toContain("could not be opened");
      await broken.close();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("a simulation in a worker", () => {
  it("reports progress, stays responsive, can be cancelled, and ends with intervals", async () => {
    const { page, errors } = await openPage(browser, PAGE);
    try {
      await page.getByTestId("kit-sim-n").fill("200000");
      await page.getByTestId("kit-sim-run").click();
      await page.getByTestId("sim-progress").waitFor();
      // The main thread is free while the worker plays: a click elsewhere answers at once.
      await page.getByTestId("kit-roll").click({ timeout: 2000 });
      await page.getByTestId("kit-sim-table").waitFor({ timeout: 30_000 });
      await page.getByTestId("sim-cancel").click();
      expect(await page.getByTestId("sim-progress").count()).toBe(0);
      const partial = Number(await page.getByTestId("kit-sim-table").getAttribute("data-played"));
      expect(partial).toBeLessThan(200000);

      await page.getByTestId("kit-sim-n").fill("2000");
      await page.getByTestId("kit-sim-run").click();
      await page.locator('[data-testid="kit-sim-table"][data-played="2000"]').waitFor({ timeout: 60_000 });
      await page.getByTestId("sim-progress").waitFor({ state: "detached" });
      const interval = page.getByTestId("interval").first();
      const low = Number(await interval.getAttribute("data-low"));
      const high = Number(await interval.getAttribute("data-high"));
      expect(high - low).toBeGreaterThan(0.01);
      expect(high - low).toBeLessThan(0.06);
      expect(errors).toEqual([]);
      await screenshot(page, "guide-table-kit");
    } finally {
      await page.close();
    }
  });
});

describe("the kit at phone width", () => {
  it("fits a 390 px screen without sideways scrolling", async () => {
    const { page, errors } = await openPhonePage(browser, PAGE);
    try {
      await page.getByTestId("kit-play").click();
      await page.getByTestId("tt-where").waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await screenshot(page, "guide-table-kit-phone");
    } finally {
      await page.close();
    }
  });
});

/** Each ready game's play page, with a match under way: desktop and phone screenshots, no sideways scroll. */
const PLAY_PAGES: readonly { game: string; path: string; start: (page: Page) => Promise<void> }[] = [
  {
    game: "powerhouses",
    path: "/powerhouses/play",
    start: async (page) => {
      await page.getByTestId("match-start").click();
      await page.getByTestId("match-autoplay").click();
      await page.getByTestId("tt-where").waitFor();
    },
  },
  {
    game: "fastmatch",
    path: "/fastmatch/play",
    start: async (page) => {
      await page.getByTestId("rd-result").waitFor();
    },
  },
  {
    game: "rasslefest",
    path: "/rasslefest/play",
    start: async (page) => {
      await page.getByTestId("pm-hand").waitFor();
    },
  },
  // The three newer games: their demos are their helpers' own; the screenshot shows the page once its
  // demo has run (the first button that starts it, when there is one).
  { game: "blitzmatch", path: "/blitzmatch/play", start: (page) => startIfThere(page, "rd-resolve") },
  { game: "superdice", path: "/superdice/play", start: (page) => startIfThere(page, "match-start") },
  { game: "ringmaster", path: "/ringmaster/play", start: (page) => startIfThere(page, "rb-start") },
];

/** Clicks the demo's start button when the page has one, and lets it draw. */
async function startIfThere(page: Page, testId: string): Promise<void> {
  const button = page.getByTestId(testId).first();
  if ((await button.count()) > 0) await button.click();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
}

describe("each game's play page at desktop and phone width", () => {
  for (const { game, path, start } of PLAY_PAGES) {
    it(`${game}: plays at 1280 px and fits 390 px with no sideways scrolling`, async () => {
      const desktop = await openPage(browser, path);
      try {
        await start(desktop.page);
        expect(desktop.errors).toEqual([]);
        await artifact(desktop.page, `${game}-play-desktop`);
      } finally {
        await desktop.page.close();
      }
      const phone = await openPhonePage(browser, path);
      try {
        await start(phone.page);
        expect(await horizontalOverflow(phone.page)).toBe(0);
        expect(phone.errors).toEqual([]);
        await artifact(phone.page, `${game}-play-phone`);
      } finally {
        await phone.page.close();
      }
    });
  }

  it("the win-chances table reflows on a phone", async () => {
    const { page, errors } = await openPhonePage(browser, "/fastmatch/odds");
    try {
      await page.getByTestId("wc-runs").fill("100");
      await page.getByTestId("wc-run").click();
      await expect.poll(() => page.getByTestId("wc-row").count(), { timeout: 60_000 }).toBe(7);
      expect(await horizontalOverflow(page)).toBe(0);
      // Each row is a card: its cells stack, labelled.
      const display = await page
        .getByTestId("wc-row")
        .first()
        .evaluate((el) => getComputedStyle(el).display);
      expect(display).toBe("block");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
