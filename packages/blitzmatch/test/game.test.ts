import { isRingsideError, runMatch, simulate } from "@ringside/core";
import { describe, expect, it } from "vitest";
import {
  MIGHTY_BLOB,
  POWER_FIST,
  blitzmatch,
  resolveMatch,
  writeUp,
  type BlitzMatchConfig,
  type BlitzMatchState,
} from "../src/index.js";
import { BLOB_FIRST, FIST_FIRST, BLOB_REMATCH, FIST_REMATCH } from "../src/samples/data.js";

const first: BlitzMatchConfig = {
  sides: [
    { id: "blob", slot: MIGHTY_BLOB, strategy: BLOB_FIRST },
    { id: "fist", slot: POWER_FIST, strategy: FIST_FIRST },
  ],
};

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (e) {
    if (isRingsideError(e)) return e.code;
    throw e;
  }
  return "none";
}

describe("the BlitzMatch game", () => {
  it("is a resolver: nobody decides, every advance resolves one round, at most the time limit", () => {
    let state = blitzmatch.setup(first, 7);
    expect(blitzmatch.turn(state)).toEqual({ kind: "advance" });
    expect(blitzmatch.moves(state, "blob")).toEqual([]);
    let rounds = 0;
    while (blitzmatch.turn(state).kind === "advance") {
      state = blitzmatch.advance(state).state;
      rounds++;
      expect(state.round).toBe(rounds);
    }
    expect(rounds).toBeLessThanOrEqual(7);
    expect(codeOf(() => blitzmatch.advance(state))).toBe("MATCH_OVER");
    expect(codeOf(() => blitzmatch.play(state, "nobody", null as never))).toBe("UNKNOWN_PLAYER");
  });

  it("runs and simulates without bots; the rematch favours Power Fist", () => {
    const { result } = runMatch(blitzmatch, { config: first, dice: 3 });
    expect(["blob", "fist", null]).toContain(result.winner);
    const rematch: BlitzMatchConfig = {
      sides: [
        { ...first.sides[0]!, strategy: BLOB_REMATCH },
        { ...first.sides[1]!, strategy: FIST_REMATCH },
      ],
    };
    const stats = simulate(blitzmatch, { config: rematch, count: 400, seed: 1, bots: {} });
    expect(stats.wins.fist ?? 0).toBeGreaterThan(stats.wins.blob ?? 0);
  });

  it("a hand-edited state is refused when it could not come out of a match", () => {
    const state = blitzmatch.setup(first, 1);
    const json = JSON.parse(JSON.stringify(state)) as BlitzMatchState;
    expect(blitzmatch.loadState(json).round).toBe(0);
    const cheat = { ...json, sides: [{ ...json.sides[0]!, endurance: 99 }, json.sides[1]!] };
    expect(codeOf(() => blitzmatch.loadState(cheat))).toBe("INVALID_STATE");
    const energy = { ...json, sides: [{ ...json.sides[0]!, energy: 5 }, json.sides[1]!] };
    expect(codeOf(() => blitzmatch.advance(energy))).toBe("INVALID_STATE");
  });

  it("the write-up has the header, every round and the finish", () => {
    const { events } = resolveMatch(first, 11);
    const text = writeUp(events);
    expect(text.split("\n")[0]).toBe(
      "Style list: Weight, Power, Martial Arts, Power. The Mighty Blob MV 16, Endurance 20; Power Fist MV 18, Endurance 21; advantage Power Fist.",
    );
    expect(text).toMatch(/^Round 1: The Mighty Blob D1 \(/m);
    expect(text).toMatch(/^Result: /m);
  });

  it("three slots: the leader rule and the pairs rule both finish, with elimination to the last one", () => {
    for (const multiSlot of ["leader", "pairs"] as const) {
      for (const elimination of [false, true]) {
        const config: BlitzMatchConfig = {
          sides: [...first.sides, { id: "third", slot: POWER_FIST, strategy: FIST_REMATCH }],
          options: { multiSlot, elimination, rounds: 7 },
        };
        for (let seed = 0; seed < 30; seed++) {
          const { result } = runMatch(blitzmatch, { config, dice: seed });
          expect(["blob", "fist", "third", null]).toContain(result.winner);
        }
      }
    }
  });
});
