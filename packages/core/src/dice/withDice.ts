import { functionArgument } from "../errors/arguments.js";
import type { DiceSource, DiceState } from "./DiceSource.js";
import { openDice } from "./openDice.js";

/**
 * The pure wrapper around the mutable dice (in the spirit of pure-rand's `purify`): opens `state`,
 * runs `action` with it and returns the action's result with the next dice state. The input state
 * is left untouched, so the same state always gives the same result.
 *
 * @example
 * const [faces, next] = withDice(state, (dice) => rollPool(dice, 3, 6));
 * @throws RingsideError `INVALID_STATE` when `state` is not a dice state, `INVALID_ARGUMENT` when
 * `action` is not a function.
 */
export function withDice<T>(state: DiceState, action: (dice: DiceSource) => T): [result: T, next: DiceState] {
  functionArgument("withDice", "action", action);
  const dice = openDice(state);
  const result = action(dice);
  return [result, dice.save()];
}
