import { describe, expect, it } from "vitest";
import { counterByName } from "../data/counters.js";
import { maneuverByName } from "../data/maneuvers.js";
import { gradeCheck } from "./attributeCheck.js";
import { scriptedDice } from "@ringside/core";
import { MAX_COUNTER_REROLLS, counterApplies, counterContest, counterRolls } from "./counters.js";

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

describe("identical results in a Counter's Contest (¶82–¶83, ¶8)", () => {
  it("are rolled again", () => {
    // 30 against 30 twice (both succeed by the same margin), then 20 against 50
    const dice = scriptedDice([3, 0, 3, 0, 2, 0, 5, 0]);
    const r = counterRolls(dice, 60, 60, "attack", "counter");
    expect(r.attack.roll).toBe(20);
    expect(r.counter.roll).toBe(50);
    expect(r.result).toBe("attack");
  });
  it("stop after the cap with a Standoff rather than loop", () => {
    const faces = Array.from({ length: 2 * 2 * (MAX_COUNTER_REROLLS + 1) }, (_, i) => (i % 2 === 0 ? 3 : 0));
    expect(counterRolls(scriptedDice(faces), 60, 60, "a", "b").result).toBe("standoff");
  });
});
