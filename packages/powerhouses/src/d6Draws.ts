import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/*
 * Seeded d6 for the fast path, with core's faces and generator steps: pure-rand's xoroshiro128+
 * (the generator behind core's seeded dice) and core's `d6Offset` rule (pure-rand's
 * `uniformInt(gen, 1, 6)`). A whole throw is drawn in one loop with the generator's state in local
 * variables: no call, no state write and no DiceSource dispatch per die, and the rejection test in
 * 32-bit integers. test/seededD6.test.ts checks every output, face and state against pure-rand.
 */

/**
 * The largest signed generator output kept for a d6. pure-rand rejects the unsigned value
 * `next() ^ 0x80000000` at or above 4294967292 (6 × 715827882); that is the signed `next()` above
 * 2^31 - 5, a 32-bit integer test.
 */
const LAST_KEPT = 0x7ffffffb;

/** The state of a xoroshiro128+ generator, in pure-rand's order (`getState()` is `[s01, s00, s11, s10]`). */
export interface XoroshiroState {
  /** First state word. */
  s01: number;
  /** Second state word. */
  s00: number;
  /** Third state word. */
  s11: number;
  /** Fourth state word. */
  s10: number;
}

/**
 * One d6 from any pure-rand generator: `uniformInt(gen, 1, 6)` (core's `d6Offset` + 1), the same
 * value from the same generator steps.
 */
export function d6(gen: RandomGenerator): number {
  let v = gen.next();
  while (v > LAST_KEPT) v = gen.next();
  return ((((v ^ 0x80000000) >>> 0) % 6) | 0) + 1;
}

/**
 * Throws `n` d6 from `g` (as `n` calls of {@link d6} on it would) and sums `weight[face]` over
 * them: the throw's key (see matchCore).
 */
export function drawKey(g: XoroshiroState, weight: Uint16Array, n: number): number {
  let s00 = g.s00;
  let s01 = g.s01;
  let s10 = g.s10;
  let s11 = g.s11;
  let sum = 0;
  for (let i = 0; i < n;) {
    // One xoroshiro128+ step, exactly as pure-rand's `next()`.
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    if (out <= LAST_KEPT) {
      sum += weight[(((out ^ 0x80000000) >>> 0) % 6) + 1]!;
      i++;
    }
  }
  g.s00 = s00;
  g.s01 = s01;
  g.s10 = s10;
  g.s11 = s11;
  return sum;
}

/**
 * Throws `n` d6 from `g` (as `n` calls of {@link d6} on it would) and counts the faces with
 * `hits[face + at]` set: the dice that score for one ability. (The same loop as {@link drawKey}:
 * one function per table keeps each call site's feedback, and its compiled loop, to itself.)
 */
export function drawScore(g: XoroshiroState, hits: Uint8Array, at: number, n: number): number {
  let s00 = g.s00;
  let s01 = g.s01;
  let s10 = g.s10;
  let s11 = g.s11;
  let sum = 0;
  for (let i = 0; i < n;) {
    // One xoroshiro128+ step, exactly as pure-rand's `next()`.
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    if (out <= LAST_KEPT) {
      // `| 0`: the face stays a small integer (else the index arithmetic goes floating point).
      sum += hits[((((out ^ 0x80000000) >>> 0) % 6) | 0) + 1 + at]!;
      i++;
    }
  }
  g.s00 = s00;
  g.s01 = s01;
  g.s10 = s10;
  g.s11 = s11;
  return sum;
}
