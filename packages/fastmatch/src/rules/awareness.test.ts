import { describe, expect, it } from "vitest";
import { startingAwareness } from "./awareness.js";

describe("the referee's awareness (III.6, Cheater)", () => {
  it("reads the d6 (1: 2, 2–5: 3, 6: 4) less one per cheater on the side", () => {
    expect([1, 2, 5, 6].map((r) => startingAwareness(r, 0))).toEqual([2, 3, 3, 4]);
    expect(startingAwareness(6, 1)).toBe(3);
    expect(startingAwareness(3, 2)).toBe(1); // two cheaters in a tag team: lowered by 2
  });
});
