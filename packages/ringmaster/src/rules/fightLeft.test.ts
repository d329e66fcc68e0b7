import { describe, expect, it } from "vitest";
import { FIGHT_LEFT, fightLeft } from "./fightLeft.js";

describe("the fight a man has left (completion › 10)", () => {
  it("falls with every wear-down Level, from +50% Fresh to nothing Spent", () => {
    expect([1, 2, 3, 4].map((l) => fightLeft(l as 1 | 2 | 3 | 4))).toEqual([50, 40, 25, 0]);
    expect(FIGHT_LEFT[1]).toBeGreaterThan(FIGHT_LEFT[2]);
  });

  it("makes three chances save a Winded man and one chance often fail a Hurting one", () => {
    // STA 55, STR 55 and the ropes at AGI 50 − 10, the leg hooked (−10), no Stun
    const fail = (level: 1 | 2 | 3 | 4, chances: number): number => {
      const p = [55, 55, 40].map((a) => Math.min(0.95, (a - 10 + fightLeft(level)) / 100));
      return p.slice(0, chances).reduce((acc, x) => acc * (1 - x), 1);
    };
    expect(fail(2, 3)).toBeLessThan(0.01);
    expect(fail(3, 1)).toBeGreaterThan(0.25);
  });
});
