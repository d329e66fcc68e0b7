import { errataOf } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { sampleReports, samples } from "../src/index.js";

describe("Part IV example matches", () => {
  const reports = sampleReports();

  for (const report of reports) {
    it(`${report.title}: every printed figure reproduced or a declared erratum`, () => {
      const bad = report.steps.flatMap((s) =>
        s.figures
          .filter((f) => f.status === "mismatch")
          .map((f) => `${s.label} › ${f.name}: printed ${String(f.published)}, rules ${String(f.actual)}`),
      );
      const refused = report.steps
        .filter((s) => s.refused !== undefined)
        .map((s) => `${s.label}: ${s.refused?.message}`);
      expect([...bad, ...refused]).toEqual([]);
      expect(report.ok).toBe(true);
    });
  }

  it("the first match goes the distance; the rematch ends in round 1; the other dice in round 6", () => {
    const last = (i: number) => reports[i]!.steps.at(-1)!.figures.find((f) => f.name === "result")!;
    expect(last(0).actual).toBe("time-limit");
    expect(last(1).actual).toBe("Power Fist wins");
    expect(last(2).actual).toBe("The Mighty Blob wins");
  });

  it("only the tied round of the first match needs a die the text never prints", () => {
    const supplied = reports.flatMap((r) =>
      r.steps.filter((s) => s.supplied.length > 0).map((s) => `${r.id} ${s.index}`),
    );
    expect(supplied).toEqual(["blitzmatch/first-match 5"]);
  });

  it("every erratum names its rule and the figure the rules give", () => {
    const rows = errataOf(reports);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.rule).toMatch(/^BlitzMatch › /);
      expect(row.actual).not.toBe(row.published);
    }
    expect(samples).toHaveLength(4);
  });

  it("I.4's costs replay: only Jorge Bean's Energy cost and total are errata (10 → 5, 40 → 35)", () => {
    const rows = errataOf(reports.filter((r) => r.id === "blitzmatch/character-examples"));
    expect(rows.map((r) => [r.label.split(":")[0], r.figure, r.published, r.actual])).toEqual([
      ["Jorge Bean", "Energy cost", 10, 5],
      ["Jorge Bean", "points spent", 40, 35],
    ]);
    const steps = reports.find((r) => r.id === "blitzmatch/character-examples")!.steps;
    expect(steps).toHaveLength(6);
    expect(steps.flatMap((s) => s.figures).filter((f) => f.status === "reproduced").length).toBeGreaterThan(
      40,
    );
  });

  it("the first match's round 2 records the Blob's printed 4+3 (7) and the rules' 8", () => {
    const rows = errataOf(reports.filter((r) => r.id === "blitzmatch/first-match"));
    expect(rows.find((r) => r.step === 4 && r.figure === "The Mighty Blob total")).toMatchObject({
      published: 7,
      actual: 8,
    });
  });
});
