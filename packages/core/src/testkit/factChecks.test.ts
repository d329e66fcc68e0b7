import { describe, expect, it } from "vitest";
import type { GameFacts } from "@ringside/core";
import { armWrestling, type ArmMove, type ArmView } from "../../test/fixtures/armWrestling.js";
import type { ArmGame } from "../../test/fixtures/kit.js";
import { staticFactProblems, traceFactProblem } from "./factChecks.js";
import { traceMatch } from "./trace.js";

const facts: GameFacts<object> = {
  id: armWrestling.id,
  name: "Arm wrestling",
  players: { min: 2, max: 2 },
  decisions: "sequential",
  hiddenInformation: "each player's grip",
  chance: "one d6 per push",
  turns: "the players alternate",
  options: {},
};
const rounds = { default: 3, summary: "rounds", docs: "/guide/arm#rounds" } as const;

describe("staticFactProblems", () => {
  it("finds nothing wrong with true facts", () => {
    expect(staticFactProblems(armWrestling, facts, {})).toEqual([]);
    expect(staticFactProblems(armWrestling, { ...facts, options: { rounds } }, { rounds: 3 })).toEqual([]);
    expect(staticFactProblems(armWrestling, { ...facts, players: { min: 1, max: 1 } }, {})).toEqual([]);
  });

  it("refuses a player range that is not whole numbers from 1 up", () => {
    for (const players of [
      { min: 0, max: 2 },
      { min: 1.5, max: 2 },
      { min: 1, max: 2.5 },
      { min: 3, max: 2 },
    ])
      expect(staticFactProblems(armWrestling, { ...facts, players }, {})).toEqual([
        `facts.players is {min: ${players.min}, max: ${players.max}}: not a range of whole numbers from 1`,
      ]);
  });

  it("compares each declared option's default with DEFAULT_OPTIONS, and wants a docs path with an anchor", () => {
    expect(staticFactProblems(armWrestling, { ...facts, options: { rounds } }, { rounds: 4 })).toEqual([
      "option rounds: facts say 3, DEFAULT_OPTIONS 4",
    ]);
    for (const docs of ["guide/arm#rounds", "/guide/arm", "/guide/arm#", "/guide/arm#rounds x", "x/guide#a"])
      expect(
        staticFactProblems(
          armWrestling,
          { ...facts, options: { rounds: { ...rounds, docs } } },
          { rounds: 3 },
        ),
      ).toEqual([`option rounds: docs "${docs}" is not a site path with an anchor`]);
  });

  it("lists every problem at once", () => {
    expect(
      staticFactProblems(armWrestling, { ...facts, id: "arm", options: { rounds } }, { rounds: 4, sets: 1 }),
    ).toEqual([
      'facts.id is "arm", the game\'s id is "arm-wrestling"',
      "option sets is in DEFAULT_OPTIONS but not in facts.options",
      "option rounds: facts say 3, DEFAULT_OPTIONS 4",
    ]);
  });
});

describe("staticFactProblems: order and one-sided keys", () => {
  it("lists missing options in name order, and compares only the options on both sides", () => {
    const opt = (docs: string) => ({ default: 1, summary: "s", docs });
    expect(
      staticFactProblems(
        armWrestling,
        { ...facts, options: { b: opt("/g#b"), a: opt("/g#a") } },
        { d: 1, c: 1 },
      ),
    ).toEqual([
      "option c is in DEFAULT_OPTIONS but not in facts.options",
      "option d is in DEFAULT_OPTIONS but not in facts.options",
      "option a is in facts.options but not in DEFAULT_OPTIONS",
      "option b is in facts.options but not in DEFAULT_OPTIONS",
    ]);
  });
});

describe("traceFactProblem", () => {
  const bots = { a: () => ({ type: "push" }) as ArmMove, b: () => ({ type: "rest" }) as ArmMove };
  const trace = (game: ArmGame = armWrestling, limit = 6) => traceMatch(game, { limit }, 3, bots, 1, 100);

  it("finds nothing wrong with true facts", () => {
    expect(traceFactProblem(armWrestling, facts, trace())).toBeUndefined();
  });

  it("counts the players against both ends of the range", () => {
    expect(traceFactProblem(armWrestling, { ...facts, players: { min: 3, max: 4 } }, trace())).toBe(
      "a match has 2 players, facts say 3 to 4",
    );
    expect(traceFactProblem(armWrestling, { ...facts, players: { min: 1, max: 1 } }, trace())).toBe(
      "a match has 2 players, facts say 1 to 1",
    );
  });

  it("checks who decides: nobody, or one player at a time", () => {
    expect(traceFactProblem(armWrestling, { ...facts, decisions: "none" }, trace())).toBe(
      "a player must decide, facts say nobody decides",
    );
    const together: ArmGame = {
      ...armWrestling,
      turn: (s) => {
        const turn = armWrestling.turn(s);
        return turn.kind === "decide" ? { kind: "decide", players: ["a", "b"] } : turn;
      },
    };
    const t = trace();
    expect(traceFactProblem(together, facts, t)).toBe("2 players decide at once, facts say one at a time");
    expect(traceFactProblem(together, { ...facts, decisions: "simultaneous" }, t)).toBeUndefined();
  });

  it("with nothing hidden, compares each player's view with the spectator's, leaving out the key naming the viewer", () => {
    expect(traceFactProblem(armWrestling, { ...facts, hiddenInformation: false }, trace())).toBe(
      "the view of a differs from the spectator's, facts say nothing is hidden",
    );
    const open: ArmGame = {
      ...armWrestling,
      view: (s, p): ArmView => ({ ...armWrestling.view(s, null), me: p }),
    };
    expect(traceFactProblem(open, { ...facts, hiddenInformation: false }, trace())).toBeUndefined();
    const named: ArmGame = {
      ...armWrestling,
      view: (s, p): ArmView => ({ ...armWrestling.view(s, null), me: p, next: p ?? s.next }),
    };
    expect(traceFactProblem(named, { ...facts, hiddenInformation: false }, trace())).toBe(
      "the view of b differs from the spectator's, facts say nothing is hidden",
    );
  });

  it("with nothing hidden, copes with views that are null, and sees a value the spectator is shown as null", () => {
    const noViews: ArmGame = { ...armWrestling, view: () => null as never };
    expect(traceFactProblem(noViews, { ...facts, hiddenInformation: false }, trace())).toBeUndefined();
    const blindSpectator: ArmGame = {
      ...armWrestling,
      view: (s, p): ArmView => (p === null ? (null as never) : { ...armWrestling.view(s, null), me: p }),
    };
    expect(traceFactProblem(blindSpectator, { ...facts, hiddenInformation: false }, trace())).toBe(
      "the view of a differs from the spectator's, facts say nothing is hidden",
    );
    const blindPlayers: ArmGame = {
      ...armWrestling,
      view: (s, p): ArmView => (p === null ? armWrestling.view(s, null) : (null as never)),
    };
    expect(traceFactProblem(blindPlayers, { ...facts, hiddenInformation: false }, trace())).toBe(
      "the view of a differs from the spectator's, facts say nothing is hidden",
    );
    const masked: ArmGame = {
      ...armWrestling,
      view: (s, p) => Object.assign(armWrestling.view(s, null), { secret: p === null ? null : s.grip.a }),
    };
    expect(traceFactProblem(masked, { ...facts, hiddenInformation: false }, trace())).toBe(
      "the view of a differs from the spectator's, facts say nothing is hidden",
    );
  });

  it("with no chance, wants the dice as they were at the start", () => {
    expect(traceFactProblem(armWrestling, { ...facts, chance: false }, trace())).toBe(
      "the dice were used, facts say nothing is left to chance",
    );
    const resting = traceMatch(armWrestling, { limit: 6 }, 3, { a: bots.b, b: bots.b }, 1, 100);
    expect(traceFactProblem(armWrestling, { ...facts, chance: false }, resting)).toBeUndefined();
  });
});
