import { describe, expect, it } from "vitest";
import { allCards, cardKinds, isZeroCard, kindOf } from "../src/index.js";

describe("the 80-card deck", () => {
  it("adds up to 80 cards with unique ids", () => {
    expect(cardKinds.reduce((n, k) => n + k.copies, 0)).toBe(80);
    expect(allCards).toHaveLength(80);
    expect(new Set(allCards).size).toBe(80);
  });

  it("matches the card table, category by category", () => {
    const count = (cat: string): number =>
      cardKinds.filter((k) => k.category === cat).reduce((n, k) => n + k.copies, 0);
    expect(count("counteraction")).toBe(16);
    expect(count("basic")).toBe(27);
    expect(count("high-risk")).toBe(37);
    const table: Record<string, [number, number | null, string, number, number]> = {
      "reach-for-the-ropes": [0, 5, "ring", 3, 1],
      "big-rally": [0, 1, "any", 2, 1],
      dodge: [1, null, "any", 3, 2],
      "double-knockdown": [1, null, "any", 2, 1],
      block: [2, null, "any", 3, 0],
      reversal: [2, null, "any", 3, 0],
      "referee-distracted": [0, null, "any", 2, 1],
      "poke-in-the-eye": [1, null, "any", 5, 1],
      punch: [2, null, "any", 8, 1],
      kick: [3, null, "any", 4, 1],
      headlock: [4, null, "any", 3, 0],
      throw: [5, null, "any", 2, 2],
      armbar: [6, null, "any", 3, 1],
      "low-blow": [1, 5, "ring", 1, 3],
      "foreign-object": [1, 5, "ring", 2, 4],
      ambush: [1, 5, "ring", 1, 5],
      dropkick: [2, null, "ring", 3, 2],
      "into-the-steel-stairs": [3, null, "outside", 1, 1],
      clothesline: [3, null, "any", 2, 2],
      "into-the-steel-barricade": [4, null, "outside", 1, 2],
      "elbow-smash": [4, null, "any", 2, 2],
      "through-the-announcers-table": [5, null, "outside", 1, 3],
      suplex: [5, null, "any", 2, 2],
      taunt: [5, null, "ring", 2, 0],
      "submission-hold": [6, null, "ring", 2, 2],
      bodyslam: [6, null, "any", 2, 2],
      superplex: [6, null, "top-rope", 2, 3],
      "top-rope-dive": [7, null, "top-rope", 3, 3],
      "signature-move": [8, null, "ring", 2, 4],
      "now-wheres-he-going": [1, null, "ring-to-any", 8, 0],
    };
    expect(cardKinds.map((k) => k.id).sort()).toEqual(Object.keys(table).sort());
    for (const k of cardKinds) {
      const [min, max, where, copies, damage] = table[k.id]!;
      expect([k.id, k.minEnergy, k.maxEnergy, k.where, k.copies, k.damage]).toEqual([
        k.id,
        min,
        max,
        where,
        copies,
        damage,
      ]);
    }
  });

  it("knows the zero cards and the control results", () => {
    const zero = new Set(allCards.filter(isZeroCard).map(kindOf));
    expect([...zero].sort()).toEqual(["big-rally", "reach-for-the-ropes", "referee-distracted"]);
    const noControl = cardKinds
      .filter((k) => k.control === "no-control")
      .map((k) => k.id)
      .sort();
    expect(noControl).toEqual([
      "dodge",
      "double-knockdown",
      "dropkick",
      "reach-for-the-ropes",
      "superplex",
      "suplex",
      "throw",
    ]);
  });
});
