import { describe, expect, it } from "vitest";
import {
  d6,
  errataOf,
  openDice,
  RingsideError,
  verifySample,
  type DiceState,
  type Sample,
  type SampleRunner,
} from "@ringside/core";

/** A toy "sample": each step rolls scripted dice and adds them up. */
interface Input {
  readonly faces: readonly number[];
  readonly refuse?: boolean;
}
interface State {
  readonly total: number;
}

const runner: SampleRunner<Input, State> = {
  start: () => ({ total: 0 }),
  step(state, input) {
    if (input.refuse === true) throw new RingsideError("ILLEGAL_MOVE", "toy: cannot", "the rules forbid it");
    const dice = openDice({ kind: "scripted", faces: input.faces, next: 0 } satisfies DiceState);
    let total = state.total;
    for (let i = 0; i < input.faces.length; i++) total += d6(dice);
    return { state: { total }, figures: { total }, snapshot: { total } };
  },
};

const sample: Sample<Input> = {
  id: "toy/adding",
  game: "toy",
  title: "Adding dice",
  source: "nowhere › toy",
  steps: [
    { label: "rolls a 3", input: { faces: [3] }, published: { total: 3 } },
    {
      label: "rolls a die the text never shows",
      input: { faces: [2] },
      published: { total: 5 },
      supplied: ["the d6 is 2"],
    },
    {
      label: "a misprinted total",
      input: { faces: [1] },
      published: { total: 7 },
      errata: { total: { rule: "Adding", note: "the text prints 7; 5 + 1 is 6" } },
    },
    {
      label: "a step the rules forbid",
      input: { faces: [], refuse: true },
      published: { total: 9 },
      impossible: { rule: "No cheating", note: "the text lets it happen; the rules do not" },
    },
    {
      label: "goes on from the state before the refused step",
      input: { faces: [4] },
      published: { total: 10 },
    },
  ],
};

describe("verifySample", () => {
  // Verified inside each test, not while the file is collected (`pnpm mutate` needs per-test coverage).
  const verified = () => verifySample(sample, runner);

  it("marks each step reproduced, supplied or erratum", () => {
    const report = verified();
    expect(report.steps.map((s) => s.status)).toEqual([
      "reproduced",
      "supplied",
      "erratum",
      "erratum",
      "reproduced",
    ]);
    expect(report.ok).toBe(true);
    expect(report.counts).toEqual({ reproduced: 2, supplied: 1, erratum: 2, mismatch: 0 });
  });

  it("keeps both figures and the rule of an erratum", () => {
    const report = verified();
    expect(report.steps[2]?.figures[0]).toEqual({
      name: "total",
      published: 7,
      actual: 6,
      status: "erratum",
      erratum: { rule: "Adding", note: "the text prints 7; 5 + 1 is 6" },
    });
    expect(report.steps[3]?.refused?.message).toContain("the rules forbid it");
    expect(report.steps[0]?.snapshot).toEqual({ total: 3 });
  });

  it("flags an undeclared difference as a mismatch", () => {
    const bad = verifySample(
      { ...sample, steps: [{ label: "x", input: { faces: [2] }, published: { total: 3 } }] },
      runner,
    );
    expect(bad.ok).toBe(false);
    expect(bad.steps[0]?.status).toBe("mismatch");
  });

  it("flags a declared erratum that the rules now reproduce as a mismatch", () => {
    const stale = verifySample(
      {
        ...sample,
        steps: [
          {
            label: "x",
            input: { faces: [2] },
            published: { total: 2 },
            errata: { total: { rule: "r", note: "n" } },
          },
        ],
      },
      runner,
    );
    expect(stale.steps[0]?.status).toBe("mismatch");
  });

  it("flags a declared impossible step that the engine accepts, and an unexpected refusal", () => {
    const accepted = verifySample(
      {
        ...sample,
        steps: [{ label: "x", input: { faces: [2] }, published: {}, impossible: { rule: "r", note: "n" } }],
      },
      runner,
    );
    expect(accepted.steps[0]?.status).toBe("mismatch");
    const refused = verifySample(
      { ...sample, steps: [{ label: "x", input: { faces: [], refuse: true }, published: {} }] },
      runner,
    );
    expect(refused.steps[0]?.status).toBe("mismatch");
  });

  it("lets non-Ringside errors through (a bug is not an erratum)", () => {
    expect(() =>
      verifySample(sample, {
        ...runner,
        step: () => {
          throw new TypeError("boom");
        },
      }),
    ).toThrow(TypeError);
  });
});

describe("errataOf", () => {
  it("flattens errata and refused steps into rows", () => {
    const rows = errataOf([verifySample(sample, runner)]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      sample: "toy/adding",
      step: 2,
      figure: "total",
      published: 7,
      actual: 6,
      rule: "Adding",
    });
    expect(rows[1]).toMatchObject({ step: 3, rule: "No cheating" });
  });

  it("keeps the printed-figure errata of a refused step beside its whole-step row", () => {
    const refusedWithFigure: Sample<Input> = {
      ...sample,
      steps: [
        {
          label: "a forbidden step that also prints a wrong requirement",
          input: { faces: [], refuse: true },
          published: { total: 9 },
          impossible: { rule: "No cheating", note: "the rules refuse it" },
          errata: { total: { rule: "Requirements", note: "the text prints 9; the card needs 4" } },
        },
      ],
    };
    const rows = errataOf([verifySample(refusedWithFigure, runner)]);
    expect(rows.map((r) => [r.figure, r.rule])).toEqual([
      ["(whole step)", "No cheating"],
      ["total", "Requirements"],
    ]);
  });
});
