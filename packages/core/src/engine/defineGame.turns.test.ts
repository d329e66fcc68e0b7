import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { DiceSource } from "../dice/DiceSource.js";
import { openDice } from "../dice/openDice.js";
import { isRingsideError } from "../errors/RingsideError.js";
import { thrown } from "../../test/thrown.js";
import { defineGame } from "./defineGame.js";
import { driverOf } from "./driver.js";
import { dropEvents } from "./EventSink.js";
import type { FastPath, GameEvent, MatchStateBase } from "./Game.js";

/** Code, message and problems of what `action` threw. */
const failureOf = (action: () => unknown) => {
  const error = thrown(action);
  return isRingsideError(error)
    ? { code: error.code, message: error.message, problems: error.problems }
    : error;
};

/**
 * A council of three: while fewer than two votes are cast, `a` and `b` vote at once (each its own
 * moves, naming the round), `c` only watches; every vote is an automatic count's business after.
 */
interface Council extends MatchStateBase {
  readonly round: number;
  readonly votes: number;
}
type Vote = { readonly type: "vote"; readonly by: string; readonly round: number };
const council = (options: { readonly pass?: boolean; readonly frozenBody?: boolean } = {}) =>
  defineGame<null, Council, Vote, GameEvent, Omit<Council, "dice">, "a" | "b" | "c">({
    id: "council",
    config: () => null,
    state: v.looseObject({ round: v.number(), votes: v.number() }),
    players: () => ["a", "b", "c"],
    setup: () => ({ round: 0, votes: 0 }),
    turn: (s) =>
      s.round >= 2
        ? { kind: "over", result: { winner: null, method: "time-limit" } }
        : s.votes < 2
          ? { kind: "decide", players: ["a", "b"] }
          : { kind: "advance" },
    moves: (s, player) => [{ type: "vote", by: player, round: s.round }],
    // A vote the rules ignore (`pass`) returns the very state it was given.
    play: (s) =>
      options.pass === true
        ? s
        : options.frozenBody === true
          ? Object.freeze({ round: s.round, votes: s.votes + 1 })
          : { round: s.round, votes: s.votes + 1 },
    advance: (s: Council, dice: DiceSource) => {
      dice.int(1, 6);
      return { round: s.round + 1, votes: 0 };
    },
  });

describe("defineGame with several players deciding at once", () => {
  it("a move out of turn names every player the match waits for", () => {
    const game = council();
    const state = game.setup(null, 1);
    expect(failureOf(() => game.play(state, "c", { type: "vote", by: "c", round: 0 }))).toMatchObject({
      code: "NOT_YOUR_TURN",
      problems: [{ path: "player", message: "waiting for a, b" }],
    });
  });

  it("advance while players decide is NOTHING_TO_ADVANCE, even in a game with an advance rule", () => {
    const game = council();
    expect(failureOf(() => game.advance(game.setup(null, 1)))).toMatchObject({
      code: "NOTHING_TO_ADVANCE",
      problems: [{ path: "state", message: "the match waits for a, b" }],
    });
  });

  it("a move handed out to one player, or for another state, is checked again: not a pass to play it", () => {
    const game = council();
    const state = game.setup(null, 1);
    const voteOfA = game.moves(state, "a")[0]!;
    expect(failureOf(() => game.play(state, "b", voteOfA))).toMatchObject({ code: "ILLEGAL_MOVE" });
    const voteOfB = game.moves(state, "b")[0]!;
    const later = game.advance(game.play(game.play(state, "a", voteOfA).state, "b", voteOfB).state).state;
    expect(later.round).toBe(1);
    // Handed out last, for the earlier state: a vote of round 0.
    const stale = game.moves(state, "a")[0]!;
    expect(failureOf(() => game.play(later, "a", stale))).toMatchObject({ code: "ILLEGAL_MOVE" });
    expect(game.play(later, "a", { type: "vote", by: "a", round: 1 }).state.votes).toBe(1);
  });

  it("an unknown player or a spectator (null) cannot move", () => {
    const game = council();
    const state = game.setup(null, 1);
    const vote = { type: "vote", by: "a", round: 0 } as const;
    expect(failureOf(() => game.play(state, null as never, vote))).toMatchObject({ code: "UNKNOWN_PLAYER" });
    expect(failureOf(() => game.play(state, "d" as never, vote))).toMatchObject({ code: "UNKNOWN_PLAYER" });
  });

  it("a rule that returns the state it was given, or a frozen body, still gives a new state with its dice", () => {
    for (const game of [council({ pass: true }), council({ frozenBody: true })]) {
      const state = game.setup(null, 1);
      const step = game.play(state, "a", { type: "vote", by: "a", round: 0 });
      expect(step.state).not.toBe(state);
      expect(step.state.dice).toBe(state.dice);
      expect(Object.isFrozen(step.state)).toBe(true);
      expect(game.loadState(step.state)).toBe(step.state);
    }
  });

  it("names its players, and its bare rules set up and play as the rules do", () => {
    const game = council();
    const state = game.setup(null, 1);
    expect(game.players(state)).toEqual(["a", "b", "c"]);
    const bare = driverOf(game)?.bare;
    const vote = { type: "vote", by: "a", round: 0 } as const;
    expect(bare?.setup(null, openDice(1), dropEvents())).toEqual({ round: 0, votes: 0 });
    expect(bare?.play(state, "a", vote, openDice(1), dropEvents())).toEqual({ round: 0, votes: 1 });
  });

  it("a state of a game without checkState is taken back from JSON", () => {
    const game = council();
    const state = game.play(game.setup(null, 1), "a", { type: "vote", by: "a", round: 0 }).state;
    const again = game.loadState(JSON.parse(JSON.stringify(state)));
    expect(again).toEqual(state);
    expect(game.turn(again)).toEqual({ kind: "decide", players: ["a", "b"] });
  });
});

describe("defineGame hands on a game's fast path and its bare rules", () => {
  it("the game carries the definition's fast path, and none without one", () => {
    const fast: FastPath<null, unknown, never, "x"> = {
      run: () => ({ result: { winner: "x", method: "forfeit" }, steps: 0 }),
    };
    const base = {
      id: "quick",
      config: () => null,
      state: v.looseObject({}),
      players: () => ["x" as const],
      setup: () => ({}),
      turn: () => ({ kind: "over", result: { winner: "x", method: "forfeit" } }) as const,
      moves: () => [],
    };
    expect(defineGame<null, MatchStateBase, never, GameEvent, unknown, "x">({ ...base, fast }).fast).toBe(
      fast,
    );
    expect(defineGame<null, MatchStateBase, never, GameEvent, unknown, "x">(base)).not.toHaveProperty("fast");
  });

  it("the bare rules advance with the game's own rule, and refuse to where it has none", () => {
    const make = (advance: boolean) =>
      defineGame<null, Council, never, GameEvent, unknown, "x">({
        id: "bare",
        config: () => null,
        state: v.looseObject({}),
        players: () => ["x"],
        setup: () => ({ round: 0, votes: 0 }),
        turn: () => ({ kind: "advance" }),
        moves: () => [],
        ...(advance
          ? {
              advance: (s: Council) => ({
                ...s,
                round: s.round + 1,
              }),
            }
          : {}),
      });
    const start = { round: 0, votes: 0 } as Council;
    const dice = {} as DiceSource;
    expect(driverOf(make(true))?.bare.advance(start, dice, dropEvents())).toEqual({ round: 1, votes: 0 });
    expect(failureOf(() => driverOf(make(false))?.bare.advance(start, dice, dropEvents()))).toEqual({
      code: "NOTHING_TO_ADVANCE",
      message: "bare: nothing to advance: nobody advances in this game",
      problems: [{ path: "", message: "nobody advances in this game" }],
    });
  });
});
