import { isRingsideError } from "@ringside/core";
import { garbage, nastyValues } from "@ringside/core/testkit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIGHTY_BLOB, blitzmatch, loadSlot, loadStrategy, loadTeam, validateConfig } from "../src/index.js";
import { BLOB_FIRST, FIST_FIRST } from "../src/samples/data.js";

/** Runs a loader and accepts only success or a RingsideError. */
function onlyRingside(load: () => unknown): void {
  try {
    load();
  } catch (e) {
    if (!isRingsideError(e)) throw e;
  }
}

/** Garbage, and valid inputs with one value swapped for garbage (the nastier case). */
const mutated = (base: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    garbage(),
    fc
      .tuple(fc.constantFrom(...Object.keys(base), "extra", "__proto__"), garbage())
      .map(([k, junk]) => ({ ...base, [k]: junk })),
  );

const RUNS = 10_000;

describe("fuzzed input only ever gets a RingsideError", () => {
  it("nasty values", () => {
    for (const junk of nastyValues()) {
      for (const load of [
        loadSlot,
        loadStrategy,
        validateConfig,
        blitzmatch.loadState,
        (x: unknown) => loadTeam(x, [x]),
      ]) {
        onlyRingside(() => load(junk));
      }
    }
  });

  it(`${RUNS} garbage slots`, () => {
    fc.assert(
      fc.property(mutated({ ...MIGHTY_BLOB }), (junk) => onlyRingside(() => loadSlot(junk))),
      { numRuns: RUNS },
    );
  });

  it(`${RUNS} garbage strategies`, () => {
    fc.assert(
      fc.property(mutated({ ...BLOB_FIRST }), (junk) => onlyRingside(() => loadStrategy(junk, MIGHTY_BLOB))),
      { numRuns: RUNS },
    );
  });

  it(`${RUNS} garbage configs`, () => {
    const side = { id: "a", slot: MIGHTY_BLOB, strategy: FIST_FIRST };
    fc.assert(
      fc.property(
        fc.oneof(
          mutated({ sides: [side, side] }),
          mutated(side).map((s) => ({ sides: [s, { ...side, id: "b" }] })),
        ),
        (junk) => onlyRingside(() => validateConfig(junk)),
      ),
      { numRuns: RUNS },
    );
  });

  it(`${RUNS} garbage states`, () => {
    const state = JSON.parse(
      JSON.stringify(
        blitzmatch.setup(
          {
            sides: [
              { ...{ id: "a", slot: MIGHTY_BLOB, strategy: BLOB_FIRST } },
              { id: "b", slot: MIGHTY_BLOB, strategy: BLOB_FIRST },
            ],
          },
          1,
        ),
      ),
    ) as Record<string, unknown>;
    fc.assert(
      fc.property(mutated(state), (junk) => {
        onlyRingside(() => blitzmatch.loadState(junk));
        onlyRingside(() => blitzmatch.advance(junk as never));
      }),
      { numRuns: RUNS },
    );
    expect(blitzmatch.loadState(state)).toEqual(state);
  });
});
