/** Tests of `nowWheresHeGoing.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleMove, type RassleState } from "../index.js";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe('"Now where\'s he going?" without a follow-up', () => {
  // Nothing in this hand can be made outside or from the top rope at 5 energy.
  const stranded = (config: { tripAlone?: boolean }): RassleState =>
    position({
      a: ["now-wheres-he-going", "superplex", "top-rope-dive", "signature-move", "armbar"],
      b: ["superplex"],
      energy: { a: 5, b: 3 },
      control: "a",
      config,
    });
  const go = (s: RassleState, to: "outside" | "top-rope"): RassleMove => ({
    type: "go",
    card: cardIn(s, "a", "now-wheres-he-going"),
    to,
  });

  it("by default a controller with no attack may trip alone instead of discarding", () => {
    let s = stranded({});
    const moves = rasslefest.moves(s, "a");
    expect(moves.slice(0, 2)).toEqual([go(s, "outside"), go(s, "top-rope")]);
    expect(moves.slice(2).map((m) => m.type)).toEqual(Array(5).fill("discard"));
    s = play(s, "a", go(s, "outside"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "followup", player: "a", location: "outside", free: false });
    expect(rasslefest.moves(s, "a")).toEqual([{ type: "pass" }]);
    s = play(s, "a", { type: "pass" });
    // No rest for the weaker wrestler, and the controller keeps control (the card has no marker).
    expect(s.energy).toEqual({ a: 5, b: 3 });
    expect(s.control).toBe("a");
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect(s.location).toBe("ring");
  });
  it("a controller who can attack must: a trip then needs an attack after it, which must be made", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    expect(rasslefest.moves(s, "a").some((m) => m.type === "discard")).toBe(false);
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    const follow = rasslefest.moves(s, "a");
    expect(follow).toContainEqual(card(s, "a", "clothesline"));
    expect(follow.every((m) => m.type === "play")).toBe(true);
    // With attacks in hand for the ring only, the trip is not offered at all.
    const ringOnly = position({
      a: ["now-wheres-he-going", "dropkick", "armbar", "signature-move", "low-blow"],
      b: ["superplex"],
      control: "a",
    });
    expect(rasslefest.moves(ringOnly, "a")).toEqual([
      card(ringOnly, "a", "dropkick"),
      card(ringOnly, "a", "armbar"),
    ]);
  });
  it("the trip card itself may still be answered", () => {
    const t = position({
      a: ["now-wheres-he-going", "superplex", "top-rope-dive", "signature-move", "armbar"],
      b: ["reversal"],
      energy: { a: 5, b: 3 },
      control: "a",
    });
    let r = play(t, "a", go(t, "top-rope"));
    r = play(r, "b", card(r, "b", "reversal"));
    r = play(r, "a", accept);
    expect(r.control).toBe("b");
  });
  it("with tripAlone: false the trip needs a follow-up and the follow-up is required", () => {
    const s = stranded({ tripAlone: false });
    expect(rasslefest.moves(s, "a").every((m) => m.type === "discard")).toBe(true);
    let t = position({
      a: ["now-wheres-he-going", "clothesline"],
      b: ["superplex"],
      control: "a",
      config: { tripAlone: false },
    });
    t = play(t, "a", { type: "go", card: cardIn(t, "a", "now-wheres-he-going"), to: "outside" });
    t = play(t, "b", accept);
    const moves = rasslefest.moves(t, "a");
    expect(moves).toContainEqual(card(t, "a", "clothesline"));
    expect(moves.every((m) => m.type === "play")).toBe(true);
  });
});

describe('"Now where\'s he going?" to the top rope', () => {
  it("is offered when the hand holds a top-rope attack the wrestler has the energy for", () => {
    const s = position({
      a: ["now-wheres-he-going", "superplex"],
      b: ["superplex"],
      energy: { a: 6, b: 7 },
      control: "a",
    });
    const trip = cardIn(s, "a", "now-wheres-he-going");
    const moves = rasslefest.moves(s, "a");
    expect(moves).toContainEqual({ type: "go", card: trip, to: "top-rope" });
  });
});
