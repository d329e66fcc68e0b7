import { describe, expect, it } from "vitest";
import { armWrestling } from "../../test/fixtures/armWrestling.js";
import { startMatch } from "./startMatch.js";

describe("startMatch", () => {
  it("is the game's own start: the first state and the opening events", () => {
    expect(startMatch(armWrestling, { limit: 5 }, 2)).toEqual(armWrestling.start({ limit: 5 }, 2));
  });

  it("falls back to setup, with no opening events, for a game object without start", () => {
    const { start, ...older } = armWrestling;
    expect(typeof start).toBe("function");
    const step = startMatch(older as typeof armWrestling, { limit: 5 }, 2);
    expect(step).toEqual({ state: armWrestling.setup({ limit: 5 }, 2), events: [] });
  });
});
