/** Tests of `counteractions.ts`. */
import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { rasslefest } from "../index.js";
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

describe("what a counteraction does, as the table sees it", () => {
  it("a Reversal turns the attack on its attacker: the counter is reported, then the negation and the reversed hit", () => {
    let s = position({ a: ["dropkick"], b: ["reversal"], control: "a" });
    const attack = rasslefest.play(s, "a", card(s, "a", "dropkick"));
    expect(attack.events).toEqual([
      { type: "played", player: "a", kind: "dropkick", location: "ring", role: "attack" },
    ]);
    s = attack.state;
    const counter = rasslefest.play(s, "b", card(s, "b", "reversal"));
    expect(counter.events).toEqual([
      { type: "played", player: "b", kind: "reversal", location: "ring", role: "counter" },
    ]);
    s = counter.state;
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.events.slice(0, 3)).toEqual([
      { type: "negated", player: "a", kind: "dropkick", by: "reversal" },
      { type: "hit", by: "b", kind: "dropkick", amount: 2, reversed: true },
      { type: "energy", energy: { a: 5, b: 9 }, removed: 0 },
    ]);
    expect(settled.state.log.lastHit).toEqual({
      by: "b",
      kind: "dropkick",
      reversal: true,
      minEnergy: 2,
      tauntBefore: false,
    });
  });
  it("a reversed card that does no damage hits nobody: no hit, no energy change, no last hit", () => {
    let s = position({ a: ["taunt"], b: ["reversal"], control: "a" });
    s = play(s, "a", card(s, "a", "taunt"));
    s = play(s, "b", card(s, "b", "reversal"));
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.events.some((e) => e.type === "hit" || e.type === "energy")).toBe(false);
    expect(settled.state.log.lastHit).toBeNull();
    expect(settled.state.energy).toEqual({ a: 7, b: 7 });
  });
  it("a reversed High Risk Attack may take its attacker to zero: he is covered", () => {
    let s = position({ a: ["dropkick"], b: ["reversal"], energy: { a: 2, b: 5 }, control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "reversal"));
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.state.energy).toEqual({ a: 0, b: 7 });
    expect(settled.events).toContainEqual({ type: "cover", player: "a" });
    expect(settled.state.phase).toEqual({ kind: "count", player: "a" });
  });
  it("an attack that does no damage stands without a hit: a Headlock takes control and no energy", () => {
    let s = position({ a: ["headlock"], b: ["superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "headlock"));
    const settled = rasslefest.play(s, "b", accept);
    expect(settled.events.some((e) => e.type === "hit" || e.type === "energy")).toBe(false);
    expect(settled.state.energy).toEqual({ a: 7, b: 7 });
    expect(settled.state.phase).toEqual({ kind: "retaliate", player: "b" });
  });
  it("a Block moves no energy at all", () => {
    let s = position({ a: ["punch"], b: ["block"], control: "a" });
    s = play(s, "a", card(s, "a", "punch"));
    s = play(s, "b", card(s, "b", "block"));
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.events.some((e) => e.type === "energy" || e.type === "hit")).toBe(false);
    expect(settled.state.energy).toEqual({ a: 7, b: 7 });
    expect(settled.state.control).toBe("b");
  });
  it("a Dodge cannot take the attacker's last point: only a High Risk Attack or its reversal can", () => {
    let s = position({ a: ["dropkick"], b: ["dodge"], energy: { a: 2, b: 5 }, control: "a" });
    s = play(s, "a", card(s, "a", "dropkick"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", accept);
    expect(s.energy).toEqual({ a: 1, b: 6 });
    expect(s.phase).not.toEqual({ kind: "count", player: "a" });
  });
  it("a countered trip keeps the fight in the ring and gives its attacker no attack there", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["reversal"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    s = play(s, "b", card(s, "b", "reversal"));
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.events.some((e) => e.type === "location")).toBe(false);
    expect(settled.state.location).toBe("ring");
    expect(settled.state.phase).toEqual({ kind: "lead", player: "b" });
  });
  it("a trip that stands moves the fight and its attacker attacks there", () => {
    let s = position({ a: ["now-wheres-he-going", "clothesline"], b: ["superplex"], control: "a" });
    s = play(s, "a", { type: "go", card: cardIn(s, "a", "now-wheres-he-going"), to: "outside" });
    const settled = rasslefest.play(s, "b", accept);
    expect(settled.events).toContainEqual({ type: "location", player: "a", to: "outside" });
    expect(settled.state.phase).toEqual({ kind: "followup", player: "a", location: "outside", free: false });
  });
});

describe("the Big Rally", () => {
  it("negates the attack, takes a point and gives a free attack that cannot be countered", () => {
    let s = position({
      a: ["dropkick", "block"],
      b: ["big-rally", "kick"],
      energy: { a: 7, b: 1 },
      control: "a",
    });
    s = play(s, "a", card(s, "a", "dropkick"));
    const rally = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(rally.events[0]).toEqual({ type: "negated", player: "a", kind: "dropkick", by: "big-rally" });
    expect(rally.state.energy).toEqual({ a: 6, b: 2 });
    s = rally.state;
    const free = rasslefest.play(s, "b", card(s, "b", "kick"));
    expect(free.events.slice(0, 2)).toEqual([
      { type: "played", player: "b", kind: "kick", location: "ring", role: "free" },
      { type: "hit", by: "b", kind: "kick", amount: 1, reversed: false },
    ]);
    expect(free.state.phase).toEqual({ kind: "lead", player: "b" });
    expect(free.state.energy).toEqual({ a: 5, b: 3 });
  });
  it("against a kept hold breaks the hold", () => {
    let s = position({
      a: ["submission-hold", "superplex"],
      b: ["superplex", "big-rally"],
      energy: { a: 7, b: 3 },
      control: "a",
    });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", accept);
    s = play(s, "a", { type: "hold", discard: null });
    const rally = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(rally.events).toContainEqual({ type: "hold-broken", player: "a" });
    expect(rally.state.hold).toBeNull();
  });
  it("against a fresh hold card leaves no hold behind", () => {
    let s = position({ a: ["submission-hold"], b: ["big-rally"], energy: { a: 7, b: 1 }, control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    const rally = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(rally.events.some((e) => e.type === "hold-broken")).toBe(false);
    expect(rally.state.hold).toBeNull();
  });
});

describe("breaking a kept hold", () => {
  it("a Reversal of a kept hold that stands breaks it", () => {
    let s = position({ a: ["submission-hold"], b: ["reversal", "superplex"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", { type: "discard", card: cardIn(s, "b", "superplex") });
    s = play(s, "a", { type: "hold", discard: null });
    s = play(s, "b", card(s, "b", "reversal"));
    const settled = rasslefest.play(s, "a", accept);
    // Broken by the answer itself, before the negation is told (not later, at the round's end).
    expect(settled.events.slice(0, 2)).toEqual([
      { type: "hold-broken", player: "a" },
      { type: "negated", player: "a", kind: "submission-hold", by: "reversal" },
    ]);
    expect(settled.state.hold).toBeNull();
  });
  it("countering a fresh hold card leaves no hold and breaks nothing", () => {
    let s = position({ a: ["submission-hold"], b: ["reversal"], control: "a" });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", card(s, "b", "reversal"));
    const settled = rasslefest.play(s, "a", accept);
    expect(settled.events.some((e) => e.type === "hold-broken")).toBe(false);
    expect(settled.state.hold).toBeNull();
  });
});

describe("a hold and the Big Rally that saves its victim from the cover", () => {
  /** a's kept Submission Hold takes b to 0; b saves with a Big Rally and makes his free attack. */
  function savedFromHold(free: "armbar" | "kick") {
    let s = position({
      a: ["submission-hold", "superplex"],
      b: ["big-rally", free],
      energy: { a: 7, b: 4 },
      control: "a",
    });
    s = play(s, "a", card(s, "a", "submission-hold"));
    s = play(s, "b", accept);
    s = play(s, "b", accept);
    s = play(s, "a", { type: "hold", discard: null });
    s = play(s, "b", accept);
    expect(s.phase).toEqual({ kind: "cover", player: "b", location: "ring" });
    expect(s.hold).toEqual({ holder: "a", kind: "submission-hold" });
    s = play(s, "b", card(s, "b", "big-rally"));
    return rasslefest.play(s, "b", card(s, "b", free));
  }
  it("the free attack that stands breaks the hold at once, before its hit is told", () => {
    const free = savedFromHold("kick");
    expect(free.events.slice(0, 3)).toEqual([
      { type: "played", player: "b", kind: "kick", location: "ring", role: "free" },
      { type: "hold-broken", player: "a" },
      { type: "hit", by: "b", kind: "kick", amount: 1, reversed: false },
    ]);
    expect(free.state.hold).toBeNull();
  });
  it("a free Armbar puts on the rallier's own hold, and the broken one is reported", () => {
    const free = savedFromHold("armbar");
    expect(free.events).toContainEqual({ type: "hold-broken", player: "a" });
    expect(free.state.hold).toEqual({ holder: "b", kind: "armbar" });
    expect(free.state.control).toBe("b");
  });
});

describe("a Big Rally cutting into a reversed Foreign Object", () => {
  const rig = (faces: number[]) => scriptedDice(faces).save();
  it("after one Reversal the object is in the reverser's hand: a noticed object disqualifies him", () => {
    let s = position({
      a: ["foreign-object", "big-rally"],
      b: ["reversal"],
      energy: { a: 1, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: rig([4]) };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "reversal"));
    const rally = rasslefest.play(s, "a", card(s, "a", "big-rally"));
    expect(rally.events).toContainEqual({ type: "noticed", player: "b", roll: 4, disqualified: true });
    expect(rally.state.result).toMatchObject({ winner: "a", method: "disqualification" });
  });
  it("after a Dodge reversed by the attacker it is still his: a noticed object disqualifies him", () => {
    let s = position({
      a: ["foreign-object", "reversal"],
      b: ["dodge", "big-rally"],
      energy: { a: 5, b: 1 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: rig([4]) };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "dodge"));
    s = play(s, "a", card(s, "a", "reversal"));
    const rally = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(rally.events).toContainEqual({ type: "noticed", player: "a", roll: 4, disqualified: true });
    expect(rally.state.result).toMatchObject({ winner: "b", method: "disqualification" });
  });
  it("after a Dodge it never left the attacker: a noticed object disqualifies him", () => {
    let s = position({
      a: ["foreign-object", "big-rally"],
      b: ["dodge"],
      energy: { a: 1, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: rig([4]) };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "dodge"));
    const rally = rasslefest.play(s, "a", card(s, "a", "big-rally"));
    expect(rally.events).toContainEqual({ type: "noticed", player: "a", roll: 4, disqualified: true });
    expect(rally.state.result).toMatchObject({ winner: "b", method: "disqualification" });
  });
});
