import { describe, expect, it } from "vitest";
import type { RoundAction } from "../types.js";
import { leaderOutcome, slotPairs, weakestSlot } from "./multiSlotRounds.js";

const N3: RoundAction = { attitude: "normal", activity: 3 };
const D1: RoundAction = { attitude: "defensive", activity: 1 };

describe("more than two slots (our rule)", () => {
  it("leader: the highest total deals each other slot its own difference", () => {
    const r = leaderOutcome([0, 1, 2], [9, 4, 7], [N3, N3, N3], "subtract");
    expect(r.leaders).toEqual([0]);
    expect([...r.damage]).toEqual([
      [1, 5],
      [2, 2],
    ]);
    expect(r.margin).toBe(2);
  });

  it("leader: a defensive leader's buffer counts against every slot", () => {
    const r = leaderOutcome([0, 1, 2], [12, 4, 7], [D1, N3, N3], "subtract");
    expect([...r.damage]).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(r.buffer).toBe(6);
  });

  it("leader: a shared highest total is a tie among those slots only", () => {
    const r = leaderOutcome([0, 1, 2], [7, 4, 7], [N3, N3, N3], "subtract");
    expect(r.leaders).toEqual([0, 2]);
    expect([...r.damage]).toEqual([
      [0, 3],
      [2, 3],
    ]);
  });

  it("pairs in seating order; the weakest slot, first seated on ties", () => {
    expect(slotPairs([0, 2, 3])).toEqual([
      [0, 2],
      [0, 3],
      [2, 3],
    ]);
    expect(weakestSlot([1, 2, 3], [0, 5, 3, 3])).toBe(2);
  });
});
