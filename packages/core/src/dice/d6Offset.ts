import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** The largest multiple of 6 below 2^32: pure-rand's rejection bound for a range of six values. */
const SIX_BOUND = 4294967292;

/**
 * `uniformInt(gen, 0, 5)` with the range fixed at six: the same unsigned value, the same rejection
 * test and the same remainder, so the same faces in the same order, but a remainder by a constant
 * instead of by a variable (dice engines draw d6 far more than anything else). Internal to core.
 */
export function d6Offset(gen: RandomGenerator): number {
  let v = (gen.next() ^ 0x80000000) >>> 0;
  while (v >= SIX_BOUND) v = (gen.next() ^ 0x80000000) >>> 0;
  return v % 6;
}
