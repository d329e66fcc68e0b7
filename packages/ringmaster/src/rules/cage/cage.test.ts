import { describe, expect, it } from "vitest";
import { allSquares, inRing } from "../ring.js";
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
  nearestClimb,
  whipKind,
  type Cage,
} from "./cage.js";
import { canEscape, escapeCost } from "./escape.js";

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

describe("where a cage is met and climbed (¶143–¶144)", () => {
  const ext: Cage = { ...steel, kind: "external" };
  it("an internal cage is met on the ropes and in the corners; an external one on the floor only", () => {
    expect(againstCage(steel, { row: 2, col: 2 })).toBe(true);
    expect(againstCage(steel, { row: 1, col: 4 })).toBe(false);
    expect(againstCage(ext, { row: 2, col: 4 })).toBe(false);
    expect(againstCage(ext, { row: 2, col: 2 })).toBe(false);
    expect(againstCage(ext, { row: 1, col: 4 })).toBe(false);
  });
  it("inside an external cage: every standable square, never a ring post nor off the grid", () => {
    expect(insideCage(ext, { row: 1, col: 1 })).toBe(false);
    expect(insideCage(ext, { row: 10, col: 4 })).toBe(false);
    expect(insideCage(ext, { row: 1, col: 4 })).toBe(true);
    expect(insideCage(steel, { row: 1, col: 4 })).toBe(false);
  });
  it("the top: only where the cage is climbed, at its height or above", () => {
    expect(onCageTop(steel, { row: 2, col: 2 }, 12)).toBe(false);
    expect(onCageTop(steel, { row: 2, col: 2 }, 14)).toBe(true);
    expect(onCageTop(steel, { row: 2, col: 4 }, 13)).toBe(false);
    expect(onCageTop(ext, { row: 0, col: 4 }, 15)).toBe(true);
    expect(onCageTop(ext, { row: 0, col: 4 }, 14)).toBe(false);
    expect(mayClimbCage(ext, { row: 0, col: 4 }, 14)).toBe(true);
    expect(mayClimbCage(ext, { row: 0, col: 4 }, 15)).toBe(false);
  });
  it("the nearest climb: 0 where one stands; inside, the nearest corner; outside, the nearest floor square", () => {
    expect(nearestClimb(steel, { row: 7, col: 7 })).toBe(0);
    expect(nearestClimb(steel, { row: 4, col: 4 })).toBe(2);
    expect(nearestClimb(steel, { row: 5, col: 6 })).toBe(2);
    expect(nearestClimb(steel, { row: 3, col: 6 })).toBe(1);
    expect(nearestClimb(steel, { row: 6, col: 3 })).toBe(1);
    expect(nearestClimb(steel, { row: 2, col: 4 })).toBe(2);
    expect(nearestClimb(ext, { row: 0, col: 5 })).toBe(0);
    expect(nearestClimb(ext, { row: 4, col: 4 })).toBe(4);
    expect(nearestClimb(ext, { row: 6, col: 4 })).toBe(3);
    expect(nearestClimb(ext, { row: 4, col: 7 })).toBe(2);
    expect(nearestClimb(ext, { row: 3, col: 2 })).toBe(2);
    expect(nearestClimb(ext, { row: 1, col: 4 })).toBe(1);
  });
  it("a cage of 2 feet or less is no height at all; heights and falls grow 1 Step a foot", () => {
    expect(cageHeightSteps(2)).toBe(0);
    expect(cageHeightSteps(3)).toBe(1);
    expect(cageFallBonus({ ...steel, feet: 4 })).toBe(4);
  });
});
