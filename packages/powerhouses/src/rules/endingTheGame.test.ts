import { expect, it } from "vitest";
import type { PowerhousesEvent } from "../types.js";
import { isPinned, pinned, STARTING_DICE } from "./endingTheGame.js";
import { exchangeState } from "../../test/ruleFixtures.js";

it("five dice each; down to one die, the match is over at once and the other wrestler wins", () => {
  expect(STARTING_DICE).toBe(5);
  expect(isPinned(1)).toBe(true);
  expect(isPinned(2)).toBe(false);
  const events: PowerhousesEvent[] = [];
  const over = pinned(exchangeState(4, 2), "red", events);
  expect(over).toMatchObject({ phase: "over", roll: null, attack: null, diceLeft: { red: 4, blue: 1 } });
  expect(over.result).toEqual({ winner: "red", method: "pinfall", detail: "worn down to one die" });
  expect(events).toEqual([{ type: "match-ended", winner: "red", loser: "blue", result: over.result }]);
});
