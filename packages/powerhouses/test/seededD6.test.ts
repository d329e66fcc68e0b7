import { diceState, openDice } from "@ringside/core";
import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { describe, expect, it } from "vitest";
import { d6, drawKey, drawScore } from "../src/d6Draws.js";
import { openSeededD6, SeededD6 } from "../src/seededD6.js";

/** A generator giving scripted outputs, then pure-rand's from a seed (to test the rejection edge). */
function scriptedGen(outputs: readonly number[], seed: number): RandomGenerator {
  const rest = xoroshiro128plus(seed);
  let i = 0;
  const gen: RandomGenerator = {
    next: () => (i < outputs.length ? outputs[i++]! : rest.next()),
    clone: () => gen,
    getState: () => [i, ...rest.getState()],
  };
  return gen;
}

describe("the fast path's seeded d6", () => {
  it("draws pure-rand's uniformInt(gen, 1, 6) value by value, generator step by step", () => {
    for (let seed = -500; seed < 1500; seed++) {
      const ours = xoroshiro128plus(seed);
      const theirs = xoroshiro128plus(seed);
      for (let k = 0; k < 40; k++) expect(d6(ours)).toBe(uniformInt(theirs, 1, 6));
      expect(ours.getState()).toEqual(theirs.getState());
    }
  });

  it("rejects exactly the outputs pure-rand rejects", () => {
    // pure-rand rejects the unsigned next() ^ 0x80000000 from 4294967292: the signed 2^31 - 4 up.
    const edge = [0x7ffffffb, 0x7ffffffc, 0x7ffffffd, 0x7ffffffe, 0x7fffffff, -0x80000000, -1, 0];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...edge), { maxLength: 12 }), fc.integer(), (outputs, seed) => {
        const ours = scriptedGen(outputs, seed);
        const theirs = scriptedGen(outputs, seed);
        for (let k = 0; k < 8; k++) expect(d6(ours)).toBe(uniformInt(theirs, 1, 6));
        expect(ours.getState()).toEqual(theirs.getState());
      }),
      { numRuns: 2000 },
    );
  });

  it("steps exactly as pure-rand's xoroshiro128plus", () => {
    for (let seed = -300; seed < 700; seed++) {
      const ours = openSeededD6(seed)!;
      const theirs = xoroshiro128plus(seed);
      expect(ours.getState()).toEqual(theirs.getState());
      for (let k = 0; k < 50; k++) expect(ours.next()).toBe(theirs.next());
      expect(ours.getState()).toEqual(theirs.getState());
      expect(ours.clone().getState()).toEqual(theirs.clone().getState());
    }
  });

  it("throws whole rolls as that many single draws", () => {
    const weight = Uint16Array.from([0, 1, 6, 36, 216, 1296, 7776]);
    const hits = Uint8Array.from({ length: 36 }, (_, i) => ((i * 7) % 3) & 1);
    for (let seed = -200; seed < 800; seed++) {
      const ours = openSeededD6(seed)!;
      const one = xoroshiro128plus(seed);
      for (let n = 0; n <= 5; n++) {
        let key = 0;
        for (let i = 0; i < n; i++) key += weight[uniformInt(one, 1, 6)]!;
        expect(drawKey(ours, weight, n)).toBe(key);
        const at = (((seed % 5) + 5) % 5) * 6 - 1;
        let matched = 0;
        for (let i = 0; i < n; i++) matched += hits[uniformInt(one, 1, 6) + at]!;
        expect(drawScore(ours, hits, at, n)).toBe(matched);
      }
      expect(ours.getState()).toEqual(one.getState());
    }
  });

  it("throws across rejected outputs as pure-rand does", () => {
    // A state's next output is s00 + s10: pick s00 so that it lands on the rejection edge.
    const edge = [0x7ffffffa, 0x7ffffffb, 0x7ffffffc, 0x7ffffffd, 0x7ffffffe, 0x7fffffff];
    const word = fc.integer({ min: -0x80000000, max: 0x7fffffff });
    fc.assert(
      fc.property(
        word,
        word,
        word,
        fc.constantFrom(...edge),
        fc.integer({ min: 1, max: 5 }),
        (s01, s11, s10, out, n) => {
          const s00 = (out - s10) | 0;
          const ours = new SeededD6(s01, s00, s11, s10);
          const theirs = xoroshiro128plusFromState([s01, s00, s11, s10]);
          const weight = Uint16Array.from([0, 1, 6, 36, 216, 1296, 7776]);
          let key = 0;
          for (let i = 0; i < n; i++) key += weight[uniformInt(theirs, 1, 6)]!;
          expect(drawKey(ours, weight, n)).toBe(key);
          expect(ours.getState()).toEqual(theirs.getState());
          const scoring = new SeededD6(s01, s00, s11, s10);
          const counted = xoroshiro128plusFromState([s01, s00, s11, s10]);
          const hits = Uint8Array.from({ length: 36 }, (_, i) => i % 2);
          let matched = 0;
          for (let i = 0; i < n; i++) matched += hits[uniformInt(counted, 1, 6) + 5]!;
          expect(drawScore(scoring, hits, 5, n)).toBe(matched);
          expect(scoring.getState()).toEqual(counted.getState());
          const single = new SeededD6(s01, s00, s11, s10);
          const again = xoroshiro128plusFromState([s01, s00, s11, s10]);
          expect(single.int(1, 6)).toBe(uniformInt(again, 1, 6));
          expect(single.getState()).toEqual(again.getState());
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("opens seeds and seeded states as core does: same faces, same saved states", () => {
    const starts = [0, 1, -1, 2026, 0x7fffffff, -0x80000000, 2 ** 40 + 3, -(2 ** 45)];
    for (let seed = 0; seed < 200; seed++) starts.push(seed * 7919 - 100_000);
    for (const seed of starts) {
      for (const start of [seed, diceState(seed)]) {
        const ours = openSeededD6(start)!;
        const core = openDice(start);
        expect(ours.save()).toEqual(core.save());
        for (let k = 0; k < 30; k++) expect(ours.int(1, 6)).toBe(core.int(1, 6));
        expect(ours.int(0, 9)).toBe(core.int(0, 9));
        expect(ours.int(-3, 40)).toBe(core.int(-3, 40));
        expect(ours.save()).toEqual(core.save());
      }
    }
  });

  it("leaves scripted dice and starts core refuses to core", () => {
    expect(openSeededD6({ kind: "scripted", faces: [1, 2], next: 0 })).toBeNull();
    expect(openSeededD6(1.5)).toBeNull();
    expect(openSeededD6(Number.NaN)).toBeNull();
    expect(openSeededD6(2 ** 60)).toBeNull();
    expect(openSeededD6({ kind: "seeded", rng: [0, 0, 0, 0] })).toBeNull();
  });
});
