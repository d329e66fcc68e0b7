import { badArgument, isArray, rangeArguments, shown } from "../errors/arguments.js";
import { RingsideError } from "../errors/RingsideError.js";
import type { DiceSource, DiceState } from "./DiceSource.js";

/**
 * What is wrong with a script of faces and its position, or null when nothing is: the faces must
 * be an array of safe integers without holes, `next` a whole number from 0 to their count.
 * Internal to core (shared with {@link openDice}).
 */
export function scriptProblem(faces: unknown, next: unknown): { path: string; message: string } | null {
  if (!isArray(faces)) return { path: "faces", message: `expected an array of faces, got ${shown(faces)}` };
  for (let i = 0; i < faces.length; i++) {
    const face: unknown = faces[i];
    if (typeof face !== "number" || !Number.isSafeInteger(face)) {
      return { path: `faces[${i}]`, message: `expected a whole number, got ${shown(face)}` };
    }
  }
  if (typeof next !== "number" || !Number.isSafeInteger(next) || next < 0 || next > faces.length) {
    return { path: "next", message: `expected a whole number in 0..${faces.length}, got ${shown(next)}` };
  }
  return null;
}

/**
 * A dice source that gives the listed faces in order: the way to replay a published example.
 * A face outside the range asked for, or asking past the end of the script, throws a
 * {@link RingsideError} (`DICE_FACE_OUT_OF_RANGE`, `DICE_SCRIPT_EXHAUSTED`) naming the roll.
 *
 * @param faces - the faces, in the order the game rolls them
 * @param next - how many faces were already used (to resume a saved script)
 * @throws RingsideError `INVALID_ARGUMENT` when `faces` is not an array of whole numbers (holes
 * included) or `next` is not a whole number from 0 to the number of faces; the source's `int`
 * throws it for bounds that are not safe integers with `min <= max`.
 */
export function scriptedDice(faces: readonly number[], next = 0): DiceSource {
  const problem = scriptProblem(faces, next);
  if (problem !== null) badArgument("scriptedDice", problem.path, problem.message);
  const script = [...faces];
  let used = next;
  return {
    int(min, max, label) {
      rangeArguments("int", min, max);
      const name = `roll #${used + 1}${label === undefined ? "" : ` (${String(label)})`}`;
      const face = script[used];
      if (face === undefined) {
        throw new RingsideError("DICE_SCRIPT_EXHAUSTED", "Scripted dice ran out", [
          {
            path: `faces[${used}]`,
            message: `${name} asks for a face in ${min}..${max}, but the script holds only ${script.length} faces`,
          },
        ]);
      }
      if (face < min || face > max) {
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
