import { describe, expect, it } from "vitest";
import { errataOf, verifySample } from "@ringside/core";
import { fastmatchSampleRunner, sampleReports, samples } from "@ringside/fastmatch";

describe("published samples", () => {
  const reports = sampleReports();
  const byId = new Map(reports.map((r) => [r.id, r]));

  it("replays all samples with no mismatch", () => {
    expect(reports.map((r) => r.id)).toEqual([
      "fastmatch/singles-sample",
      "fastmatch/tag-sample",
      "fastmatch/amos-and-andy",
    ]);
    for (const r of reports) {
      const bad = r.steps
        .filter((s) => s.status === "mismatch")
        .map(
          (s) =>
            `${s.index} ${s.label} ${JSON.stringify(s.figures.filter((f) => f.status === "mismatch"))} ${s.refused?.message ?? ""}`,
        );
      expect(bad).toEqual([]);
      expect(r.ok).toBe(true);
    }
  });

  it("gives the singles sample the statuses we expect", () => {
    const r = byId.get("fastmatch/singles-sample")!;
    expect(r.steps.map((s) => s.status)).toEqual([
      "erratum", // Luger's cost: 24, not 20
      "reproduced",
      "erratum", // POW refused
      "reproduced",
      "supplied",
      "reproduced",
      "supplied",
      "reproduced",
      "supplied",
      "supplied",
    ]);
    const cost = r.steps[0]!.figures.find((f) => f.name === "totalCost")!;
    expect(cost).toMatchObject({ published: 20, actual: 24, status: "erratum" });
    expect(r.steps[2]!.refused?.message).toMatch(/POW/);
    const last = r.steps[9]!.figures.find((f) => f.name === "result")!;
    expect(last.actual).toBe("Kaltor the Violent by pinfall");
  });

  it("gives the tag sample the statuses we expect", () => {
    const r = byId.get("fastmatch/tag-sample")!;
    expect(r.steps.map((s) => s.status)).toEqual([
      "reproduced",
      "reproduced",
      "erratum",
      "supplied",
      "erratum",
      "erratum",
      "supplied",
      "erratum",
    ]);
    const rows = errataOf([r]);
    expect(rows.map((e) => `${e.step}:${e.figure}`)).toEqual([
      "2:Captain Luger vs Kaltor the Violent",
      "4:advantage",
      "4:margin",
      "4:fall",
      "5:advantage",
      "5:winner",
      "5:damage",
      "5:damaged",
      "7:advantage",
      "7:margin",
    ]);
    const end = r.steps[7]!.figures.find((f) => f.name === "result")!;
    expect(end).toMatchObject({
      published: "draw by time-limit",
      actual: "draw by time-limit",
      status: "reproduced",
    });
  });

  it("flags a script with a face the rules never roll as a mismatch", () => {
    const [singles] = samples;
    const steps = singles!.steps.map((step, k) =>
      k === 5 && step.input.kind === "round"
        ? { ...step, input: { ...step.input, faces: [...step.input.faces, 1] } }
        : step,
    );
    const report = verifySample({ ...singles!, steps }, fastmatchSampleRunner);
    expect(report.steps[5]!.status).toBe("mismatch");
    expect(report.steps[5]!.refused?.message).toMatch(/left over/);
  });
});
