import { describe, expect, it } from "vitest";
import { benchMatch, scriptedContext } from "../../test/rulesKit.js";
import { eitherOrBoth, endMatch, fallResult, timeIsUp, timeLimitDraw } from "./victory.js";

describe("how a match ends", () => {
  it("gives one side the win, or nobody when both fail the same check", () => {
    expect(eitherOrBoth(true, false, "count-out")).toEqual({ winner: "defender", method: "count-out" });
    expect(eitherOrBoth(true, true, "disqualification")).toMatchObject({ winner: null });
  });

  it("says why nobody won when both fail: both counted out (III.4), both disqualified (III.6)", () => {
    expect(eitherOrBoth(true, true, "count-out")).toEqual({
      winner: null,
      method: "count-out",
      detail: "both counted out",
    });
    expect(eitherOrBoth(true, true, "disqualification")).toEqual({
      winner: null,
      method: "disqualification",
      detail: "both sides disqualified",
    });
    expect(eitherOrBoth(false, true, "disqualification")).toEqual({
      winner: "challenger",
      method: "disqualification",
    });
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
