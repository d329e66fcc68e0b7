import { recordingDice, scriptedDice } from "@ringside/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNT_LIMITS } from "../../data/referee.js";
import { countRound, startCount } from "./counts.js";

describe("Counts (¶121–¶122)", () => {
  it("the count starts the round after the warning, then adds 1d6 a round", () => {
    let c = startCount("outside");
    const first = countRound(scriptedDice([]), c);
    expect(first.roll).toBeNull();
    c = first.count;
    const r1 = countRound(scriptedDice([6]), c);
    expect(r1).toMatchObject({ roll: 6, over: false, count: { value: 6 } });
    const r2 = countRound(scriptedDice([4]), r1.count);
    expect(r2.count.value).toBe(10);
    expect(r2.over).toBe(false); // 10 is not higher than the limit 10
    expect(countRound(scriptedDice([1]), r2.count).over).toBe(true);
  });
  it("every count ends: the total only grows and passes its limit within limit + 1 dice", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("outside", "choke", "top-rope", "illegal-man" as const),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 12, maxLength: 12 }),
        (kind, faces) => {
          let c = countRound(scriptedDice([]), startCount(kind)).count;
          let rounds = 0;
          for (const f of faces) {
            rounds++;
            const r = countRound(scriptedDice([f]), c);
            c = r.count;
            if (r.over) break;
          }
          expect(c.value).toBeGreaterThan(COUNT_LIMITS[kind]);
          expect(rounds).toBeLessThanOrEqual(COUNT_LIMITS[kind] + 1);
        },
      ),
    );
  });
});

describe("a count in detail (¶121)", () => {
  it("labels its die by the count, takes a limit of its own, and goes on from its value", () => {
    const dice = recordingDice(scriptedDice([3]));
    const r = countRound(dice, { kind: "outside", value: 2, fresh: false }, 4);
    expect(r).toEqual({ count: { kind: "outside", value: 5, fresh: false }, roll: 3, over: true });
    expect(dice.rolls.map((x) => x.label)).toEqual(["outside count"]);
    expect(startCount("choke")).toEqual({ kind: "choke", value: 0, fresh: true });
    expect(countRound(scriptedDice([]), startCount("choke")).over).toBe(false);
    expect(countRound(scriptedDice([]), startCount("choke")).count).toEqual({
      kind: "choke",
      value: 0,
      fresh: false,
    });
  });
});
