import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  d6,
  defineGame,
  eventList,
  isRecord,
  isRingsideError,
  openDice,
  randomBot,
  replayMatch,
  runMatch,
  type Bot,
  type GameEvent,
  type MatchStateBase,
  type RingsideErrorCode,
} from "@ringside/core";
import { armWrestling, type ArmMove, type ArmView } from "../../test/fixtures/armWrestling.js";
import { thrown } from "../../test/thrown.js";

const bots = { a: randomBot<ArmView, ArmMove>(), b: randomBot<ArmView, ArmMove>() };
const config = { limit: 30 };

/** The problems of a RingsideError with `code`, or a failure naming what was thrown instead. */
function problemsOf(f: () => unknown, code: RingsideErrorCode): readonly { path: string }[] {
  const error = thrown(f);
  expect(isRingsideError(error, code), `expected ${code}, got ${String(error)}`).toBe(true);
  return (error as { problems: readonly { path: string }[] }).problems;
}

describe("runMatch's own guards", () => {
  it("refuses options that are not an object with INVALID_ARGUMENT, never a TypeError", () => {
    for (const options of [null, undefined, 5, "x", [1]]) {
      // @ts-expect-error: untrusted options, as a script in plain JavaScript may pass them
      const problems = problemsOf(() => runMatch(armWrestling, options), "INVALID_ARGUMENT");
      expect(problems[0]?.path).toBe("options");
    }
  });

  it("refuses an onEvent or a bot that is not a function", () => {
    // @ts-expect-error: onEvent is not a function
    const onEvent = () => runMatch(armWrestling, { config, dice: 1, bots, onEvent: 5 });
    expect(problemsOf(onEvent, "INVALID_ARGUMENT")[0]?.path).toBe("onEvent");
    // @ts-expect-error: a bot is not a function
    const bot = () => runMatch(armWrestling, { config, dice: 1, bots: { a: bots.a, b: 5 } });
    expect(problemsOf(bot, "INVALID_ARGUMENT")[0]?.path).toBe("bots.b");
    // @ts-expect-error: bots is not an object
    const list = () => runMatch(armWrestling, { config, dice: 1, bots: [bots.a] });
    expect(problemsOf(list, "INVALID_ARGUMENT")[0]?.path).toBe("bots");
  });
});

describe("runMatch checks a bot's move by value", () => {
  it("hands bots frozen legal moves, so a move cannot change after it is chosen", () => {
    const seen: boolean[] = [];
    const looking: Bot<ArmView, ArmMove> = ({ moves }) => {
      seen.push(Object.isFrozen(moves) && moves.every((m) => Object.isFrozen(m)));
      return moves[0]!;
    };
    runMatch(armWrestling, { config, dice: 3, bots: { a: looking, b: looking } });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
  });

  it("takes a copy of a legal move and refuses an edited one", () => {
    const copying: Bot<ArmView, ArmMove> = ({ moves, rng }) => ({ ...moves[rng.int(0, moves.length - 1)]! });
    const byCopy = runMatch(armWrestling, { config, dice: 5, bots: { a: copying, b: copying } });
    const byIdentity = runMatch(armWrestling, { config, dice: 5, bots });
    expect(byCopy.state).toEqual(byIdentity.state);

    // A bot in plain JavaScript may return anything: an untyped bot stands for one.
    const edit: (input: { moves: readonly ArmMove[] }) => unknown = ({ moves }) => ({
      ...moves[0]!,
      type: "kick",
    });
    const editing = edit as Bot<ArmView, ArmMove>;
    const play = () => runMatch(armWrestling, { config, dice: 5, bots: { a: editing, b: editing } });
    expect(problemsOf(play, "ILLEGAL_MOVE")[0]?.path).toBe("move");
  });

  it("gives a game not built by defineGame the same match through the public API", () => {
    const plain = { ...armWrestling };
    for (let seed = 0; seed < 5; seed++) {
      const inside = runMatch(armWrestling, { config, dice: seed, bots, botSeed: seed });
      const outside = runMatch(plain, { config, dice: seed, bots, botSeed: seed });
      expect(outside.state).toEqual(inside.state);
      expect(outside.steps).toBe(inside.steps);
      expect(outside.record).toEqual(inside.record);
    }
  });

  it("remembers the state it returns (the game takes it back as it is) and freezes it", () => {
    const match = runMatch(armWrestling, { config, dice: 8, bots });
    expect(Object.isFrozen(match.state)).toBe(true);
    expect(armWrestling.loadState(match.state)).toBe(match.state);
  });

  it("passes frozen events to onEvent", () => {
    let all = true;
    runMatch(armWrestling, { config, dice: 2, bots, onEvent: (e) => (all &&= Object.isFrozen(e)) });
    expect(all).toBe(true);
  });
});

/** A game whose view shows a part of the state itself, with automatic steps between decisions. */
interface TallyState extends MatchStateBase {
  readonly board: { readonly marks: readonly number[] };
  readonly steps: number;
}
type TallyMove = { readonly type: "keep" } | { readonly type: "drop" };
interface TallyView {
  readonly board: TallyState["board"];
}
const TALLY_MOVES: readonly TallyMove[] = [{ type: "keep" }, { type: "drop" }];
const tally = defineGame<{ readonly steps: number }, TallyState, TallyMove, GameEvent, TallyView, "a">({
  id: "tally",
  config: (input) => {
    if (!isRecord(input) || typeof input.steps !== "number") throw new Error("a test config");
    return { steps: input.steps };
  },
  state: v.looseObject({}),
  players: () => ["a"],
  setup: () => ({ board: { marks: [] }, steps: 0 }),
  turn: (s) =>
    s.steps >= 24
      ? { kind: "over", result: { winner: null, method: "time-limit" } }
      : s.steps % 3 === 2
        ? { kind: "decide", players: ["a"] }
        : { kind: "advance" },
  moves: () => TALLY_MOVES,
  advance: (s, dice) => ({ board: { marks: [...s.board.marks, d6(dice)] }, steps: s.steps + 1 }),
  play: (s, _player, move) => ({
    board: move.type === "keep" ? s.board : { marks: s.board.marks.slice(1) },
    steps: s.steps + 1,
  }),
  view: (s) => ({ board: s.board }),
});

/** Every object inside `value`, `value` itself left out. */
function partsOf(value: object, out: object[] = []): object[] {
  for (const part of Object.values(value) as unknown[])
    if (typeof part === "object" && part !== null) out.push(part, ...partsOf(part));
  return out;
}

describe("runMatch seals every state before anything outside the rules reaches it", () => {
  it("a bot's view shows only frozen parts of the state, so a bot cannot write into the match", () => {
    const frozen: boolean[] = [];
    const looking: Bot<TallyView, TallyMove> = ({ view, moves, rng }) => {
      frozen.push(partsOf(view).every((part) => Object.isFrozen(part)));
      return moves[rng.int(0, 1)]!;
    };
    const scribbling: Bot<TallyView, TallyMove> = (input) => {
      for (const part of partsOf(input.view)) {
        try {
          Reflect.set(part, "marks", []);
          Reflect.set(part, 0, 99);
        } catch {
          // a frozen part refuses the write
        }
      }
      return looking(input);
    };
    const polite = runMatch(tally, { config: { steps: 24 }, dice: 4, bots: { a: looking } });
    const rude = runMatch(tally, { config: { steps: 24 }, dice: 4, bots: { a: scribbling } });
    expect(frozen.length).toBe(16);
    expect(frozen.every(Boolean)).toBe(true);
    expect(rude.state).toEqual(polite.state);
  });

  it("returns a deep-frozen state", () => {
    const match = runMatch(tally, { config: { steps: 24 }, dice: 9, bots: { a: randomBot() } });
    expect([match.state, ...partsOf(match.state)].every((part) => Object.isFrozen(part))).toBe(true);
  });
});

describe("runMatch takes a bot's move as it was offered", () => {
  /** A game whose legal moves the game froze only at the top: each names a list of marks. */
  type PickMove = { readonly type: "pick"; readonly marks: readonly number[] };
  const PICKS: readonly PickMove[] = [
    Object.freeze({ type: "pick", marks: [1, 2] }),
    Object.freeze({ type: "pick", marks: [3] }),
  ];
  const picking = defineGame<{ readonly steps: number }, TallyState, PickMove, GameEvent, TallyView, "a">({
    id: "picking",
    config: () => ({ steps: 4 }),
    state: v.looseObject({}),
    players: () => ["a"],
    setup: () => ({ board: { marks: [] }, steps: 0 }),
    turn: (s) =>
      s.steps >= 4
        ? { kind: "over", result: { winner: "a", method: "pinfall" } }
        : { kind: "decide", players: ["a"] },
    moves: () => PICKS,
    play: (s, _player, move) => ({ board: { marks: [...s.board.marks, ...move.marks] }, steps: s.steps + 1 }),
    view: (s) => ({ board: s.board }),
  });

  it("a bot cannot edit a nested part of an offered move and have the edited move played", () => {
    const editing: Bot<TallyView, PickMove> = ({ moves }) => {
      Reflect.set(moves[1]!.marks, 0, 99); // refused: the offered move is frozen all the way down
      return moves[1]!;
    };
    const match = runMatch(picking, { config: { steps: 4 }, dice: 1, bots: { a: editing } });
    expect(match.state.board.marks).toEqual([3, 3, 3, 3]);
  });
});

describe("runMatch's inside track keeps only what someone reads", () => {
  /** What the tally's rules were handed to push their events into, step by step. */
  const sinks: ("list" | "dropped")[] = [];
  const noting = defineGame<{ readonly steps: number }, TallyState, TallyMove, GameEvent, TallyView, "a">({
    id: "noting",
    config: () => ({ steps: 24 }),
    state: v.looseObject({}),
    players: () => ["a"],
    setup: () => ({ board: { marks: [] }, steps: 0 }),
    turn: (s) =>
      s.steps >= 12
        ? { kind: "over", result: { winner: null, method: "time-limit" } }
        : s.steps % 3 === 2
          ? { kind: "decide", players: ["a"] }
          : { kind: "advance" },
    moves: () => TALLY_MOVES,
    advance: (s, dice, events) => {
      sinks.push(eventList(events) === null ? "dropped" : "list");
      const mark = d6(dice);
      events.push({ type: "marked" });
      return { board: { marks: [...s.board.marks, mark] }, steps: s.steps + 1 };
    },
    play: (s, _player, move, _dice, events) => {
      sinks.push(eventList(events) === null ? "dropped" : "list");
      events.push({ type: move.type });
      return {
        board: move.type === "keep" ? s.board : { marks: s.board.marks.slice(1) },
        steps: s.steps + 1,
      };
    },
  });
  const options = {
    config: { steps: 12 },
    dice: 5,
    bots: { a: randomBot<TallyView, TallyMove>() },
    botSeed: 2,
  };

  it("drops the events of its steps when nobody passes onEvent, and hands every one to onEvent", () => {
    sinks.length = 0;
    const quiet = runMatch(noting, options);
    expect(sinks).toEqual(Array.from({ length: 12 }, () => "dropped"));
    sinks.length = 0;
    const heard: string[] = [];
    const loud = runMatch(noting, { ...options, onEvent: (e) => heard.push(e.type) });
    expect(sinks).toEqual(Array.from({ length: 12 }, () => "list"));
    expect(heard).toHaveLength(13);
    expect(heard.at(-1)).toBe("match-over");
    expect(loud.state).toEqual(quiet.state);
    expect(replayMatch(noting, quiet.record).events.map((e) => e.type)).toEqual(heard);
  });

  it("saves the dice into the state it returns as the step-by-step API does", () => {
    const match = runMatch(noting, options);
    let state = noting.start(options.config, options.dice).state;
    for (const { player, move } of match.record.moves) {
      while (noting.turn(state).kind === "advance") state = noting.advance(state).state;
      state = noting.play(state, player, move).state;
    }
    while (noting.turn(state).kind === "advance") state = noting.advance(state).state;
    expect(match.state.dice).toEqual(state.dice);
    expect(match.state).toEqual(state);
    // The state goes on as the game's own: a dice state that rolls on from where the match ended.
    expect(openDice(match.state.dice).int(1, 6)).toBe(openDice(state.dice).int(1, 6));
  });
});

describe("runMatch: its limits and what its refusals say", () => {
  const rest = (): ArmMove => ({ type: "rest" });
  const resting = { config: { limit: 5 }, dice: 1, bots: { a: rest, b: rest } };
  const failureOf = (f: () => unknown) => {
    const error = thrown(f);
    return isRingsideError(error)
      ? { code: error.code, message: error.message, problems: error.problems }
      : error;
  };

  it("maxSteps: a match of exactly that many steps ends; one more is INVALID_STATE; 0 is a limit too", () => {
    expect(runMatch(armWrestling, { ...resting, maxSteps: 5 }).steps).toBe(5);
    expect(failureOf(() => runMatch(armWrestling, { ...resting, maxSteps: 4 }))).toEqual({
      code: "INVALID_STATE",
      message: "arm-wrestling: match did not end: maxSteps: still going after 4 steps",
      problems: [{ path: "maxSteps", message: "still going after 4 steps" }],
    });
    expect(failureOf(() => runMatch(armWrestling, { ...resting, maxSteps: 0 }))).toMatchObject({
      code: "INVALID_STATE",
    });
  });

  it("refuses a maxSteps below 0 or a botSeed that is not a safe integer, naming each", () => {
    expect(failureOf(() => runMatch(armWrestling, { ...resting, maxSteps: -1 }))).toEqual({
      code: "INVALID_ARGUMENT",
      message:
        "arm-wrestling: invalid maxSteps: maxSteps: expected a whole number of steps, 0 or more, got -1",
      problems: [{ path: "maxSteps", message: "expected a whole number of steps, 0 or more, got -1" }],
    });
    expect(failureOf(() => runMatch(armWrestling, { ...resting, botSeed: 0.5 }))).toEqual({
      code: "INVALID_ARGUMENT",
      message: "arm-wrestling: invalid botSeed: botSeed: expected a safe integer, got 0.5",
      problems: [{ path: "botSeed", message: "expected a safe integer, got 0.5" }],
    });
  });

  it("a deciding player without a bot, a bad option or bot: the player and the option named", () => {
    expect(failureOf(() => runMatch(armWrestling, { ...resting, bots: { b: rest } }))).toEqual({
      code: "INVALID_ARGUMENT",
      message:
        "arm-wrestling: no bot for player a: bots.a: the match waits for this player's decision, and no bot was given for it",
      problems: [
        {
          path: "bots.a",
          message: "the match waits for this player's decision, and no bot was given for it",
        },
      ],
    });
    const bad = (options: unknown) => failureOf(() => runMatch(armWrestling, options as never));
    expect(bad(5)).toMatchObject({
      message: expect.stringMatching(/^runMatch\(arm-wrestling\): invalid argument: /),
      problems: [{ path: "options", message: "expected { config, dice, bots? }, got 5" }],
    });
    expect(bad({ ...resting, onEvent: 5 })).toMatchObject({
      problems: [{ path: "onEvent", message: "expected a function, got 5" }],
    });
    expect(bad({ ...resting, bots: 5 })).toMatchObject({
      problems: [{ path: "bots", message: "expected one bot per player id, got 5" }],
    });
    expect(bad({ ...resting, bots: { a: rest, b: 5 } })).toMatchObject({
      problems: [{ path: "bots.b", message: "expected a bot function, got 5" }],
    });
    // A key for no player holding no bot is no bot at all.
    const extra: Record<string, unknown> = { a: rest, b: rest, c: undefined };
    expect(runMatch(armWrestling, { ...resting, bots: extra }).steps).toBe(5);
  });

  it("hands onEvent the opening events first, and records the match as it was asked for", () => {
    const heard: string[] = [];
    const match = runMatch(armWrestling, { ...resting, onEvent: (e) => heard.push(e.type) });
    expect(heard).toEqual(["gripped", "rested", "rested", "rested", "rested", "rested", "match-over"]);
    expect(match.record).toEqual({
      game: "arm-wrestling",
      config: { limit: 5 },
      dice: 1,
      moves: ["a", "b", "a", "b", "a"].map((player) => ({ player, move: { type: "rest" } })),
    });
    expect(match.result).toEqual({ winner: null, method: "time-limit" });
  });
});
