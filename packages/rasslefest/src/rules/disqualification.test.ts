/** Tests of `disqualification.ts`. */
import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { rasslefest, type RassleState } from "../index.js";
import { position, play, card, accept } from "../../test/support/positions.js";
import type { RassleEvent } from "../index.js";
import { load } from "../draft.js";
import { disqualificationCheck } from "./disqualification.js";

describe("Disqualification Rules", () => {
  it("a noticed Foreign Object disqualifies; a reversed one disqualifies the reverser", () => {
    const rig = (faces: number[]) => scriptedDice(faces).save();
    let s = position({
      a: ["foreign-object"],
      b: ["reversal"],
      energy: { a: 5, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: rig([4]) };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", accept);
    expect(s.result).toEqual({
      winner: "a",
      method: "disqualification",
      detail: "the referee saw the Foreign Object",
    });
    let t = position({
      a: ["ambush"],
      b: ["superplex"],
      energy: { a: 5, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    t = { ...t, dice: rig([3]) };
    t = play(t, "a", card(t, "a", "ambush"));
    t = play(t, "b", accept);
    expect(t.result).toBeNull();
    expect(t.energy).toEqual({ a: 10, b: 4 });
  });
  it("the referee may notice a Foreign Object even when a Big Rally answers it", () => {
    const rig = (faces: number[]) => scriptedDice(faces).save();
    const start = (): RassleState => {
      const s = position({
        a: ["foreign-object"],
        b: ["big-rally", "foreign-object"],
        energy: { a: 5, b: 1 },
        control: "a",
        config: { disqualification: true },
      });
      return play(s, "a", card(s, "a", "foreign-object"));
    };
    let s = start();
    s = { ...s, dice: rig([4]) };
    const step = rasslefest.play(s, "b", card(s, "b", "big-rally"));
    expect(step.events).toContainEqual({ type: "noticed", player: "a", roll: 4, disqualified: true });
    expect(step.state.result).toEqual({
      winner: "b",
      method: "disqualification",
      detail: "the referee saw the Foreign Object",
    });
    // Unnoticed: the rally goes on. The answered attempt's die is rolled before the free attack's.
    s = start();
    s = { ...s, dice: rig([3, 4]) };
    s = play(s, "b", card(s, "b", "big-rally"));
    expect(s.result).toBeNull();
    expect(s.phase).toEqual({ kind: "followup", player: "b", location: "ring", free: true });
    const free = rasslefest.play(s, "b", card(s, "b", "foreign-object"));
    expect(free.events).toContainEqual({ type: "noticed", player: "b", roll: 4, disqualified: true });
    expect(free.state.result?.winner).toBe("a");
  });
  it("a reversed Foreign Object answered by a Big Rally: the reverser is the one seen with it", () => {
    let s = position({
      a: ["foreign-object", "big-rally"],
      b: ["reversal"],
      energy: { a: 1, b: 9 },
      control: "a",
      config: { disqualification: true },
    });
    s = { ...s, dice: scriptedDice([4]).save() };
    s = play(s, "a", card(s, "a", "foreign-object"));
    s = play(s, "b", card(s, "b", "reversal"));
    s = play(s, "a", card(s, "a", "big-rally"));
    expect(s.result).toEqual({
      winner: "a",
      method: "disqualification",
      detail: "the referee saw the Foreign Object",
    });
  });
});

describe("the referee's notice, step by step", () => {
  /** A draft with the Disqualification rule on whose next die shows `face`. */
  function refereeWatching(face: number) {
    const events: RassleEvent[] = [];
    const d = load(rasslefest.setup({ disqualification: true }, 1), scriptedDice([face]), events);
    return { d, events };
  }
  const link = (kind: "ambush" | "foreign-object" | "punch") => ({
    player: "a" as const,
    card: `${kind}#1` as const,
    kind,
    location: "ring" as const,
  });
  it("an Outside Interference card may be noticed: a four disqualifies its player", () => {
    const { d, events } = refereeWatching(4);
    expect(disqualificationCheck(d, link("ambush"), null)).toBe(true);
    expect(events[0]).toEqual({ type: "noticed", player: "a", roll: 4, disqualified: true });
    expect(d.result).toEqual({
      winner: "b",
      method: "disqualification",
      detail: "the referee saw the Outside Interference / Ambush",
    });
  });
  it("a reversed Outside Interference is still its attacker's doing (only a Foreign Object changes hands)", () => {
    const { d, events } = refereeWatching(4);
    expect(disqualificationCheck(d, link("ambush"), "b")).toBe(true);
    expect(events[0]).toMatchObject({ type: "noticed", player: "a" });
    const fo = refereeWatching(4);
    expect(disqualificationCheck(fo.d, link("foreign-object"), "b")).toBe(true);
    expect(fo.events[0]).toMatchObject({ type: "noticed", player: "b" });
  });
  it("the referee's die is named for what he may notice", () => {
    const dice = recordingDice(scriptedDice([2]));
    const d = load(rasslefest.setup({ disqualification: true }, 1), dice, null);
    expect(disqualificationCheck(d, link("foreign-object"), null)).toBe(false);
    expect(dice.rolls).toEqual([{ min: 1, max: 4, value: 2, label: "referee notices Foreign Object" }]);
  });
  it("an ordinary attack rolls no die and is never noticed", () => {
    const { d, events } = refereeWatching(4);
    expect(disqualificationCheck(d, link("punch"), null)).toBe(false);
    expect(events).toEqual([]);
    expect(d.result).toBeNull();
  });
});
