import { describe, expect, it } from "vitest";
import {
  apToTagSquare,
  canTagFrom,
  LUNGE_TAG,
  lungeTagTarget,
  TAG_AP,
  TEAM_CORNERS,
  tagSquares,
} from "./tagging.js";

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

describe("tagging at its edges (¶133–¶135)", () => {
  it("the lunge: spare points give nothing back; the lunge is an AGI trick of Level 1", () => {
    expect(lungeTagTarget(60, 0, -3, 0)).toBe(60);
    expect(lungeTagTarget(60, 0, 0, 2)).toBe(50);
    expect(LUNGE_TAG).toEqual({ class: "AGI", level: 1, perApShort: 5 });
  });
  it("each corner's three tag squares, wherever it is", () => {
    expect(tagSquares({ row: 2, col: 7 })).toEqual([
      { row: 2, col: 7 },
      { row: 3, col: 7 },
      { row: 2, col: 6 },
    ]);
    expect(canTagFrom({ row: 2, col: 3 }, TEAM_CORNERS.red)).toBe(true);
    expect(canTagFrom({ row: 3, col: 3 }, TEAM_CORNERS.blue)).toBe(false);
    expect(canTagFrom({ row: 6, col: 7 }, TEAM_CORNERS.blue)).toBe(true);
  });
});
