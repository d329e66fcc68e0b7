import { describe, expect, it } from "vitest";
import {
  d10,
  d20,
  d4,
  d6,
  readPercentile,
  recordingDice,
  rollDie,
  rollPercentile,
  rollPool,
  rollSum,
  seededDice,
  withDice,
  type DiceSource,
} from "@ringside/core";

/** What a helper asked the source for: range and label of every roll. */
const asked = (roll: (dice: DiceSource) => unknown) => {
  const dice = recordingDice(seededDice(4));
  roll(dice);
  return dice.rolls.map(({ min, max, label }) => ({ min, max, label }));
};

describe("every roll helper asks the source for its range and passes the label on", () => {
  it("the named dice and rollDie", () => {
    expect(asked((d) => d4(d, "a"))).toEqual([{ min: 1, max: 4, label: "a" }]);
    expect(asked((d) => d6(d, "b"))).toEqual([{ min: 1, max: 6, label: "b" }]);
    expect(asked((d) => d10(d, "c"))).toEqual([{ min: 1, max: 10, label: "c" }]);
    expect(asked((d) => d20(d, "e"))).toEqual([{ min: 1, max: 20, label: "e" }]);
    expect(asked((d) => rollDie(d, 12, "f"))).toEqual([{ min: 1, max: 12, label: "f" }]);
    expect(asked((d) => rollDie(d, 3))).toEqual([{ min: 1, max: 3, label: undefined }]);
  });

  it("pools and sums number their dice in the label, and leave an unlabelled roll unlabelled", () => {
    expect(asked((d) => rollPool(d, 2, 8, "hit"))).toEqual([
      { min: 1, max: 8, label: "hit 1/2" },
      { min: 1, max: 8, label: "hit 2/2" },
    ]);
    expect(asked((d) => rollSum(d, 2, 8, "dmg"))).toEqual([
      { min: 1, max: 8, label: "dmg 1/2" },
      { min: 1, max: 8, label: "dmg 2/2" },
    ]);
    expect(asked((d) => rollPool(d, 1, 6)).map((r) => r.label)).toEqual([undefined]);
    expect(asked((d) => rollSum(d, 1, 6)).map((r) => r.label)).toEqual([undefined]);
    expect(rollPool(seededDice(1), 0, 6)).toEqual([]);
    expect(rollSum(seededDice(1), 0, 6)).toBe(0);
  });

  it("a sum is the sum of the faces a pool of the same dice shows", () => {
    for (const seed of [1, 2, 3]) {
      const faces = rollPool(seededDice(seed), 5, 6);
      expect(rollSum(seededDice(seed), 5, 6)).toBe(faces.reduce((a, b) => a + b, 0));
      expect(faces.every((f) => f >= 1 && f <= 6)).toBe(true);
    }
  });

  it("a percentile roll: tens then ones from 0 to 9, labelled; 0 and 0 read as 100", () => {
    expect(asked((d) => rollPercentile(d, "hit"))).toEqual([
      { min: 0, max: 9, label: "hit tens" },
      { min: 0, max: 9, label: "hit ones" },
    ]);
    expect(asked((d) => rollPercentile(d)).map((r) => r.label)).toEqual(["d100 tens", "d100 ones"]);
    expect(readPercentile(0, 0)).toEqual({ tens: 0, ones: 0, value: 100 });
    expect(readPercentile(0, 7).value).toBe(7);
    expect(readPercentile(7, 0).value).toBe(70);
    expect(readPercentile(9, 9).value).toBe(99);
  });

  it("withDice hands the action dice opened from the state, and returns what it left", () => {
    const start = seededDice(9).save();
    const [face, next] = withDice(start, (dice) => d6(dice));
    const again = seededDice(9);
    expect(face).toBe(d6(again));
    expect(next).toEqual(again.save());
  });
});
