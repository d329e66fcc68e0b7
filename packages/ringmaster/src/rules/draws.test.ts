import { describe, expect, it } from "vitest";
import { DRAW_KINDS, drawOf, engineeredPenalty } from "./draws.js";

describe("Draws (¶123–¶124)", () => {
  it("detects each kind of draw, double finishes before the clock", () => {
    expect(drawOf({})).toBeNull();
    expect(drawOf({ timeUp: true })).toBe("time-limit");
    expect(drawOf({ bothCountedOut: true, timeUp: true })).toBe("double-count-out");
    expect(drawOf({ bothDisqualified: true })).toBe("double-dq");
    expect(drawOf({ bothKnockedOut: true })).toBe("double-knockout");
    expect(drawOf({ bothPinned: true })).toBe("double-pin");
    expect(DRAW_KINDS).toHaveLength(5);
  });
  it("an engineered result costs as much as losing, on top of a loss (¶124)", () => {
    expect(engineeredPenalty("draw")).toBe(2);
    expect(engineeredPenalty("win")).toBe(2);
    expect(engineeredPenalty("loss")).toBe(4);
  });
});

describe("which double finish it is", () => {
  it("a double DQ before a double count-out, a knockout before a pin, a pin before time", () => {
    expect(drawOf({ bothDisqualified: true, bothCountedOut: true })).toBe("double-dq");
    expect(drawOf({ bothKnockedOut: true, bothPinned: true })).toBe("double-knockout");
    expect(drawOf({ bothPinned: true, timeUp: true })).toBe("double-pin");
    expect(drawOf({ bothCountedOut: true, bothKnockedOut: true })).toBe("double-count-out");
    expect(drawOf({ bothDisqualified: false, timeUp: false })).toBeNull();
    expect(DRAW_KINDS).toEqual([
      "time-limit",
      "double-count-out",
      "double-dq",
      "double-knockout",
      "double-pin",
    ]);
  });
});
