import { describe, expect, it } from "vitest";
import type { Erratum, SampleReport, StepReport } from "./Sample.js";
import { errataOf } from "./errataOf.js";

const rule: Erratum = { rule: "Going Bust", note: "the text prints 7" };
const refusal: Erratum = { rule: "No cheating", note: "the rules refuse it" };
const report = (...steps: StepReport[]): SampleReport => ({
  id: "toy/x",
  game: "toy",
  title: "X",
  source: "nowhere",
  steps,
  counts: { reproduced: 0, supplied: 0, erratum: 0, mismatch: 0 },
  ok: true,
});
const step = (over: Partial<StepReport>): StepReport => ({
  index: 4,
  label: "a step",
  status: "erratum",
  figures: [],
  supplied: [],
  ...over,
});

describe("errataOf", () => {
  it("lists a figure erratum with both figures and its rule", () => {
    const figure = { name: "total", published: 7, actual: 6, status: "erratum", erratum: rule } as const;
    expect(errataOf([report(step({ figures: [figure] }))])).toEqual([
      {
        sample: "toy/x",
        game: "toy",
        step: 4,
        label: "a step",
        figure: "total",
        published: 7,
        actual: 6,
        rule: "Going Bust",
        note: "the text prints 7",
      },
    ]);
  });

  it("lists a refused step declared impossible as one whole-step row", () => {
    const refused = step({ refused: { message: "refused", erratum: refusal } });
    expect(errataOf([report(refused)])).toEqual([
      {
        sample: "toy/x",
        game: "toy",
        step: 4,
        label: "a step",
        figure: "(whole step)",
        published: "as printed",
        actual: "refused by the rules",
        rule: "No cheating",
        note: "the rules refuse it",
      },
    ]);
  });

  it("leaves out what is not an erratum: mismatches, refusals without one, figures without one", () => {
    const figure = { name: "total", published: 7, actual: 6, status: "mismatch", erratum: rule } as const;
    const plain = { name: "total", published: 7, actual: 6, status: "erratum" } as const;
    expect(
      errataOf([
        report(
          step({ status: "mismatch", refused: { message: "refused", erratum: refusal } }),
          step({ status: "mismatch", figures: [figure] }),
          step({ refused: { message: "refused" } }),
          step({ figures: [plain] }),
        ),
      ]),
    ).toEqual([]);
  });

  it("a refused step's figure marked erratum without one adds no row (and does not break)", () => {
    const plain = { name: "total", published: 7, actual: undefined, status: "erratum" } as const;
    const refused = step({ refused: { message: "refused", erratum: refusal }, figures: [plain] });
    expect(errataOf([report(refused)]).map((r) => r.figure)).toEqual(["(whole step)"]);
  });

  it("reads every report in order", () => {
    const figure = { name: "total", published: 7, actual: 6, status: "erratum", erratum: rule } as const;
    const rows = errataOf([
      report(step({ index: 1, figures: [figure] })),
      report(step({ index: 2, figures: [figure] })),
    ]);
    expect(rows.map((r) => r.step)).toEqual([1, 2]);
  });
});
