import { describe, expect, it } from "vitest";
import { maneuverByName } from "../data/maneuvers.js";
import { levelPenalty, wearDownLevel } from "./wearDown.js";

describe("wear-down Levels (¶37, ¶90)", () => {
  it("the chapter's Atomic Drop: −20% on a Fresh opponent, −10% on a Winded one", () => {
    const level = maneuverByName("Atomic Drop")?.level ?? 0;
    expect(levelPenalty(level, 1)).toBe(-20);
    expect(levelPenalty(level, 2)).toBe(-10);
    expect(levelPenalty(level, 3)).toBe(-0);
    expect(levelPenalty(1, 4)).toBe(-0);
  });

  it("a Level's number is reached at or below it", () => {
    const levels = [82, 55, 27] as const;
    expect(wearDownLevel(110, levels)).toBe(1);
    expect(wearDownLevel(83, levels)).toBe(1);
    expect(wearDownLevel(82, levels)).toBe(2);
    expect(wearDownLevel(56, levels)).toBe(2);
    expect(wearDownLevel(55, levels)).toBe(3);
    expect(wearDownLevel(28, levels)).toBe(3);
    expect(wearDownLevel(27, levels)).toBe(4);
    expect(wearDownLevel(-20, levels)).toBe(4);
  });
});
