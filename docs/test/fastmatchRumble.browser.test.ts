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

const WINNER = /^(.+) wins the Royal Rumble after (\d+) rounds$/;

async function winnerOf(page: Page): Promise<{ name: string; rounds: number }> {
  await expect.poll(() => page.getByTestId("rr-winner").textContent()).toMatch(WINNER);
  const [, name, rounds] = WINNER.exec((await page.getByTestId("rr-winner").textContent()) ?? "") ?? [];
  return { name: name ?? "", rounds: Number(rounds) };
}

describe("FastMatch! Royal Rumble demo", () => {
  it("runs the Rumble: a winner, entries every two rounds, eliminations and the play-by-play", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/rumble");
    try {
      expect(await page.getByTestId("rr-entrant").count()).toBe(8);
      const first = await winnerOf(page);
      expect(first.rounds).toBeGreaterThan(0);
      const entrants = 6; // the first six presets are in
      expect(await page.getByTestId("rr-standing").count()).toBe(entrants);
      expect(await page.getByTestId("rr-elimination").count()).toBe(entrants - 1);
      const standings = await page.getByTestId("rr-standing").allTextContents();
      expect(standings.filter((s) => s.includes("winner"))).toHaveLength(1);
      expect(standings.find((s) => s.includes("winner"))).toContain(first.name);
      // entries: two at the bell, then rounds 3, 5, 7, 9
      const entered = (await page.getByTestId("rr-entered").allTextContents()).map((s) =>
        Number(/^round (\d+)$/.exec(s.trim())?.[1]),
      );
      expect(entered).toEqual([0, 0, 3, 5, 7, 9]);
      const pbp = (await page.getByTestId("rr-pbp").textContent()) ?? "";
      expect(pbp).toContain("hits the ring!");
      expect(pbp).toContain("is eliminated");
      expect(pbp).toContain(`${first.name} wins the Royal Rumble!`);
      expect(await page.getByTestId("rr-round").count()).toBeGreaterThan(2);
      await screenshot(page, "fastmatch-rumble");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("gives the same Rumble for the same seed and another one for another seed", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/rumble");
    try {
      await winnerOf(page);
      const before = await page.getByTestId("rr-pbp").textContent();
      await page.getByTestId("rr-run").click();
      await winnerOf(page);
      expect(await page.getByTestId("rr-pbp").textContent()).toBe(before);
      await page.getByTestId("rr-seed").fill("7");
      await page.getByTestId("rr-run").click();
      await expect.poll(() => page.getByTestId("rr-pbp").textContent()).not.toBe(before);
      await winnerOf(page);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("takes the reader's names, alignments and entrants, and lists every problem", async () => {
    const { page, errors } = await openPage(browser, "/fastmatch/rumble");
    try {
      await winnerOf(page);
      await page.getByTestId("rr-name-0").fill("The Reader");
      await page.getByTestId("rr-align-0").selectOption("heel");
      await page.getByTestId("rr-in-7").check();
      await page.getByTestId("rr-run").click();
      await expect.poll(() => page.getByTestId("rr-standing").count()).toBe(7);
      const standings = await page.getByTestId("rr-standing").allTextContents();
      expect(standings[0]).toContain("The Reader (heel)");
      expect(await page.getByTestId("rr-pbp").textContent()).toContain("The Reader");
      await winnerOf(page);
      // two entrants with one name: the engine's RingsideError is listed, nothing crashes
      await page.getByTestId("rr-name-1").fill("The Reader");
      await page.getByTestId("rr-run").click();
      await expect.poll(() => page.getByTestId("rr-problems").textContent()).toContain("enters twice");
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
