/** Tests of `round.ts`. */
import { describe, expect, it } from "vitest";
import { card, play, position } from "../../test/support/positions.js";

describe("Gameplay: rounds", () => {
  it("the last card's marker decides the next round, and hands are filled to five", () => {
    // Punch (control): the puncher controls the next round.
    let s = position({ a: ["punch"], b: ["kick"] });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", card(s, "b", "kick"));
    s = play(s, "b", { type: "accept" });
    expect(s.control).toBe("a");
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect([s.hands.a.length, s.hands.b.length]).toEqual([5, 5]);
  });
  it("a Throw (no control) leaves the next round to nobody, and it starts in the ring", () => {
    let s = position({ a: ["throw"], b: ["armbar"], energy: { a: 7, b: 7 } });
    s = play(s, "a", card(s, "a", "throw"));
    s = play(s, "b", { type: "discard", card: s.hands.b[0]! });
    expect(s.control).toBeNull();
    expect(s.phase).toEqual({ kind: "reveal", submitted: {} });
    expect(s.location).toBe("ring");
    expect(s.hands.a).toHaveLength(5);
    expect(s.hands.b).toHaveLength(5);
    expect(s.log.rounds).toBe(2);
  });
});
