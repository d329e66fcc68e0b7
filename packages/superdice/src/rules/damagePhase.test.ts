import { describe, expect, it } from "vitest";
import { table } from "../../test/fixture.js";
import { damageTaken, totals } from "./damagePhase.js";

describe("Damage Phase", () => {
  it("deals the excess of attack over the defense, both ways (the example of play's totals)", () => {
    const s = table("4A,4D,5A,6D,6D", "2A,2D,3A,6D,10A");
    expect(totals(s, "red")).toMatchObject({ attack: 9, defense: 16 });
    expect(totals(s, "blue")).toMatchObject({ attack: 15, defense: 8 });
    expect(damageTaken(s)).toMatchObject({ red: 0, blue: 1 });
  });
  it("with the backlash option a weak attack costs its own hero the difference", () => {
    const s = table("4A,4D,5A,6D,6D", "2A,2D,3A,6D,10A", { options: { backlash: true } });
    expect(damageTaken(s)).toMatchObject({ red: 0, blue: 2 });
  });
  it("eliminated dice count for nothing", () => {
    const s = table("6A", "1D");
    s.table[0]!.out = true;
    expect(totals(s, "red").attack).toBe(0);
  });
});

describe("Damage Phase totals with powers", () => {
  it("only dice on defense defend; Super Genius on defense counts it one and a half times, rounded up", () => {
    const s = table("3D,2D,6", "");
    expect(totals(s, "red")).toMatchObject({ attack: 0, defense: 5 });
    s.mods.red.genius = "defense";
    expect(totals(s, "red")).toMatchObject({ attack: 0, defense: 8 });
  });
  it("Berserk needs dice in play, every one of them on attack", () => {
    const none = table("", "");
    none.mods.red.berserk = true;
    expect(totals(none, "red").attack).toBe(0);
    const all = table("2A,3A", "");
    all.mods.red.berserk = true;
    expect(totals(all, "red").attack).toBe(10);
  });
});
