import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { dieSideTarget, pairTarget, pairs, subsets } from "./targets.js";

describe("targets", () => {
  it("subsets by size", () => {
    expect(subsets([1, 2, 3], 1)).toHaveLength(7);
    expect(subsets([1, 2, 3], 2, 2)).toEqual([{ dice: [1, 2] }, { dice: [1, 3] }, { dice: [2, 3] }]);
  });
  it("pairs one die of each side", () => {
    expect(pairs(table("1,2", "3"), "red")).toEqual([{ dice: [1, 11] }, { dice: [2, 11] }]);
  });
  it("subsets are never empty, even with no lower bound", () => {
    expect(subsets([1, 2], 0)).toEqual([{ dice: [1] }, { dice: [2] }, { dice: [1, 2] }]);
    expect(subsets([], 0)).toEqual([]);
  });
  it("a pair's or a die-and-side target names its dice, one shared target each", () => {
    expect(pairTarget(0, 1)).toEqual({ dice: [0, 1] });
    expect(pairTarget(0, 0)).toEqual({ dice: [0, 0] });
    expect(pairTarget(3, 12)).toBe(pairTarget(3, 12));
    expect(dieSideTarget(0, "attack")).toEqual({ dice: [0], side: "attack" });
    expect(dieSideTarget(4, "defense")).toBe(dieSideTarget(4, "defense"));
  });
});
