import * as v from "valibot";
import type { DiceState } from "../dice/DiceSource.js";

const word = v.pipe(v.number(), v.integer(), v.minValue(-0x80000000), v.maxValue(0xffffffff));

/**
 * The schema of a saved {@link DiceState}, for games to embed in their state schemas: seeded dice
 * are four 32-bit words (not all zero), scripted dice a list of faces and the index of the next.
 */
export const diceStateSchema: v.GenericSchema<unknown, DiceState> = v.variant("kind", [
  v.strictObject({
    kind: v.literal("seeded"),
    rng: v.pipe(
      v.tuple([word, word, word, word]),
      v.check((words) => words.some((w) => w !== 0), "the four words may not all be zero"),
    ),
  }),
  v.pipe(
    v.strictObject({
      kind: v.literal("scripted"),
      faces: v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
        v.maxLength(1_000_000),
      ),
      next: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    v.check((d) => d.next <= d.faces.length, "next points past the last scripted face"),
  ),
]) as v.GenericSchema<unknown, DiceState>;

/** A whole number in `[min, max]`: the schema of most counters in a state or a sheet. */
export function intIn(min: number, max: number): v.GenericSchema<unknown, number> {
  return v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
}
