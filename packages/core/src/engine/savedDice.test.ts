import { describe, expect, it } from "vitest";
import { openDice } from "../dice/openDice.js";
import { scriptedDice } from "../dice/scriptedDice.js";
import { savedDice } from "./savedDice.js";

describe("savedDice: the dice state a step saves", () => {
  it("is the state the step started from, the very object, when a seeded source rolled nothing", () => {
    const before = openDice(42).save();
    expect(savedDice(openDice(before), before)).toBe(before);
  });

  it("is a new state once the source rolled, even one word's worth", () => {
    const before = openDice(42).save();
    const dice = openDice(before);
    dice.int(1, 6);
    const saved = savedDice(dice, before);
    expect(saved).not.toBe(before);
    expect(saved).toEqual(dice.save());
  });

  it("compares every state word: a source that differs from the saved state in any one is saved anew", () => {
    const before = openDice(42).save();
    if (before.kind !== "seeded") throw new Error("seeded dice expected");
    for (let word = 0; word < 4; word++) {
      const [a, b, c, d] = before.rng.map((w, i) => (i === word ? w ^ 1 : w));
      const rng = [a ?? 0, b ?? 0, c ?? 0, d ?? 0] as const;
      const dice = openDice({ kind: "seeded", rng });
      const saved = savedDice(dice, before);
      expect(saved).not.toBe(before);
      expect(saved).toEqual({ kind: "seeded", rng });
    }
  });

  it("saves anew when there is no earlier state, or the source or the earlier state is not seeded", () => {
    const seeded = openDice(7);
    expect(savedDice(seeded, undefined)).toEqual(seeded.save());
    const script = scriptedDice([1, 2, 3]);
    const before = script.save();
    const saved = savedDice(script, before);
    expect(saved).not.toBe(before);
    expect(saved).toEqual(before);
    const fake = { ...openDice(9).save() };
    const other = openDice(9);
    expect(savedDice(other, { kind: "scripted", faces: [1], next: 0 })).toEqual(fake);
  });
});
