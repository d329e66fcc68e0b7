import { isRingsideError, randomBot } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/bots/heuristicBot.js";
import { runFast } from "../src/fast.js";
import { BRUNO_MADDOX, DOC_HALVERSON } from "../src/samples/wrestlers.js";

const config = { red: BRUNO_MADDOX, blue: DOC_HALVERSON };
const bots = { red: heuristicBot(), blue: randomBot() };

describe("the fast path's step cap", () => {
  it("throws INVALID_STATE after maxSteps, as runMatch does, and never replays the match on the Game API", () => {
    let slowRuns = 0;
    const slow = () => {
      slowRuns++;
      return { result: { winner: null, method: "draw" }, steps: 0 } as const;
    };
    let error: unknown;
    try {
      runFast(config, 7, bots, 0, slow, 5);
    } catch (e) {
      error = e;
    }
    expect(isRingsideError(error, "INVALID_STATE")).toBe(true);
    expect(isRingsideError(error) && error.problems).toEqual([
      { path: "maxSteps", message: "still going after 5 steps" },
    ]);
    expect(slowRuns).toBe(0);
  });

  it("a match that ends within the cap gives its result and step count", () => {
    const whole = runFast(config, 7, bots, 0, () => {
      throw new Error("the fast path took this match");
    });
    expect(whole.result).not.toBeNull();
    expect(runFast(config, 7, bots, 0, () => whole, whole.steps).steps).toBe(whole.steps);
  });
});
