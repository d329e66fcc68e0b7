import { describe, expect, it } from "vitest";
import { RingsideError } from "../errors/RingsideError.js";
import type { Sample, SampleStep } from "./Sample.js";
import { verifySample, type SampleRunner } from "./verifySample.js";

/** A toy runner: each step adds its input to a running total, or is refused when the input is negative. */
const runner: SampleRunner<number, number> = {
  start: () => 0,
  step(total, input) {
    if (input < 0) throw new RingsideError("ILLEGAL_MOVE", "toy: refused", "no negative steps");
    return { state: total + input, figures: { total: total + input }, snapshot: { total: total + input } };
  },
};
const sample = (...steps: SampleStep<number>[]): Sample<number> => ({
  id: "toy/sum",
  game: "toy",
  title: "Sums",
  source: "nowhere",
  steps,
});
const impossible = { rule: "No negatives", note: "the text allows it" };

describe("verifySample", () => {
  it("names the report after the sample and numbers the steps", () => {
    const report = verifySample(sample({ label: "one", input: 1, published: { total: 1 } }), runner);
    expect(report).toMatchObject({ id: "toy/sum", game: "toy", title: "Sums", source: "nowhere", ok: true });
    expect(report.steps.map((s) => [s.index, s.label, s.supplied])).toEqual([[0, "one", []]]);
  });

  it("a step the engine accepts though declared impossible is a mismatch, its figures judged plainly", () => {
    const report = verifySample(
      sample({ label: "x", input: 2, published: { total: 2 }, impossible }),
      runner,
    );
    const step = report.steps[0];
    expect(step?.status).toBe("mismatch");
    expect(step?.figures).toStrictEqual([{ name: "total", published: 2, actual: 2, status: "reproduced" }]);
    expect(step !== undefined && "refused" in step).toBe(false);
    expect(report.ok).toBe(false);
  });

  it("a refused step keeps the refusal's message, with the erratum only when it was declared impossible", () => {
    const declared = verifySample(
      sample({ label: "x", input: -1, published: { total: 5 }, impossible }),
      runner,
    );
    expect(declared.steps[0]?.refused).toEqual({
      message: "toy: refused: no negative steps",
      erratum: impossible,
    });
    expect(declared.steps[0]?.figures).toEqual([
      { name: "total", published: 5, actual: undefined, status: "erratum", erratum: impossible },
    ]);
    const unexpected = verifySample(sample({ label: "x", input: -1, published: {} }), runner);
    expect(unexpected.steps[0]?.refused).toStrictEqual({ message: "toy: refused: no negative steps" });
    expect(unexpected.counts).toEqual({ reproduced: 0, supplied: 0, erratum: 0, mismatch: 1 });
  });

  it("gives a snapshot only when the runner gave one", () => {
    const bare: SampleRunner<number, number> = {
      start: () => 0,
      step: (t, i) => ({ state: t + i, figures: {} }),
    };
    const step = verifySample(sample({ label: "x", input: 1, published: {} }), bare).steps[0];
    expect(step !== undefined && "snapshot" in step).toBe(false);
    expect(verifySample(sample({ label: "x", input: 1, published: {} }), runner).steps[0]?.snapshot).toEqual({
      total: 1,
    });
  });

  it("a step's status is its worst figure's: a mismatch beats an erratum and a supplied die", () => {
    const report = verifySample(
      sample({
        label: "x",
        input: 1,
        published: { total: 9, again: 7 },
        supplied: ["a die"],
        errata: { total: { rule: "r", note: "n" } },
      }),
      { ...runner, step: (t, i) => ({ state: t + i, figures: { total: t + i, again: 6 } }) },
    );
    expect(report.steps[0]?.figures.map((f) => f.status)).toEqual(["erratum", "mismatch"]);
    expect(report.steps[0]?.status).toBe("mismatch");
  });

  it("goes on from the state before a refused step, and counts every status", () => {
    const report = verifySample(
      sample(
        { label: "a", input: 2, published: { total: 2 } },
        { label: "b", input: -1, published: {}, impossible },
        { label: "c", input: 3, published: { total: 5 }, supplied: ["a card"] },
      ),
      runner,
    );
    expect(report.steps.map((s) => s.status)).toEqual(["reproduced", "erratum", "supplied"]);
    expect(report.counts).toEqual({ reproduced: 1, supplied: 1, erratum: 1, mismatch: 0 });
    expect(report.ok).toBe(true);
  });
});
