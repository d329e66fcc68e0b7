import { Problems } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { RECOVERY_CHART, RECOVERY_CHART_COLUMNS } from "../data/recoveryChart.js";
import type { RoundAction } from "../types.js";
import { checkEnergyTrack, energyTrack, recoversAfter } from "./energyTrack.js";

const D = (activity: 1 | 2 | 3): RoundAction => ({ attitude: "defensive", activity });
const N = (activity: 1 | 2 | 3): RoundAction => ({ attitude: "normal", activity });
const R: RoundAction = { attitude: "rest-hold", activity: 0 };
const HR3: RoundAction = { attitude: "high-risk", activity: 3 };

describe("energy, activity and recovery (II.2.a)", () => {
  it("reproduces the recovery chart, row 0 (the start of the match) included", () => {
    RECOVERY_CHART.forEach((row, round) => {
      expect(
        RECOVERY_CHART_COLUMNS.filter((rec) => recoversAfter(round, rec)),
        `round ${round}`,
      ).toEqual(row);
    });
  });

  it("the Blob's and Power Fist's published tracks", () => {
    const blob = energyTrack(6, 5, [D(1), D(1), D(1), N(3), R, N(3), N(3)]);
    expect(blob.map((r) => r.after)).toEqual([5, 4, 3, 0, 0, 3, 0]);
    expect(blob[4]!.carried).toBe(6);
    const fist = energyTrack(4, 4, [HR3, D(1), R, R, D(1), N(2), N(1)]);
    expect(fist.map((r) => r.after)).toEqual([1, 0, 0, 0, 3, 1, 0]);
    expect(fist[3]!.recovered).toBe(4);
  });

  it("the text's examples: Energy 3 Recovery 2 gets 3 more after round 2", () => {
    expect(energyTrack(3, 2, [N(3), R, N(3)]).map((r) => r.carried)).toEqual([0, 3, 0]);
  });

  it("refuses deficit spending, naming every round that overspends", () => {
    const problems = new Problems();
    checkEnergyTrack(4, 4, [HR3, D(2), N(3), R, N(3), N(2), N(1)], problems, "strategy");
    expect(problems.list.map((p) => [p.path, p.message])).toEqual([
      ["strategy.rounds[1]", "round 2: activity 2 needs 2 Energy but only 1 is left (no deficit spending)"],
      ["strategy.rounds[2]", "round 3: activity 3 needs 3 Energy but only 1 is left (no deficit spending)"],
      ["strategy.rounds[6]", "round 7: activity 1 needs 1 Energy but only 0 is left (no deficit spending)"],
    ]);
  });
});
