import { badArgument, diceArgument, shown } from "../errors/arguments.js";
import { isIntIn, isRecord } from "../errors/guards.js";
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
 *
 * @example
 * rollDice(seededDice(7), "2d6+1"); // { expression: { count: 2, sides: 6, modifier: 1 }, faces: [1, 1], total: 3 }
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not a dice source or the expression is
 * not one {@link parseDice} reads (an expression object is held to the same limits).
 */
export function rollDice(dice: DiceSource, expression: string | DiceExpression): DiceRoll {
  diceArgument("rollDice", dice);
  const expr = typeof expression === "string" ? parseDice(expression) : checkExpression(expression);
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

/** True for an expression object within parseDice's limits. */
function isExpression(value: unknown): value is DiceExpression {
  return (
    isRecord(value) &&
    isIntIn(value.count, 1, 100) &&
    isIntIn(value.sides, 2, 1000) &&
    isIntIn(value.modifier, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  );
}

/** An expression object within parseDice's limits, or `INVALID_ARGUMENT`. */
function checkExpression(expression: unknown): DiceExpression {
  if (isExpression(expression)) return expression;
  return badArgument(
    "rollDice",
    "expression",
    `expected "NdS+K" or { count: 1..100, sides: 2..1000, modifier }, got ${shown(expression)}`,
  );
}
