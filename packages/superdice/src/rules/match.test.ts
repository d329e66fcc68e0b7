import { describe, expect, it } from "vitest";
import { seededDice } from "@ringside/core";
import { table } from "../../test/fixture.js";
import type { SuperDiceEvent } from "../moves.js";
import type { SuperDiceState } from "../types.js";
import { advanceMatch, damagePhase, matchMoves, matchTurn, playMove, setupMatch } from "./match.js";

/** A match set up with both heroes' powers given (no draft). */
function ready(
  red: SuperDiceState["heroes"]["red"]["powers"],
  blue = ["armor"] as typeof red,
): SuperDiceState {
  const events: SuperDiceEvent[] = [];
  const s = setupMatch({ red: { name: "Red", powers: red }, blue: { name: "Blue", powers: blue } }, events);
  return { ...s, dice: { kind: "scripted", faces: [], next: 0 } };
}

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
  it("a new match with both heroes' powers given starts at the Luck Phase with an empty table", () => {
    const events: SuperDiceEvent[] = [];
    const s = setupMatch(
      { red: { name: "Red", powers: ["growth"] }, blue: { name: "Blue", powers: ["luck"] } },
      events,
    );
    expect(s).toMatchObject({ phase: "luck", table: [], used: { red: [], blue: [] }, neutralized: false });
    expect(events.map((e) => e.type)).toEqual(["hero-ready", "hero-ready"]);
    // Powers left to a draft: the roll-off for the first pick comes first, nobody is ready yet.
    for (const config of [
      { red: { name: "Red" }, blue: { name: "Blue", powers: ["luck" as const] } },
      { red: { name: "Red", powers: ["luck" as const] }, blue: { name: "Blue" } },
    ]) {
      const none: SuperDiceEvent[] = [];
      expect(setupMatch(config, none).phase).toBe("rolloff");
      expect(none).toEqual([]);
    }
  });
  it("a hero with a Sidekick first chooses its copy, then the turn starts", () => {
    const s = ready(["sidekick", "armor", "growth"]);
    expect(s.phase).toBe("sidekick");
    expect(matchTurn(s)).toEqual({ kind: "decide", players: ["red"] });
    expect(matchMoves(s, "blue")).toEqual([]);
    expect(matchMoves(s, "red")).toEqual([
      { type: "copy", power: "armor" },
      { type: "copy", power: "growth" },
    ]);
    const events: SuperDiceEvent[] = [];
    playMove(s, "red", { type: "copy", power: "growth" }, seededDice(1), events);
    expect(s.heroes.red.sidekick).toEqual({ hits: 20, copy: "growth" });
    expect(events).toEqual([{ type: "copy", player: "red", power: "growth" }]);
    expect(s.phase).toBe("luck");
    expect(s.result).toBeNull();
  });
  it("a copy chosen past the turn limit ends the match at once", () => {
    const s = ready(["sidekick", "armor"]);
    s.turn = s.options.turnLimit + 1;
    playMove(s, "red", { type: "copy", power: "armor" }, seededDice(1), []);
    expect(s.result?.method).toBe("time-limit");
    expect(matchTurn(s).kind).toBe("over");
  });
  it("a Sidekick left without its copy after the Damage Phase chooses it before the next turn", () => {
    const s = table("", "", { red: ["sidekick", "armor"] });
    s.heroes.red.sidekick = { hits: 20, copy: null };
    s.phase = "damage";
    damagePhase(s, seededDice(1), []);
    expect(s.phase).toBe("sidekick");
  });
  it("the turn limit ends the match as a draw when the turn after the last would start", () => {
    const s = table("", "");
    s.phase = "luck";
    s.turn = s.options.turnLimit;
    advanceMatch(s, seededDice(1), []);
    expect(s.result).toBeNull();
    expect(s.phase).toBe("initiative");
    const t = table("", "");
    t.phase = "luck";
    t.turn = t.options.turnLimit + 1;
    advanceMatch(t, seededDice(1), []);
    expect(t.result).toEqual({ winner: null, method: "time-limit", detail: "no winner after 100 turns" });
    expect(t.phase).toBe("over");
    expect(t.table).toEqual([]);
  });
  it("asks the hero the phase names, and no one else, for a move", () => {
    const s = table("3", "4");
    expect(matchMoves(s, "blue")).toEqual([]);
    expect(matchMoves(s, "red").length).toBeGreaterThan(0);
    const draft = { ...table("", ""), phase: "draft" as const };
    expect(matchTurn(draft)).toEqual({ kind: "decide", players: ["red"] });
    expect(matchTurn({ ...table("", ""), phase: "sidekick" })).toEqual({ kind: "decide", players: ["red"] });
    expect(matchTurn({ ...table("", ""), phase: "choose", initiative: null })).toEqual({
      kind: "decide",
      players: ["red"],
    });
    expect(matchTurn({ ...table("", ""), phase: "choose", initiative: "blue" })).toEqual({
      kind: "decide",
      players: ["blue"],
    });
    expect(matchTurn({ ...table("", ""), actor: null })).toEqual({ kind: "decide", players: ["red"] });
  });
  it("the last pick of a draft that gives a hero a Sidekick goes on to its copy", () => {
    const s = table("", "", {
      red: ["sidekick", "armor", "growth", "luck"],
      blue: ["drain", "finesse", "freeze", "summon", "tactics"],
    });
    s.phase = "draft";
    s.draft = { pool: ["gadgets", "flight"], picker: "red" };
    playMove(s, "red", { type: "pick", power: "gadgets" }, seededDice(1), []);
    expect(s.draft).toBeNull();
    expect(s.phase).toBe("sidekick");
  });
  it("with a Sidekick on each side, the second hero chooses his copy after the first", () => {
    const s = ready(["sidekick", "armor"], ["sidekick", "growth"]);
    playMove(s, "red", { type: "copy", power: "armor" }, seededDice(1), []);
    expect(s.phase).toBe("sidekick");
    expect(matchTurn(s)).toEqual({ kind: "decide", players: ["blue"] });
    playMove(s, "blue", { type: "copy", power: "growth" }, seededDice(1), []);
    expect(s.phase).toBe("luck");
  });
});
