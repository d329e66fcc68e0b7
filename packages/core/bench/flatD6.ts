/**
 * The stricter raw bound shared by the engines' benches: `n` d6 with the values and generator steps
 * of pure-rand's `uniformInt(rng, 1, 6)` (core's `sumD6` rule), drawn in one flat loop with the
 * xoroshiro128+ state in local variables and each face computed, not looked up: the cheapest program
 * we know that draws the same values. It is written out here rather than calling `sumD6` (whose
 * table lookup makes it some 20% slower a die) because a bound must not flatter the engine. The state
 * goes back to `words` (pure-rand's `getState()` order) once per call; returns the faces' sum.
 */
export function flatD6(words: Int32Array, n: number): number {
  let s01 = words[0]!;
  let s00 = words[1]!;
  let s11 = words[2]!;
  let s10 = words[3]!;
  let total = 0;
  for (let i = 0; i < n;) {
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    const t00 = s00;
    s00 = (t00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    s01 = (s01 << 24) ^ (t00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    s10 = (a1 << 5) ^ (a0 >>> 27);
    s11 = (a0 << 5) ^ (a1 >>> 27);
    if (out <= 0x7ffffffb) {
      total += ((((out ^ 0x80000000) >>> 0) % 6) | 0) + 1;
      i++;
    }
  }
  words[0] = s01;
  words[1] = s00;
  words[2] = s11;
  words[3] = s10;
  return total;
}
