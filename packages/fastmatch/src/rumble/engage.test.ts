import { describe, expect, it } from "vitest";
import { seededDice } from "@ringside/core";
import { engage, runIns } from "./engage.js";
import type { RumbleEvent, RumbleWrestler } from "./types.js";

const man = (
  name: string,
  plan: Partial<RumbleWrestler["plan"]> = {},
  status: RumbleWrestler["status"] = "in",
) =>
  ({
    name,
    alignment: null,
    styles: [],
    cheater: false,
    start: { STR: 3, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 3 },
    now: { STR: 3, AGI: 3, SPD: 3, END: 3, TEC: 3, WEI: 3 },
    tecFloor: 2,
    injuries: {},
    plan: { targets: [], avoid: [], cheat: false, runIns: [], ...plan },
    status,
    roundsIn: 0,
    awareness: 3,
  }) satisfies RumbleWrestler;

describe("rumble pairing (VIII)", () => {
  it("goes down the target list past a man who is busy attacking", () => {
    const ws = [man("A", { targets: ["B"] }), man("B"), man("C", { targets: ["A", "D"] }), man("D")];
    const events: RumbleEvent[] = [];
    const groups = engage(ws, seededDice(1), 1, events);
    expect(groups.map((g) => [g.attackers, g.defender])).toEqual([
      [[0], 1],
      [[2], 3],
    ]);
  });

  it("lets a listed man follow his own list first, so the next name on the other list is tried", () => {
    // A wants B, then C; B wants D. B is going after D, so A goes on to C.
    const ws = [man("A", { targets: ["B", "C"] }), man("B", { targets: ["D"] }), man("C"), man("D")];
    const groups = engage(ws, seededDice(1), 1, []);
    expect(groups.map((g) => [g.attackers, g.defender])).toEqual([
      [[1], 3],
      [[0], 2],
    ]);
  });

  it("breaks a cycle of lists where it closes: one fight, no dice", () => {
    const ws = [man("A", { targets: ["B"] }), man("B", { targets: ["A"] })];
    const dice = seededDice(1);
    const before = JSON.stringify(dice.save());
    expect(engage(ws, dice, 1, [])).toEqual([{ defender: 0, attackers: [1] }]);
    expect(JSON.stringify(dice.save())).toBe(before);
  });

  it("joins a fight against a listed name as an extra attacker", () => {
    const ws = [man("A", { targets: ["B"] }), man("B"), man("C", { targets: ["B"] })];
    const groups = engage(ws, seededDice(1), 1, []);
    expect(groups).toEqual([{ defender: 1, attackers: [0, 2] }]);
  });

  it("skips names on the avoid list and men outside the ring", () => {
    const ws = [man("A", { targets: ["B", "C"], avoid: ["B"] }), man("B"), man("C", {}, "out")];
    const groups = engage(ws, seededDice(1), 1, []);
    // A will not hit B and C is gone: A starts nothing, but B (no list) goes after A.
    expect(groups).toEqual([{ defender: 0, attackers: [1] }]);
  });
});

describe("run-ins (VIII)", () => {
  it("counts only eliminated wrestlers whose booked round has come, against a man in the ring", () => {
    const ws = [
      man("A", { runIns: [{ round: 3, target: "B" }] }, "out"),
      man("B"),
      man("C", { runIns: [{ round: 3, target: "B" }] }), // still in: no run-in
      man("D", { runIns: [{ round: 4, target: "B" }] }, "out"), // not yet
    ];
    const events: RumbleEvent[] = [];
    expect([...runIns(ws, 3, events)]).toEqual([[1, 1]]);
    expect(events).toEqual([{ type: "run-in", round: 3, wrestler: "A", target: "B" }]);
  });
});
