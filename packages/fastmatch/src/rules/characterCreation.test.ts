import { describe, expect, it } from "vitest";
import { Problems } from "@ringside/core";
import {
  attributeProblems,
  budgetProblems,
  carriedInjuryProblems,
  characterCost,
  effectiveAttributes,
  strategyPointsOf,
} from "./characterCreation.js";

const messages = (f: (p: Problems) => void): string[] => {
  const problems = new Problems();
  f(problems);
  return problems.list.map((p) => `${p.path}: ${p.message}`);
};
const base = {
  attributes: { STR: 3, AGI: 3, SPD: 5, END: 3, TEC: 3, WEI: 3 },
  extraStrategyPoints: 0,
  finishers: 1,
  styles: ["martial-artist" as const],
  wildBrawler: false,
  cheater: false,
  teamwork: 0,
  sixManTeamwork: 0,
};

describe("building a character (Part I)", () => {
  it("prices Captain Luger at the 24 points of the text", () => {
    expect(characterCost(base)).toMatchObject({
      attributes: 20,
      finishers: 2,
      styles: 2,
      total: 24,
      left: 0,
    });
    expect(messages((p) => budgetProblems(characterCost(base), "points", p))).toEqual([]);
  });
  it("refuses a character over budget, saying by how much", () => {
    const over = characterCost({ ...base, wildBrawler: true });
    expect(messages((p) => budgetProblems(over, "points", p))).toEqual([
      "points: spends 26 of 24 creation points, 2 too many",
    ]);
  });
  it("keeps every attribute at 1 or more, TEC and WEI at 10 or less, WEI+AGI and WEI+SPD at 15 or less", () => {
    expect(
      messages((p) =>
        attributeProblems({ STR: 0, AGI: 6, SPD: 6, END: 1, TEC: 11, WEI: 10 }, "attributes", p),
      ),
    ).toEqual([
      "attributes.STR: STR 0 is below the floor of 1",
      "attributes.TEC: TEC 11 is above the cap of 10",
      "attributes: WEI+AGI is 16, more than 15",
      "attributes: WEI+SPD is 16, more than 15",
    ]);
    expect(
      messages((p) => attributeProblems({ STR: 1, AGI: 5, SPD: 5, END: 1, TEC: 10, WEI: 10 }, "a", p)),
    ).toEqual([]);
  });
  it("gives two strategy points plus those bought", () => {
    expect(strategyPointsOf({ extraStrategyPoints: 0 })).toBe(2);
    expect(strategyPointsOf({ extraStrategyPoints: 3 })).toBe(5);
  });
  it("lowers maximums by injuries carried in, never below 0, and refuses more injury than the attribute", () => {
    expect(effectiveAttributes({ attributes: base.attributes, injuries: { STR: 2, END: 5 } })).toMatchObject({
      STR: 1,
      END: 0,
    });
    expect(messages((p) => carriedInjuryProblems({ END: 4 }, base.attributes, "injuries", p))).toEqual([
      "injuries.END: 4 injury points exceed END 3",
    ]);
  });
  it("prices a second style at 4 more than the first, and each teamwork point, six-man ones included", () => {
    expect(characterCost({ ...base, styles: ["martial-artist", "technician"] }).styles).toBe(2 + 4);
    expect(characterCost({ ...base, styles: [] }).styles).toBe(0);
    expect(characterCost({ ...base, teamwork: 1, sixManTeamwork: 2 }).teamwork).toBe(3);
  });
  it("caps WEI as well as TEC, and no other attribute; each problem names its rule", () => {
    const problems = new Problems();
    attributeProblems({ STR: 11, AGI: 1, SPD: 1, END: 11, TEC: 1, WEI: 11 }, "a", problems);
    expect(problems.list.map((p) => [p.path, p.message, p.rule])).toEqual([
      ["a.WEI", "WEI 11 is above the cap of 10", "FastMatch! › Building a character › Attributes"],
    ]);
    const linked = new Problems();
    attributeProblems({ STR: 1, AGI: 6, SPD: 1, END: 1, TEC: 1, WEI: 10 }, "a", linked);
    expect(linked.list.map((p) => p.rule)).toEqual(["FastMatch! › Building a character › Linked attributes"]);
    const budget = new Problems();
    budgetProblems(characterCost({ ...base, cheater: true }), "points", budget);
    expect(budget.list.map((p) => p.rule)).toEqual(["FastMatch! › Building a character › Creation points"]);
  });
  it("allows as many injury points as the attribute has (III.5), and files the excess under Injury", () => {
    const problems = new Problems();
    carriedInjuryProblems({ END: 3, STR: 4 }, base.attributes, "injuries", problems);
    expect(problems.list.map((p) => [p.path, p.rule])).toEqual([["injuries.STR", "FastMatch! › Injury"]]);
  });
});
