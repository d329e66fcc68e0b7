import { describe, expect, it } from "vitest";
import {
  applyStun,
  payOwnMove,
  roundsToRecover,
  shakeOff,
  stunOf,
  stunnedAttribute,
  tradeStun,
} from "./stun.js";

describe("Stun (¶93–¶96)", () => {
  it("is damage ÷ RES, rounded down", () => {
    expect(stunOf(22, 5)).toBe(4);
    expect(stunOf(4, 5)).toBe(0);
    expect(stunOf(10, 0)).toBe(10);
  });
  it("replaces the old Stun only when larger", () => {
    expect(applyStun(3, 5)).toBe(5);
    expect(applyStun(5, 3)).toBe(5);
  });
  it("is shaken off by REC and traded one for one for Action Points", () => {
    expect(shakeOff(5, 4)).toBe(1);
    expect(shakeOff(2, 4)).toBe(0);
    expect(tradeStun(4, 3)).toEqual({ ap: 3, stun: 1 });
    expect(tradeStun(2, 9)).toEqual({ ap: 2, stun: 0 });
    expect(roundsToRecover(5, 2)).toBe(3);
    expect(roundsToRecover(0, 2)).toBe(0);
  });
});

describe("Stun on every roll and as Action Points (¶58, ¶95)", () => {
  it("takes 5% a point off any attribute he rolls", () => {
    expect(stunnedAttribute(60, 3)).toBe(45);
    expect(stunnedAttribute(60, 0)).toBe(60);
  });
  it("pays his own moves with Action Points first, then tradable Stun", () => {
    expect(payOwnMove(1, 3, 2)).toEqual({ ap: 0, stun: 1, short: 0 });
    expect(payOwnMove(0, 1, 2)).toEqual({ ap: 0, stun: 1, short: 1 });
    expect(payOwnMove(4, 3, 2)).toEqual({ ap: 2, stun: 0, short: 0 });
  });
});

describe("Stun at its edges (¶95)", () => {
  it("never below 0, and a Resistance or Recovery under 1 counts as 1", () => {
    expect(stunOf(-6, 3)).toBe(0);
    expect(stunOf(10, -2)).toBe(10);
    expect(stunOf(9, 3)).toBe(3);
    expect(stunnedAttribute(60, -2)).toBe(60);
    expect(roundsToRecover(-1, 2)).toBe(0);
    expect(roundsToRecover(5, 0)).toBe(5);
    expect(roundsToRecover(4, 2)).toBe(2);
    expect(tradeStun(3, -1)).toEqual({ ap: 0, stun: 3 });
    expect(shakeOff(4, 4)).toBe(0);
  });
  it("paying a move: points first, then tradable Stun, never negative Stun; what is left is short", () => {
    expect(payOwnMove(0, -2, 2)).toEqual({ ap: 0, stun: 0, short: 2 });
    expect(payOwnMove(2, 5, 2)).toEqual({ ap: 0, stun: 0, short: 0 });
    expect(payOwnMove(1, 5, 4)).toEqual({ ap: 0, stun: 3, short: 0 });
  });
});
