import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { injuryRoll, injuryTotal, isInjury } from "./injuries.js";

describe("injury (III.5)", () => {
  it("rolls d6 + 2, lowered by the attacker's injury points and the specialty match", () => {
    expect(injuryTotal(4, 0, "normal", 0)).toBe(6);
    expect(injuryTotal(4, 2, "normal", 0)).toBe(4); // "2 strategy points towards injury": just a d6
    expect(injuryTotal(4, 0, "cage", 0)).toBe(5);
    expect(injuryTotal(4, 0, "barbed-wire", 1)).toBe(2);
  });

  it("is an injury only below the damage dealt", () => {
    expect(isInjury(2, 3)).toBe(true);
    expect(isInjury(3, 3)).toBe(false);
  });

  it("records an injury point in this match", () => {
    const m = benchMatch();
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    const ctx = scriptedContext(m, [1]);
    expect(injuryRoll(ctx, cap, "END", 4, kal)).toBe(true);
    // Every roll is named for the record: what is rolled and for whom.
    expect(ctx.labels()).toEqual(["injury roll against Captain Luger"]);
    expect(cap.injuries.END).toBe(1);
    expect(cap.newInjuries).toBe(1);
  });

  it("leaves the injury record alone when the roll is not below the damage", () => {
    const m = benchMatch();
    const [cap, kal] = [m.sides[0].wrestlers[0]!, m.sides[1].wrestlers[0]!];
    const before = cap.injuries;
    expect(injuryRoll(scriptedContext(m, [6]), cap, "END", 4, kal)).toBe(false);
    expect(cap.injuries).toBe(before);
    expect(cap.injuries.END).toBeUndefined();
    expect(cap.newInjuries).toBe(0);
  });
});
