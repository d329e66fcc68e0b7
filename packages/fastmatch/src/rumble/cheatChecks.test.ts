import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { cheatChecks, checkedAfter } from "./cheatChecks.js";
import type { RumbleEvent } from "./types.js";

const dirty = { targets: [], avoid: [], cheat: true, runIns: [] };

describe("cheating checks after a rumble fight", () => {
  it("checks the cheaters, or everyone in the fight when a cheater's fight ends level", () => {
    const ws = [fighter("A", { plan: dirty }), fighter("B"), fighter("C")];
    expect(checkedAfter(ws, [0, 1], false)).toEqual([0]);
    expect(checkedAfter(ws, [0, 1], true)).toEqual([0, 1]);
    expect(checkedAfter(ws, [1, 2], true)).toEqual([]);
  });

  it("warns (awareness up) or disqualifies (out); a wrestler already out is not checked", () => {
    const ws = [fighter("A"), fighter("B"), fighter("C", { status: "out" })];
    const out: string[] = [];
    const events: RumbleEvent[] = [];
    // A rolls 5 + 5 = 10 over awareness 3: warned. B rolls 1 + 1: disqualified.
    cheatChecks(ws, [0, 1, 2], scriptedDice([5, 5, 1, 1]), 2, events, out);
    expect(ws[0]!.awareness).toBe(4);
    expect(out).toEqual(["B"]);
    expect(events.filter((e) => e.type === "cheat-check").length).toBe(2);
  });
});
