import type { DiceSource } from "./DiceSource.js";

/** Rolls `count` dice of `sides` faces and returns every face, in order. */
export function rollPool(dice: DiceSource, count: number, sides: number, label?: string): number[] {
  const faces = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    faces[i] = dice.int(1, sides, label === undefined ? undefined : `${label} ${i + 1}/${count}`);
  }
  return faces;
}
