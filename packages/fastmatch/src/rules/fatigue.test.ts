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

  it("adds the round's extra to the roll (round 20: 2d6 + 1) and costs a point only above END", () => {
    const m = benchMatch();
    m.round = 20;
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    // Cap (END 3 at the bell) rolls 1 + 2 + 1 = 4 and loses AGI; Kaltor (END 7) rolls 3 + 3 + 1 = 7, not above.
    const ctx = scriptedContext(m, [1, 2, 1, 3, 3]);
    rollFatigue(ctx);
    expect(ctx.events).toMatchObject([
      { type: "fatigue", roll: 4, against: 3, attribute: "AGI" },
      { type: "fatigue", roll: 7, against: 7, attribute: null },
    ]);
    expect(cap.now.AGI).toBe(cap.start.AGI - 1);
    expect(kal.now).toEqual(kal.start);
  });

  it("never takes TEC below its floor (II.3.A)", () => {
    const m = benchMatch();
    m.round = 10;
    const cap = m.sides[0].wrestlers[0]!;
    cap.now.TEC = cap.tecFloor;
    // Cap rolls 6 + 6 and the die picks TEC (the fifth damageable attribute); Kaltor rolls 1 + 1.
    rollFatigue(scriptedContext(m, [6, 6, 4, 1, 1]));
    expect(cap.now.TEC).toBe(cap.tecFloor);
    const other = benchMatch();
    other.round = 10;
    const w = other.sides[0].wrestlers[0]!;
    rollFatigue(scriptedContext(other, [6, 6, 4, 1, 1]));
    expect(w.now.TEC).toBe(w.start.TEC - 1);
  });
});
