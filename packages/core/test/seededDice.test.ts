import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import {
  diceState,
  openDice,
  SeededDice,
  seededDice,
  seededDiceFromState,
  sumD6,
  sumD6Table,
} from "../src/index.js";

const word = fc.integer({ min: -0x80000000, max: 0x7fffffff });

describe("SeededDice: pure-rand's xoroshiro128+ with its state in the open", () => {
  it("seeds, steps, clones and saves exactly as pure-rand's xoroshiro128plus", () => {
    const seeds = [0, 1, -1, 2026, 0x7fffffff, -0x80000000, 2 ** 40 + 3, -(2 ** 45)];
    for (let s = -300; s < 700; s++) seeds.push(s * 7919);
    for (const seed of seeds) {
      const ours = seededDice(seed);
      const theirs = xoroshiro128plus(seed | 0);
      expect(ours.getState()).toEqual(theirs.getState());
      for (let k = 0; k < 20; k++) expect(ours.next()).toBe(theirs.next());
      expect(ours.clone().getState()).toEqual(theirs.clone().getState());
      expect(ours.save()).toEqual({ kind: "seeded", rng: theirs.getState() });
    }
  });

  it("draws pure-rand's uniformInt values over any range, from any state", () => {
    fc.assert(
      fc.property(
        word,
        word,
        word,
        word,
        fc.integer({ min: -50, max: 50 }),
        fc.nat(200),
        (a, b, c, d, min, span) => {
          fc.pre(a !== 0 || b !== 0 || c !== 0 || d !== 0);
          const ours = seededDiceFromState({ rng: [a, b, c, d] });
          const theirs = xoroshiro128plusFromState([a, b, c, d]);
          for (let k = 0; k < 6; k++) {
            expect(ours.int(1, 6)).toBe(uniformInt(theirs, 1, 6));
            expect(ours.int(min, min + span)).toBe(uniformInt(theirs, min, min + span));
          }
          expect(ours.getState()).toEqual(theirs.getState());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("is what openDice opens for a seed or a seeded state, and continues identically", () => {
    for (let seed = -100; seed < 100; seed++) {
      const dice = openDice(seed);
      expect(dice).toBeInstanceOf(SeededDice);
      for (let k = 0; k < 7; k++) dice.int(1, 6);
      const again = openDice(dice.save());
      expect(again).toBeInstanceOf(SeededDice);
      for (let k = 0; k < 7; k++) expect(again.int(1, 20)).toBe(dice.int(1, 20));
    }
    expect(openDice(diceState([1, 2]))).not.toBeInstanceOf(SeededDice);
  });
});

describe("sumD6: a whole throw with the state in locals", () => {
  const weight = Int32Array.from([0, 1, 6, 36, 216, 1296, 7776]);
  const hits = Int32Array.from({ length: 36 }, (_, i) => ((i * 7) % 3) & 1);

  it("gives the faces n calls of int(1, 6) give, summed through a table, from the same steps", () => {
    for (let seed = -200; seed < 800; seed++) {
      const ours = seededDice(seed);
      const one = xoroshiro128plus(seed);
      for (let n = 0; n <= 6; n++) {
        let total = 0;
        for (let i = 0; i < n; i++) total += uniformInt(one, 1, 6);
        expect(sumD6(ours, n)).toBe(total);
        let key = 0;
        for (let i = 0; i < n; i++) key += weight[uniformInt(one, 1, 6)]!;
        expect(sumD6Table(ours, n, weight, 0)).toBe(key);
        const at = (((seed % 5) + 5) % 5) * 6 - 1;
        let matched = 0;
        for (let i = 0; i < n; i++) matched += hits[uniformInt(one, 1, 6) + at]!;
        expect(sumD6Table(ours, n, hits, at)).toBe(matched);
      }
      expect(ours.getState()).toEqual(one.getState());
    }
  });

  it("skips exactly the outputs pure-rand rejects", () => {
    // A state's next output is s00 + s10: pick s00 so that it lands on the rejection edge
    // (pure-rand rejects the signed outputs from 2^31 - 4 up for a range of six).
    const edge = [0x7ffffffa, 0x7ffffffb, 0x7ffffffc, 0x7ffffffd, 0x7ffffffe, 0x7fffffff];
    fc.assert(
      fc.property(
        word,
        word,
        word,
        fc.constantFrom(...edge),
        fc.integer({ min: 1, max: 6 }),
        (s01, s11, s10, out, n) => {
          const s00 = (out - s10) | 0;
          const ours = new SeededDice(s01, s00, s11, s10);
          const theirs = xoroshiro128plusFromState([s01, s00, s11, s10]);
          let total = 0;
          for (let i = 0; i < n; i++) total += uniformInt(theirs, 1, 6);
          expect(sumD6(ours, n)).toBe(total);
          expect(ours.getState()).toEqual(theirs.getState());
          const weighed = new SeededDice(s01, s00, s11, s10);
          const counted = xoroshiro128plusFromState([s01, s00, s11, s10]);
          const weight = Int32Array.from([0, 1, 6, 36, 216, 1296, 7776, 0]);
          let key = 0;
          for (let i = 0; i < n; i++) key += weight[uniformInt(counted, 1, 6) + 1]!;
          expect(sumD6Table(weighed, n, weight, 1)).toBe(key);
          expect(weighed.getState()).toEqual(counted.getState());
          const single = new SeededDice(s01, s00, s11, s10);
          const again = xoroshiro128plusFromState([s01, s00, s11, s10]);
          expect(single.int(1, 6)).toBe(uniformInt(again, 1, 6));
          expect(single.getState()).toEqual(again.getState());
        },
      ),
      { numRuns: 3000 },
    );
  });
});
