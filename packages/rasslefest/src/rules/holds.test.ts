/** Tests of `holds.ts`. */
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";
import { setupOn } from "../game.js";
import { mayKeepHold } from "./holds.js";

describe("Holds", () => {
  it("a hold is kept over rounds with a discard, and broken by a Basic Attack", () => {
    let s = position({ a: ["submission-hold", "superplex"], b: ["superplex", "punch"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", accept);
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    expect(s.control).toBe("a");
    s = play(s, "a", { type: "hold", discard: cardIn(s, "a", "superplex") });
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 11, b: 3 });
    s = play(s, "b", card(s, "b", "punch"));
    expect(s.hold).not.toBeNull();
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 10, b: 4 });
    expect(s.hold).toBeNull();
    expect(s.control).toBe("b");
  });
  it("a hold survives a retaliation the holder blocks, and may be kept next round", () => {
    let s = position({ a: ["submission-hold", "block"], b: ["punch"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", card(s, "b", "punch"));
    s = play(s, "a", card(s, "a", "block"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 9, b: 5 });
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    expect(s.control).toBe("a");
    expect(rasslefest.moves(s, "a")).toContainEqual({ type: "hold", discard: null });
    s = play(s, "a", { type: "hold", discard: null });
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 11, b: 3 });
  });
  it("a counter to a kept hold breaks it only when it stands", () => {
    let s = position({ a: ["submission-hold", "reversal"], b: ["reversal", "superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "superplex") });
    s = play(s, "a", { type: "hold", discard: null });
    const countered = rasslefest.play(s, "b", card(s, "b", "reversal"));
    expect(countered.events.some((e) => e.type === "hold-broken")).toBe(false);
    s = play(countered.state, "a", card(countered.state, "a", "reversal"));
    const settled = rasslefest.play(s, "b", accept);
    // The hold stands again: it stays on, and nothing reports it broken.
    expect(settled.events.some((e) => e.type === "hold-broken")).toBe(false);
    s = settled.state;
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    expect(s.energy).toEqual({ a: 11, b: 3 });
  });
});

describe("who may keep a hold", () => {
  it("only its holder, and only with the hold's energy", () => {
    const d = setupOn({}, 1);
    d.hold = { holder: "a", kind: "submission-hold" };
    d.energy.a = 6;
    expect(mayKeepHold(d, "a")).toBe(true);
    expect(mayKeepHold(d, "b")).toBe(false);
    d.energy.a = 5;
    expect(mayKeepHold(d, "a")).toBe(false);
    d.hold = null;
    expect(mayKeepHold(d, "a")).toBe(false);
  });
});
