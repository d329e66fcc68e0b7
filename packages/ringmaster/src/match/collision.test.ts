import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import type { RingMasterEvent } from "../events.js";
import { ringmaster } from "../game.js";
import { BRUNO_MADDOX, DOC_HALVERSON } from "../samples/wrestlers.js";
import type { RingMasterCorner, RingMasterState } from "../state.js";
import { collision } from "./collision.js";

/** A singles match at its first round (Bruno red, Doc blue), both corners patched. */
function match(patch: Partial<RingMasterCorner> = {}, state: Partial<RingMasterState> = {}): RingMasterState {
  const s = ringmaster.start({ red: BRUNO_MADDOX, blue: DOC_HALVERSON }, 1).state;
  return {
    ...s,
    ...state,
    corners: { red: { ...s.corners.red, ...patch }, blue: { ...s.corners.blue, ...patch } },
  };
}

/** The d100 roll `n` as its two d10 faces (tens, ones). */
const pct = (n: number): [number, number] => [Math.floor(n / 10), n % 10];

/** Runs the collision on scripted faces; returns the state, the events and the roll labels. */
function collide(s: RingMasterState, faces: readonly number[]) {
  const dice = recordingDice(scriptedDice(faces));
  const events: RingMasterEvent[] = [];
  const after = collision(s, dice, events);
  return { after, events, labels: dice.rolls.map((r) => r.label) };
}

describe("the collision (¶76, completion › 13)", () => {
  it("both men take a Slam die and lie Prone; both lift a shoulder; the first up attacks the next round", () => {
    const { after, events, labels } = collide(match(), [
      5,
      5,
      ...pct(55),
      ...pct(55),
      ...pct(55),
      ...pct(55),
    ]);
    expect(labels).toEqual([
      "Slam die",
      "Slam die",
      "first up (AGI) A tens",
      "first up (AGI) A ones",
      "first up (AGI) B tens",
      "first up (AGI) B ones",
      "red lifts a shoulder (STA) tens",
      "red lifts a shoulder (STA) ones",
      "blue lifts a shoulder (STA) tens",
      "blue lifts a shoulder (STA) ones",
    ]);
    expect(events).toEqual([
      { type: "collision", damage: [7, 6], up: "blue" },
      {
        type: "double-down",
        checks: [
          { roll: 55, target: 110, grade: "success" },
          { roll: 55, target: 105, grade: "success" },
        ],
        pinned: false,
      },
      { type: "round", round: 2, attacker: "blue", ap: 5, seconds: 10 },
    ]);
    expect([after.corners.red.position, after.corners.blue.position]).toEqual(["Prone", "Prone"]);
    expect(after.attacker).toBe("blue");
    expect(after.result).toBeNull();
  });

  it("when neither lifts a shoulder it is a double pin, a draw", () => {
    const { after, events } = collide(match({ stun: 12 }), [
      5,
      5,
      ...pct(55),
      ...pct(55),
      ...pct(80),
      ...pct(80),
    ]);
    expect(events.at(-1)).toEqual({
      type: "double-down",
      checks: [
        { roll: 80, target: 50, grade: "failure" },
        { roll: 80, target: 45, grade: "failure" },
      ],
      pinned: true,
    });
    expect(after.result).toEqual({ winner: null, method: "draw", detail: "double pin" });
  });

  it("when one lifts a shoulder there is no double pin", () => {
    const { after, events } = collide(match({ stun: 12 }), [
      5,
      5,
      ...pct(55),
      ...pct(55),
      ...pct(80),
      ...pct(11),
    ]);
    expect(events.at(-2)).toEqual({
      type: "double-down",
      checks: [
        { roll: 80, target: 50, grade: "failure" },
        { roll: 11, target: 45, grade: "success" },
      ],
      pinned: false,
    });
    expect(after.result).toBeNull();
  });

  it("a man out cold cannot lift a shoulder", () => {
    const { events } = collide(match({ out: true }), [5, 5, ...pct(55), ...pct(55)]);
    expect(events.at(-1)).toEqual({ type: "double-down", checks: [null, null], pinned: true });
  });

  it("both knocked out by it and seen by the referee: a double knockout, a draw", () => {
    // each falls to 0 Intensity or below, fails to stay conscious, and the referee sees it
    const { after, events, labels } = collide(match({ intensity: 1 }), [
      5,
      ...pct(99),
      5,
      ...pct(99),
      ...pct(11),
    ]);
    expect(labels).toEqual([
      "Slam die",
      "stay conscious (STA) tens",
      "stay conscious (STA) ones",
      "Slam die",
      "stay conscious (STA) tens",
      "stay conscious (STA) ones",
      "referee notices (SAV) tens",
      "referee notices (SAV) ones",
    ]);
    expect(events).toEqual([
      { type: "level", who: "red", level: 4 },
      { type: "level", who: "blue", level: 4 },
      { type: "out-cold", who: "red", noticed: true },
      { type: "out-cold", who: "blue", noticed: true },
    ]);
    expect(after.result).toEqual({ winner: null, method: "draw", detail: "double knockout" });
  });

  it("one knocked out by it and seen: a knockout for the other", () => {
    const { after, events } = collide(match({ intensity: 1 }), [5, ...pct(99), 5, ...pct(11), ...pct(11)]);
    expect(events).toEqual([
      { type: "level", who: "red", level: 4 },
      { type: "level", who: "blue", level: 4 },
      { type: "out-cold", who: "red", noticed: true },
    ]);
    expect(after.result).toEqual({ winner: "blue", method: "knockout", detail: "out cold" });
  });

  it("a knockout the referee does not see decides nothing: the collision goes on", () => {
    const fill = Array.from({ length: 20 }, () => 5);
    const { events } = collide(match({ intensity: 1 }), [5, ...pct(99), 5, ...pct(11), ...pct(99), ...fill]);
    expect(events.slice(2, 4)).toEqual([
      { type: "out-cold", who: "red", noticed: false },
      { type: "collision", damage: [7, 6], up: "blue" },
    ]);
  });

  it("in a cage won only by escape, nobody is counted: no double pin, no knockout", () => {
    const cage = {
      material: "steel-pipe",
      feet: 20,
      roof: false,
      kind: "external",
      victory: "escape",
    } as const;
    const s = match({ intensity: 1 }, { options: { ...match().options, cage } });
    const { after, events } = collide(s, [
      5,
      ...pct(99),
      5,
      ...pct(99),
      ...Array.from({ length: 20 }, () => 5),
    ]);
    // both out cold, but nobody judges it: they lie there, and wake as the next round starts
    expect(events.map((e) => e.type)).toEqual(["level", "level", "collision", "wakes", "wakes", "round"]);
    expect(after.result).toBeNull();
  });
});
