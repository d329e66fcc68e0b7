import type { DiceSource, DiceState } from "../dice/DiceSource.js";
import { SeededDice } from "../dice/xoroshiroDice.js";

/**
 * The dice state a step saves into its new state: `before` (the dice of the state the step started
 * from) itself when the step rolled nothing, so that the two states share one frozen dice state;
 * else `dice.save()`. A step rolled nothing when its seeded source still holds the very words
 * `before` saved; any other source is saved anew.
 */
export function savedDice(dice: DiceSource, before: DiceState | undefined): DiceState {
  if (before !== undefined && before.kind === "seeded" && dice instanceof SeededDice) {
    const rng = before.rng;
    if (rng[0] === dice.s01 && rng[1] === dice.s00 && rng[2] === dice.s11 && rng[3] === dice.s10)
      return before;
  }
  return dice.save();
}
