import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { cheatingCheck } from "./cheating.js";

describe("cheating and DQs (III.6)", () => {
  it("warns on a roll above the awareness and below 11, raising it (sample round 1: 4 against 3)", () => {
    const m = benchMatch();
    m.sides[1].awareness = 3;
    const ctx = scriptedContext(m, [1, 3]);
    expect(cheatingCheck(ctx, 1)).toBe(false);
    expect(m.sides[1].awareness).toBe(4);
    expect(m.sides[1].warnings).toBe(1);
    expect(ctx.events[0]).toMatchObject({ outcome: "warned", awareness: 3, awarenessAfter: 4 });
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual([
      "cheating check for Kaltor the Violent 1/2",
      "cheating check for Kaltor the Violent 2/2",
    ]);
  });

  it("disqualifies at or below the awareness; 11 or 12 go unnoticed", () => {
    const m = benchMatch();
    m.sides[0].awareness = 4;
    expect(cheatingCheck(scriptedContext(m, [2, 2]), 0)).toBe(true);
    expect(cheatingCheck(scriptedContext(m, [5, 6]), 0)).toBe(false);
    expect(m.sides[0].awareness).toBe(4);
  });
});
