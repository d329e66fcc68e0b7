import { describe, expect, it } from "vitest";
import { chargedForce } from "./charge.js";

describe("the charge (¶35)", () => {
  it("adds a Velocity Die to a Dashing maneuver made at a run, once", () => {
    expect(chargedForce("BPS", true, true)).toBe("BPSV");
    expect(chargedForce("BBVw", true, true)).toBe("BBVw");
    expect(chargedForce("BPS", true, false)).toBe("BPS");
    expect(chargedForce("BPS", false, true)).toBe("BPS");
  });
});
