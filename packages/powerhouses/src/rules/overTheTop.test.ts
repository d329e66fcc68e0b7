import { expect, it } from "vitest";
import type { RollEvent } from "../rollTypes.js";
import { isOverTheTop, overTheTop, rerollOverTheTop } from "./overTheTop.js";
import { brunoRoll } from "../../test/ruleFixtures.js";

it("every die aside: one stays, the others may be thrown again", () => {
  expect(isOverTheTop(1, 1)).toBe(true);
  expect(isOverTheTop(2, 1)).toBe(false);
  expect(rerollOverTheTop(5)).toBe(4);
  expect(rerollOverTheTop(2)).toBe(1);
  const events: RollEvent[] = [];
  overTheTop({ ...brunoRoll(), ability: "Brawling" }, 5, 4, events);
  expect(events).toEqual([{ type: "over-the-top", player: "red", ability: "Brawling", count: 5, reroll: 4 }]);
});
