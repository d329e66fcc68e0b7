import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import type { SuperDiceDie } from "../types.js";
import { convert, dieTarget, eliminate, handOver, hasSix, reroll, shows, switchDice } from "./legend.js";

/** A die showing `value` (only its value matters to a face test). */
const showing = (value: number): SuperDiceDie => ({
  id: 1,
  value,
  owner: "red",
  holder: "red",
  side: null,
  only: null,
  out: false,
  extra: false,
});

describe("legend", () => {
  it("a converted die keeps its side unless convertedKeepsSide is off", () => {
    const s = table("5D", "");
    convert(s, s.table[0]!, 2);
    expect(s.table[0]).toMatchObject({ value: 2, side: "defense" });
    const t = table("5D", "", { options: { convertedKeepsSide: false } });
    convert(t, t.table[0]!, 2);
    expect(t.table[0]?.side).toBeNull();
  });
  it("an eliminated die is out and unassigned; a die changing hands arrives unassigned", () => {
    const s = table("5D,6A,3", "1");
    eliminate(s.table[0]!);
    expect(s.table[0]).toMatchObject({ out: true, side: null });
    handOver(s.table[1]!, "blue");
    expect(s.table[1]).toMatchObject({ holder: "blue", owner: "red", side: null });
    switchDice(s.table[1]!, s.table[2]!);
    expect(s.table[1]?.holder).toBe("red");
    expect(hasSix(s, "red")).toBe(true);
  });
  it("a face test passes exactly the faces it names, whatever faces were asked for before", () => {
    // Pairs whose faces would share a cache slot if faces outside 0-31 or fractions were cached.
    const pairs: [number, number][] = [
      [1, 40],
      [2, 8],
      [0, 32],
      [1, 0],
      [32, 32],
      [33, 0],
      [-1, 40],
      [0, 8],
      [0.5, 0],
      [0, 16],
      [40, 1],
      [41, -31],
      [1, -1],
      [0, 31],
    ];
    for (const [face, orFace] of pairs) {
      const test = shows(face, orFace);
      expect([test(showing(face)), test(showing(orFace)), test(showing(99))], `${face},${orFace}`).toEqual([
        true,
        true,
        false,
      ]);
    }
    expect(shows(0)(showing(0))).toBe(true);
    expect(shows(3, 5)(showing(4))).toBe(false);
    // Made once and kept, for every pair of faces from 0 to 31.
    for (const [face, orFace] of [
      [3, 5],
      [0, 0],
      [0, 31],
      [31, 0],
      [31, 31],
    ] as const)
      expect(shows(face, orFace)).toBe(shows(face, orFace));
  });
  it("a die's target names that die, one shared target per die", () => {
    expect(dieTarget(0)).toEqual({ dice: [0] });
    expect(dieTarget(7)).toEqual({ dice: [7] });
    expect(dieTarget(7)).toBe(dieTarget(7));
  });
  it("a reroll asks for a die labelled with its number; a rerolled $ die stays bound only while assigned", () => {
    const s = table("5D!,2A!", "");
    const labels: string[] = [];
    const ctx = {
      state: s,
      me: "red" as const,
      roll: (what: string, n?: number) => (labels.push(`${what} ${n}`), 3),
    };
    reroll(ctx, s.table[0]!);
    expect(labels).toEqual(["reroll die 1"]);
    expect(s.table[0]).toMatchObject({ value: 3, side: "defense", only: "defense" });
    const t = table("5D!", "", { options: { convertedKeepsSide: false } });
    const d = t.table[0]!;
    reroll({ ...ctx, state: t }, d);
    // Its `$` side is kept (a `$` die is never unassigned by a conversion).
    expect(d).toMatchObject({ value: 3, side: "defense", only: "defense" });
    d.side = null;
    reroll({ ...ctx, state: t }, d);
    expect(d).toMatchObject({ side: null, only: null });
  });
});
