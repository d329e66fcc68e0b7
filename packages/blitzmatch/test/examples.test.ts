import { describe, expect, it } from "vitest";
import {
  BLOB_AND_FIST,
  MIGHTY_BLOB,
  POWER_FIST,
  adviseStrategy,
  blitzmatch,
  energyTrack,
  loadTeam,
  oddsByMvGap,
  resolveMatch,
  sampleReports,
  writeUp,
} from "../src/index.js";

/** The README's and the overview page's examples, as written there. */
describe("the documented examples run", () => {
  const D1 = { attitude: "defensive", activity: 1 } as const;
  const N3 = { attitude: "normal", activity: 3 } as const;
  const REST = { attitude: "rest-hold", activity: 0 } as const;
  const HR3 = { attitude: "high-risk", activity: 3 } as const;

  it("README: resolve and write up a match", () => {
    const { result, events } = resolveMatch(
      {
        sides: [
          {
            id: "blob",
            slot: MIGHTY_BLOB,
            strategy: {
              add: ["weight", "power"],
              discard: "technical",
              rounds: [D1, D1, D1, N3, REST, N3, N3],
            },
          },
          {
            id: "fist",
            slot: POWER_FIST,
            strategy: {
              add: ["martialArts", "power"],
              discard: "highFlying",
              rounds: [HR3, D1, REST, REST, D1, D1, D1],
            },
          },
        ],
        options: { rounds: 7 },
      },
      42,
    );
    expect(writeUp(events)).toMatch(/^Style list: Weight, Power, Martial Arts, Power\./);
    expect(["blob", "fist", null]).toContain(result.winner);
  });

  it("overview page: the rematch picks", () => {
    const { events } = resolveMatch(
      {
        sides: [
          {
            id: "blob",
            slot: MIGHTY_BLOB,
            strategy: {
              add: ["weight", "power"],
              discard: "technical",
              rounds: [D1, D1, D1, N3, REST, N3, N3],
            },
          },
          {
            id: "fist",
            slot: POWER_FIST,
            strategy: {
              add: ["martialArts", "brawling"],
              discard: "weight",
              rounds: [D1, D1, REST, REST, D1, D1, D1],
            },
          },
        ],
      },
      42,
    );
    expect(writeUp(events)).toMatch(/^Result: /m);
  });

  it("builder, strategy, resolve, advisor, odds and samples pages", () => {
    expect(loadTeam(BLOB_AND_FIST, [MIGHTY_BLOB, POWER_FIST])).toEqual(BLOB_AND_FIST);
    const greedy = {
      add: ["weight", "power"],
      discard: "technical",
      rounds: Array(7).fill({ attitude: "normal", activity: 3 }),
    };
    expect(
      energyTrack(6, 5, greedy.rounds)
        .map((r) => r.after)
        .slice(0, 3),
    ).toEqual([3, 0, -3]);
    let state = blitzmatch.setup(
      {
        sides: [
          {
            id: "a",
            slot: MIGHTY_BLOB,
            strategy: {
              add: ["weight", "power"],
              discard: "technical",
              rounds: [D1, D1, D1, N3, REST, N3, N3],
            },
          },
          {
            id: "b",
            slot: POWER_FIST,
            strategy: {
              add: ["martialArts", "power"],
              discard: "highFlying",
              rounds: [HR3, D1, REST, REST, D1, D1, D1],
            },
          },
        ],
      },
      7,
    );
    while (blitzmatch.turn(state).kind === "advance") state = blitzmatch.advance(state).state;
    expect(state.result).not.toBeNull();
    const [best] = adviseStrategy(MIGHTY_BLOB, POWER_FIST, { seed: 1, candidates: 20, trials: 12 });
    expect(best!.win).toBeGreaterThanOrEqual(0);
    expect(oddsByMvGap({ matches: 200, seed: 1 }).length).toBeGreaterThan(3);
    expect(sampleReports().map((r) => [r.id, r.counts, r.ok])).toEqual([
      ["blitzmatch/first-match", { reproduced: 2, supplied: 0, erratum: 8, mismatch: 0 }, true],
      ["blitzmatch/rematch", { reproduced: 1, supplied: 0, erratum: 1, mismatch: 0 }, true],
      ["blitzmatch/rematch-other-dice", { reproduced: 1, supplied: 0, erratum: 6, mismatch: 0 }, true],
      ["blitzmatch/character-examples", { reproduced: 5, supplied: 0, erratum: 1, mismatch: 0 }, true],
    ]);
  });
});
