import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { fatigueDue, fatigueExtra, rollFatigue } from "./fatigue.js";

describe("long matches (VII)", () => {
  it("is rolled after every ten rounds, not after the last one", () => {
    expect([9, 10, 20, 25].map((r) => fatigueDue(r, 30))).toEqual([false, true, true, false]);
    expect(fatigueDue(30, 30)).toBe(false);
  });

  it("adds one less than the tens digit from round 20", () => {
    expect([10, 20, 30].map(fatigueExtra)).toEqual([0, 1, 2]);
  });

  it("costs a random attribute a point when the roll beats END at the bell", () => {
    const m = benchMatch();
    m.round = 10;
    const cap = m.sides[0].wrestlers[0]!; // END 3 at the bell
    const kal = m.sides[1].wrestlers[0]!; // END 7 at the bell
    // Cap rolls 6+6 (over 3) and loses the first attribute (STR); Kaltor rolls 1+1.
    const ctx = scriptedContext(m, [6, 6, 0, 1, 1]);
    const str = cap.now.STR;
    rollFatigue(ctx);
    expect(cap.now.STR).toBe(str - 1);
    expect(ctx.events.map((e) => (e.type === "fatigue" ? e.attribute : null))).toEqual(["STR", null]);
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual([
      "fatigue roll for Captain Luger 1/2",
      "fatigue roll for Captain Luger 2/2",
      "fatigue attribute for Captain Luger",
      "fatigue roll for Kaltor the Violent 1/2",
      "fatigue roll for Kaltor the Violent 2/2",
    ]);
    expect(kal.now).toEqual(kal.start);
  });
});
