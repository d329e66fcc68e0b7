import { describe, expect, it } from "vitest";
import { exertion, liftExertion } from "./exertion.js";

describe("exertion (¶89)", () => {
  it("costs the Level, plus Lift ÷ 5 rounded up for a lift", () => {
    expect(exertion(1, false, 40)).toBe(1);
    expect(exertion(3, true, 25)).toBe(8);
    expect(exertion(3, true, 26)).toBe(9);
    expect(liftExertion(26, true)).toBe(3);
  });
});

describe("lifting exertion by build", () => {
  it("a point a 5 of Lift, rounded up; a powerhouse a point a 10", () => {
    expect(liftExertion(26)).toBe(6);
    expect(liftExertion(25)).toBe(5);
    expect(liftExertion(20, true)).toBe(2);
    expect(exertion(2, true, 20, true)).toBe(4);
    expect(exertion(2, true, 20)).toBe(6);
  });
});
