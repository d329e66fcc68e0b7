/** Tests of `counteractions.ts`. */
import { describe, expect, it } from "vitest";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe("counteractions against cards that do no damage (issue #19)", () => {
  it("by default a Dodge stops a Taunt but takes no energy: there was no impact to turn", () => {
    let s = position({ a: ["taunt", "kick"], b: ["dodge"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 7, b: 7 });
    expect(s.control).toBeNull();
  });
  it("by default a Double Knockdown against a trip costs nobody a point", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["double-knockdown"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", card(s, "b", "double-knockdown"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 7, b: 7 });
    expect(s.energyRemoved).toBe(0);
  });
  it("by default Reach for the Ropes against a Taunt recovers nothing", () => {
    let s = position({ a: ["taunt"], b: ["reach-for-the-ropes"], energy: { a: 6, b: 4 }, control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "reach-for-the-ropes"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 6, b: 4 });
  });
  it('with noDamageCounters: "full" the counters take their printed effect anyway', () => {
    let s = position({
      a: ["taunt", "kick"],
      b: ["dodge"],
      control: "a",
      config: { noDamageCounters: "full" },
    });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 5, b: 9 });
  });
  it("a Dodge against a damaging attack still takes its two points", () => {
    let s = position({ a: ["dropkick"], b: ["dodge"], control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 5, b: 9 });
  });
});

describe("Reversals and knockdowns", () => {
  it("a Reversal of a Reversal lets the attack through", () => {
    let s = position({ a: ["elbow-smash", "reversal"], b: ["reversal"], control: "a" });
    s = play(s, "a", card(s, "a", "elbow-smash"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", card(s, "a", "reversal"));
    s = play(s, "b", accept);
    expect(s.energy).toEqual({ a: 9, b: 5 });
    expect(s.control).toBe("a");
  });
  it("a Double Knockdown takes a point from both out of the game; four left is a draw", () => {
    let s = position({ a: ["dropkick"], b: ["double-knockdown"], energy: { a: 3, b: 3 }, control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "double-knockdown"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 2, b: 2 });
    expect(s.energyRemoved).toBe(2);
    expect(s.result).toEqual({ winner: null, method: "draw", detail: "total energy fell to four or below" });
  });
  it("a Double Knockdown by a wrestler at one costs only the attacker", () => {
    let s = position({ a: ["dropkick"], b: ["double-knockdown"], energy: { a: 9, b: 1 }, control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "double-knockdown"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 8, b: 1 });
  });
  it("a Taunt draws back to five and goes again", () => {
    let s = position({ a: ["taunt", "kick"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "lead", player: "a" });
    expect(s.hands.a).toHaveLength(5);
  });
});
