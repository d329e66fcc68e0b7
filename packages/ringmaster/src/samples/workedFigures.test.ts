import { describe, expect, it } from "vitest";
import { verifyWorkedFigures } from "./workedFigures.js";

describe("the chapter's worked figures", () => {
  it("reproduces every figure but the Superplex, which is a declared erratum", () => {
    const report = verifyWorkedFigures();
    expect(report.ok).toBe(true);
    expect(report.counts).toEqual({ reproduced: 11, supplied: 0, erratum: 1, mismatch: 0 });
    const superplex = report.steps[5]?.figures.find((f) => f.name === "damage");
    expect(superplex).toMatchObject({
      published: "4d6+POW+HDB+9",
      actual: "4d6+POW+HDB+WDB+6",
      status: "erratum",
    });
  });
});
