/**
 * Sample replays drawn with the table kit (every game's samples page shows pieces, not JSON, and a
 * step survives a reload through the URL), the 'Rasslefest card gallery as card faces (filterable,
 * fits a phone), and the FastMatch Rumble's link, record and time travel.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  horizontalOverflow,
  launchBrowser,
  openPage,
  openPhonePage,
  screenshot,
  waitUntilReady,
} from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Each game's samples page and the pieces its first replay must draw (CSS selectors inside the state). */
const REPLAYS: readonly { game: string; path: string; pieces: readonly string[] }[] = [
  { game: "powerhouses", path: "/powerhouses/samples", pieces: ['[data-testid="die"]', '[role="meter"]'] },
  { game: "fastmatch", path: "/fastmatch/samples", pieces: ['[role="meter"]'] },
  {
    game: "rasslefest",
    path: "/rasslefest/samples",
    pieces: ['[data-testid="game-card"]', '[role="meter"]'],
  },
  { game: "blitzmatch", path: "/blitzmatch/samples", pieces: ['[role="meter"]'] },
  { game: "superdice", path: "/superdice/samples", pieces: ['[data-testid="die"]', '[role="meter"]'] },
  { game: "ringmaster", path: "/ringmaster/samples", pieces: [".rm-force-die"] },
];

describe("sample replays show the game's pieces and keep their step in the URL", () => {
  for (const { game, path, pieces } of REPLAYS) {
    it(`${game}: pieces at every step it draws, the raw state folded, and a linked step`, async () => {
      const { page, errors } = await openPage(browser, path);
      try {
        const replay = page.getByTestId("sample-replay").first();
        const total = Number(
          /of (\d+)/.exec((await replay.getByTestId("replay-step").textContent()) ?? "")?.[1],
        );
        expect(total).toBeGreaterThan(1);
        // Step forward to the middle of the replay (past any sheet-only opening steps).
        const target = Math.min(total, 4);
        for (let i = 1; i < target; i++) await replay.getByTestId("replay-next").click();
        expect(await replay.getByTestId("replay-step").textContent()).toBe(`Step ${target} of ${total}`);
        const state = replay.getByTestId("state-pieces");
        await state.waitFor();
        expect(await state.getAttribute("data-game")).toBe(game);
        for (const selector of pieces) expect(await state.locator(selector).count()).toBeGreaterThan(0);
        // JSON is for developers: folded, not the view.
        const raw = replay.getByTestId("replay-snapshot");
        if ((await raw.count()) > 0)
          expect(await raw.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);

        // The step is in the URL: a reload opens the same step with the same pieces.
        const url = new URL(page.url());
        expect([...url.searchParams.keys()].some((k) => k.startsWith("step-"))).toBe(true);
        const label = await replay.getByTestId("replay-label").textContent();
        const drawn = await state.innerText();
        await page.reload();
        await waitUntilReady(page, path, errors);
        const again = page.getByTestId("sample-replay").first();
        expect(await again.getByTestId("replay-step").textContent()).toBe(`Step ${target} of ${total}`);
        expect(await again.getByTestId("replay-label").textContent()).toBe(label);
        expect(await again.getByTestId("state-pieces").innerText()).toBe(drawn);
        // Back to the start with the keyboard: the step leaves the URL.
        await again.focus();
        await page.keyboard.press("Home");
        expect(await again.getByTestId("replay-step").textContent()).toBe(`Step 1 of ${total}`);
        expect([...new URL(page.url()).searchParams.keys()].some((k) => k.startsWith("step-"))).toBe(false);
        // Every step of every replay on the page that has a state draws it (none falls back to words).
        const replays = page.getByTestId("sample-replay");
        for (let r = 0; r < (await replays.count()); r++) {
          const each = replays.nth(r);
          await each.focus();
          await page.keyboard.press("Home");
          const steps = Number(
            /of (\d+)/.exec((await each.getByTestId("replay-step").textContent()) ?? "")?.[1],
          );
          for (let i = 0; i < steps; i++) {
            const drawn = each.getByTestId("replay-state");
            if ((await drawn.count()) > 0) {
              expect(await drawn.getByTestId("state-pieces").count()).toBe(1);
              expect(await drawn.getByText("No position to draw").count()).toBe(0);
            }
            await page.keyboard.press("ArrowRight");
          }
        }
        if (game === "rasslefest" || game === "fastmatch") await screenshot(page, `${game}-samples`);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe("sample replays at phone width", () => {
  it("the FastMatch grid, the RingMaster ring and the Rumble's steps fit 390 px", async () => {
    for (const [path, steps] of [
      ["/fastmatch/samples", 5],
      ["/ringmaster/samples", 7],
    ] as const) {
      const { page, errors } = await openPhonePage(browser, path);
      try {
        const replay = page.getByTestId("sample-replay").first();
        for (let i = 0; i < steps; i++) await replay.getByTestId("replay-next").click();
        await replay.getByTestId("state-pieces").waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
    const rumble = await openPhonePage(browser, "/fastmatch/rumble");
    try {
      await rumble.page.getByTestId("rr-frame").waitFor();
      expect(await horizontalOverflow(rumble.page)).toBe(0);
      expect(rumble.errors).toEqual([]);
      await screenshot(rumble.page, "fastmatch-rumble-phone");
    } finally {
      await rumble.page.close();
    }
  });
});

describe("errata tables at phone width", () => {
  it("turn each erratum into a card instead of a table wider than the screen", async () => {
    const { page, errors } = await openPhonePage(browser, "/errata");
    try {
      const row = page.getByTestId("errata-row").first();
      await row.waitFor();
      expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe("block");
      const widest = await page
        .getByTestId("errata-table")
        .locator("table")
        .evaluateAll((tables) => Math.max(...tables.map((t) => t.scrollWidth - t.clientWidth)));
      expect(widest).toBeLessThanOrEqual(1);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await screenshot(page, "errata-phone");
    } finally {
      await page.close();
    }
  });
});

describe("the 'Rasslefest card gallery", () => {
  it("shows every kind as a card face, filters, and fits a 390 px phone", async () => {
    const { page, errors } = await openPage(browser, "/rasslefest/cards");
    try {
      const cards = page.getByTestId("cg-deck").getByTestId("game-card");
      expect(await cards.count()).toBe(30);
      expect(await page.getByTestId("cg-table").count()).toBe(0);
      const first = cards.first();
      expect(await first.locator(".rs-card-name").textContent()).toBeTruthy();
      expect(await first.locator(".rs-card-cost").count()).toBe(1);
      expect(await first.locator(".rs-card-text").textContent()).toBeTruthy();
      await page.getByTestId("cg-category").selectOption("counteraction");
      await expect.poll(() => cards.count()).toBe(6);
      await page.getByTestId("cg-search").fill("steel");
      await page.getByTestId("cg-category").selectOption("all");
      await expect.poll(() => cards.count()).toBe(2);
      expect(await page.getByTestId("cg-count").textContent()).toContain("2 kinds");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    const phone = await openPhonePage(browser, "/rasslefest/cards");
    try {
      expect(await horizontalOverflow(phone.page)).toBe(0);
      const boxes = await phone.page
        .getByTestId("cg-deck")
        .getByTestId("game-card")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]));
      expect(boxes).toHaveLength(30);
      for (const [left, right] of boxes) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(390);
      }
      // At least two cards share a row: they reflow into columns, not one long list.
      expect(new Set(boxes.map(([left]) => Math.round(left!))).size).toBeGreaterThan(1);
      expect(phone.errors).toEqual([]);
      await screenshot(phone.page, "rasslefest-cards-phone");
    } finally {
      await phone.page.close();
    }
  });
});

describe("the FastMatch Royal Rumble's link, record and time travel", () => {
  it("keeps seed, entrants and step in the URL, and downloads and loads the record", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/rumble");
    try {
      await page.getByTestId("rr-seed").fill("7");
      await page.getByTestId("rr-name-0").fill("The Reader");
      await page.getByTestId("rr-in-7").check();
      await page.getByTestId("rr-run").click();
      await expect.poll(() => page.getByTestId("rr-standing").count()).toBe(7);
      const winner = await page.getByTestId("rr-winner").textContent();
      expect(new URL(page.url()).searchParams.get("rumble")).not.toBeNull();

      const where = page.getByTestId("tt-where");
      const last = Number(await where.getAttribute("data-step"));
      expect(last).toBeGreaterThan(5);
      await page.getByTestId("tt-first").click();
      await page.getByTestId("tt-next").click();
      await page.getByTestId("tt-next").click();
      expect(await where.getAttribute("data-step")).toBe("2");
      expect(await page.getByTestId("rr-frame").getAttribute("data-round")).toBe("2");
      expect(await page.getByTestId("rr-frame-wrestler").count()).toBeGreaterThan(0);

      await page.reload();
      await waitUntilReady(page, "/fastmatch/rumble", errors);
      expect(await page.getByTestId("rr-seed").inputValue()).toBe("7");
      expect(await page.getByTestId("rr-name-0").inputValue()).toBe("The Reader");
      expect(await page.getByTestId("rr-winner").textContent()).toBe(winner);
      expect(await page.getByTestId("tt-where").getAttribute("data-step")).toBe("2");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("record-download").click(),
      ]);
      expect(download.suggestedFilename()).toBe("fastmatch-rumble.json");
      const record = JSON.parse(readFileSync(await download.path(), "utf8")) as {
        game: string;
        seed: number;
        setup: { entrants: { name: string }[] };
      };
      expect(record.game).toBe("fastmatch-rumble");
      expect(record.seed).toBe(7);
      expect(record.setup.entrants[0]?.name).toBe("The Reader");

      // Another Rumble, then the record brings the first one back at its last step.
      await page.getByTestId("rr-seed").fill("8");
      await page.getByTestId("rr-run").click();
      const file = page.getByTestId("record-file");
      await file.setInputFiles({
        name: "broken.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, setup: { entrants: [{ preset: 99 }] } })),
      });
      await expect.poll(() => page.getByTestId("record-error").textContent()).toContain("preset number");
      await file.setInputFiles({
        name: "rumble.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...record, step: last })),
      });
      await expect.poll(() => page.getByTestId("rr-seed").inputValue()).toBe("7");
      expect(await page.getByTestId("rr-winner").textContent()).toBe(winner);
      expect(await page.getByTestId("tt-where").getAttribute("data-step")).toBe(String(last));
      expect(await page.getByTestId("record-error").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
