import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { eitherOrBoth, endMatch, fallResult, timeIsUp, timeLimitDraw } from "./victory.js";

describe("how a match ends", () => {
  it("gives one side the win, or nobody when both fail the same check", () => {
    expect(eitherOrBoth(true, false, "count-out")).toEqual({ winner: "defender", method: "count-out" });
    expect(eitherOrBoth(true, true, "disqualification")).toMatchObject({ winner: null });
    expect(fallResult("challenger", "submission")).toEqual({ winner: "challenger", method: "submission" });
  });

  it("is a draw when the rounds run out", () => {
    expect(timeIsUp(4, 5)).toBe(false);
    expect(timeIsUp(5, 5)).toBe(true);
    const m = benchMatch();
    const ctx = scriptedContext(m, []);
    endMatch(ctx, timeLimitDraw());
    expect(m.result).toEqual({ winner: null, method: "time-limit" });
    expect(ctx.events).toEqual([{ type: "result", round: 0, result: m.result }]);
  });
});
