import { diceArgument } from "../errors/arguments.js";
import type { DiceSource, RecordedRoll } from "./DiceSource.js";

/** A dice source that passes every roll through to another source and keeps a log of them. */
export interface RecordingDice extends DiceSource {
  /** Every roll made so far, oldest first. */
  readonly rolls: readonly RecordedRoll[];
}

/**
 * Wraps `inner` so that every roll is recorded (its range, face and label).
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `inner` is not a dice source.
 */
export function recordingDice(inner: DiceSource): RecordingDice {
  diceArgument("recordingDice", inner);
  const rolls: RecordedRoll[] = [];
  return {
    rolls,
    int(min, max, label) {
      const value = inner.int(min, max, label);
      rolls.push(label === undefined ? { min, max, value } : { min, max, value, label });
      return value;
    },
    save: () => inner.save(),
  };
}
