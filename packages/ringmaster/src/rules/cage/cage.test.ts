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
