import { describe, expect, it } from "vitest";
import {
  buddy,
  captainLuger,
  kaltor,
  kaltorStrategy,
  loadCharacter,
  loadStrategy,
  loadTeamStrategy,
  lugerStrategy,
  prisonerPain,
} from "@ringside/fastmatch";
import { errorOf } from "../../test/helpers.js";

const line = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  action: "regular",
  target: "STR",
  moves: "chops",
  ...extra,
});

describe("strategies", () => {
  const cap = loadCharacter(captainLuger);
  it("loads the sample strategies", () => {
    expect(loadStrategy(lugerStrategy, cap, { role: "challenger" }).rounds[4]).toMatchObject({
      action: "submission",
      finisher: "Captain Luger",
    });
    expect(loadStrategy(kaltorStrategy, loadCharacter(kaltor), { role: "defender" }).rounds[0]!.illegal).toBe(
      true,
    );
  });
  it("enforces the finisher limit: one use per ten rounds gone by, and no more than bought", () => {
    const rounds = Array.from({ length: 30 }, () => line());
    const three = loadCharacter({
      ...captainLuger,
      attributes: { ...captainLuger.attributes, STR: 1, END: 1 },
      finishers: 3,
      styles: [],
    });
    const late = rounds.map((r, i) => (i >= 27 ? { ...r, finisher: true } : r));
    expect(
      loadStrategy({ choice: "A", finish: "pin", rounds: late }, three).rounds.filter(
        (r) => r.finisher !== null,
      ),
    ).toHaveLength(3);
    const early = rounds.map((r, i) => (i === 2 || i === 5 ? { ...r, finisher: true } : r));
    expect(
      errorOf(() => loadStrategy({ choice: "A", finish: "pin", rounds: early }, three)).problems[0]!.message,
    ).toMatch(/at most one per ten rounds/);
    const twice = rounds.map((r, i) => (i === 2 || i === 15 ? { ...r, finisher: true } : r));
    expect(
      errorOf(() => loadStrategy({ choice: "A", finish: "pin", rounds: twice }, cap)).problems[0]!.message,
    ).toMatch(/bought 1 finisher use/);
  });
  it("lists every strategy problem at once", () => {
    const e = errorOf(() =>
      loadStrategy(
        {
          choice: 4,
          strategyPoints: { WEI: 1, TEC: 2, INJURY: 3, TEAM: 1, LUCK: 1 },
          finish: "knockout",
          rounds: [
            line({ target: "WEI" }),
            line({ action: "defensive", illegal: true }),
            line({ moves: "" }),
            line({ action: "flying" }),
            line({ finisher: "Kaltor" }),
            7,
          ],
          extra: true,
        },
        cap,
        { role: "challenger", rounds: 10 },
      ),
    );
    expect(e.code).toBe("INVALID_STRATEGY");
    const text = e.problems.map((p) => `${p.path}: ${p.message}`).join("\n");
    for (const bit of [
      "challenger picks a letter",
      "never go on WEI",
      "at most 2 points may go toward injury",
      "TEAM exists only in team matches",
      'LUCK: unknown key "LUCK"',
      "places 6 strategy points, the wrestler has 2",
      "default finish",
      "WEI can never be attacked",
      "Defensive action cannot be declared illegal",
      "say which moves",
      "must be one of regular",
      "is not a wrestler of this side",
      "must be a round action object",
      "gives 6 round actions for a 10-round match",
      'extra: unknown key "extra"',
    ]) {
      expect(text).toContain(bit);
    }
  });
  it("loads a team strategy with per-opponent choices and a named finisher", () => {
    const members = [loadCharacter(captainLuger), loadCharacter(buddy)];
    const s = loadTeamStrategy(
      {
        members: {
          "Captain Luger": { choice: { Kaltor: "D", Pain: "C" }, strategyPoints: { TEAM: 2 } },
          Buddy: { choice: "B" },
        },
        finish: "submission",
        rounds: [line({ finisher: "Buddy", target: "TEAM" })],
      },
      members,
      { role: "challenger", opponents: ["Kaltor", "Pain"] },
    );
    expect(s.members["Captain Luger"]!.choice).toEqual({ Kaltor: "D", Pain: "C" });
    expect(s.rounds[0]!.finisher).toBe("Buddy");
    const e = errorOf(() =>
      loadTeamStrategy(
        { members: { Buddy: { choice: 3 } }, finish: "pin", rounds: [line({ finisher: true })] },
        [members[1]!, loadCharacter(prisonerPain)],
        { role: "challenger" },
      ),
    );
    const text = e.problems.map((p) => p.message).join("\n");
    expect(text).toContain("challenger picks a letter");
    expect(text).toContain("every wrestler needs a plan");
  });
});
