import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { victoryRow } from "../data/victoryTable.js";
import { victoryCheck } from "./victoryCheck.js";

describe("check for victory (III.3.d)", () => {
  it("reads the table: <0 nothing, 0 no count, 1-2, 3-4, 5+ the finish", () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 9].map((m) => victoryRow(m).level)).toEqual([-1, 0, 1, 1, 2, 2, 3, 3]);
    expect(victoryCheck(6, scriptedDice([6, 5]), "pinfall", "x")).toMatchObject({
      roll: 11,
      margin: 5,
      finished: true,
      reading: "3 count",
    });
    expect(victoryCheck(7, scriptedDice([4, 6]), "submission", "x")).toMatchObject({
      level: 2,
      reading: "waved off",
      finished: false,
    });
    expect(victoryCheck(7, scriptedDice([4, 4]), "disqualification", "x").reading).toBe("a warning");
    expect(victoryCheck(7, scriptedDice([6, 4]), "count-out", "x").reading).toBe("counted up to 7");
  });

  it("a 12 rolls again and adds 10", () => {
    const c = victoryCheck(20, scriptedDice([6, 6, 2, 3]), "pinfall", "x");
    expect(c).toMatchObject({ dice: [6, 6], again: [2, 3], roll: 15, margin: -5, finished: false });
    // Without a 12 there is no second roll, and the check carries no "again" at all.
    expect(victoryCheck(20, scriptedDice([6, 5]), "pinfall", "x")).not.toHaveProperty("again");
  });

  it("a 2 is a reversal: no table reading, the margin is 2 less the Endurance", () => {
    expect(victoryCheck(7, scriptedDice([1, 1]), "pinfall", "x")).toEqual({
      dice: [1, 1],
      reversal: true,
      roll: 2,
      margin: -5,
      level: -1,
      reading: "reversal",
      finished: false,
    });
  });

  it("labels its dice with the checking side, and the second roll after a 12", () => {
    const rec = recordingDice(scriptedDice([6, 6, 1, 2]));
    victoryCheck(3, rec, "pinfall", "blob");
    expect(rec.rolls.map((r) => r.label)).toEqual([
      "blob check 1/2",
      "blob check 2/2",
      "blob 12 again 1/2",
      "blob 12 again 2/2",
    ]);
  });
});
