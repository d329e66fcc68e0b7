import { RingsideError } from "../errors/RingsideError.js";
import type { DiceSource, DiceState } from "./DiceSource.js";

/**
 * A dice source that gives the listed faces in order: the way to replay a published example.
 * A face outside the range asked for, or asking past the end of the script, throws a
 * {@link RingsideError} (`DICE_FACE_OUT_OF_RANGE`, `DICE_SCRIPT_EXHAUSTED`) naming the roll.
 *
 * @param faces - the faces, in the order the game rolls them
 * @param next - how many faces were already used (to resume a saved script)
 */
export function scriptedDice(faces: readonly number[], next = 0): DiceSource {
  const script = [...faces];
  let used = next;
  return {
    int(min, max, label) {
      const name = `roll #${used + 1}${label === undefined ? "" : ` (${label})`}`;
      const face = script[used];
      if (face === undefined) {
        throw new RingsideError("DICE_SCRIPT_EXHAUSTED", "Scripted dice ran out", [
          {
            path: `faces[${used}]`,
            message: `${name} asks for a face in ${min}..${max}, but the script holds only ${script.length} faces`,
          },
        ]);
      }
      if (!Number.isInteger(face) || face < min || face > max) {
        throw new RingsideError("DICE_FACE_OUT_OF_RANGE", "Scripted face out of range", [
          {
            path: `faces[${used}]`,
            message: `${name} needs a face in ${min}..${max}, the script gives ${face}`,
          },
        ]);
      }
      used++;
      return face;
    },
    save: (): DiceState => ({ kind: "scripted", faces: script, next: used }),
  };
}
