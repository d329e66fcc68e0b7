import { expect, it } from "vitest";
import { recordingDice } from "@ringside/core";
import type { PowerhousesEvent } from "../types.js";
import { afterComeBack, comeBack, comeBackDue, wornDown } from "./comeBack.js";
import { bruno, dice } from "../../test/ruleFixtures.js";

it("worn down to two dice: a Come-Back roll, and a set wins a die back", () => {
  expect(wornDown(5)).toBe(4);
  expect(comeBackDue(wornDown(3))).toBe(true);
  expect(comeBackDue(wornDown(4))).toBe(false);
  expect(afterComeBack(true)).toBe(3);
  expect(afterComeBack(false)).toBe(2);
});

it("rolls two dice: a pair (or Fan Support with anything) is a set", () => {
  const events: PowerhousesEvent[] = [];
  expect(comeBack("blue", bruno, dice(1, 2), events)).toBe(3);
  expect(comeBack("blue", bruno, dice(5, 6), events)).toBe(3);
  expect(comeBack("blue", bruno, dice(3, 4), events)).toBe(2);
  expect(events[2]).toEqual({
    type: "come-back",
    player: "blue",
    faces: [3, 4],
    matched: false,
    diceLeft: 2,
  });
});

it("labels its two dice as the come-back roll of its player", () => {
  const rec = recordingDice(dice(3, 4));
  comeBack("blue", bruno, rec, []);
  expect(rec.rolls.map((r) => r.label)).toEqual(["blue come-back 1/2", "blue come-back 2/2"]);
});
