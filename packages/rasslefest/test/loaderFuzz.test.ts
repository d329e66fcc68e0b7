import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRingsideError } from "@ringside/core";
import { garbage } from "@ringside/core/testkit";
import { rasslefest, sampleWrestlers, validateConfig, validateProfile } from "@ringside/rasslefest";

/** Garbage, and valid inputs with one value swapped for garbage. */
const near = (valid: object) =>
  fc.oneof(
    garbage(),
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), garbage())
      .map(([key, junk]) => ({ ...valid, [key]: junk })),
  );

const onlyRingside = (load: (input: unknown) => unknown) => (input: unknown) => {
  try {
    load(input);
  } catch (error) {
    expect(isRingsideError(error)).toBe(true);
  }
};

// Issue 14's proof: 10 000 garbage inputs per loader give only RingsideError.
describe("'Rasslefest loaders under 10 000 garbage inputs each", () => {
  const config = { wrestlers: { a: sampleWrestlers.abe, b: sampleWrestlers.ben }, options: { timeLimit: 2 } };
  it("validateConfig", () =>
    fc.assert(fc.property(near(config), onlyRingside(validateConfig)), { numRuns: 10_000 }));
  it("validateProfile", () =>
    fc.assert(fc.property(near(sampleWrestlers.abe), onlyRingside(validateProfile)), { numRuns: 10_000 }));
  it("the game's start", () =>
    fc.assert(
      fc.property(
        near(config),
        onlyRingside((c) => rasslefest.start(c as never, 1)),
      ),
      { numRuns: 10_000 },
    ));
});
