import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { openPinBreaks, pinBreakTarget, pinCount, startPin, type PinSituation } from "./pinfall.js";

const attrs = { STR: 60, AGI: 50, BRA: 50, TEC: 50, SAV: 50, STA: 55, TOU: 50 };
const plain: PinSituation = {
  level: 1,
  stun: 0,
  hooked: false,
  screwjob: false,
  predicament: false,
  priorCovers: 0,
  ropePenalty: 0,
};

describe("the pinfall (¶105–¶109)", () => {
  it("each option checks its attribute; the reductions add up", () => {
    // a Fresh man has +50% of fight left (completion: `fightLeft.ts`)
    expect(pinBreakTarget("power-out", attrs, plain)).toBe(60 + 50);
    expect(pinBreakTarget("kick-out", attrs, plain)).toBe(55 + 50);
    expect(pinBreakTarget("ropes", attrs, { ...plain, ropePenalty: -20 })).toBe(50 - 20 + 50);
    expect(pinBreakTarget("ropes", attrs, { ...plain, ropePenalty: undefined })).toBeUndefined();
    const hard = { ...plain, level: 3 as const, stun: 2, hooked: true, screwjob: true, predicament: true };
    expect(pinBreakTarget("power-out", attrs, hard)).toBe(60 + 25 - 10 - 10 - 20 - 10);
    expect(pinBreakTarget("power-out", attrs, { ...plain, level: 4, priorCovers: 2 })).toBe(80);
  });

  it("three failures pin him; a different option each time; each count shakes 1 Stun", () => {
    let pin = startPin(2, false);
    const dice = scriptedDice([9, 0, 9, 0, 9, 0]);
    const a = pinCount(dice, pin, "power-out", 50);
    expect(a.pinned).toBe(false);
    expect(a.pin.stun).toBe(1);
    pin = a.pin;
    expect(openPinBreaks(pin)).toEqual(["kick-out", "ropes"]);
    const b = pinCount(dice, pin, "kick-out", 50);
    const c = pinCount(dice, b.pin, "ropes", 50);
    expect(c.pinned).toBe(true);
    expect(c.pin.stun).toBe(0);
  });

  it("a Botch counts as two failures; an Ace breaks and takes Advantage (¶107)", () => {
    const botch = pinCount(scriptedDice([9, 8]), startPin(0, false), "power-out", 50);
    expect(botch.pin.failures).toBe(2);
    expect(botch.pinned).toBe(false);
    const ace = pinCount(scriptedDice([0, 2]), startPin(0, false), "power-out", 1);
    expect(ace.broken && ace.advantage).toBe(true);
  });

  it("a Finisher on a Winded or worse opponent: one chance only (¶87)", () => {
    const r = pinCount(scriptedDice([9, 0]), startPin(0, true), "kick-out", 50);
    expect(r.pinned).toBe(true);
  });

  it("an impossible option is a failure without a roll", () => {
    const r = pinCount(scriptedDice([]), startPin(0, false), "ropes", undefined);
    expect(r.check).toBeUndefined();
    expect(r.pin.failures).toBe(1);
  });
});

describe("the pin's reductions one at a time (¶105–¶109)", () => {
  it("Stun −5 a point, hooked −10, screwjob −20, a predicament −10, +10 a cover before", () => {
    const t = (s: Partial<PinSituation>) => pinBreakTarget("kick-out", attrs, { ...plain, ...s });
    expect(t({ stun: 2 })).toBe(105 - 10);
    expect(t({ hooked: true })).toBe(95);
    expect(t({ screwjob: true })).toBe(85);
    expect(t({ predicament: true })).toBe(95);
    expect(t({ priorCovers: 1 })).toBe(115);
    expect(t({ level: 3 })).toBe(55 + 25);
    expect(pinBreakTarget("ropes", attrs, { ...plain, ropePenalty: -10, stun: 1 })).toBe(50 - 10 + 50 - 5);
  });
  it("a Finisher on a winded man gives one chance; otherwise three; the roll is labelled by the option", () => {
    expect(startPin(2, true)).toEqual({ failures: 0, chances: 1, used: [], stun: 2 });
    expect(startPin(0, false).chances).toBe(3);
    const dice = recordingDice(scriptedDice([3, 0]));
    const r = pinCount(dice, startPin(0, false), "kick-out", 60);
    expect(dice.rolls.map((x) => x.label)).toEqual([
      "break the pin (kick-out) tens",
      "break the pin (kick-out) ones",
    ]);
    expect(r).toMatchObject({
      broken: true,
      advantage: false,
      pinned: false,
      pin: { failures: 0, used: ["kick-out"] },
    });
    expect(openPinBreaks(startPin(0, false))).toEqual(["power-out", "kick-out", "ropes"]);
  });
});
