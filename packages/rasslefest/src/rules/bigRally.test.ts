/** Tests of `bigRally.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleEvent } from "../index.js";
import { setupOn } from "../game.js";
import { playBigRally } from "./bigRally.js";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe("The Big Rally card", () => {
  /** `a` (10 energy) trips to `to` and finishes `b` (2 energy, holding a Big Rally) with `attack`. */
  const rallyCover = (to: "outside" | "top-rope", attack: "top-rope-dive" | "into-the-steel-barricade") => {
    let s = position({
      a: [attack, "now-wheres-he-going"],
      b: ["big-rally", "signature-move"],
      energy: { a: 10, b: 2 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", attack));
    return play(s, "b", accept);
  };
  it("a Big Rally saves, takes a point, attacks freely, keeps control and leaves the game", () => {
    let s = rallyCover("top-rope", "top-rope-dive");
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    s = play(s, "b", card(s, "b", "big-rally"));
    expect(s.energy).toEqual({ a: 11, b: 1 });
    s = play(s, "b", card(s, "b", "signature-move"));
    expect(s.energy).toEqual({ a: 7, b: 5 });
    expect(s.control).toBe("b");
    expect(s.deck.removed).toEqual(["big-rally#1"]);
  });
  it("a Big Rally played as a save is reported where the cover is, as a save", () => {
    const s = rallyCover("outside", "into-the-steel-barricade");
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "outside" });
    const step = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(step.events).toContainEqual({
      type: "played",
      player: "b",
      kind: "big-rally",
      location: "outside",
      role: "save",
    });
  });
});

describe("where the Big Rally puts the fight", () => {
  it("a Rally against an attack outside brings the fight back into the ring for the free attack", () => {
    let s = position({
      a: ["now-wheres-he-going", "clothesline"],
      b: ["big-rally", "kick"],
      energy: { a: 7, b: 1 },
      control: "a",
    });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    expect(s.location).toBe("outside");
    s = play(s, "b", card(s, "b", "big-rally"));
    expect(s.location).toBe("ring");
    expect(s.phase).toEqual({ kind: "followup", player: "b", location: "ring", free: true });
  });
});

describe("the Big Rally, step by step", () => {
  it("is reported, counted, leaves the game, and cannot take the opponent's last point", () => {
    const events: RassleEvent[] = [];
    const d = setupOn({}, 1, events);
    d.energy.a = 1;
    d.energy.b = 0;
    d.hands.b = ["big-rally#1"];
    playBigRally(d, "b", "big-rally#1");
    expect(d.log.bigRallies).toBe(1);
    expect(d.deck.removed).toEqual(["big-rally#1"]);
    expect(d.energy).toEqual({ a: 1, b: 0 });
    expect(events[0]).toEqual({
      type: "played",
      player: "b",
      kind: "big-rally",
      location: "ring",
      role: "counter",
    });
    expect(d.phase).toEqual({ kind: "followup", player: "b", location: "ring", free: true });
  });
});
