/**
 * All six games at one table: on each game's play page (`/<game>/play`), at desktop and phone width,
 * a whole match is played by clicks, its link is copied and opened in a fresh browser context on the
 * same step, the steps go back and forward, and the record is downloaded and loaded back. A cut-off
 * link says so instead of silently opening another match; the old play paths redirect, match kept.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  horizontalOverflow,
  launchBrowser,
  openPage,
  openPhonePage,
  PHONE,
  siteUrl,
  waitUntilReady,
} from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks the first visible element among `testIds` that is there (in that order); false when none is. */
async function clickFirst(page: Page, testIds: readonly string[]): Promise<boolean> {
  for (const id of testIds) {
    const el = page.getByTestId(id).first();
    if ((await el.count()) > 0 && (await el.isVisible())) {
      await el.click();
      return true;
    }
  }
  return false;
}

/** Plays by clicking `testIds` (first one there wins) until `done` shows, at most `limit` clicks. */
async function clickUntil(
  page: Page,
  done: string,
  testIds: readonly string[],
  limit: number,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await page.getByTestId(done).count()) > 0) return;
    if (!(await clickFirst(page, testIds))) await page.waitForTimeout(50);
  }
  await page.getByTestId(done).waitFor({ timeout: 10_000 });
}

interface Table {
  readonly game: string;
  /** The query parameter of the match. */
  readonly key: string;
  /** Starts a match and plays it to the end by clicks. */
  readonly play: (page: Page) => Promise<void>;
  /** The test id of the result line. */
  readonly result: string;
}

const TABLES: readonly Table[] = [
  {
    game: "powerhouses",
    key: "ph",
    result: "match-result",
    play: async (page) => {
      await page.getByTestId("match-start").click();
      await clickUntil(
        page,
        "match-result",
        ["match-move-pursue", "match-move-roll", "match-move-quit"],
        300,
      );
    },
  },
  {
    game: "fastmatch",
    key: "fm",
    result: "rd-result",
    play: async (page) => {
      await page.getByTestId("rd-seed").fill("11");
      await page.getByTestId("rd-resolve").click();
    },
  },
  {
    game: "blitzmatch",
    key: "bm",
    result: "rd-result",
    play: async (page) => {
      await page.getByTestId("rd-seed").fill("11");
      await page.getByTestId("rd-resolve").click();
    },
  },
  {
    game: "rasslefest",
    key: "rf",
    result: "pm-result",
    play: async (page) => {
      await page.getByTestId("pm-new").click();
      for (let i = 0; i < 400 && (await page.getByTestId("pm-result").count()) === 0; i++) {
        await page.getByTestId("pm-moves").locator("button").first().click();
      }
    },
  },
  {
    game: "ringmaster",
    key: "rb",
    result: "rb-result",
    play: async (page) => {
      await page.getByTestId("rb-start").click();
      for (let i = 0; i < 600 && (await page.getByTestId("rb-result").count()) === 0; i++) {
        // The bot thinks in a worker: the reader's moves are back once it has answered.
        await expect.poll(() => page.getByTestId("rb-thinking").count()).toBe(0);
        if ((await page.getByTestId("rb-result").count()) > 0) break;
        // A kind, then a move of it: the cover when there is one, else the first move on offer.
        const cover = page.locator('[data-testid="rb-kind"][data-kind="pin"]');
        if ((await cover.count()) > 0) await cover.click();
        const move = page.getByTestId("rb-move").first();
        if ((await move.count()) > 0) await move.click();
        else await page.locator("button.rs-ring-square").first().click();
      }
    },
  },
  {
    game: "superdice",
    key: "sd",
    result: "match-result",
    play: async (page) => {
      await page.getByTestId("match-start").click();
      await clickUntil(
        page,
        "match-result",
        [
          "match-move-first",
          "match-assign-attack",
          "match-assign-defense",
          "match-move-pass",
          "match-move-activate",
        ],
        400,
      );
    },
  },
];

/** The link "Copy link" put on the clipboard (or shows, where there is no clipboard). */
async function copiedLink(page: Page): Promise<string> {
  await page.getByTestId("record-copy").click();
  await expect.poll(() => page.getByTestId("record-status").textContent()).toMatch(/copied|below/i);
  const shown = page.getByTestId("record-link");
  if ((await shown.count()) > 0) return shown.inputValue();
  return page.evaluate(() => navigator.clipboard.readText());
}

const where = (page: Page): Promise<string | null> => page.getByTestId("tt-where").getAttribute("data-step");

for (const phone of [false, true]) {
  const width = phone ? "390 px" : "desktop";
  describe(`every game's play page at ${width}`, () => {
    for (const t of TABLES) {
      it(`${t.game}: a whole match by clicks, its link in a fresh context, steps, record`, async () => {
        const path = `/${t.game}/play`;
        const { page, errors } = phone ? await openPhonePage(browser, path) : await openPage(browser, path);
        await page
          .context()
          .grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl("/") });
        try {
          await t.play(page);
          await page.getByTestId(t.result).waitFor();
          await page.getByTestId("tt-where").waitFor();
          const last = Number(await where(page));
          expect(last).toBeGreaterThan(1);
          const resultText = await page.getByTestId(t.result).textContent();

          // Two steps back, then the link of that step.
          await page.getByTestId("tt-prev").click();
          await page.getByTestId("tt-prev").click();
          await expect.poll(() => where(page)).toBe(String(last - 2));
          const label = await page.getByTestId("tt-label").textContent();
          const link = await copiedLink(page);
          expect(new URL(link).searchParams.get(t.key)).not.toBeNull();

          // A fresh context (nothing shared but the link) opens the same match on the same step.
          const context = await browser.newContext(
            phone
              ? { viewport: PHONE, isMobile: true, hasTouch: true }
              : { viewport: { width: 1280, height: 900 } },
          );
          const fresh = await context.newPage();
          const freshErrors: string[] = [];
          fresh.on("pageerror", (e) => freshErrors.push(e.message));
          fresh.on("console", (m) => {
            if (m.type() === "error") freshErrors.push(m.text());
          });
          try {
            await fresh.goto(link);
            await waitUntilReady(fresh, path, freshErrors);
            await expect.poll(() => where(fresh)).toBe(String(last - 2));
            expect(await fresh.getByTestId("tt-label").textContent()).toBe(label);
            expect(await fresh.getByTestId(t.result).textContent()).toBe(resultText);
            // Back and forward.
            await fresh.getByTestId("tt-prev").click();
            await expect.poll(() => where(fresh)).toBe(String(last - 3));
            await fresh.getByTestId("tt-next").click();
            await fresh.getByTestId("tt-next").click();
            await expect.poll(() => where(fresh)).toBe(String(last - 1));
            await fresh.getByTestId("tt-last").click();
            await expect.poll(() => where(fresh)).toBe(String(last));

            // Save the record on the first page, load it on the fresh one.
            const [download] = await Promise.all([
              page.waitForEvent("download"),
              page.getByTestId("record-download").click(),
            ]);
            const record = JSON.parse(readFileSync(await download.path(), "utf8")) as { game: string };
            expect(record.game).toBe(t.game);
            await fresh.getByTestId("tt-first").click();
            await expect.poll(() => where(fresh)).toBe("0");
            await fresh.getByTestId("record-file").setInputFiles({
              name: "match.json",
              mimeType: "application/json",
              buffer: Buffer.from(JSON.stringify({ ...record, step: 1 })),
            });
            await expect.poll(() => where(fresh)).toBe("1");
            expect(await fresh.getByTestId(t.result).textContent()).toBe(resultText);
            expect(await fresh.getByTestId("record-error").count()).toBe(0);
            if (phone) expect(await horizontalOverflow(fresh)).toBe(0);
            expect(freshErrors).toEqual([]);
          } finally {
            await context.close();
          }
          if (phone) expect(await horizontalOverflow(page)).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      }, 180_000);
    }
  });
}

describe("a broken link says so", () => {
  for (const t of TABLES) {
    it(`${t.game}: a cut-off link shows a message, not a silent other match`, async () => {
      const cut = "eyJnYW1lIjoicG93ZXJob3VzZXMiLCJzZWVkIjo"; // the start of a record, cut short
      const { page, errors } = await openPage(browser, `/${t.game}/play?${t.key}=${cut}`);
      try {
        await expect
          .poll(() => page.getByRole("alert").filter({ hasText: "could not be opened" }).count())
          .toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe("one URL scheme", () => {
  const MOVED: readonly (readonly [string, string])[] = [
    ["/powerhouses/match", "/powerhouses/play"],
    ["/fastmatch/resolve", "/fastmatch/play"],
    ["/blitzmatch/resolve", "/blitzmatch/play"],
    ["/superdice/match", "/superdice/play"],
    ["/ringmaster/board", "/ringmaster/play"],
    ["/rasslefest/sample", "/rasslefest/samples"],
  ];
  it("old paths open the new ones, with their query", async () => {
    const page = await browser.newPage();
    try {
      for (const [from, to] of MOVED) {
        await page.goto(siteUrl(`${from}?x=1#top`), { waitUntil: "commit" });
        await page.waitForURL((u) => u.pathname === to, { timeout: 15_000 });
        const url = new URL(page.url());
        expect(url.search).toBe("?x=1");
        expect(url.hash).toBe("#top");
      }
      // The bot match used to live at /ringmaster/play: its old links (?rm=) open it where it is now.
      await page.goto(siteUrl("/ringmaster/play?rm=abc"), { waitUntil: "commit" });
      await page.waitForURL((u) => u.pathname === "/ringmaster/watch", { timeout: 15_000 });
    } finally {
      await page.close();
    }
  });

  it("the home page's game cards and each game's landing page have a Play button", async () => {
    const { page, errors } = await openPage(browser, "/");
    try {
      const plays = page.getByTestId("game-card-play");
      expect(await plays.count()).toBe(6);
      const hrefs = await plays.evaluateAll((els) =>
        els.map((e) => new URL((e as HTMLAnchorElement).href).pathname),
      );
      expect(hrefs).toEqual(TABLES.map((t) => `/${t.game}/play`).sort((a, b) => order(a) - order(b)));
      for (const t of TABLES) {
        await page.goto(siteUrl(`/${t.game}/`));
        await waitUntilReady(page, `/${t.game}/`, errors);
        const door = page.getByTestId("play-door-link");
        expect(new URL((await door.getAttribute("href")) ?? "", siteUrl("/")).pathname).toBe(
          `/${t.game}/play`,
        );
        const box = await door.boundingBox();
        expect(box?.y ?? 9999).toBeLessThan(400);
      }
      await page.goto(siteUrl("/guide/getting-started"));
      await waitUntilReady(page, "/guide/getting-started", errors);
      for (const t of TABLES)
        expect(await page.locator(`.vp-doc a[href="/${t.game}/play"]`).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** The site's order of the games (the home page lists them so). */
function order(path: string): number {
  return ["powerhouses", "fastmatch", "blitzmatch", "rasslefest", "ringmaster", "superdice"].indexOf(
    path.split("/")[1] ?? "",
  );
}
