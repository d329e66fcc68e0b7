/**
 * Outside the ring (¶49, ¶54): the fall over the top rope can injure, and a diver must shake off
 * his landing before he positions his opponent.
 */
import { describe, expect, it } from "vitest";
import { ringmaster } from "../../src/game.js";
import { arrange, ofType, pct, playAll } from "./arrange.js";

const landed = { by: "red", maneuver: "Clothesline", attempts: 1, hit: true } as const;

describe("outside the ring (¶49, ¶54)", () => {
  it("the fall over the top rope is a hard landing: its sixes are Injury points", () => {
    // Clothesline at the ropes: 5 to hit (an Ace is not needed: margin 70 beats his Lift + 10)
    const s = arrange({
      red: { square: { row: 3, col: 4 } },
      blue: { square: { row: 2, col: 4 } },
      faces: [...pct(6), 5, 5, 5, 6],
    });
    const { state, events } = playAll(s, [
      { type: "attack", maneuver: "Clothesline", desperation: false, option: "over-the-top" },
      { type: "respond", counter: null, answer: "Forearm Smash" },
    ]);
    expect(ofType(events, "over-the-top")[0]?.success).toBe(true);
    expect(state.corners.blue.injuries.Back ?? 0).toBeGreaterThan(0);
  });

  it("a diver still shaking off his landing cannot position his opponent", () => {
    const at = {
      red: { square: { row: 0, col: 4 }, stun: 2, landing: true },
      blue: { square: { row: 0, col: 5 }, position: "Prone" as const, stun: 4 },
      state: { last: landed },
    };
    const opponentMoves = (landing: boolean, stun: number): number =>
      ringmaster
        .moves(arrange({ ...at, red: { ...at.red, landing, stun } }), "red")
        .filter((m) => (m.type === "step" && m.drag) || (m.type === "shift" && m.who === "opponent")).length;
    expect(opponentMoves(true, 2)).toBe(0);
    expect(opponentMoves(true, 0)).toBeGreaterThan(0);
    expect(opponentMoves(false, 2)).toBeGreaterThan(0);
  });
});
