import { describe, expect, it } from "vitest";
import { seededDice } from "@ringside/core";
import { table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import { advanceMatch, damagePhase, matchTurn } from "./match.js";

describe("match", () => {
  it("the Damage Phase hurts, heals, drains, returns dice and starts the next turn", () => {
    const s = table("6A,1D", "2A,2D", { red: ["regeneration"], blue: ["drain"] });
    s.phase = "damage";
    s.heroes.red.hits = 40;
    const events: SuperDiceEvent[] = [];
    damagePhase(s, seededDice(1), events);
    expect(s.heroes.blue.hits).toBe(46);
    expect(s.heroes.red.hits).toBe(39);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe("luck");
    expect(events.map((e) => e.type)).toEqual(["damage", "end-effect", "end-effect", "hits"]);
  });
  it("ends the Damage Phase the same way whichever seat holds Regeneration and Drain", () => {
    const after = (["red", "blue"] as const).map((regen) => {
      const drain = regen === "red" ? "blue" : "red";
      const s = table("", "", { [regen]: ["regeneration"], [drain]: ["drain"] });
      s.phase = "damage";
      s.heroes[regen].hits = 1;
      damagePhase(s, seededDice(1), []);
      return { regen: s.heroes[regen].hits, drain: s.heroes[drain].hits };
    });
    expect(after).toEqual([
      { regen: 1, drain: 50 },
      { regen: 1, drain: 50 },
    ]);
  });
  it("both heroes brought to 0 by the same Damage Phase is a draw; one alone is a knockout", () => {
    const both = table("6A", "6A");
    both.phase = "damage";
    both.heroes.red.hits = 4;
    both.heroes.blue.hits = 6;
    advanceMatch(both, seededDice(1), []);
    expect([both.heroes.red.hits, both.heroes.blue.hits]).toEqual([0, 0]);
    expect(both.result).toEqual({ winner: null, method: "draw", detail: "both heroes down at once" });
    expect(both.phase).toBe("over");
    const one = table("6A", "6A");
    one.phase = "damage";
    one.heroes.red.hits = 7;
    one.heroes.blue.hits = 6;
    advanceMatch(one, seededDice(1), []);
    expect(one.result).toEqual({ winner: "red", method: "knockout", detail: "Blue reduced to 0 hits" });
  });
  it("waits on the actor in the Action Phase and advances otherwise", () => {
    expect(matchTurn(table("", ""))).toEqual({ kind: "decide", players: ["red"] });
    expect(matchTurn({ ...table("", ""), phase: "luck" })).toEqual({ kind: "advance" });
  });
});
