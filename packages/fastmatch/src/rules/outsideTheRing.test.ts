import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { contestRingExit, countOutCheck, countOutNeeds } from "./outsideTheRing.js";

describe("out of the ring (II.3.A, III.4)", () => {
  it("counts a wrestler out on 2d6 at least 2 over END + SPD", () => {
    expect(countOutNeeds(3, 5)).toBe(10);
    const m = benchMatch();
    const w = m.sides[0].wrestlers[0]!;
    w.now.END = 1;
    w.now.SPD = 2; // needs 5
    expect(countOutCheck(scriptedContext(m, [2, 2]), w)).toBe(false);
    const counted = scriptedContext(m, [2, 3]);
    expect(countOutCheck(counted, w)).toBe(true);
    expect(counted.labels()).toEqual([
      `count-out check for ${w.name} 1/2`,
      `count-out check for ${w.name} 2/2`,
    ]);
  });

  it("takes the next round outside only when the round's winner rolls higher", () => {
    const m = benchMatch();
    const [a, b] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    contestRingExit(scriptedContext(m, [3, 3, 3, 3, 3, 3]), 0, a, b);
    expect(m.outside).toBe(false);
    const ctx = scriptedContext(m, [4, 3, 3, 3, 3, 3]);
    contestRingExit(ctx, 1, b, a);
    expect(m.outside).toBe(true);
    // Events list the rolls challenger first.
    expect(ctx.events[0]).toMatchObject({ type: "out-contest", rolls: [9, 10], goesOut: true });
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual([
      "ring-exit roll for Kaltor the Violent 1/3",
      "ring-exit roll for Kaltor the Violent 2/3",
      "ring-exit roll for Kaltor the Violent 3/3",
      "ring-exit roll for Captain Luger 1/3",
      "ring-exit roll for Captain Luger 2/3",
      "ring-exit roll for Captain Luger 3/3",
    ]);
  });

  it("lists the rolls challenger first when the challenger won the round too", () => {
    const m = benchMatch();
    const [a, b] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    const ctx = scriptedContext(m, [4, 3, 3, 3, 3, 3]);
    contestRingExit(ctx, 0, a, b);
    expect(ctx.events[0]).toMatchObject({ type: "out-contest", rolls: [10, 9], goesOut: true });
  });
});
