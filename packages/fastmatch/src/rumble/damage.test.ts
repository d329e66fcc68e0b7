import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { lower, takeDamage } from "./damage.js";
import type { RumbleEvent } from "./types.js";

describe("damage in a rumble fight", () => {
  it("never takes an attribute below 0, nor TEC below its floor", () => {
    const w = fighter("A");
    lower(w, "STR", 5);
    lower(w, "TEC", 5);
    expect([w.now.STR, w.now.TEC]).toEqual([0, 2]);
  });

  it("hits a random attribute, and calls an injury roll only on one already at 0", () => {
    const w = fighter("A", { now: { STR: 0, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 3 } });
    const events: RumbleEvent[] = [];
    // The target die reads 0 to 4: 0 is STR (already 0); the injury roll 1 + 2 is under 4 damage.
    takeDamage(w, 4, scriptedDice([0, 1]), 2, events);
    expect(events.map((e) => e.type)).toEqual(["damage", "injury-roll"]);
    expect(w.injuries).toEqual({ STR: 1 });
    const fresh = fighter("B");
    const quiet: RumbleEvent[] = [];
    takeDamage(fresh, 3, scriptedDice([1]), 2, quiet);
    expect(quiet).toEqual([
      { type: "damage", round: 2, wrestler: "B", target: "AGI", amount: 3, before: 3, after: 0 },
    ]);
  });
});
