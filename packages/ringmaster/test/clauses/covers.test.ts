/**
 * Covers (¶71, ¶97): a free cover after a Bodypress or Splash even with no Action Point left, a paid
 * one with 1 AP left, and only on a man lying on his back.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import type { RingMasterState } from "../../src/state.js";
import { MIDDLE, NEXT_TO_MIDDLE, arrange, ofType, playAll } from "./arrange.js";

const landed = { by: "red", maneuver: "Splash", attempts: 1, hit: true } as const;
const covers = (s: RingMasterState): number =>
  ringmaster.moves(s, "red").filter((m) => m.type === "cover").length;

describe("covers (¶71, ¶97)", () => {
  it("a free cover is made with no Action Point left and costs none; a paid one needs 1", () => {
    const at = { red: { square: NEXT_TO_MIDDLE }, blue: { square: MIDDLE, position: "Prone" as const } };
    const free = arrange({ ...at, state: { ap: 0, freeCover: true, last: landed } });
    expect(ringmaster.moves(free, "red")).toContainEqual({ type: "cover", hook: false });
    const { state, events } = playAll(free, [{ type: "cover", hook: false }]);
    expect(ofType(events, "cover")).toHaveLength(1);
    expect(state.apShort).toBe(0);
    expect(covers(arrange({ ...at, state: { ap: 0, freeCover: false } }))).toBe(0);
    expect(covers(arrange({ ...at, state: { ap: 1, freeCover: false } }))).toBeGreaterThan(0);
  });

  it("the free cover follows the maneuver at once: a step first gives it up", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE, position: "Prone" },
      state: { freeCover: true, last: landed },
    });
    const { state } = playAll(s, [{ type: "step", to: { row: 5, col: 5 }, drag: false }]);
    expect(state.freeCover).toBe(false);
  });

  it("a face-down man is not covered until he is rolled onto his back", () => {
    const s = arrange({
      red: { square: NEXT_TO_MIDDLE },
      blue: { square: MIDDLE, position: "Facedown", stun: 3 },
      state: { last: landed },
    });
    expect(covers(s)).toBe(0);
    const roll = { type: "shift", who: "opponent", to: "Prone" } as const;
    expect(ringmaster.moves(s, "red")).toContainEqual(roll);
    const turned = playAll(s, [roll]).state;
    expect(turned.corners.blue.position).toBe("Prone");
    expect(covers(turned)).toBeGreaterThan(0);
  });
});
