import { recordingDice, scriptedDice, type DiceSource } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { LEVERAGE_DICE, leverageCheck, RESTHOLD_MAX_LEVEL, restholdGain } from "./leverage.js";
import { rollDamage } from "./damage.js";

describe("Leverage and restholds (¶38, ¶103)", () => {
  it("Leverage is a SAV check and adds one Basic Die", () => {
    expect(leverageCheck(scriptedDice([3, 0]), 40).grade).toBe("success"); // 30 against 40
    expect(leverageCheck(scriptedDice([5, 0]), 40).grade).toBe("failure"); // 50 against 40
    const attacker = { POW: 0, HDB: 0, WDB: 0 };
    const plain = rollDamage(scriptedDice([4]), { force: "B", attacker, defenderWDB: 0 });
    const levered = rollDamage(scriptedDice([4, 4]), {
      force: "B",
      attacker,
      defenderWDB: 0,
      extraBasic: LEVERAGE_DICE,
    });
    expect(levered.total - plain.total).toBe(4);
  });
  it("a resthold is a Level I–II hold, −1 a die, and gives REC back up to the cap", () => {
    expect(RESTHOLD_MAX_LEVEL).toBe(2);
    const attacker = { POW: 0, HDB: 0, WDB: 0 };
    expect(
      rollDamage(scriptedDice([4, 4]), { force: "BB", attacker, defenderWDB: 0, resthold: true }).total,
    ).toBe(6);
    expect(restholdGain(3, 50, 60)).toBe(3);
    expect(restholdGain(3, 59, 60)).toBe(1);
    expect(restholdGain(3, 60, 60)).toBe(0);
  });
});

/** The labels of the dice a call rolled. */
const labelsOf = (roll: (dice: DiceSource) => unknown, faces: readonly number[]): (string | undefined)[] => {
  const dice = recordingDice(scriptedDice(faces));
  roll(dice);
  return dice.rolls.map((r) => r.label);
};

describe("Leverage and restholds at their edges", () => {
  it("labels the Leverage roll; a resthold never takes away what is over the cap", () => {
    expect(labelsOf((d) => leverageCheck(d, 40), [3, 0])).toEqual([
      "leverage (SAV) tens",
      "leverage (SAV) ones",
    ]);
    expect(restholdGain(3, 70, 60)).toBe(0);
    expect(restholdGain(-2, 10, 60)).toBe(0);
    expect(LEVERAGE_DICE).toBe(1);
  });
});
