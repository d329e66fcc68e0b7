import { RingsideError } from "../errors/RingsideError.js";
import { isRecord } from "../errors/guards.js";
import { isRngState } from "../rng/Rng.js";
import type { DiceSource, DiceState } from "./DiceSource.js";
import { scriptedDice } from "./scriptedDice.js";
import { seededDice, seededDiceFromState } from "./seededDice.js";

/**
 * Opens a dice source from a saved {@link DiceState}, or from an integer seed. Engines call this at
 * the start of every move and store `source.save()` in the state they return.
 */
export function openDice(state: DiceState | number): DiceSource {
  if (typeof state === "number") return seededDice(state);
  if (isRecord(state) && state.kind === "seeded" && isRngState(state.rng)) {
    return seededDiceFromState(state);
  }
  if (
    isRecord(state) &&
    state.kind === "scripted" &&
    Array.isArray(state.faces) &&
    Number.isInteger(state.next)
  ) {
    return scriptedDice(state.faces, state.next);
  }
  throw new RingsideError("INVALID_STATE", "openDice: not a dice state", [
    {
      path: "dice",
      message: "expected a seed, { kind: 'seeded', rng } or { kind: 'scripted', faces, next }",
    },
  ]);
}

/** A fresh {@link DiceState}: seeded from an integer, or scripted from a list of faces. */
export function diceState(seedOrFaces: number | readonly number[]): DiceState {
  return typeof seedOrFaces === "number"
    ? seededDice(seedOrFaces).save()
    : { kind: "scripted", faces: [...seedOrFaces], next: 0 };
}
