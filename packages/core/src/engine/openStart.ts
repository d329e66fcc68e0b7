/**
 * The dice a match starts from, as `start` takes them from its caller.
 *
 * @module
 */
import type { DiceSource } from "../dice/DiceSource.js";
import { openDice } from "../dice/openDice.js";
import { Problems } from "../errors/problems.js";
import { RingsideError } from "../errors/RingsideError.js";
import { checkInput } from "../validate/parseInput.js";
import { diceStateSchema } from "../validate/diceStateSchema.js";

/**
 * Opens the dice a match starts from, refusing anything but a safe integer seed or a dice state.
 *
 * A fast path opens its dice with it, so that it refuses what the Game API's `start` refuses.
 *
 * @example
 * ```ts
 * const dice = openStart("mygame", 42); // seeded dice
 * openStart("mygame", { kind: "scripted", faces: [6, 6], next: 0 }).int(1, 6); // 6
 * ```
 * @throws RingsideError `INVALID_ARGUMENT` for any other seed or dice state.
 */
export function openStart(id: string, start: unknown): DiceSource {
  if (typeof start === "number") {
    if (!Number.isSafeInteger(start)) {
      throw new RingsideError("INVALID_ARGUMENT", `${id}: invalid seed`, [
        { path: "dice", message: `a seed is a safe integer, got ${String(start)}` },
      ]);
    }
    return openDice(start);
  }
  const problems = new Problems();
  const state = checkInput(diceStateSchema, start, "dice", problems);
  if (state === undefined || !problems.ok) {
    throw new RingsideError(
      "INVALID_ARGUMENT",
      `${id}: invalid starting dice`,
      problems.ok ? "not a dice state" : problems.list,
    );
  }
  return openDice(state);
}
