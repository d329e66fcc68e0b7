import { describe, expect, it } from "vitest";
import { counterByName } from "../data/counters.js";
import { maneuverByName } from "../data/maneuvers.js";
import { gradeCheck } from "./attributeCheck.js";
import { counterApplies, counterContest } from "./counters.js";

describe("Counters and Reversals (¶82–¶85)", () => {
  it("a Counter answers the maneuvers it is made for", () => {
    const duck = counterByName("Duck");
    const knees = counterByName("Knees Up");
    const punch = maneuverByName("Punch");
    const splash = maneuverByName("Splash");
    const slam = maneuverByName("Body Slam");
    if (!duck || !knees || !punch || !splash || !slam) throw new Error("catalogue");
    expect(counterApplies(duck, punch, false)).toBe(true);
    expect(counterApplies(duck, slam, false)).toBe(false);
    expect(counterApplies(knees, splash, true)).toBe(true);
    expect(counterApplies(knees, splash, false)).toBe(false);
  });
  it("is a Contest: the defender must win with a success", () => {
    expect(counterContest(gradeCheck(40, 50), gradeCheck(10, 50))).toBe("countered");
    expect(counterContest(gradeCheck(10, 50), gradeCheck(40, 50))).toBe("attack");
    expect(counterContest(gradeCheck(60, 50), gradeCheck(70, 50))).toBe("standoff");
    expect(counterContest(gradeCheck(70, 50), gradeCheck(60, 50))).toBe("standoff");
  });
});
