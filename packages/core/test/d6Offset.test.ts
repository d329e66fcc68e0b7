import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import { replaying } from "./replaying.js";
import { d6Offset } from "../src/dice/d6Offset.js";

describe("d6Offset (the seeded d6 fast path)", () => {
  it("draws what uniformInt(gen, 1, 6) draws, minus one, from a real generator", () => {
    const a = xoroshiro128plus(20261122);
    const b = xoroshiro128plus(20261122);
    for (let i = 0; i < 100_000; i++) expect(d6Offset(a) + 1).toBe(uniformInt(b, 1, 6));
  });

  it("rejects the same top values as pure-rand and consumes the same number of outputs", () => {
    // int32 outputs 2147483644..2147483647 map to the unsigned values 4294967292..4294967295, the
    // four values pure-rand rejects for a range of six.
    const edges = [2147483644, 2147483645, 2147483646, 2147483647, -2147483648, -1, 0, 1, 2147483643];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...edges), fc.integer({ min: -2147483648, max: 2147483647 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (raw) => {
          const outputs = [...raw, 7]; // never all rejected
          const a = replaying(outputs);
          const b = replaying(outputs);
          for (let i = 0; i < outputs.length; i++) {
            expect(d6Offset(a)).toBe(uniformInt(b, 1, 6) - 1);
            expect(a.getState()).toEqual(b.getState());
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
