import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { diceStateSchema, intIn } from "./diceStateSchema.js";

const ok = (value: unknown): boolean => v.safeParse(diceStateSchema, value).success;
const messages = (value: unknown): string[] =>
  (v.safeParse(diceStateSchema, value).issues ?? []).map((issue) => issue.message);

describe("diceStateSchema: a saved dice state", () => {
  it("seeded: four 32-bit words, signed or unsigned, not all zero", () => {
    expect(ok({ kind: "seeded", rng: [-0x80000000, 0, 0, 0xffffffff] })).toBe(true);
    expect(ok({ kind: "seeded", rng: [0, 0, 0, 1] })).toBe(true);
    expect(messages({ kind: "seeded", rng: [0, 0, 0, 0] })).toEqual(["the four words may not all be zero"]);
    for (const rng of [
      [-0x80000001, 1, 1, 1],
      [0x100000000, 1, 1, 1],
      [1.5, 1, 1, 1],
      [1, 1, 1],
      [1, 1, 1, 1, 1],
      ["1", 1, 1, 1],
    ])
      expect(ok({ kind: "seeded", rng })).toBe(false);
    expect(ok({ kind: "seeded", rng: [1, 1, 1, 1], extra: 1 })).toBe(false);
  });

  it("scripted: whole faces from 0 to 1,000,000, and a next that does not point past the last", () => {
    expect(ok({ kind: "scripted", faces: [0, 1_000_000], next: 2 })).toBe(true);
    expect(ok({ kind: "scripted", faces: [], next: 0 })).toBe(true);
    expect(messages({ kind: "scripted", faces: [1], next: 2 })).toEqual([
      "next points past the last scripted face",
    ]);
    for (const bad of [
      { kind: "scripted", faces: [-1], next: 0 },
      { kind: "scripted", faces: [1_000_001], next: 0 },
      { kind: "scripted", faces: [1.5], next: 0 },
      { kind: "scripted", faces: [1], next: -1 },
      { kind: "scripted", faces: [1], next: 0.5 },
      { kind: "scripted", faces: "1", next: 0 },
      { kind: "scripted", faces: [1], next: 0, extra: true },
      { kind: "other", faces: [1], next: 0 },
    ])
      expect(ok(bad)).toBe(false);
  });
});

describe("intIn", () => {
  it("a whole number within both bounds", () => {
    const schema = intIn(1, 10);
    expect([1, 10, 5].map((n) => v.safeParse(schema, n).success)).toEqual([true, true, true]);
    expect([0, 11, 2.5, "3"].map((n) => v.safeParse(schema, n).success)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
