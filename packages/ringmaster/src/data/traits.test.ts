import { describe, expect, it } from "vitest";
import { deriveTraits } from "./traits.js";
import { prestigeRank } from "./creation.js";

const typical = {
  attributes: { STR: 60, AGI: 50, BRA: 50, TEC: 50, SAV: 50, STA: 60, TOU: 50 },
  height: 75,
  weight: 250,
};

describe("derived traits (completion §2)", () => {
  it("gives the completion page's typical pro", () => {
    expect(deriveTraits(typical)).toEqual({
      POW: 6,
      HDB: 3,
      WDB: 2,
      RES: 12,
      REC: [2, 1, 1, 1],
      Lift: 25,
      SPD: 5,
      intensity: 880,
      levels: [660, 440, 220],
    });
  });

  it("keeps RES and REC at least 1 and applies Merit and Flaw adjustments", () => {
    const weak = { ...typical, attributes: { ...typical.attributes, TOU: 5, STA: 1 } };
    expect(deriveTraits(weak, { res: -1 }).RES).toBe(1);
    expect(deriveTraits(weak).REC).toEqual([1, 1, 1, 1]);
    expect(deriveTraits(typical, { rec: 1, res: 1 })).toMatchObject({ RES: 13, REC: [3, 2, 1, 1] });
  });

  it("gives SPD 4–8 over the attribute range, enough to start a run (4 AP, ¶64)", () => {
    for (const AGI of [1, 20, 50, 80, 100]) {
      const spd = deriveTraits({ ...typical, attributes: { ...typical.attributes, AGI } }).SPD;
      expect(spd).toBeGreaterThanOrEqual(3);
      expect(spd).toBeLessThanOrEqual(8);
    }
  });
});

describe("Prestige ranks (completion §3)", () => {
  it("names the ranks and Turnovers by absolute Prestige and side", () => {
    expect(prestigeRank(0)).toEqual({ name: "Preliminary", turnovers: 0, side: "neither" });
    expect(prestigeRank(65)).toEqual({ name: "Superstar", turnovers: 3, side: "favourite" });
    expect(prestigeRank(-65)).toEqual({ name: "Monster Heel", turnovers: 3, side: "rulebreaker" });
    expect(prestigeRank(95).name).toBe("Megastar");
    expect(prestigeRank(-30)).toEqual({ name: "Main Event Heel", turnovers: 2, side: "rulebreaker" });
  });
});
