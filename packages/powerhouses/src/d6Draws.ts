import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/*
 * Seeded d6 drawn straight from a pure-rand generator (the one behind core's seeded dice), for the
 * fast path: core's `d6Offset` faces (pure-rand's `uniformInt(gen, 1, 6)`) with the same generator
 * steps, a whole throw in one loop with no DiceSource call per die, and the rejection test in
 * 32-bit integers. test/seededD6.test.ts checks every face and step against pure-rand.
 */

/**
 * The largest signed generator output kept for a d6. pure-rand rejects the unsigned value
 * `next() ^ 0x80000000` at or above 4294967292 (6 × 715827882); that is the signed `next()` above
 * 2^31 - 5, a 32-bit integer test.
 */
const LAST_KEPT = 0x7ffffffb;

/**
 * One d6 from `gen`: pure-rand's `uniformInt(gen, 1, 6)` (core's `d6Offset` + 1), the same value
 * from the same generator steps.
 */
export function d6(gen: RandomGenerator): number {
  let v = gen.next();
  while (v > LAST_KEPT) v = gen.next();
  // `| 0`: the face stays a small integer (a remainder of a value past 2^31 would otherwise leave
  // the arithmetic that uses it in floating point).
  return ((((v ^ 0x80000000) >>> 0) % 6) | 0) + 1;
}

/** Throws `n` d6 from `gen` ({@link d6} written out) and sums `weight[face]`: a throw key (matchCore). */
export function drawKey(gen: RandomGenerator, weight: Uint16Array, n: number): number {
  let key = 0;
  for (let i = 0; i < n; i++) {
    let v = gen.next();
    while (v > LAST_KEPT) v = gen.next();
    key += weight[(((v ^ 0x80000000) >>> 0) % 6) + 1]!;
  }
  return key;
}

/** Throws `n` d6 from `gen` ({@link d6} written out) and counts the faces with `hits[face + at]` set. */
export function drawScore(gen: RandomGenerator, hits: Uint8Array, at: number, n: number): number {
  let matched = 0;
  for (let i = 0; i < n; i++) {
    let v = gen.next();
    while (v > LAST_KEPT) v = gen.next();
    matched += hits[(((v ^ 0x80000000) >>> 0) % 6) + 1 + at]!;
  }
  return matched;
}
