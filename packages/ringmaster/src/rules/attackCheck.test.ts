import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackTarget, attackTargetValue } from "./attackCheck.js";

describe("the attack check's modifiers (¶27–¶54)", () => {
  it("Level above the defender's wear-down: the Atomic Drop example (¶37)", () => {
    expect(attackTarget({ skill: 60, level: 3, defenderLevel: 1 }).target).toBe(40);
    expect(attackTarget({ skill: 60, level: 3, defenderLevel: 2 }).target).toBe(50);
  });

  it("adds each listed bonus and penalty with its rule", () => {
    const t = attackTarget({
      skill: 50,
      level: 1,
      defenderLevel: 1,
      finisher: true,
      superset: true,
      braChain: true,
      cornered: true,
      desperation: true,
      telegraphed: true,
    });
    expect(t.target).toBe(110);
    expect(t.modifiers.map((m) => m.rule)).toEqual(["¶87", "¶28", "¶29", "¶33", "¶36", "¶77"]);
  });

  it("repetition, Counters and Tricks are −5% a use; improvised −10% or −5% with one Flag", () => {
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, repetitions: 3 }).target).toBe(35);
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, counterUses: 2 }).target).toBe(40);
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, trickUses: 1 }).target).toBe(45);
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, improvised: "unknown" }).target).toBe(40);
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, improvised: "flag" }).target).toBe(45);
  });

  it("Stun is −5% a point on one's own rolls and +5% a point on the opponent's attacks (¶95)", () => {
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, ownStun: 2, defenderStun: 3 }).target).toBe(
      55,
    );
  });

  it("Flying: −10% a square, 5% back a Step above 1, never a bonus (¶67)", () => {
    expect(
      attackTarget({ skill: 50, level: 1, defenderLevel: 1, flyingSquares: 2, stepsAbove: 1 }).target,
    ).toBe(30);
    expect(
      attackTarget({ skill: 50, level: 1, defenderLevel: 1, flyingSquares: 2, stepsAbove: 3 }).target,
    ).toBe(40);
    expect(
      attackTarget({ skill: 50, level: 1, defenderLevel: 1, flyingSquares: 1, stepsAbove: 5 }).target,
    ).toBe(50);
  });

  it("dives to the floor −10% unless Daredevil; warning, flair −5%; objects by their Mod", () => {
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, diveToFloor: true }).target).toBe(40);
    expect(
      attackTarget({ skill: 50, level: 1, defenderLevel: 1, diveToFloor: true, daredevil: true }).target,
    ).toBe(50);
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, warned: true, flair: true }).target).toBe(
      40,
    );
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, objectMod: 10 }).target).toBe(60);
    expect(attackTarget({ skill: 50, level: 1, defenderLevel: 1, injuryPoints: 2, apShort: 1 }).target).toBe(
      35,
    );
  });
});

describe("attackTargetValue", () => {
  it("is attackTarget's target without the list", () => {
    fc.assert(
      fc.property(
        fc.record({
          skill: fc.integer({ min: 0, max: 120 }),
          level: fc.integer({ min: 1, max: 4 }),
          defenderLevel: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
          finisher: fc.boolean(),
          repetitions: fc.integer({ min: 0, max: 5 }),
          flair: fc.boolean(),
          diveToFloor: fc.boolean(),
          daredevil: fc.boolean(),
          flyingSquares: fc.integer({ min: 0, max: 3 }),
          stepsAbove: fc.integer({ min: 0, max: 5 }),
          ownStun: fc.integer({ min: 0, max: 6 }),
          objectMod: fc.integer({ min: 0, max: 15 }),
        }),
        (s) => attackTargetValue(s) === attackTarget(s).target,
      ),
      { numRuns: 300 },
    );
  });
});

describe("each modifier alone: its name, value and rule as players see them", () => {
  const base = { skill: 50, level: 1, defenderLevel: 1 } as const;
  const cases: readonly [Partial<Parameters<typeof attackTarget>[0]>, string, number, string][] = [
    [{ level: 3 }, "Level above his wear-down", -20, "¶37"],
    [{ finisher: true }, "Finisher", 10, "¶87"],
    [{ superset: true }, "superset", 10, "¶28"],
    [{ superset: true, technician: true }, "superset", 15, "¶28"],
    [{ braChain: true }, "BRA chain", 10, "¶29"],
    [{ braChain: true, brawler: true }, "BRA chain", 15, "¶29"],
    [{ repetitions: 2 }, "repetition", -10, "¶31"],
    [{ counterUses: 1 }, "Counter used before", -5, "¶32"],
    [{ trickUses: 3 }, "Trick used before", -15, "¶32"],
    [{ cornered: true }, "cornered", 10, "¶33"],
    [{ desperation: true }, "desperation", 10, "¶36"],
    [{ improvised: "flag" }, "improvised (one Flag)", -5, "¶48"],
    [{ improvised: "unknown" }, "improvised", -10, "¶48"],
    [{ objectMod: -5 }, "foreign object", -5, "¶40"],
    [{ warned: true }, "referee warning", -5, "¶51"],
    [{ flair: true }, "flair", -5, "¶53"],
    [{ diveToFloor: true }, "dive to the floor", -10, "¶54"],
    [{ flyingSquares: 1 }, "flying distance", -10, "¶67"],
    [{ flyingSquares: 2, stepsAbove: 2 }, "flying distance", -15, "¶67"],
    [{ ownStun: 1 }, "own Stun", -5, "¶95"],
    [{ defenderStun: 2 }, "his Stun", 10, "¶95"],
    [{ injuryPoints: 1 }, "Injuries", -5, "¶99"],
    [{ telegraphed: true }, "telegraphed", 10, "¶77"],
    [{ apShort: 2 }, "short of Action Points", -10, "completion"],
    [{ hotHead: true }, "Hot Head", -5, "completion"],
    [{ firedUp: true }, "Fired Up", 10, "¶131 (completion)"],
    [{ againstFiredUp: true }, "Counter against a Fired Up man", -10, "¶131 (completion)"],
  ];
  it.each(cases)("%o: %s %d (%s)", (situation, name, value, rule) => {
    const t = attackTarget({ ...base, ...situation });
    expect(t.modifiers).toEqual([{ name, value, rule }]);
    expect(t.target).toBe(50 + value);
    expect(attackTargetValue({ ...base, ...situation })).toBe(50 + value);
  });

  it("a situation with nothing in it, or modifiers that come to 0, lists no modifier", () => {
    expect(attackTarget(base)).toEqual({ target: 50, modifiers: [] });
    expect(attackTarget({ ...base, level: 1, defenderLevel: 3 }).modifiers).toEqual([]);
    expect(attackTarget({ ...base, diveToFloor: true, daredevil: true }).modifiers).toEqual([]);
    expect(attackTarget({ ...base, flyingSquares: 0, stepsAbove: 5 }).modifiers).toEqual([]);
    expect(attackTarget({ ...base, flyingSquares: 1, stepsAbove: 3 }).modifiers).toEqual([]);
    expect(attackTarget({ ...base, flyingSquares: 1, stepsAbove: 4 }).modifiers).toEqual([]);
    expect(attackTarget({ ...base, technician: true, brawler: true }).modifiers).toEqual([]);
  });
});
