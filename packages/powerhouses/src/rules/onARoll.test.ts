import { describe, expect, it } from "vitest";
import { recordingDice } from "@ringside/core";
import type { RollEvent, RollState } from "../rollTypes.js";
import { countMatching, freeAfterFirstSet, freeAfterRollOn, isOverTheTop, rollOn } from "./onARoll.js";
import { bruno, brunoRoll, dice } from "../../test/ruleFixtures.js";

describe("on a roll and over the top", () => {
  it("follows the Extended Example's dice", () => {
    // Five dice, a set of three: two free. Then one of two matches: one free. It matches too:
    // all five aside, Over the Top, four go back.
    expect(freeAfterFirstSet(5, 3)).toBe(2);
    expect(freeAfterRollOn(5, 2, 1)).toBe(1);
    expect(isOverTheTop(1, 1)).toBe(true);
    expect(freeAfterRollOn(5, 1, 1)).toBe(4);
  });

  it("a first roll of all matching dice leaves one aside", () => {
    expect(freeAfterFirstSet(2, 2)).toBe(1);
    expect(freeAfterFirstSet(5, 5)).toBe(4);
  });

  it("plays the Extended Example's rolls on after three Brawling: 5-6, then 3 (Over the Top), then 2-2-4-6", () => {
    const events: RollEvent[] = [];
    let roll: RollState = { ...brunoRoll(), stage: "decide", ability: "Brawling", count: 3, free: 2 };
    roll = rollOn(roll, bruno, dice(5, 6), events);
    expect(roll).toMatchObject({ count: 4, free: 1, faces: [5, 6] });
    roll = rollOn(roll, bruno, dice(3), events);
    expect(roll).toMatchObject({ count: 5, free: 4 });
    roll = rollOn(roll, bruno, dice(2, 2, 4, 6), events);
    expect(roll).toMatchObject({ count: 6, free: 3, stage: "decide" });
    expect(events.map((e) => e.type)).toEqual(["rolled", "rolled", "over-the-top", "rolled"]);
    // 1-2-4 for Brawling: no match, bust from ten to nine (the example's last throw).
    const bust = rollOn({ ...roll, count: 10 }, bruno, dice(1, 2, 4), events);
    expect(bust).toMatchObject({ stage: "done", ended: "bust", count: 9 });
  });
});

it("counts nothing toward no ability, not even Fan Support", () => {
  // Bruno's 6 is Fan Support, which counts toward any ability once one is chosen.
  expect(countMatching(bruno, [6, 6, 1], "Strength")).toBe(3);
  expect(countMatching(bruno, [6, 6, 1], null)).toBe(0);
});

it("labels the dice it rolls on as its player's and role's reroll", () => {
  const rec = recordingDice(dice(5, 6));
  rollOn({ ...brunoRoll(), stage: "decide", ability: "Brawling", count: 3, free: 2 }, bruno, rec, []);
  expect(rec.rolls.map((r) => r.label)).toEqual(["red attack reroll 1/2", "red attack reroll 2/2"]);
});
