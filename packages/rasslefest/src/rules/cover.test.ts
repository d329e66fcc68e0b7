/** Tests of `cover.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleState } from "../index.js";
import { cardIn, position, play, card, accept, expectRefused } from "../../test/support/positions.js";
import { seededDice } from "@ringside/core";
import { load } from "../draft.js";
import type { RassleEvent } from "../types.js";
import { count, onCover } from "./cover.js";

describe("the cover, the saves and the count", () => {
  it("a state saved before tripAlone existed plays by the default and is saved with it", () => {
    const s = position({
      a: ["now-wheres-he-going", "superplex", "top-rope-dive", "signature-move", "armbar"],
      b: ["superplex"],
      energy: { a: 5, b: 3 },
      control: "a",
    });
    const old = JSON.parse(JSON.stringify(s)) as RassleState;
    Reflect.deleteProperty(old.options, "tripAlone");
    expect("tripAlone" in old.options).toBe(false);
    expect(rasslefest.view(old, "a").options.tripAlone).toBe(true);
    const moves = rasslefest.moves(old, "a");
    expect(moves[0]?.type).toBe("go");
    expect(rasslefest.play(old, "a", moves[0]!).state.options.tripAlone).toBe(true);
    // A malformed state without options is not read for the moves' option (no TypeError there).
    expect(() => rasslefest.moves({ ...s, options: undefined } as unknown as RassleState, "a")).not.toThrow(
      TypeError,
    );
  });
  it("a save after a Big Rally's free attack decides control, not the Rally", () => {
    const toCover = (save: "referee-distracted" | "reach-for-the-ropes"): RassleState => {
      let s = position({
        a: ["big-rally", "top-rope-dive"],
        b: ["clothesline", save],
        energy: { a: 1, b: 4 },
        control: "b",
      });
      s = play(s, "b", card(s, "b", "clothesline"));
      s = play(s, "a", card(s, "a", "big-rally"));
      s = play(s, "a", card(s, "a", "top-rope-dive"));
      expect(s.energy).toEqual({ a: 5, b: 0 });
      expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
      return play(s, "b", card(s, "b", save));
    };
    const distracted = toCover("referee-distracted");
    expect(distracted.energy).toEqual({ a: 4, b: 1 });
    expect(distracted.control).toBe("b");
    expect(distracted.phase).toEqual({ kind: "lead", player: "b" });
    const ropes = toCover("reach-for-the-ropes");
    expect(ropes.control).toBeNull();
    expect(ropes.phase.kind).toBe("reveal");
  });
  it("the referee's count finds a zero card or ends the match", () => {
    let s = position({
      a: ["suplex"],
      b: ["superplex"],
      energy: { a: 10, b: 1 },
      control: "a",
      next: ["kick", "punch", "reversal"],
    });
    s = play(s, "a", card(s, "a", "suplex"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "count", player: "b" });
    s = rasslefest.advance(s).state;
    expect(s.result).toEqual({ winner: "a", method: "pinfall", detail: "the referee counted three" });
    let t = position({
      a: ["suplex"],
      b: ["superplex"],
      energy: { a: 10, b: 1 },
      control: "a",
      next: ["kick", "referee-distracted", "punch"],
    });
    t = play(t, "a", card(t, "a", "suplex"));
    t = play(t, "b", accept);
    t = rasslefest.advance(t).state;
    expect(t.result).toBeNull();
    expect(t.energy.b).toBe(0);
  });
  it("the victim of a top-rope move lands in the ring: Reach for the Ropes saves there", () => {
    let s = position({
      a: ["now-wheres-he-going", "superplex"],
      b: ["reach-for-the-ropes"],
      energy: { a: 10, b: 3 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "top-rope" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "superplex"));
    // Reach for the Ropes cannot answer the move made from the top rope...
    expect(rasslefest.moves(s, "b")).toEqual([accept]);
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 13, b: 0 });
    // ...but the cover happens in the ring, where it saves.
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    s = play(s, "b", card(s, "b", "reach-for-the-ropes"));
    expect(s.result).toBeNull();
    expect(s.energy).toEqual({ a: 12, b: 1 });
  });
  it("a covered wrestler holding a save must play one; the count is only for one without", () => {
    const coverWith = (save: readonly ("reach-for-the-ropes" | "big-rally")[]): RassleState => {
      let s = position({
        a: ["suplex"],
        b: ["superplex", ...save],
        energy: { a: 10, b: 1 },
        control: "a",
        next: ["kick", "punch", "reversal"],
      });
      s = play(s, "a", card(s, "a", "suplex"));
      return play(s, "b", accept);
    };
    const one = coverWith(["reach-for-the-ropes"]);
    expect(one.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    expect(rasslefest.moves(one, "b")).toEqual([card(one, "b", "reach-for-the-ropes")]);
    expectRefused(one, "b", accept, "ILLEGAL_MOVE");
    const two = coverWith(["reach-for-the-ropes", "big-rally"]);
    expect(rasslefest.moves(two, "b")).toHaveLength(2);
    expect(rasslefest.moves(two, "b")).not.toContainEqual(accept);
    const none = coverWith([]);
    expect(none.phase).toEqual({ kind: "count", player: "b" });
  });
  it("Reach for the Ropes cannot save outside the ring", () => {
    let s = position({
      a: ["now-wheres-he-going", "clothesline"],
      b: ["reach-for-the-ropes"],
      energy: { a: 10, b: 2 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "count", player: "b" });
  });
});

describe("the count and the saves, step by step", () => {
  /** A draft of a fresh match (its events recorded) for calling the rule directly. */
  function fresh(timeLimit: number | null = null) {
    const events: RassleEvent[] = [];
    const d = load(rasslefest.setup({ timeLimit }, 5), seededDice(3), events);
    return { d, events };
  }
  it("with a time limit, a count the deck cannot finish ends the match in a draw", () => {
    const { d, events } = fresh(0);
    d.deck.draw = ["punch#1"];
    d.deck.discards = [];
    count(d, "b");
    expect(events).toEqual([{ type: "count", player: "b", cards: ["punch#1"], saved: false }]);
    expect(d.result).toEqual({
      winner: null,
      method: "time-limit",
      detail: "the deck ran out during the count",
    });
  });
  it("without a time limit, a short count that finds no zero card is a pinfall", () => {
    const { d } = fresh();
    d.deck.draw = ["punch#1"];
    d.deck.discards = [];
    count(d, "b");
    expect(d.deck.discards).toEqual(["punch#1"]);
    expect(d.result).toEqual({ winner: "a", method: "pinfall", detail: "the referee counted three" });
  });
  it("a save is reported and played; Reach for the Ropes cannot take the coverer's last point", () => {
    const { d, events } = fresh();
    d.energy = { a: 1, b: 0 };
    d.hands.b = ["reach-for-the-ropes#1"];
    d.log.finish = d.log.lastHit;
    onCover(d, "b", "reach-for-the-ropes#1", "ring");
    expect(events.slice(0, 2)).toEqual([
      { type: "saved", player: "b", kind: "reach-for-the-ropes" },
      { type: "played", player: "b", kind: "reach-for-the-ropes", location: "ring", role: "save" },
    ]);
    expect(d.energy).toEqual({ a: 1, b: 0 });
    expect(d.log.finish).toBeNull();
  });
  it("a save played where nobody reads the events (the fast path) reports nothing and plays the same", () => {
    const d = load(rasslefest.setup({}, 5), seededDice(3), null);
    d.energy = { a: 5, b: 0 };
    d.hands.b = ["reach-for-the-ropes#1"];
    onCover(d, "b", "reach-for-the-ropes#1", "ring");
    expect(d.events).toBeNull();
    expect(d.energy).toEqual({ a: 4, b: 1 });
  });
  it("Reach for the Ropes as a save recovers a point from a coverer above one", () => {
    const { d, events } = fresh();
    d.energy = { a: 5, b: 0 };
    d.hands.b = ["reach-for-the-ropes#1"];
    onCover(d, "b", "reach-for-the-ropes#1", "ring");
    expect(d.energy).toEqual({ a: 4, b: 1 });
    expect(events).toContainEqual({ type: "energy", energy: { a: 4, b: 1 }, removed: 0 });
  });
});
