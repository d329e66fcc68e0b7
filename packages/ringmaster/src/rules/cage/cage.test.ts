import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyCageExample } from "../../samples/cageExample.js";
import { allSquares, distance, inRing } from "../ring.js";
import {
  againstCage,
  cageFallBonus,
  cageTopSteps,
  mayClimbCage,
  onCageTop,
  cageHeightSteps,
  cageStunDice,
  insideCage,
  mayRebound,
  whipKind,
  type Cage,
} from "./cage.js";
import { canEscape, climbOverAp, doorSquare, escapeCost, lungeEscapeTarget } from "./escape.js";

const steel: Cage = { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "both" };

describe("Cages (¶142–¶144)", () => {
  it("materials, height in Steps, the fall", () => {
    expect(cageStunDice(steel)).toBe(5);
    expect(cageStunDice({ ...steel, material: "chain-link" })).toBe(1);
    expect(cageHeightSteps(15)).toBe(13);
    expect(cageHeightSteps(1)).toBe(0);
    expect(cageFallBonus(steel)).toBe(26);
  });
  it("internal cages keep everyone in the ring and stop rebounds; external ones keep the apron and floor", () => {
    const ext: Cage = { ...steel, kind: "external" };
    for (const s of allSquares()) {
      expect(insideCage(steel, s)).toBe(inRing(s));
      expect(insideCage(ext, s)).toBe(true);
    }
    expect(againstCage(steel, { row: 2, col: 4 })).toBe(true);
    expect(againstCage(steel, { row: 4, col: 4 })).toBe(false);
    expect(againstCage(ext, { row: 0, col: 4 })).toBe(true);
    expect(mayRebound(steel)).toBe(false);
    expect(mayRebound(ext)).toBe(true);
    expect(mayRebound(null)).toBe(true);
    expect(whipKind(steel)).toBe("into-cage");
    expect(whipKind(null)).toBe("ropes");
  });
});

describe("Climbing the cage (¶143, ¶67)", () => {
  it("internal: from a corner, past the top turnbuckle, to 13 Steps; external: from the floor by the wall", () => {
    const corner = { row: 2, col: 2 };
    expect(cageTopSteps(steel)).toBe(13);
    expect(mayClimbCage(steel, corner, 2)).toBe(false); // the turnbuckles come first
    expect(mayClimbCage(steel, corner, 3)).toBe(true);
    expect(mayClimbCage(steel, corner, 13)).toBe(false);
    expect(mayClimbCage(steel, { row: 4, col: 4 }, 3)).toBe(false);
    expect(onCageTop(steel, corner, 13)).toBe(true);
    expect(canEscape(steel, corner, 0, 13)).toBe(true);
    expect(canEscape(steel, corner, 0, 12)).toBe(false);
    expect(canEscape({ ...steel, roof: true }, corner, 9, 13)).toBe(false);
    const ext: Cage = { ...steel, kind: "external" };
    expect(cageTopSteps(ext)).toBe(15);
    expect(mayClimbCage(ext, { row: 0, col: 4 }, 0)).toBe(true);
    expect(mayClimbCage(ext, corner, 3)).toBe(false);
    expect(escapeCost(ext, { row: 0, col: 4 }, 15)).toBe(0);
    expect(escapeCost(ext, { row: 0, col: 4 }, 0)).toBe(10); // the door is nearer than the climb
  });
});

describe("Escaping the cage (¶145)", () => {
  it("through the door for 5 AP from its square, or over the top from a corner unless roofed", () => {
    expect(escapeCost(steel, doorSquare(steel))).toBe(5);
    expect(climbOverAp(steel)).toBe(26); // 6 AP up the turnbuckles, 2 a Step for the 10 above
    expect(climbOverAp(steel, 13)).toBe(0);
    expect(climbOverAp({ ...steel, roof: true })).toBeUndefined();
    expect(canEscape(steel, doorSquare(steel), 5)).toBe(true);
    expect(canEscape(steel, doorSquare(steel), 4)).toBe(false);
    expect(canEscape({ ...steel, victory: "standard" }, doorSquare(steel), 9)).toBe(false);
    expect(lungeEscapeTarget(60, 0, 12, 5)).toBe(25);
  });
  it("the way out is defined everywhere, never dearer than the door, and a roof leaves only the door", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allSquares()),
        fc.boolean(),
        fc.integer({ min: 3, max: 30 }),
        fc.constantFrom("internal", "external"),
        (sq, roof, feet, kind) => {
          const cage: Cage = { ...steel, roof, feet, kind };
          const cost = escapeCost(cage, sq);
          const door = distance(sq, doorSquare(cage)) + 5;
          expect(cost).toBeGreaterThanOrEqual(0);
          expect(cost).toBeLessThanOrEqual(door);
          if (roof) expect(cost).toBe(door);
        },
      ),
    );
  });
  it("the chapter's cage example: the splash's 54 holds for a 29-foot cage (the text gives no height)", () => {
    const r = verifyCageExample();
    expect(r.ok).toBe(true);
    expect(r.counts).toEqual({ reproduced: 2, supplied: 1, erratum: 0, mismatch: 0 });
    expect(r.steps[2]?.figures[0]).toMatchObject({ published: 54, actual: 54, status: "reproduced" });
    const fall = { material: "steel-pipe", roof: false, kind: "external", victory: "standard" } as const;
    expect(cageFallBonus({ ...fall, feet: 29 })).toBe(54);
    expect(cageFallBonus({ ...fall, feet: 15 })).toBe(26);
  });
});
