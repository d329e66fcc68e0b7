import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { replaying } from "./replaying.js";
import { rangeInt } from "../src/rng/rangeInt.js";
import { isRingsideError } from "../src/errors/RingsideError.js";
import { thrown } from "./thrown.js";

/** Range sizes at the edges of each path: tabled (1–256), computed (to 2^21 − 1), handed over. */
const EDGE_SPANS = [
  0,
  1,
  2,
  3,
  5,
  6,
  7,
  79,
  254,
  255,
  256,
  257,
  4095,
  65_535,
  2 ** 20,
  2 ** 21 - 2,
  2 ** 21 - 1,
  2 ** 21,
  2 ** 32,
  2 ** 40,
];

describe("rangeInt (core's integer draw)", () => {
  it("draws what uniformInt draws, from real generators, over every kind of range", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.oneof(
          fc.constantFrom(...EDGE_SPANS),
          fc.integer({ min: 0, max: 300 }),
          fc.integer({ min: 0, max: 2 ** 22 }),
        ),
        (seed, min, span) => {
          const a = xoroshiro128plus(seed);
          const b = xoroshiro128plus(seed);
          for (let i = 0; i < 50; i++)
            expect(rangeInt(a, min, min + span)).toBe(uniformInt(b, min, min + span));
          expect(a.getState()).toEqual(b.getState());
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("rejects the same top values as pure-rand and consumes the same outputs", () => {
    // For each range size the values pure-rand rejects sit just below 2^32 (unsigned): int32
    // outputs near 2147483647. Mix them with arbitrary outputs.
    const top = Array.from({ length: 12 }, (_, k) => 2147483647 - k);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...EDGE_SPANS.filter((s) => s < 2 ** 21)),
          fc.integer({ min: 0, max: 2 ** 21 - 1 }),
        ),
        fc.array(
          fc.oneof(
            fc.constantFrom(...top, -2147483648, -1, 0, 1),
            fc.integer({ min: -2147483648, max: 2147483647 }),
          ),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (span, raw) => {
          const outputs = [...raw, 7]; // never all rejected
          const a = replaying(outputs);
          const b = replaying(outputs);
          for (let i = 0; i < outputs.length; i++) {
            expect(rangeInt(a, 10, 10 + span)).toBe(uniformInt(b, 10, 10 + span));
            expect(a.getState()).toEqual(b.getState());
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("refuses bounds that are not whole numbers (INVALID_ARGUMENT), leaving the generator alone", () => {
    const a = xoroshiro128plus(3);
    for (const [min, max] of [
      [0.5, 3.5],
      [0, 2.25],
      [-1.5, 1],
    ] as const) {
      const before = a.getState();
      expect(
        isRingsideError(
          thrown(() => rangeInt(a, min, max)),
          "INVALID_ARGUMENT",
        ),
      ).toBe(true);
      expect(a.getState()).toEqual(before);
    }
  });
});
