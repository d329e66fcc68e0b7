import type { DiceSource } from "./DiceSource.js";
import { parseDice, type DiceExpression } from "./parseDice.js";
import { rollPercentile } from "./rollPercentile.js";

/** The outcome of {@link rollDice}: every face and the total with its modifier. */
export interface DiceRoll {
  readonly expression: DiceExpression;
  /** The faces in order. For `d100` these are the tens and ones dice (0..9 each). */
  readonly faces: readonly number[];
  readonly total: number;
}

/**
 * Rolls a dice expression such as `"3d6"` or `"d100"` (percentile: two d10 read as tens and ones).
 */
export function rollDice(dice: DiceSource, expression: string | DiceExpression): DiceRoll {
  const expr = typeof expression === "string" ? parseDice(expression) : expression;
  if (expr.count === 1 && expr.sides === 100) {
    const roll = rollPercentile(dice);
    return { expression: expr, faces: [roll.tens, roll.ones], total: roll.value + expr.modifier };
  }
  const faces: number[] = [];
  let total = expr.modifier;
  for (let i = 0; i < expr.count; i++) {
    const face = dice.int(1, expr.sides);
    faces.push(face);
    total += face;
  }
  return { expression: expr, faces, total };
}
