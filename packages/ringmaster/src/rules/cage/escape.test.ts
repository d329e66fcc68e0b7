import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyCageExample } from "../../samples/cageExample.js";
import { allSquares, distance } from "../ring.js";
import { cageFallBonus, type Cage } from "./cage.js";
import { canEscape, climbOverAp, doorSquare, escapeCost, lungeEscapeTarget } from "./escape.js";

const steel: Cage = { material: "steel-pipe", feet: 15, roof: false, kind: "internal", victory: "both" };

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
