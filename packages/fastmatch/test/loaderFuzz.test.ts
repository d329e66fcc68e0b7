import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRingsideError } from "@ringside/core";
import { garbage } from "@ringside/core/testkit";
import {
  captainLuger,
  loadCharacter,
  loadConfig,
  loadStrategy,
  lugerStrategy,
  singlesConfig,
} from "@ringside/fastmatch";

/** Garbage, and valid inputs with one value swapped for garbage. */
const near = (valid: unknown) =>
  fc.oneof(
    garbage(),
    fc
      .tuple(fc.constantFrom(...Object.keys(valid as object)), garbage())
      .map(([key, junk]) => ({ ...(valid as object), [key]: junk })),
  );

const onlyRingside = (load: (input: unknown) => unknown) => (input: unknown) => {
  try {
    load(input);
  } catch (error) {
    expect(isRingsideError(error)).toBe(true);
  }
};

// Issue 14's proof: 10 000 garbage inputs per loader give only RingsideError.
describe("FastMatch loaders under 10 000 garbage inputs each", () => {
  it("loadCharacter", () =>
    fc.assert(fc.property(near(captainLuger), onlyRingside(loadCharacter)), { numRuns: 10_000 }));
  it("loadStrategy", () =>
    fc.assert(
      fc.property(
        near(lugerStrategy),
        onlyRingside((s) => loadStrategy(s)),
      ),
      { numRuns: 10_000 },
    ));
  it("loadConfig", () =>
    fc.assert(fc.property(near(singlesConfig), onlyRingside(loadConfig)), { numRuns: 10_000 }));
});
