import { RingsideError } from "../errors/RingsideError.js";
import { isRecord } from "../errors/guards.js";
import { isRngState } from "../rng/Rng.js";
import type { DiceSource, DiceState } from "./DiceSource.js";
import { scriptedDice, scriptProblem } from "./scriptedDice.js";
import { badArgument, isArray, shown } from "../errors/arguments.js";
import { seededDice, seededDiceFromState } from "./seededDice.js";

/**
 * Opens a dice source from a saved {@link DiceState}, or from an integer seed. Engines call this at
 * the start of every move and store `source.save()` in the state they return.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for a seed that is not a safe integer; `INVALID_STATE`
 * for anything that is not a valid dice state (faces that are not whole numbers, a position past
 * the script, RNG words that are not 32-bit integers).
 */
export function openDice(state: DiceState | number): DiceSource {
  if (typeof state === "number") return seededDice(state);
  if (isRecord(state) && state.kind === "seeded" && isRngState(state.rng)) {
    return seededDiceFromState(state);
  }
  if (isRecord(state) && state.kind === "scripted") {
    const problem = scriptProblem(state.faces, state.next);
    if (problem !== null) {
      throw new RingsideError("INVALID_STATE", "openDice: not a dice state", [
        { path: `dice.${problem.path}`, message: problem.message },
      ]);
    }
    return scriptedDice(state.faces, state.next);
  }
  throw new RingsideError("INVALID_STATE", "openDice: not a dice state", [
    {
      path: "dice",
      message: "expected a seed, { kind: 'seeded', rng } or { kind: 'scripted', faces, next }",
    },
  ]);
}

/**
 * A fresh {@link DiceState}: seeded from an integer, or scripted from a list of faces.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for a seed that is not a safe integer or faces that are
 * not whole numbers.
 */
export function diceState(seedOrFaces: number | readonly number[]): DiceState {
  if (typeof seedOrFaces === "number") return seededDice(seedOrFaces).save();
  if (!isArray(seedOrFaces)) {
    badArgument(
      "diceState",
      "seedOrFaces",
      `expected a seed or an array of faces, got ${shown(seedOrFaces)}`,
    );
  }
  return scriptedDice(seedOrFaces).save();
}
