import { recordingDice, scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { injuryFace, rollDamage } from "./damage.js";

const attacker = { POW: 6, HDB: 3, WDB: 2 };

describe("damage from the Force Code (¶22–¶25, ¶90)", () => {
  it("Figure Four Leglock: 5d6 + POW", () => {
    const r = rollDamage(scriptedDice([1, 2, 3, 4, 5]), { force: "BBBBP", attacker, defenderWDB: 4 });
    expect(r.total).toBe(15 + 6);
    expect(r.faces).toHaveLength(5);
  });

  it("Vertical Suplex: 4d6 + POW + HDB + the victim's WDB", () => {
    const r = rollDamage(scriptedDice([1, 1, 1, 1]), { force: "BBPSh", attacker, defenderWDB: 4 });
    expect(r.total).toBe(4 + 6 + 3 + 4);
  });

  it("Superplex from the top rope: the rules add 6 for 3 Steps (erratum: the text prints 9)", () => {
    const r = rollDamage(scriptedDice([1, 1, 1, 1]), { force: "BBPSh", attacker, defenderWDB: 4, steps: 3 });
    expect(r.total).toBe(4 + 6 + 3 + 4 + 6);
  });

  it("a Slam into a turnbuckle takes its Stun Code dice instead of the WDB (¶34)", () => {
    const r = rollDamage(scriptedDice([2, 5]), { force: "S", attacker, defenderWDB: 4, stunCodeDice: 1 });
    expect(r.total).toBe(7);
  });

  it("Velocity die adds each runner's SPD (¶24); an Ace +1 a die (¶78); a Finisher doubles (¶87)", () => {
    expect(
      rollDamage(scriptedDice([3]), { force: "V", attacker, defenderWDB: 0, runningSPD: 11 }).total,
    ).toBe(14);
    expect(rollDamage(scriptedDice([3, 3]), { force: "BP", attacker, defenderWDB: 0, ace: true }).total).toBe(
      14,
    );
    expect(
      rollDamage(scriptedDice([3, 3]), { force: "BP", attacker, defenderWDB: 0, finisher: true }).total,
    ).toBe(24);
  });

  it("restholds −1 a die (¶103); earlier Injury points +1 each (¶99); never below 0", () => {
    expect(
      rollDamage(scriptedDice([1, 1]), { force: "BP", attacker, defenderWDB: 0, resthold: true }).total,
    ).toBe(6);
    expect(
      rollDamage(scriptedDice([1]), { force: "B", attacker, defenderWDB: 0, injuryOnTarget: 2 }).total,
    ).toBe(3);
    expect(
      rollDamage(scriptedDice([1]), {
        force: "B",
        attacker: { POW: 0, HDB: 0, WDB: 0 },
        defenderWDB: 0,
        resthold: true,
      }).total,
    ).toBe(0);
  });

  it("Injury points: 6s with one condition, 5s and 6s with more (¶98)", () => {
    expect(injuryFace(0)).toBe(7);
    expect(injuryFace(1)).toBe(6);
    expect(injuryFace(2)).toBe(5);
    expect(injuryFace(3)).toBe(5);
    expect(injuryFace(3, true)).toBe(4);
    const one = rollDamage(scriptedDice([6, 5, 6]), { force: "BBP", attacker, defenderWDB: 0, injuring: 1 });
    expect(one.injuryPoints).toBe(2);
    const two = rollDamage(scriptedDice([6, 5, 6]), { force: "BBP", attacker, defenderWDB: 0, injuring: 2 });
    expect(two.injuryPoints).toBe(3);
    const ace = rollDamage(scriptedDice([6, 5]), { force: "BP", attacker, defenderWDB: 0, ace: true });
    expect(ace.injuryPoints).toBe(1);
  });
});

describe("every part of a Force Code, one at a time (¶22–¶25)", () => {
  const roll = (force: string, faces: readonly number[], more: object = {}) =>
    rollDamage(scriptedDice(faces), { force, attacker, defenderWDB: 4, ...more });
  it("each letter rolls its die, labelled, with its bonus", () => {
    const dice = recordingDice(scriptedDice([1, 2, 3, 4, 5, 6, 1]));
    const r = rollDamage(dice, { force: "BPSVFT", attacker, defenderWDB: 4, stunCodeDice: 1, runningSPD: 3 });
    expect(dice.rolls.map((x) => x.label)).toEqual([
      "Basic die",
      "Power die",
      "Slam die",
      "Stun Code die",
      "Velocity die",
      "Fall die",
      "Stun Code die",
    ]);
    // 1 + (2 + POW 6) + 3 + stun 4 + (5 + SPD 3) + 6 + stun 1
    expect(r.total).toBe(31);
  });
  it("a Slam die adds the defender's WDB when no Stun Code replaces it; h and w add the attacker's", () => {
    expect(roll("S", [3]).total).toBe(3 + 4);
    expect(roll("Shw", [3]).total).toBe(3 + 4 + 3 + 2);
    expect(roll("T", [], { stunCodeDice: 0 }).total).toBe(0);
    expect(roll("TT", [2, 3], { stunCodeDice: 1 }).total).toBe(5);
    expect(roll("V", [4]).total).toBe(4);
    expect(roll("B", [2, 5], { extraBasic: 1 }).total).toBe(7);
  });
  it("2 a Step, +1 a die on an Ace, −1 a die in a resthold, the injury's points, doubled for a Finisher", () => {
    expect(roll("B", [3], { steps: 2 }).total).toBe(7);
    expect(roll("BB", [3, 3], { ace: true }).total).toBe(8);
    expect(roll("BB", [3, 3], { resthold: true }).total).toBe(4);
    expect(roll("B", [3], { injuryOnTarget: 2, finisher: true }).total).toBe(10);
    expect(roll("B", [3], { injuryOnTarget: -9 }).total).toBe(0);
  });
  it("a code it cannot read does nothing and rolls nothing", () => {
    const dice = recordingDice(scriptedDice([]));
    expect(rollDamage(dice, { force: "BX", attacker, defenderWDB: 4 })).toEqual({
      total: 0,
      faces: [],
      injuryPoints: 0,
    });
    expect(dice.rolls).toEqual([]);
  });
  it("injury faces: 7 (none) without a condition, 6 with one, 5 with more, or 1 lower a condition to 4", () => {
    expect(injuryFace(-1)).toBe(7);
    expect(injuryFace(2, true)).toBe(5);
    expect(injuryFace(5, true)).toBe(4);
    expect(roll("BBB", [6, 5, 4], { injuring: 2 }).injuryPoints).toBe(2);
    expect(roll("BBB", [6, 5, 4], { injuring: 3, injuryPerCondition: true }).injuryPoints).toBe(3);
    expect(roll("BBB", [6, 6, 6]).injuryPoints).toBe(0);
  });
});
