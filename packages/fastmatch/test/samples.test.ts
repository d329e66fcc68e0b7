import { describe, expect, it } from "vitest";
import { errataOf, verifySample } from "@ringside/core";
import { fastmatchSampleRunner, sampleReports, samples } from "@ringside/fastmatch";

describe("published samples", () => {
  // Replayed inside the first test that needs them, not while the file is collected, so that
  // `pnpm mutate` can tell which tests reach which rule (work done at collection counts for all).
  let replayed: ReturnType<typeof sampleReports> | undefined;
  const reports = (): ReturnType<typeof sampleReports> => (replayed ??= sampleReports());
  const byId = { get: (id: string) => reports().find((r) => r.id === id) };

  it("replays all samples with no mismatch", () => {
    expect(reports().map((r) => r.id)).toEqual([
      "fastmatch/singles-sample",
      "fastmatch/tag-sample",
      "fastmatch/amos-and-andy",
    ]);
    for (const r of reports()) {
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
      "reproduced", // "Total Cost=20": his attribute points, printed correctly (no erratum)
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
    const cost = r.steps[0]!.figures.find((f) => f.name === "attributeCost")!;
    expect(cost).toMatchObject({ published: 20, actual: 20, status: "reproduced" });
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
      "erratum", // round 1: the text omits the warning the 8 earns
      "erratum",
      "erratum",
      "erratum", // round 4: the pin bonus's reason (WEI against STR, not STR against STR)
      "erratum",
    ]);
    const rows = errataOf([r]);
    expect(rows.map((e) => `${e.step}:${e.figure}`)).toEqual([
      "2:Captain Luger vs Kaltor the Violent",
      "3:cheatOutcome",
      "4:advantage",
      "4:margin",
      "4:fall",
      "4:why that pairing",
      "5:advantage",
      "5:winner",
      "5:damage",
      "5:damaged",
      "6:fall bonus reason",
      "7:advantage",
      "7:margin",
    ]);
    // A consequence the text leaves out: an 8 above the awareness and under 11 is a warning.
    const warned = r.steps[3]!.figures.find((f) => f.name === "cheatOutcome")!;
    expect(warned).toMatchObject({ actual: "warned", status: "erratum" });
    expect(r.steps[3]!.figures.find((f) => f.name === "disqualified")).toMatchObject({
      status: "reproduced",
    });
    // A right figure for a wrong reason: Kaltor's STR is hit, but the pairing is the only one at +4.
    const why = r.steps[4]!.figures.find((f) => f.name === "why that pairing")!;
    expect(why.status).toBe("erratum");
    expect(r.steps[4]!.figures.find((f) => f.name === "damaged")).toMatchObject({ status: "reproduced" });
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
