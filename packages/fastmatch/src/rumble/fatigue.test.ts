import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { fatigue } from "./fatigue.js";
import type { RumbleEvent } from "./types.js";

describe("fatigue in a rumble", () => {
  it("counts rounds in the ring only, and rolls on every tenth", () => {
    const ws = [fighter("A", { roundsIn: 8 }), fighter("B", { status: "waiting" })];
    fatigue(ws, scriptedDice([]), 9, []);
    expect(ws.map((w) => w.roundsIn)).toEqual([9, 0]);
    const events: RumbleEvent[] = [];
    // 2d6 of 2 is not above END 3: no point lost.
    fatigue(ws, scriptedDice([1, 1]), 10, events);
    expect(events).toEqual([{ type: "fatigue", round: 10, wrestler: "A", roll: 2, attribute: null }]);
  });

  it("adds 1 to the roll for every ten rounds past the first ten, and costs a random point above END", () => {
    const w = fighter("A", { roundsIn: 19 });
    const events: RumbleEvent[] = [];
    // 2d6 of 3, +1 at the twentieth round: 4 > END 3; the target die 1 is AGI.
    fatigue([w], scriptedDice([1, 2, 1]), 30, events);
    expect(events).toEqual([{ type: "fatigue", round: 30, wrestler: "A", roll: 4, attribute: "AGI" }]);
    expect(w.now.AGI).toBe(2);
  });
});
