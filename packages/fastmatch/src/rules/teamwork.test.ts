import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import type { RoundAction } from "../sheets.js";
import { pairingBonus } from "./advantage.js";
import { choosePairing, pairingScore, teamworkWinner } from "./teamwork.js";

const quiet: RoundAction = { action: "regular", target: "STR", moves: "", illegal: false, finisher: null };

describe("tag-team rounds (V.1.B)", () => {
  it("lets the team with the higher 2d6 + teamwork pick its best bonus; a tie takes the closest to 0", () => {
    expect(teamworkWinner(9, 8)).toBe(1);
    expect(teamworkWinner(8, 9)).toBe(-1);
    expect(teamworkWinner(8, 8)).toBe(0);
    const bonuses = [2, 0, -1];
    const best = (w: 1 | -1 | 0): number =>
      bonuses.reduce((a, b) => (pairingScore(w, b) > pairingScore(w, a) ? b : a));
    expect(best(1)).toBe(2);
    expect(best(-1)).toBe(-1);
    expect(best(0)).toBe(0);
  });

  it("rolls a die among equal pairings (sample round 4: three +0 pairings for a team that won the roll)", () => {
    const m = benchMatch("tag");
    // Round 4 of the sample: Sons of Liberty 6 + 3, Violators 10 + 0 (TEAM already lost).
    m.sides[1].teamwork = 0;
    m.sides[0].teamwork = 3;
    const ctx = scriptedContext(m, [3, 3, 5, 5, 3]);
    const actions = [
      { ...quiet, target: "END" },
      { ...quiet, target: "STR" },
    ] as const;
    const pick = choosePairing(ctx, actions, false);
    expect(pick.bonus).toBe(0);
    expect(ctx.events[0]).toEqual({
      type: "teamwork",
      round: 0,
      rolls: [6, 10],
      totals: [9, 10],
      winner: "defender",
    });
    expect(ctx.events[1]).toMatchObject({ type: "pairing", candidates: 3, roll: 3 });
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual([
      "teamwork roll for Sons of Liberty 1/2",
      "teamwork roll for Sons of Liberty 2/2",
      "teamwork roll for The Violators 1/2",
      "teamwork roll for The Violators 2/2",
      "pairing among equal bonuses",
    ]);
    const zeros: [number, number][] = [];
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 2; j++) if (pairingBonus(m, i, j, actions, false) === 0) zeros.push([i, j]);
    expect(zeros).toHaveLength(3);
    expect([pick.i, pick.j]).toEqual(zeros[2]); // the die's 3: the third of them, challengers first
  });
});
