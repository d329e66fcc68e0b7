import { isRingsideError, randomBot, runMatch } from "@ringside/core";
import { garbage, nastyValues } from "@ringside/core/testkit";
import { powerhouses, sheetProblems, validateConfig, validateSheet } from "@ringside/powerhouses";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruno, config } from "./helpers.js";

/** Runs `load` and accepts only success or a RingsideError (never a TypeError, never a hang). */
function onlyRingsideErrors(load: (input: unknown) => unknown): (input: unknown) => void {
  return (input) => {
    try {
      load(input);
    } catch (e) {
      if (!isRingsideError(e)) throw e;
    }
  };
}

/** Garbage on its own and garbage planted in a valid sheet or config. */
const inputs = (valid: Record<string, unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    garbage(),
    fc
      .tuple(fc.constantFrom(...Object.keys(valid), "kind", "extra"), garbage())
      .map(([key, value]) => ({ ...valid, [key]: value })),
  );

describe("10 000 garbage inputs per loader give only RingsideErrors", () => {
  const runs = 10_000;
  it("sheets", () => {
    for (const nasty of nastyValues()) onlyRingsideErrors(validateSheet)(nasty);
    fc.assert(
      fc.property(inputs(bruno as unknown as Record<string, unknown>), onlyRingsideErrors(validateSheet)),
      {
        numRuns: runs,
      },
    );
    expect(sheetProblems(undefined).length).toBe(1);
  });

  it("configs", () => {
    for (const nasty of nastyValues()) onlyRingsideErrors(validateConfig)(nasty);
    fc.assert(
      fc.property(inputs(config as unknown as Record<string, unknown>), onlyRingsideErrors(validateConfig)),
      { numRuns: runs },
    );
  });

  it("saved states", () => {
    const state = JSON.parse(JSON.stringify(powerhouses.setup(config, 3))) as Record<string, unknown>;
    for (const nasty of nastyValues()) onlyRingsideErrors((s) => powerhouses.loadState(s))(nasty);
    fc.assert(
      fc.property(
        inputs(state),
        onlyRingsideErrors((s) => powerhouses.loadState(s)),
      ),
      { numRuns: runs },
    );
  });
});

describe("loadState refuses what the engine cannot make", () => {
  it("a wrestler with seven die faces; a sheet with a fourth face among faces 3 to 5", () => {
    const match = runMatch(powerhouses, { config, dice: 3, bots: { red: randomBot(), blue: randomBot() } });
    const saved = JSON.parse(JSON.stringify(match.state)) as { wrestlers: { red: { faces: unknown[] } } };
    saved.wrestlers.red.faces.push(saved.wrestlers.red.faces[0]);
    let error: unknown;
    try {
      powerhouses.loadState(saved);
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "INVALID_STATE")).toBe(true);
    const sheet = { ...bruno, faces3to5: [...bruno.faces3to5, "Brawling"] };
    expect(sheetProblems(sheet).length).toBeGreaterThan(0);
  });
});
