import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { pairs, subsets } from "./targets.js";

describe("targets", () => {
  it("subsets by size", () => {
    expect(subsets([1, 2, 3], 1)).toHaveLength(7);
    expect(subsets([1, 2, 3], 2, 2)).toEqual([{ dice: [1, 2] }, { dice: [1, 3] }, { dice: [2, 3] }]);
  });
  it("pairs one die of each side", () => {
    expect(pairs(table("1,2", "3"), "red")).toEqual([{ dice: [1, 11] }, { dice: [2, 11] }]);
  });
});
