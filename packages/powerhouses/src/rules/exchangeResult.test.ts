import { describe, expect, it } from "vitest";
import type { RollState } from "../rollTypes.js";
import type { PowerhousesEvent, PowerhousesState } from "../types.js";
import { defenceEnded, exchangeResult } from "./exchangeResult.js";
import { dice, exchangeState } from "../../test/ruleFixtures.js";

/** Red attacked with `attack`; blue (holding `blueDice`) ends his defence with `defence`. */
function settle(attack: number, defence: number, blueDice = 5, faces: number[] = []) {
  const state: PowerhousesState = {
    ...exchangeState(5, blueDice),
    phase: "defence",
    attack: { total: attack, ability: "Strength" },
  };
  const roll: RollState = {
    ...state.roll!,
    player: "blue",
    role: "defence",
    dice: blueDice,
    stage: "done",
    ability: "Brawling",
    count: defence,
    ended: "quit",
  };
  const events: PowerhousesEvent[] = [];
  return { next: defenceEnded(state, roll, dice(...faces), events), events };
}

describe("the result of an exchange", () => {
  it("a higher attack wears down, equal totals resist, a higher defence reverses", () => {
    expect(exchangeResult(5, 3)).toBe("wear-down");
    expect(exchangeResult(4, 4)).toBe("resistance");
    expect(exchangeResult(0, 0)).toBe("resistance");
    expect(exchangeResult(2, 6)).toBe("reversal");
  });

  it("a Wear Down costs the defender a die and the attacker goes again", () => {
    const { next, events } = settle(5, 3);
    expect(next).toMatchObject({ diceLeft: { red: 5, blue: 4 }, attacker: "red", exchanges: 1 });
    expect(events.map((e) => e.type)).toEqual(["announced", "wear-down", "exchange-started"]);
  });

  it("a Resistance costs nothing; a Reversal makes the defender the attacker", () => {
    expect(settle(4, 4).next).toMatchObject({ diceLeft: { red: 5, blue: 5 }, attacker: "red" });
    expect(settle(2, 6).next).toMatchObject({ diceLeft: { red: 5, blue: 5 }, attacker: "blue" });
  });

  it("worn down to two dice, the defender rolls his Come-Back at once; to one, he has lost", () => {
    expect(settle(5, 3, 3, [3, 6]).next.diceLeft.blue).toBe(3);
    expect(settle(5, 3, 3, [1, 3]).next.diceLeft.blue).toBe(2);
    const { next } = settle(5, 3, 2);
    expect(next).toMatchObject({ phase: "over", roll: null, result: { winner: "red", method: "pinfall" } });
  });
});
