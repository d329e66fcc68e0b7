import { describe, expect, it } from "vitest";
import { verifySample } from "@ringside/core";
import { exampleOfPlay } from "../src/samples/exampleOfPlay.js";
import { exampleRunner } from "../src/samples/runSamples.js";
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

  it("matches the printed damage only under backlash: false; the literal reading gives 2 (48 hits)", () => {
    const literal = verifySample(exampleOfPlay, exampleRunner({ backlash: true }));
    const damage = literal.steps.at(-1)!;
    const off = damage.figures
      .filter((f) => f.status !== "reproduced")
      .map((f) => [f.name, f.published, f.actual]);
    expect(off).toEqual([
      ["damageToAnt", 1, 2],
      ["antHits", 49, 48],
    ]);
    expect(damage.label).toMatch(/backlash: false.*take 2 and keep 48 hits/);
  });
});
