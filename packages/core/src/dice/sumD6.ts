import { SeededDice } from "./xoroshiroDice.js";
import { badArgument, intArgument, MAX_DICE, shown } from "../errors/arguments.js";
import { D6_LAST_KEPT } from "./d6Offset.js";

/*
 * Whole d6 throws from seeded dice with the generator's state in local variables: one load and one
 * store of the state per throw instead of per die, and the rejection test in 32-bit integers. The
 * faces and generator steps are exactly those of as many calls of `dice.int(1, 6)`. Two functions,
 * each with the xoroshiro128+ step written out (as SeededDice.next() steps): a plain sum computes the
 * face, a table sum looks it up, and folding both into one loop cost the plain sum about a tenth.
 */

/**
 * Throws `n` d6 from seeded dice and returns their total: the faces and generator steps of `n` calls
 * of `dice.int(1, 6)`, about 1.6× cheaper a die than pure-rand's `uniformInt(gen, 1, 6)`.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not {@link SeededDice} or `n` is not a
 * whole number from 0 to 1 000 000.
 */
export function sumD6(dice: SeededDice, n: number): number {
  checkThrow("sumD6", dice, n);
  let s00 = dice.s00;
  let s01 = dice.s01;
  let s10 = dice.s10;
  let s11 = dice.s11;
  let sum = 0;
  for (let i = 0; i < n;) {
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    if (out <= D6_LAST_KEPT) {
      sum += ((((out ^ 0x80000000) >>> 0) % 6) | 0) + 1;
      i++;
    }
  }
  dice.s00 = s00;
  dice.s01 = s01;
  dice.s10 = s10;
  dice.s11 = s11;
  return sum;
}

/**
 * Throws `n` d6 from seeded dice and sums `table[face + at]` over them (a game's weighted key of a
 * throw, or a count of the faces that score): the faces and generator steps of `n` calls of
 * `dice.int(1, 6)`.
 *
 * @throws RingsideError `INVALID_ARGUMENT` when `dice` is not {@link SeededDice}, `n` is not a whole
 * number from 0 to 1 000 000, `table` is not an `Int32Array` or `table[at + 1 .. at + 6]` is not
 * all inside it.
 */
export function sumD6Table(dice: SeededDice, n: number, table: Int32Array, at: number): number {
  checkThrow("sumD6Table", dice, n);
  if (!(table instanceof Int32Array))
    badArgument("sumD6Table", "table", `expected an Int32Array, got ${shown(table)}`);
  if (typeof at !== "number" || !((at | 0) === at && at >= -1 && at + 6 < table.length)) {
    intArgument("sumD6Table", "at", at, -1, table.length - 7);
  }
  let s00 = dice.s00;
  let s01 = dice.s01;
  let s10 = dice.s10;
  let s11 = dice.s11;
  let sum = 0;
  for (let i = 0; i < n;) {
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    if (out <= D6_LAST_KEPT) {
      // `| 0`: the face stays a small integer (else the index arithmetic goes floating point).
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- hot loop: a face 1–6 plus `at` stays inside the table built for it
      sum += table[((((out ^ 0x80000000) >>> 0) % 6) | 0) + 1 + at]!;
      i++;
    }
  }
  dice.s00 = s00;
  dice.s01 = s01;
  dice.s10 = s10;
  dice.s11 = s11;
  return sum;
}

/** The checks both throws share: seeded dice, and a whole number of dice within the limit. */
function checkThrow(fn: string, dice: SeededDice, n: number): void {
  if (!(dice instanceof SeededDice)) badArgument(fn, "dice", `expected SeededDice, got ${shown(dice)}`);
  if (typeof n !== "number" || !((n | 0) === n && n >= 0 && n <= MAX_DICE))
    intArgument(fn, "n", n, 0, MAX_DICE);
}
