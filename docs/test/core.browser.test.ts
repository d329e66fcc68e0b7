import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot } from "./browser";

/** The faces a dice tray shows, read from its dice (d6 show pips, not digits). */
function dieValues(tray: Locator): Promise<string[]> {
  return tray.getByTestId("die").evaluateAll((dice) => dice.map((d) => d.getAttribute("data-value") ?? ""));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the dice demo (/core/dice)", () => {
  it("rolls the same faces twice for the same seed, and others for another seed", async () => {
    const { page, errors } = await openPage(browser, "/core/dice");
    try {
      await page.getByLabel("Seed", { exact: true }).fill("31337");
      await page.getByLabel("Dice expression", { exact: true }).fill("6d6");
      await page.getByRole("button", { name: "Roll", exact: true }).click();
      const faces = page.getByTestId("dice-faces");
      await faces.waitFor();
      const first = (await faces.getAttribute("data-faces")) ?? "";
      const shown = await dieValues(faces);
      expect(shown).toHaveLength(6);
      expect(shown.join(",")).toBe(first);
      for (const face of shown) expect(Number(face)).toBeGreaterThanOrEqual(1);
      for (const face of shown) expect(Number(face)).toBeLessThanOrEqual(6);
      const total = Number(await page.getByTestId("dice-total").textContent());
      expect(total).toBe(shown.reduce((sum, f) => sum + Number(f), 0));

      await page.getByRole("button", { name: "Roll again with the same seed" }).click();
      const again = page.getByTestId("dice-faces-again");
      await again.waitFor();
      expect(await dieValues(again)).toEqual(shown);
      await page.getByTestId("dice-same").waitFor();

      // Twenty d20 with another seed: the chance of the very same faces is negligible.
      await page.getByLabel("Dice expression", { exact: true }).fill("20d20");
      await page.getByRole("button", { name: "Roll", exact: true }).click();
      const twenty = await page.getByTestId("dice-faces").getAttribute("data-faces");
      await page.getByLabel("Seed", { exact: true }).fill("31338");
      await page.getByRole("button", { name: "Roll", exact: true }).click();
      expect(await page.getByTestId("dice-faces").getAttribute("data-faces")).not.toBe(twenty);
      expect(errors).toEqual([]);
      await screenshot(page, "core-dice");
    } finally {
      await page.close();
    }
  });

  it("reads a text seed and rolls d100 as tens and ones", async () => {
    const { page, errors } = await openPage(browser, "/core/dice");
    try {
      await page.getByLabel("Seed", { exact: true }).fill("Saturday night");
      await page.getByLabel("Dice expression", { exact: true }).fill("d100");
      // The keyboard alone: Enter in a field submits the roll.
      await page.getByLabel("Dice expression", { exact: true }).press("Enter");
      const faces = await dieValues(page.getByTestId("dice-faces"));
      expect(faces).toHaveLength(2);
      const total = Number(await page.getByTestId("dice-total").textContent());
      expect(total).toBe(Number(faces[0]) * 10 + Number(faces[1]) || 100);
      expect(await page.getByTestId("dice-seed-used").textContent()).toMatch(/^-?\d+$/);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows the RingsideError message for an expression it cannot read", async () => {
    const { page, errors } = await openPage(browser, "/core/dice");
    try {
      await page.getByLabel("Dice expression", { exact: true }).fill("3x6");
      await page.getByRole("button", { name: "Roll", exact: true }).click();
      const alert = page.getByTestId("dice-error");
      await alert.waitFor();
      expect(await alert.textContent()).toContain('parseDice: cannot read "3x6"');
      await page.getByLabel("Dice expression", { exact: true }).fill("0d6");
      await page.getByRole("button", { name: "Roll", exact: true }).click();
      expect(await alert.textContent()).toContain("dice count must be 1..100");
      expect(await page.getByTestId("dice-faces").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the deck demo (/core/decks)", () => {
  const count = async (page: Page, id: string): Promise<number> =>
    Number(await page.getByTestId(id).textContent());

  it("shuffles, draws, discards and reshuffles the discards back in", async () => {
    const { page, errors } = await openPage(browser, "/core/decks");
    try {
      await page.getByLabel("Seed", { exact: true }).fill("7");
      await page.getByRole("button", { name: "Shuffle a new deck" }).click();
      expect(await count(page, "deck-draw-count")).toBe(12);
      expect(await count(page, "deck-discard-count")).toBe(0);
      expect(await count(page, "deck-reshuffles")).toBe(0);

      await page.getByRole("button", { name: "Draw a card" }).click();
      expect(await count(page, "deck-draw-count")).toBe(11);
      expect(await count(page, "deck-hand-count")).toBe(1);
      const firstCard = await page.getByTestId("deck-hand").textContent();

      await page.getByRole("button", { name: "Draw up to 5" }).click();
      expect(await count(page, "deck-draw-count")).toBe(7);
      expect(await count(page, "deck-hand-count")).toBe(5);

      await page.getByRole("button", { name: "Discard the hand" }).click();
      expect(await count(page, "deck-hand-count")).toBe(0);
      expect(await count(page, "deck-discard-count")).toBe(5);

      // Seven left: one hand of five, then two cards, then the discards come back.
      await page.getByRole("button", { name: "Draw up to 5" }).click();
      expect(await count(page, "deck-draw-count")).toBe(2);
      await page.getByRole("button", { name: "Discard the hand" }).click();
      expect(await count(page, "deck-discard-count")).toBe(10);
      await page.getByRole("button", { name: "Draw up to 5" }).click();
      expect(await count(page, "deck-reshuffles")).toBe(1);
      expect(await count(page, "deck-hand-count")).toBe(5);
      expect(await count(page, "deck-discard-count")).toBe(0);
      expect(await count(page, "deck-draw-count")).toBe(7);
      expect(await page.getByTestId("deck-last-action").textContent()).toContain(
        "shuffling the discards back in",
      );
      expect(errors).toEqual([]);
      await screenshot(page, "core-decks");

      // The same seed deals the same first card.
      await page.getByRole("button", { name: "Shuffle a new deck" }).click();
      await page.getByRole("button", { name: "Draw a card" }).click();
      expect(await page.getByTestId("deck-hand").textContent()).toBe(firstCard);
    } finally {
      await page.close();
    }
  });

  it("works from the keyboard alone", async () => {
    const { page, errors } = await openPage(browser, "/core/decks");
    try {
      await page.getByLabel("Seed", { exact: true }).focus();
      await page.keyboard.press("Enter"); // submits: shuffle
      await page.getByTestId("deck-draw-count").waitFor();
      await page.keyboard.press("Tab"); // the shuffle button
      await page.keyboard.press("Tab"); // draw a card
      await page.keyboard.press("Enter");
      expect(await count(page, "deck-hand-count")).toBe(1);
      await page.keyboard.press("Tab"); // draw up to 5
      await page.keyboard.press("Space");
      expect(await count(page, "deck-hand-count")).toBe(5);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
