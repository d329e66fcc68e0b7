import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { overTheTop } from "./toss.js";
import type { RumbleEvent } from "./types.js";

describe("over the top", () => {
  it("adds +1 for STR over WEI and the extra men, half the WEI to the loser; a save keeps him in", () => {
    const winner = fighter("A", { now: { STR: 5, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 3 } });
    const loser = fighter("B", { now: { STR: 3, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 4 } });
    const ws = [winner, loser];
    const events: RumbleEvent[] = [];
    // 3d6 of 10 + 1 + 1 against 3d6 of 9 + 2: over; a 2d6 of 6 is at AGI + SPD: saved.
    overTheTop(ws, winner, loser, 1, scriptedDice([4, 3, 3, 3, 3, 3, 3, 3]), 4, events, []);
    expect(events).toEqual([
      { type: "toss", round: 4, by: "A", wrestler: "B", rolls: [10, 9], bonuses: [2, 2], over: true },
      { type: "save", round: 4, wrestler: "B", roll: 6, needs: 6, saved: true },
    ]);
    expect(loser.status).toBe("in");
  });

  it("eliminates a loser thrown over who misses the apron, and rolls no save when the throw fails", () => {
    const [a, b] = [fighter("A"), fighter("B")];
    const out: string[] = [];
    overTheTop([a, b], a, b, 0, scriptedDice([6, 6, 6, 1, 1, 1, 6, 6]), 1, [], out);
    expect(out).toEqual(["B"]);
    const events: RumbleEvent[] = [];
    overTheTop([a, b], a, b, 0, scriptedDice([1, 1, 1, 6, 6, 6]), 1, events, []);
    expect(events.map((e) => e.type)).toEqual(["toss"]);
  });
});
