import { errataOf } from "@ringside/core";
import { sampleReports, samples } from "@ringside/powerhouses";
import { describe, expect, it } from "vitest";

describe("published samples", () => {
  const reports = sampleReports();
  const byId = (id: string) => {
    const r = reports.find((x) => x.id === id);
    if (r === undefined) throw new Error(`no report ${id}`);
    return r;
  };

  it("covers every sample and has no mismatch", () => {
    expect(reports.map((r) => r.id)).toEqual(samples.map((s) => s.id));
    for (const r of reports) {
      expect(
        r.counts.mismatch,
        JSON.stringify(
          r.steps.filter((s) => s.status === "mismatch"),
          null,
          1,
        ),
      ).toBe(0);
      expect(r.ok).toBe(true);
    }
  });

  it("Bruno's sheet is reproduced, with the weakness supplied", () => {
    const r = byId("powerhouses/example-wrestler");
    expect(r.steps.map((s) => s.status)).toEqual(["supplied"]);
    expect(r.steps[0]?.figures.every((f) => f.status === "reproduced")).toBe(true);
    expect(r.steps[0]?.supplied[0]).toMatch(/Agility/);
  });

  it("Bruno's short roll examples are reproduced; the four-face example supplies a fifth die", () => {
    const r = byId("powerhouses/bruno-rolls");
    expect(r.steps.map((s) => s.status)).toEqual([
      "reproduced",
      "reproduced",
      "reproduced",
      "reproduced",
      "supplied",
    ]);
    expect(r.steps[2]?.figures).toEqual([
      { name: "ability", published: "Strength", actual: "Strength", status: "reproduced" },
      { name: "setAside", published: 3, actual: 3, status: "reproduced" },
    ]);
  });

  it("the Extended Example is reproduced step by step, ending at nine after the bust", () => {
    const r = byId("powerhouses/extended-example");
    expect(r.counts).toEqual({ reproduced: 8, supplied: 0, erratum: 0, mismatch: 0 });
    const counts = r.steps.map((s) => s.figures.find((f) => f.name === "count")?.actual);
    expect(counts).toEqual([3, 4, 5, 6, 7, 9, 10, 9]);
    const frees = r.steps.map((s) => s.figures.find((f) => f.name === "free")?.actual);
    expect(frees).toEqual([2, 1, 4, 3, 2, 4, 3, undefined]);
    const last = r.steps[7]?.figures.find((f) => f.name === "bust");
    expect(last).toEqual({ name: "bust", published: true, actual: true, status: "reproduced" });
    expect(r.steps.every((s) => s.snapshot !== undefined)).toBe(true);
  });

  it("declares no errata: the text agrees with its rules", () => {
    expect(errataOf(reports)).toEqual([]);
  });
});
