import { expect, it } from "vitest";
import type { RollEvent } from "../rollTypes.js";
import { bustTotal, goBust } from "./goingBust.js";
import { brunoRoll } from "../../test/ruleFixtures.js";

it("going bust costs one match, never going below zero", () => {
  // The Extended Example: ten matches, a bust, nine.
  expect(bustTotal(10)).toBe(9);
  expect(bustTotal(2)).toBe(1);
  expect(bustTotal(0)).toBe(0);
});

it("a bust ends the roll and reports the count before and after", () => {
  const events: RollEvent[] = [];
  const roll = goBust({ ...brunoRoll(), stage: "decide", ability: "Brawling", count: 10, free: 3 }, events);
  expect(roll).toMatchObject({ stage: "done", ended: "bust", count: 9, choices: [] });
  expect(events).toEqual([
    { type: "went-bust", player: "red", role: "attack", ability: "Brawling", before: 10, count: 9 },
  ]);
});
