import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { verifyCageExample } from "../../samples/cageExample.js";
import { allSquares, distance } from "../ring.js";
import { cageFallBonus, type Cage } from "./cage.js";
import { canEscape, climbOverAp, doorSquare, escapeCost, finishCounts, lungeEscapeTarget } from "./escape.js";

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

describe("the way out, case by case (¶145)", () => {
  const ext: Cage = { ...steel, kind: "external" };
  const corner = { row: 2, col: 2 };
  it("the door of an internal cage is in the ropes; of an external one on the floor beside the ring", () => {
    expect(doorSquare(steel)).toEqual({ row: 5, col: 7 });
    expect(doorSquare(ext)).toEqual({ row: 5, col: 9 });
    expect(escapeCost(ext, { row: 5, col: 9 })).toBe(5);
    expect(escapeCost(ext, { row: 5, col: 8 })).toBe(6);
  });
  it("up on the turnbuckles only the climb is left, from where he stands", () => {
    expect(escapeCost(steel, corner, 3)).toBe(20);
  });
  it("a man who climbs nowhere pays the whole climb from the nearest corner, whatever his rope", () => {
    expect(escapeCost(steel, { row: 4, col: 4 }, 0, false)).toBe(28);
    expect(escapeCost(steel, { row: 4, col: 4 }, 2)).toBe(28);
  });
  it("a roofed cage off the mat: down first (1), then the door; with the door shut, no way out", () => {
    const roofed: Cage = { ...steel, roof: true };
    expect(escapeCost(roofed, corner, 3)).toBe(11);
    expect(escapeCost(roofed, corner, 0, false)).toBeUndefined();
    expect(escapeCost(roofed, corner, 0)).toBe(10);
  });
  it("through the door only when it is open, from the mat, with the points for the walk and the door", () => {
    const door = doorSquare(steel);
    expect(canEscape(steel, door, 9, 0, false)).toBe(false);
    expect(canEscape(steel, door, 9, 1)).toBe(false);
    expect(canEscape(steel, { row: 5, col: 6 }, 6)).toBe(true);
    expect(canEscape(steel, { row: 5, col: 6 }, 5)).toBe(false);
    expect(canEscape({ ...steel, victory: "escape" }, corner, 0, 13)).toBe(true);
  });
  it("a lunge is penalised 5% a missing point, never helped by spare ones", () => {
    expect(lungeEscapeTarget(60, 10, 5, 8)).toBe(70);
    expect(lungeEscapeTarget(60, 10, 8, 5)).toBe(55);
  });
  it("an escape-only cage takes no pinfall, submission or knockout; any other finish counts", () => {
    const only: Cage = { ...steel, victory: "escape" };
    for (const method of ["pinfall", "submission", "knockout"] as const) {
      expect(finishCounts(only, method)).toBe(false);
      expect(finishCounts(steel, method)).toBe(true);
      expect(finishCounts(null, method)).toBe(true);
      expect(finishCounts({ ...steel, victory: "standard" }, method)).toBe(true);
    }
    expect(finishCounts(only, "escape")).toBe(true);
    expect(finishCounts(only, "disqualification")).toBe(true);
  });
});

describe("a low cage", () => {
  it("over the top is the cheaper way out when the climb costs less than the walk to the door", () => {
    // a 3-foot cage: 1 Step above the ring, 2 AP from the corner; the door is 5 squares and 5 AP away
    expect(escapeCost({ ...steel, feet: 3 }, { row: 2, col: 2 })).toBe(2);
  });
});
