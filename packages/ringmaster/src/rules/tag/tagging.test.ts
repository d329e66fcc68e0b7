import { describe, expect, it } from "vitest";
import { apToTagSquare, canTagFrom, lungeTagTarget, TAG_AP, TEAM_CORNERS, tagSquares } from "./tagging.js";

describe("Tagging (¶133–¶137)", () => {
  it("a tag is made from the corner or the two rope-side squares beside it, for 5 AP", () => {
    expect(TAG_AP).toBe(5);
    expect(tagSquares(TEAM_CORNERS.red)).toEqual([
      { row: 2, col: 2 },
      { row: 3, col: 2 },
      { row: 2, col: 3 },
    ]);
    expect(tagSquares(TEAM_CORNERS.blue)).toEqual([
      { row: 7, col: 7 },
      { row: 6, col: 7 },
      { row: 7, col: 6 },
    ]);
    expect(canTagFrom({ row: 3, col: 2 }, TEAM_CORNERS.red)).toBe(true);
    expect(canTagFrom({ row: 3, col: 3 }, TEAM_CORNERS.red)).toBe(false);
    expect(apToTagSquare({ row: 5, col: 5 }, TEAM_CORNERS.red)).toBe(3);
    expect(apToTagSquare({ row: 4, col: 4 }, TEAM_CORNERS.red)).toBe(2);
    expect(apToTagSquare({ row: 2, col: 2 }, TEAM_CORNERS.red)).toBe(0);
  });
  it("the Lunge Tag is AGI at −5% per AP short and −5% per earlier Counter", () => {
    expect(lungeTagTarget(60, 0, 3, 1)).toBe(40);
    expect(lungeTagTarget(60, 10, 0, 0)).toBe(70);
  });
});
