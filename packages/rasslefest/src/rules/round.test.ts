/** Tests of `round.ts`. */
import { describe, expect, it } from "vitest";
import { card, play, position } from "../../test/support/positions.js";
import { setupOn } from "../game.js";
import type { RassleEvent } from "../index.js";
import { endRound } from "./round.js";

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

describe("the end of a round, step by step", () => {
  it("clears the round's discards and plays, fills the hands and hands control on, reporting it", () => {
    const events: RassleEvent[] = [];
    const d = setupOn({}, 1, events);
    d.hands.a.pop();
    d.discarded = ["a"];
    d.log.roundPlays = [{ player: "a", kind: "punch" }];
    d.nextControl = "b";
    endRound(d);
    expect(d.discarded).toEqual([]);
    expect(d.log.roundPlays).toEqual([]);
    expect(d.hands.a).toHaveLength(5);
    expect(d.control).toBe("b");
    expect(d.phase).toEqual({ kind: "lead", player: "b" });
    expect(events).toEqual([
      { type: "drew", player: "a", count: 1 },
      { type: "control", player: "b" },
      { type: "round-started", round: 2, control: "b" },
    ]);
  });
  it("a hold whose holder loses control is broken", () => {
    const events: RassleEvent[] = [];
    const d = setupOn({}, 1, events);
    d.hold = { holder: "a", kind: "submission-hold" };
    d.nextControl = null;
    endRound(d);
    expect(d.hold).toBeNull();
    expect(events[0]).toEqual({ type: "hold-broken", player: "a" });
  });
  it("does nothing once the match is over", () => {
    const events: RassleEvent[] = [];
    const d = setupOn({}, 1, events);
    d.result = { winner: "a", method: "pinfall" };
    d.hands.a.pop();
    endRound(d);
    expect(events).toEqual([]);
    expect(d.hands.a).toHaveLength(4);
  });
});
