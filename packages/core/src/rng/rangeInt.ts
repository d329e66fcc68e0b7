import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { rangeArguments } from "../errors/arguments.js";

/** Ranges this size and above go to pure-rand itself (the float remainder below is exact below it). */
const LARGE = 2097152;

/**
 * `uniformInt(gen, min, max)` with the same values and the same generator steps, about twice as
 * fast for the ranges games draw (cards, bots' choices, dice): the remainder is taken in floating
 * point, which is exact here (an unsigned 32-bit value over a range below 2^21 never rounds across a
 * whole number), where pure-rand's remainder of two numbers V8 cannot prove to be integers costs a
 * library call. The rejection bound is pure-rand's own. Ranges of 2^21 values or more, and bounds
 * that are checked first (both safe integers, `min <= max`, a span below 2^53: otherwise
 * `INVALID_ARGUMENT`, where pure-rand would loop for ever) and handed to `uniformInt`. Internal to core.
 */
export function rangeInt(gen: RandomGenerator, min: number, max: number): number {
  const span = Number.isSafeInteger(min) && Number.isSafeInteger(max) ? max - min : -1;
  if (span >= 0 && span < LARGE) {
    const r = span + 1;
    const bound = r > 2 ? Math.floor(4294967296 / r) * r : 4294967296;
    let v = (gen.next() ^ 0x80000000) >>> 0;
    while (v >= bound) v = (gen.next() ^ 0x80000000) >>> 0;
    return min + (v - Math.floor(v / r) * r);
  }
  rangeArguments("int", min, max);
  return uniformInt(gen, min, max);
}
