/** Tests of `matchLog.ts`. */
import { describe, expect, it } from "vitest";
import { cardIn, position, play, card, accept } from "../../test/support/positions.js";

describe("the last three offensive moves (issue #19)", () => {
  it("are attacks on the other wrestler: neither the Taunt nor the trip card counts", () => {
    let s = position({ a: ["taunt", "now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    expect(s.log.offense.a).toEqual([]);
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    expect(s.log.offense.a).toEqual(["clothesline"]);
  });
});

describe("the last hit and the Taunt before it (issue #19)", () => {
  it("a Taunt of the hitter earlier in the round counts", () => {
    let s = position({ a: ["taunt", "clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    expect(s.log.roundPlays).toEqual([{ player: "a", kind: "taunt" }]);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.log.lastHit).toEqual({
      by: "a",
      kind: "clothesline",
      reversal: false,
      minEnergy: 3,
      tauntBefore: true,
    });
  });
  it("a hit without a Taunt before it has none", () => {
    let s = position({ a: ["clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.log.lastHit).toEqual({
      by: "a",
      kind: "clothesline",
      reversal: false,
      minEnergy: 3,
      tauntBefore: false,
    });
  });
  it("only a Taunt counts: the hitter's trip card earlier in the round is no Taunt", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", accept);
    expect(s.log.lastHit).toEqual({
      by: "a",
      kind: "clothesline",
      reversal: false,
      minEnergy: 3,
      tauntBefore: false,
    });
  });
  it("the other wrestler's Taunt does not count for the one who reverses the attack", () => {
    let s = position({ a: ["taunt", "clothesline"], b: ["reversal"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", accept);
    s = play(s, "a", card(s, "a", "clothesline"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", accept);
    expect(s.log.lastHit).toEqual({
      by: "b",
      kind: "clothesline",
      reversal: true,
      minEnergy: 3,
      tauntBefore: false,
    });
  });
});
