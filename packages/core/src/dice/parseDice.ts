import { RingsideError } from "../errors/RingsideError.js";
import { stringArgument, shown } from "../errors/arguments.js";

/** A parsed dice expression such as `3d6`, `2d10+1` or `d100`. */
export interface DiceExpression {
  readonly count: number;
  readonly sides: number;
  readonly modifier: number;
}

const PATTERN = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;

/**
 * Parses `NdS`, `NdS+K` or `NdS-K` (N defaults to 1). Throws `INVALID_ARGUMENT` naming the
 * expression when it is not one of those, or asks for 0 or more than 100 dice, or dice of fewer
 * than 2 or more than 1000 sides (and when `expression` is not a string).
 */
export function parseDice(expression: string): DiceExpression {
  stringArgument("parseDice", "expression", expression);
  const match = PATTERN.exec(expression);
  const fail = (message: string): never => {
    throw new RingsideError("INVALID_ARGUMENT", `parseDice: cannot read ${shown(expression)}`, [
      { path: "expression", message },
    ]);
  };
  if (match === null) return fail("expected NdS, NdS+K or NdS-K, e.g. 3d6 or d100");
  const count = match[1] === "" || match[1] === undefined ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  const modifier = match[4] === undefined ? 0 : Number(match[4]) * (match[3] === "-" ? -1 : 1);
  if (count < 1 || count > 100) fail(`dice count must be 1..100, got ${count}`);
  if (sides < 2 || sides > 1000) fail(`sides must be 2..1000, got ${sides}`);
  return { count, sides, modifier };
}
