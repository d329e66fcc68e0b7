import { Problems } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { CHARACTER_EXAMPLES, JORGE_BEAN, MIGHTY_BLOB } from "../data/characters.js";
import { COST_TABLE, costOf } from "../data/costs.js";
import { DEFAULT_BLITZMATCH_OPTIONS, type SlotAttribute } from "../types.js";
import { checkSlotBuild, costColumn, freeScore, freeScores, slotCost } from "./slotBuilding.js";

describe("slot building (I.2 cost table)", () => {
  it("carries the table's n/a cells", () => {
    expect(costOf("recovery", 1)).toBeNull();
    for (const s of [6, 7, 8, 9, 10]) expect(costOf("recovery", s)).toBeNull();
    expect(costOf("other", 10)).toBeNull();
    expect(costOf("energy", 10)).toBe(39);
    expect(costOf("other", 0)).toBeNull();
    expect(COST_TABLE.recovery.slice(1, 5)).toEqual([30, 20, 10, 0]);
  });

  it("starts a build at the free scores: Recovery 5 and 1 elsewhere, for 0 points", () => {
    expect([freeScore("recovery"), freeScore("energy"), freeScore("other")]).toEqual([5, 1, 1]);
    const scores = freeScores();
    expect(scores).toMatchObject({ recovery: 5, energy: 1, stamina: 1, teamWork: 1, cheating: 1 });
    expect(slotCost({ name: "Rookie", ...scores })).toMatchObject({ spent: 0, left: 40 });
    scores.power = 9;
    expect(freeScores().power).toBe(1);
  });

  for (const ex of CHARACTER_EXAMPLES) {
    it(`${ex.slot.name}: every printed cost is the table's, or the known erratum`, () => {
      const cost = slotCost(ex.slot);
      for (const [a, printed] of Object.entries(ex.printedCosts)) {
        const rules = costOf(costColumn(a), ex.slot[a as SlotAttribute]);
        if (ex.slot === JORGE_BEAN && a === "energy") {
          // Erratum: I.4 prints Energy 4 as 4(10); the table sells Energy 4 for 5 (10 buys Energy 5).
          expect([printed, rules]).toEqual([10, 5]);
        } else {
          expect(rules, a).toBe(printed);
        }
      }
      if (ex.slot === JORGE_BEAN) {
        // Erratum: the printed total is 40; by the table Jorge spends 35 and keeps 5.
        expect([ex.printedTotal, cost.spent, cost.left]).toEqual([40, 35, 5]);
      } else {
        expect(cost.spent).toBe(ex.printedTotal);
        expect(cost.left).toBe(0);
      }
    });
  }

  it("lists every problem at once, with points spent and left and the rule", () => {
    const problems = new Problems();
    checkSlotBuild({ ...MIGHTY_BLOB, recovery: 1, stamina: 10, energy: 9 }, problems, "slot");
    const list = problems.list;
    expect(list.map((p) => p.path)).toEqual(["slot.recovery", "slot.stamina", "slot"]);
    expect(list[0]!.message).toMatch(/Recovery 1 cannot be bought/);
    expect(list[2]!.message).toBe("54 of 40 build points spent, -14 left: 14 over the budget");
    for (const p of list) expect(p.rule).toMatch(/I\.2/);
  });

  it("the 40 points are a budget unless the federation wants them all spent", () => {
    const cheap = { ...MIGHTY_BLOB, weight: 6 };
    const loose = new Problems();
    checkSlotBuild(cheap, loose, "");
    expect(loose.ok).toBe(true);
    const strict = new Problems();
    checkSlotBuild(cheap, strict, "", { ...DEFAULT_BLITZMATCH_OPTIONS, spendAllPoints: true });
    expect(strict.list[0]!.message).toMatch(/35 of 40 build points spent, 5 left/);
  });

  it("prices custom TeamWork-like attributes from the 'all others' column", () => {
    expect(slotCost({ ...MIGHTY_BLOB, custom: { chemistry: 3 } }).spent).toBe(42);
  });

  it("names the two-word styles as printed (Martial Arts, High-Flying) in its problems", () => {
    const problems = new Problems();
    checkSlotBuild({ ...MIGHTY_BLOB, martialArts: 10, highFlying: 10 }, problems, "s");
    expect(problems.list.map((p) => p.message).slice(0, 2)).toEqual([
      "Martial Arts 10 cannot be bought (the cost table has no price for it: n/a)",
      "High-Flying 10 cannot be bought (the cost table has no price for it: n/a)",
    ]);
  });

  it("a custom attribute's unbuyable score is refused under custom, with its own score", () => {
    const problems = new Problems();
    checkSlotBuild({ ...MIGHTY_BLOB, custom: { chemistry: 10 } }, problems, "s");
    expect(problems.list.map((p) => [p.path, p.message])).toEqual([
      ["s.custom.chemistry", "Chemistry 10 cannot be bought (the cost table has no price for it: n/a)"],
    ]);
  });

  it("a slot that spends exactly its 40 points satisfies a federation that wants them all spent", () => {
    const problems = new Problems();
    checkSlotBuild(MIGHTY_BLOB, problems, "", { ...DEFAULT_BLITZMATCH_OPTIONS, spendAllPoints: true });
    expect(problems.list).toEqual([]);
  });
});
