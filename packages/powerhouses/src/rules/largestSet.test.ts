import { describe, expect, it } from "vitest";
import { recordingDice } from "@ringside/core";
import type { RollEvent } from "../rollTypes.js";
import { firstRoll, largestSetsOf, pickSet } from "./largestSet.js";
import { bruno, brunoRoll, dice } from "../../test/ruleFixtures.js";

// Bruno's faces: 1–2 Strength, 3 Brawling, 4 Martial Arts, 5 Technical Ability, 6 Fan Support.
describe("the largest set first", () => {
  it("reads the text's examples with Bruno's dice", () => {
    // 1-3-3-5-4: a Brawling pair.
    expect(largestSetsOf(bruno, [1, 3, 3, 5, 4])).toEqual({ size: 2, abilities: ["Brawling"] });
    // 1-2-3-5-4: a Strength pair (faces 1 and 2 both read Strength).
    expect(largestSetsOf(bruno, [1, 2, 3, 5, 4])).toEqual({ size: 2, abilities: ["Strength"] });
    // 1-2-3-4-6: three Strength, Fan Support joining the pair.
    expect(largestSetsOf(bruno, [1, 2, 3, 4, 6])).toEqual({ size: 3, abilities: ["Strength"] });
  });

  it("offers every ability tied for the largest set, and Fan Support joins each of them", () => {
    expect(largestSetsOf(bruno, [1, 2, 4, 4, 6])).toEqual({
      size: 3,
      abilities: ["Martial Arts", "Strength"],
    });
  });

  it("no two dice alike is no set; a lone Fan Support with a single ability is a pair", () => {
    expect(largestSetsOf(bruno, [1, 3, 4, 5])).toEqual({ size: 0, abilities: [] });
    expect(largestSetsOf(bruno, [3, 6])).toEqual({ size: 2, abilities: ["Brawling"] });
    // Two Fan Supports alone make a pair for any ability: all five are offered.
    expect(largestSetsOf(bruno, [6, 6]).size).toBe(2);
    expect(largestSetsOf(bruno, [6, 6]).abilities).toHaveLength(5);
  });
});

describe("the first roll of a turn", () => {
  it("keeps the Extended Example's three Brawling (2-3-3-4-6: the 6 goes with the 3s), two dice free", () => {
    const events: RollEvent[] = [];
    const roll = firstRoll(brunoRoll(), bruno, dice(2, 3, 3, 4, 6), events);
    expect(roll).toMatchObject({ stage: "decide", ability: "Brawling", count: 3, free: 2 });
    expect(events.map((e) => e.type)).toEqual(["rolled", "set-chosen"]);
  });

  it("leaves equal largest sets to the roller's pick, then keeps the picked one", () => {
    const events: RollEvent[] = [];
    // 1-2-4-4-6: Strength and Martial Arts make three each with the Fan Support.
    const roll = firstRoll(brunoRoll(), bruno, dice(1, 2, 4, 4, 6), events);
    expect(roll).toMatchObject({ stage: "choose", choices: ["Martial Arts", "Strength"], count: 0 });
    const picked = pickSet(roll, bruno, "Martial Arts", events);
    expect(picked).toMatchObject({
      stage: "decide",
      ability: "Martial Arts",
      count: 3,
      free: 2,
      choices: [],
    });
  });

  it("goes bust at once without two dice alike, and Over the Top when every die matches", () => {
    expect(firstRoll(brunoRoll("attack", 4), bruno, dice(1, 3, 4, 5), [])).toMatchObject({
      stage: "done",
      count: 0,
    });
    const events: RollEvent[] = [];
    const all = firstRoll(brunoRoll("attack", 3), bruno, dice(3, 3, 6), events);
    expect(all).toMatchObject({ count: 3, free: 2 });
    expect(events.at(-1)).toEqual({
      type: "over-the-top",
      player: "red",
      ability: "Brawling",
      count: 3,
      reroll: 2,
    });
  });

  it("reads faces outside 1..6 as nothing", () => {
    expect(largestSetsOf(bruno, [0, 7, 3, 3.5])).toEqual({ size: 0, abilities: [] });
  });
});

it("labels the first roll's dice with its player and role", () => {
  const rec = recordingDice(dice(1, 1, 3, 4, 5));
  firstRoll(brunoRoll(), bruno, rec, []);
  expect(rec.rolls.map((r) => r.label)).toEqual([1, 2, 3, 4, 5].map((i) => `red attack first roll ${i}/5`));
});
