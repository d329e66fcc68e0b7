import { describe, expect, it } from "vitest";
import {
  diceState,
  isRingsideError,
  openDice,
  recordingDice,
  scriptedDice,
  seededDice,
} from "@ringside/core";
import { thrown } from "../../test/thrown.js";

const problems = (f: () => unknown): unknown => {
  const error = thrown(f);
  return isRingsideError(error) ? [error.code, error.problems] : error;
};

describe("openDice and diceState", () => {
  it("a seed, a seeded state and a scripted state each continue exactly", () => {
    expect(openDice(5).save()).toEqual(seededDice(5).save());
    const seeded = seededDice(8);
    seeded.int(1, 6);
    const resumed = openDice(seeded.save());
    expect(resumed.int(1, 100)).toBe(seeded.int(1, 100));
    const script = openDice({ kind: "scripted", faces: [3, 4, 5], next: 1 });
    expect(script.int(1, 6)).toBe(4);
    expect(script.save()).toEqual({ kind: "scripted", faces: [3, 4, 5], next: 2 });
  });

  it("a broken scripted state names the part under dice", () => {
    expect(problems(() => openDice({ kind: "scripted", faces: [1, 2.5], next: 0 }))).toEqual([
      "INVALID_STATE",
      [{ path: "dice.faces[1]", message: "expected a whole number, got 2.5" }],
    ]);
    expect(problems(() => openDice({ kind: "scripted", faces: "x", next: 0 } as never))).toEqual([
      "INVALID_STATE",
      [{ path: "dice.faces", message: 'expected an array of faces, got "x"' }],
    ]);
    expect(problems(() => openDice({ kind: "seeded", rng: [0, 0, 0, 0] }))).toEqual([
      "INVALID_STATE",
      [
        {
          path: "dice",
          message: "expected a seed, { kind: 'seeded', rng } or { kind: 'scripted', faces, next }",
        },
      ],
    ]);
    expect((problems(() => openDice(null as never)) as unknown[])[0]).toBe("INVALID_STATE");
    // A valid generator state under any other kind is no seeded state.
    expect((problems(() => openDice({ kind: "loaded", rng: [1, 2, 3, 4] } as never)) as unknown[])[0]).toBe(
      "INVALID_STATE",
    );
  });

  it("diceState: a seed's state, or faces from the start", () => {
    expect(diceState(12)).toEqual(seededDice(12).save());
    expect(diceState([2, 3])).toEqual({ kind: "scripted", faces: [2, 3], next: 0 });
  });
});

describe("recordingDice", () => {
  it("passes every roll through, keeps its range, face and label (none when none given), and saves the inner state", () => {
    const inner = scriptedDice([2, 5]);
    const dice = recordingDice(inner);
    expect(dice.int(1, 6, "first")).toBe(2);
    expect(dice.int(1, 8)).toBe(5);
    expect(dice.rolls).toEqual([
      { min: 1, max: 6, value: 2, label: "first" },
      { min: 1, max: 8, value: 5 },
    ]);
    expect("label" in (dice.rolls[1] ?? {})).toBe(false);
    expect(dice.save()).toEqual(inner.save());
  });
});
