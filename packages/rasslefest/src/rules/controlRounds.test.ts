/** Tests of `controlRounds.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { accept, card, cardIn, play, position } from "../../test/support/positions.js";
import { isRingsideError } from "@ringside/core";
import { setupOn } from "../game.js";
import { onLead } from "./controlRounds.js";

describe("Control rounds", () => {
  it("the controller must attack when able", () => {
    const s = position({ a: ["punch", "superplex"], b: ["kick"], control: "a" });
    expect(rasslefest.moves(s, "a").some((m) => m.type === "discard")).toBe(false);
  });
});

describe("the controller's decision, step by step", () => {
  it("a trip is reported as the controller's attack and offered for an answer", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["reversal"], control: "a" });
    const trip = rasslefest.play(s, "a", {
      type: "go",
      card: cardIn(s, "a", "now-wheres-he-going"),
      to: "top-rope",
    });
    expect(trip.events).toEqual([
      { type: "played", player: "a", kind: "now-wheres-he-going", location: "ring", role: "attack" },
    ]);
    s = trip.state;
    expect(s.phase).toMatchObject({
      kind: "respond",
      player: "b",
      chain: [{ player: "a", kind: "now-wheres-he-going", location: "ring", to: "top-rope" }],
      context: "lead",
    });
  });
  it("keeping a hold is reported, counts as an offensive move and is offered for an answer", () => {
    let s = position({ a: ["submission-hold", "superplex"], b: ["superplex", "punch"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", accept);
    const kept = rasslefest.play(s, "a", { type: "hold", discard: cardIn(s, "a", "superplex") });
    expect(kept.events).toEqual([
      { type: "discarded", player: "a", kind: "superplex" },
      { type: "hold-kept", player: "a", kind: "submission-hold" },
    ]);
    expect(kept.state.log.offense.a).toEqual(["submission-hold", "submission-hold"]);
    expect(kept.state.log.roundPlays).toEqual([{ player: "a", kind: "submission-hold" }]);
    expect(kept.state.phase).toEqual({
      kind: "respond",
      player: "b",
      chain: [{ player: "a", card: null, kind: "submission-hold", location: "ring" }],
      context: "lead",
    });
  });
  it("a retaliation that stands breaks the controller's hold at once, before its hit", () => {
    let s = position({ a: ["submission-hold"], b: ["punch"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", card(s, "b", "punch"));
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.events.slice(0, 2)).toEqual([
      { type: "hold-broken", player: "a" },
      { type: "hit", by: "b", kind: "punch", amount: 1, reversed: false },
    ]);
  });
  it("a controller low enough may play a Big Rally even when he could attack", () => {
    let s = position({
      a: ["big-rally", "poke-in-the-eye"],
      b: ["superplex"],
      energy: { a: 1, b: 9 },
      control: "a",
    });
    const moves = rasslefest.moves(s, "a");
    expect(moves).toContainEqual(card(s, "a", "big-rally"));
    expect(moves).toContainEqual(card(s, "a", "poke-in-the-eye"));
    s = play(s, "a", card(s, "a", "big-rally"));
    expect(s.energy).toEqual({ a: 2, b: 8 });
    expect(s.deck.removed).toEqual(["big-rally#1"]);
    expect(s.phase).toEqual({ kind: "followup", player: "a", location: "ring", free: true });
  });
  it("keeping a hold that is not there is refused", () => {
    const d = setupOn({}, 1);
    d.phase = { kind: "lead", player: "a" };
    let err: unknown;
    try {
      onLead(d, "a", { type: "hold", discard: null });
    } catch (e) {
      err = e;
    }
    expect(isRingsideError(err)).toBe(true);
    expect((err as { code: string }).code).toBe("ILLEGAL_MOVE");
    expect(String(err)).toContain("rasslefest: illegal move");
    expect(JSON.stringify(err)).toContain("no hold to keep");
  });
  it("a controller with nothing to do passes: he rests and the other wrestler answers", () => {
    const d = setupOn({}, 1);
    d.phase = { kind: "lead", player: "a" };
    onLead(d, "a", { type: "pass" });
    expect(d.discarded).toEqual(["a"]);
    expect(d.phase).toEqual({ kind: "answer", player: "b" });
  });
});
