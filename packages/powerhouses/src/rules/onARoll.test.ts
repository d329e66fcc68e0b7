import { describe, expect, it } from "vitest";
import { freeAfterFirstSet, freeAfterRollOn, isOverTheTop } from "./onARoll.js";

describe("on a roll and over the top", () => {
  it("follows the Extended Example's dice", () => {
    // Five dice, a set of three: two free. Then one of two matches: one free. It matches too:
    // all five aside, Over the Top, four go back.
    expect(freeAfterFirstSet(5, 3)).toBe(2);
    expect(freeAfterRollOn(5, 2, 1)).toBe(1);
    expect(isOverTheTop(1, 1)).toBe(true);
    expect(freeAfterRollOn(5, 1, 1)).toBe(4);
  });

  it("a first roll of all matching dice leaves one aside", () => {
    expect(freeAfterFirstSet(2, 2)).toBe(1);
    expect(freeAfterFirstSet(5, 5)).toBe(4);
  });
});
