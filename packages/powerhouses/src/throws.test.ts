import { recordingDice, rollPool, seededDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { COME_BACK, FIRST_ROLL, REROLL, throwDice } from "./throws.js";

/** The faces and die names of a throw, as a recording source sees it. */
const recorded = (throwIt: (dice: ReturnType<typeof recordingDice>) => number[]) => {
  const dice = recordingDice(seededDice(7));
  const faces = throwIt(dice);
  return { faces, rolls: dice.rolls };
};

describe("throwDice: the dice of every throw, named once", () => {
  it("draws and names each die as core's rollPool does", () => {
    const throws = [
      { count: 5, what: FIRST_ROLL.red["take-down"], name: "red take-down first roll" },
      { count: 3, what: REROLL.blue.defence, name: "blue defence reroll" },
      { count: 4, what: REROLL.red.attack, name: "red attack reroll" },
      { count: 2, what: COME_BACK.blue, name: "blue come-back" },
      { count: 7, what: FIRST_ROLL.blue.practice, name: "blue practice first roll" },
    ];
    for (const { count, what, name } of throws) {
      const ours = recorded((dice) => throwDice(dice, count, what));
      expect(ours).toEqual(recorded((dice) => rollPool(dice, count, 6, name)));
      expect(ours.rolls.at(-1)?.label).toBe(`${name} ${count}/${count}`);
    }
  });
});
