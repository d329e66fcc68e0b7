import { describe, expect, it } from "vitest";
import { sampleReports } from "../src/index.js";

describe("example of play", () => {
  it("reproduces every published figure", () => {
    const [report] = sampleReports();
    const bad = report?.steps.filter((s) => s.status === "mismatch" || s.refused !== undefined) ?? [];
    expect(
      bad.map((s) => ({
        label: s.label,
        refused: s.refused,
        figures: s.figures.filter((f) => f.status !== "reproduced"),
      })),
    ).toEqual([]);
    expect(report?.ok).toBe(true);
    expect(report?.counts).toEqual({ reproduced: 15, supplied: 1, erratum: 0, mismatch: 0 });
  });
});
