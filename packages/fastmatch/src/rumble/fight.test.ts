import { scriptedDice } from "@ringside/core";
import { describe, expect, it } from "vitest";
import { fighter } from "../../test/rumbleFighter.js";
import { fight, strTecBonus } from "./fight.js";
import type { RumbleEvent } from "./types.js";

describe("one rumble fight", () => {
  it("counts +1 for each of STR and TEC that is higher and for a style that fits STR/TEC", () => {
    const a = fighter("A", { now: { STR: 5, AGI: 3, SPD: 3, END: 3, TEC: 2, WEI: 3 } });
    expect(strTecBonus(a, fighter("B"))).toBe(0);
    expect(strTecBonus(fighter("A", { styles: ["powerhouse"] }), fighter("B"))).toBe(1);
    expect(strTecBonus(fighter("B"), a)).toBe(0);
  });

  it("adds the extra attackers to the lead attacker's roll; the margin on the chart gives the damage", () => {
    const ws = [fighter("A"), fighter("B"), fighter("C")];
    const events: RumbleEvent[] = [];
    // 9 + 1 (C helps A) against 8: margin 2 is 1 point of damage, on SPD (target die 2).
    fight(
      ws,
      { defender: 1, attackers: [0, 2] },
      new Map(),
      scriptedDice([3, 3, 3, 3, 3, 2, 2]),
      1,
      events,
      [],
    );
    expect(events[0]).toMatchObject({ type: "exchange", totals: [10, 8], winner: "A", margin: 2 });
    expect(events[1]).toMatchObject({ type: "damage", wrestler: "B", target: "SPD", amount: 1 });
    expect(ws[1]!.now.SPD).toBe(2);
  });

  it("is not fought when a leader is already out", () => {
    const events: RumbleEvent[] = [];
    const ws = [fighter("A"), fighter("B", { status: "out" })];
    fight(ws, { defender: 1, attackers: [0] }, new Map(), scriptedDice([]), 1, events, []);
    expect(events).toEqual([]);
  });
});
