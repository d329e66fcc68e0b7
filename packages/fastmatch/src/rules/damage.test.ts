import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { damageOutside, dealDamage, reduced } from "./damage.js";

describe("damage (II.3.A, III.4)", () => {
  it("never takes an attribute below 0 or TEC below its floor", () => {
    expect(reduced(3, 5, 0)).toBe(0);
    expect(reduced(5, 2, 0)).toBe(3);
    expect(reduced(5, 4, 3)).toBe(3); // TEC 5 floors at 3
    expect(reduced(2, 1, 3)).toBe(2); // already under the floor (a lower condition): stays
  });

  it("adds a point outside only to blows that do damage (a 0 row stays 0)", () => {
    expect(damageOutside(3, true)).toBe(4);
    expect(damageOutside(3, false)).toBe(3);
    expect(damageOutside(0, true)).toBe(0);
  });

  it("rolls for injury only when the target was already at 0 (sample, round 3: d6 4 + 2 = 6, no injury)", () => {
    const m = benchMatch();
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    const ctx = scriptedContext(m, [4]);
    cap.now.END = 0;
    expect(dealDamage(ctx, 0, cap, "END", 3, kal)).toBe(false);
    expect(ctx.used()).toBe(1);
    expect(ctx.events.map((e) => e.type)).toEqual(["damage", "injury-roll"]);
    expect(ctx.events[1]).toMatchObject({ roll: 4, total: 6, injured: false });
    const fresh = scriptedContext(benchMatch(), []);
    const w = fresh.match.sides[1].wrestlers[0]!;
    expect(dealDamage(fresh, 1, w, "STR", 2, cap)).toBe(false);
    expect(w.now.STR).toBe(4);
    expect(fresh.used()).toBe(0);
  });

  it("takes teamwork down in team matches, with no injury roll", () => {
    const m = benchMatch("tag");
    const ctx = scriptedContext(m, []);
    m.sides[1].teamwork = 2;
    dealDamage(ctx, 1, m.sides[1].wrestlers[0]!, "TEAM", 4, m.sides[0].wrestlers[0]!);
    expect(m.sides[1].teamwork).toBe(0);
    expect(ctx.used()).toBe(0);
  });

  it("does nothing at all for a 0-point row: no change, no event, no injury roll on an attribute at 0", () => {
    const m = benchMatch();
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    cap.now.END = 0;
    const ctx = scriptedContext(m, [1]);
    expect(dealDamage(ctx, 0, cap, "END", 0, kal)).toBe(false);
    expect(ctx.events).toEqual([]);
    expect(ctx.used()).toBe(0);
  });

  it("never injures through teamwork, however much it takes (V.1)", () => {
    const m = benchMatch("tag");
    const ctx = scriptedContext(m, [1, 1, 1]);
    m.sides[1].teamwork = 0;
    expect(dealDamage(ctx, 1, m.sides[1].wrestlers[0]!, "TEAM", 5, m.sides[0].wrestlers[0]!)).toBe(false);
    expect(ctx.events).toMatchObject([{ type: "damage", target: "TEAM", before: 0, after: 0 }]);
  });
});
