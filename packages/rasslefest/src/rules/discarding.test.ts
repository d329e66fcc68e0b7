/** Tests of `discarding.ts`. */
import { describe, expect, it } from "vitest";
import { cardIn, position, play } from "../../test/support/positions.js";
import { seededDice } from "@ringside/core";
import { load } from "../draft.js";
import { rasslefest } from "../index.js";
import type { RassleEvent } from "../types.js";
import { rest } from "./discarding.js";

describe("Discarding Rounds", () => {
  it("both discarding: the weaker wrestler rests and takes a point", () => {
    let s = position({ a: ["superplex"], b: ["top-rope-dive"], energy: { a: 5, b: 9 } });
    s = play(s, "a", { type: "discard", card: cardIn(s, "a", "superplex") });
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "top-rope-dive") });
    expect(s.energy).toEqual({ a: 6, b: 8 });
    expect(s.control).toBeNull();
  });
});

describe("resting, step by step", () => {
  /** A draft of a fresh match at `energy` where both wrestlers discarded this round. */
  function bothDiscarded(energy: { a: number; b: number }) {
    const events: RassleEvent[] = [];
    const d = load(rasslefest.setup({}, 5), seededDice(3), events);
    d.energy = energy;
    d.discarded = ["a", "b"];
    return { d, events };
  }
  it("the weaker wrestler takes a point from the stronger, and it is reported", () => {
    const { d, events } = bothDiscarded({ a: 6, b: 3 });
    rest(d);
    expect(d.energy).toEqual({ a: 5, b: 4 });
    expect(events).toEqual([
      { type: "rested", player: "b" },
      { type: "energy", energy: { a: 5, b: 4 }, removed: 0 },
    ]);
  });
  it("resting never takes the stronger wrestler's last point: nothing moves, nothing is reported", () => {
    const { d, events } = bothDiscarded({ a: 0, b: 1 });
    rest(d);
    expect(d.energy).toEqual({ a: 0, b: 1 });
    expect(events).toEqual([]);
  });
  it("equal wrestlers, or only one discarding, rest nobody", () => {
    const even = bothDiscarded({ a: 4, b: 4 });
    rest(even.d);
    expect(even.d.energy).toEqual({ a: 4, b: 4 });
    const one = bothDiscarded({ a: 2, b: 6 });
    one.d.discarded = ["a"];
    rest(one.d);
    expect(one.d.energy).toEqual({ a: 2, b: 6 });
    expect(one.events).toEqual([]);
  });
});
