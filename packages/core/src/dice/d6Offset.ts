import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/**
 * The largest signed generator output a seeded d6 keeps. pure-rand's `uniformInt(gen, 1, 6)`
 * rejects the unsigned value `next() ^ 0x80000000` from 4294967292 (6 × 715827882) up: the signed
 * outputs above 2^31 - 5. Testing the signed output keeps the test in 32-bit integers. Internal to
 * core.
 */
export const D6_LAST_KEPT = 0x7ffffffb;

/**
 * `uniformInt(gen, 0, 5)` with the range fixed at six: the same rejections and the same remainder,
 * so the same faces in the same order from the same generator steps (dice engines draw d6 far more
 * than anything else). Internal to core.
 */
export function d6Offset(gen: RandomGenerator): number {
  let v = gen.next();
  while (v > D6_LAST_KEPT) v = gen.next();
  return (((v ^ 0x80000000) >>> 0) % 6) | 0;
}
