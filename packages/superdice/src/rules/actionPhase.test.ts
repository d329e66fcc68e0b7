import { describe, expect, it } from "vitest";
import { show, table } from "../../test/fixture.js";
import { actionMoves, assignDie, assignments, listAssignments, nextActor } from "./actionPhase.js";

describe("Action Phase", () => {
  it("offers powers, assignments and, only with every die assigned, a pass", () => {
    const s = table("2,5D", "", { red: ["growth"] });
    const moves = actionMoves(s, "red");
    expect(moves).toContainEqual({ type: "activate", power: "growth" });
    expect(moves).toContainEqual({ type: "assign", die: 1, side: "attack" });
    expect(moves).not.toContainEqual({ type: "pass" });
    expect(actionMoves(table("2A,5D", ""), "red")).toEqual([{ type: "pass" }]);
    // An eliminated or a stolen die is not his to assign: with the rest assigned he may pass.
    const t = table("2A,5", "3");
    t.table[1]!.out = true;
    t.table[2]!.holder = "red";
    t.table[2]!.side = "defense";
    expect(actionMoves(t, "red")).toEqual([{ type: "pass" }]);
  });
  it("a $ die may only go to its side once it changes hands", () => {
    const s = table("10!", "");
    s.table[0]!.only = "attack";
    expect(assignments(s, "red")).toEqual([{ type: "assign", die: 1, side: "attack" }]);
  });
  it("alternates, and two passes in a row end the phase", () => {
    const s = table("2A", "3D");
    nextActor(s, true);
    expect(s.actor).toBe("blue");
    expect(s.phase).toBe("action");
    nextActor(s, true);
    expect(s.phase).toBe("damage");
  });
  it("an action between two passes starts the count again", () => {
    const s = table("2", "3D");
    nextActor(s, true);
    assignDie(s, 1, "attack");
    nextActor(s, false);
    nextActor(s, true);
    expect(s.phase).toBe("action");
    expect(actionMoves(s, "red")).toEqual([{ type: "pass" }]);
    expect(show(s, "red")).toBe("2A");
  });
});

describe("Action Phase turns", () => {
  it("counts the dice still to assign", () => {
    const list = { uses: () => undefined, assign: () => undefined, pass: () => undefined };
    expect(listAssignments(table("1,2A,3", ""), "red", list)).toBe(2);
  });
  it("a pass ends what Absorption could cancel; with nobody to act, nobody acts next", () => {
    const s = table("1A", "2A");
    s.last = { player: "blue", power: "armor", cost: 0, before: null };
    nextActor(s, true);
    expect(s.last).toBeNull();
    expect(s.actor).toBe("blue");
    s.actor = null;
    nextActor(s, false);
    expect(s.actor).toBeNull();
  });
});
