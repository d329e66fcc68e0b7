import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { DiceSource, DiceState } from "../dice/DiceSource.js";
import type { EventSink } from "./EventSink.js";
import type { GameEvent, MatchStateBase } from "./Game.js";
import { defineGame } from "./defineGame.js";
import { isRingsideError } from "../errors/RingsideError.js";
import { runMatch } from "./runMatch.js";
import { randomBot } from "./randomBot.js";
import { armWrestling } from "../../test/fixtures/armWrestling.js";

const codeOf = (action: () => unknown): string => {
  try {
    action();
  } catch (error) {
    return isRingsideError(error) ? error.code : `not a RingsideError: ${String(error)}`;
  }
  return "nothing thrown";
};

describe("defineGame: the guards every game shares", () => {
  // Set up inside each test, not while the file is collected (`pnpm mutate` needs per-test coverage).
  const bell = () => armWrestling.setup({ limit: 5 }, 1);

  it("start gives the opening events and a deep-frozen state", () => {
    const step = armWrestling.start({ limit: 5 }, 1);
    expect(step.events.map((e) => e.type)).toEqual(["gripped"]);
    expect(Object.isFrozen(step.state) && Object.isFrozen(step.state.grip)).toBe(true);
  });

  it("refuses unknown players, moves out of turn, garbage moves and advance while someone decides", () => {
    const state = bell();
    expect(codeOf(() => armWrestling.play(state, "c" as "a", { type: "push" }))).toBe("UNKNOWN_PLAYER");
    expect(codeOf(() => armWrestling.view(state, "toString" as "a"))).toBe("UNKNOWN_PLAYER");
    expect(codeOf(() => armWrestling.play(state, "b", { type: "push" }))).toBe("NOT_YOUR_TURN");
    expect(codeOf(() => armWrestling.play(state, "a", { type: "toString" } as never))).toBe("ILLEGAL_MOVE");
    expect(codeOf(() => armWrestling.play(state, "a", 10n as never))).toBe("ILLEGAL_MOVE");
    expect(codeOf(() => armWrestling.advance(state))).toBe("NOTHING_TO_ADVANCE");
  });

  it("after the end, a move and advance are both MATCH_OVER, and one match-over event was emitted", () => {
    const events: string[] = [];
    const match = runMatch(armWrestling, {
      config: { limit: 3 },
      dice: 4,
      bots: { a: randomBot(), b: randomBot() },
      onEvent: (e) => events.push(e.type),
    });
    expect(events.filter((t) => t === "match-over")).toHaveLength(1);
    expect(events.at(-1)).toBe("match-over");
    expect(codeOf(() => armWrestling.play(match.state, "a", { type: "push" }))).toBe("MATCH_OVER");
    expect(codeOf(() => armWrestling.advance(match.state))).toBe("MATCH_OVER");
  });

  it("a state it did not make is checked: hand-edited JSON continues only when valid", () => {
    const state = bell();
    const saved = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(armWrestling.play(saved, "a", { type: "rest" }).state.turns).toBe(1);
    expect(codeOf(() => armWrestling.turn({ ...saved, marker: 2.5 }))).toBe("INVALID_STATE");
    expect(codeOf(() => armWrestling.turn({ ...saved, turns: 9 }))).toBe("INVALID_STATE");
    expect(codeOf(() => armWrestling.turn({ ...saved, dice: { kind: "seeded", rng: [0, 0, 0, 0] } }))).toBe(
      "INVALID_STATE",
    );
    const { dice, ...noDice } = saved;
    expect(dice.kind).toBe("seeded");
    expect(codeOf(() => armWrestling.turn(noDice as typeof state))).toBe("INVALID_STATE");
  });

  it("a state edited in place cannot happen: the game's states are frozen", () => {
    const state = bell();
    expect(() => {
      (state as { marker: number }).marker = 2;
    }).toThrow(TypeError);
    expect(state.marker).toBe(0);
  });

  it("a step that rolls nothing shares its dice state with the state before it; one that rolls saves anew", () => {
    const state = bell();
    const rested = armWrestling.play(state, "a", { type: "rest" }).state;
    expect(rested.dice).toBe(state.dice);
    const pushed = armWrestling.play(rested, "b", { type: "push" }).state;
    expect(pushed.dice).not.toBe(rested.dice);
    expect(pushed.dice).not.toEqual(rested.dice);
    // From a JSON copy (another object with the same words) the dice are shared as well: the words decide.
    const copy = armWrestling.loadState(JSON.parse(JSON.stringify(state)));
    expect(armWrestling.play(copy, "a", { type: "rest" }).state.dice).toBe(copy.dice);
  });

  it("refuses bad seeds and dice states with INVALID_ARGUMENT, bad configs with INVALID_CONFIG", () => {
    expect(codeOf(() => armWrestling.start({ limit: 5 }, "3" as never))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => armWrestling.start({ limit: 5 }, NaN))).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => armWrestling.start({ limit: 5, limt: 4 } as never, 1))).toBe("INVALID_CONFIG");
    expect(codeOf(() => armWrestling.start(new Map() as never, 1))).toBe("INVALID_CONFIG");
  });

  it("runMatch without a bot for a deciding player, or with maxSteps NaN, is INVALID_ARGUMENT", () => {
    expect(
      codeOf(() => runMatch(armWrestling, { config: { limit: 5 }, dice: 1, bots: { a: randomBot() } })),
    ).toBe("INVALID_ARGUMENT");
    expect(codeOf(() => runMatch(armWrestling, { config: { limit: 5 }, dice: 1, maxSteps: NaN }))).toBe(
      "INVALID_ARGUMENT",
    );
  });
});

describe("defineGame: a raw configuration type and a checked one", () => {
  interface Raw {
    readonly limit: number | string;
  }
  interface Checked {
    readonly limit: number;
    readonly label: string;
  }
  let reads = 0;
  const counted = defineGame<
    Raw,
    { readonly dice: DiceState; readonly left: number; readonly label: string },
    { readonly type: "go" },
    { readonly type: "went" },
    { readonly left: number },
    "x",
    Checked
  >({
    id: "counted",
    config(input): Checked {
      reads++;
      const limit = Number((input as Raw).limit);
      return { limit, label: `to ${limit}` };
    },
    state: v.looseObject({}),
    players: () => ["x"],
    setup: (config) => ({ left: config.limit, label: config.label }),
    turn: (s) =>
      s.left <= 0
        ? { kind: "over", result: { winner: "x", method: "forfeit" } }
        : { kind: "decide", players: ["x"] },
    moves: () => [{ type: "go" }],
    play: (s, _p, _m, _d, events) => {
      events.push({ type: "went" });
      return { ...s, left: s.left - 1 };
    },
    view: (s) => ({ left: s.left }),
  });

  it("reads the configuration once per match and hands setup the checked one", () => {
    reads = 0;
    const step = counted.start({ limit: "3" }, 1);
    expect(reads).toBe(1);
    expect(step.state.label).toBe("to 3");
    const match = runMatch(counted, { config: { limit: 2 }, dice: 1, bots: { x: randomBot() } });
    expect(reads).toBe(2);
    expect(match.steps).toBe(2);
  });
});

/** Code, message and problems of what `action` threw. */
const failureOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return isRingsideError(error)
      ? { code: error.code, message: error.message, problems: error.problems }
      : error;
  }
  return "nothing thrown";
};

describe("defineGame: what its guards say", () => {
  const bell = () => armWrestling.setup({ limit: 5 }, 1);

  it("a move out of turn names the player and whom the match waits for", () => {
    expect(failureOf(() => armWrestling.play(bell(), "b", { type: "push" }))).toEqual({
      code: "NOT_YOUR_TURN",
      message: "arm-wrestling: not b's decision: player: waiting for a",
      problems: [{ path: "player", message: "waiting for a" }],
    });
  });

  it("an illegal move is quoted as canonical JSON with the count of legal moves; garbage gets its own problem", () => {
    expect(failureOf(() => armWrestling.play(bell(), "a", { type: "bite", at: 1 } as never))).toEqual({
      code: "ILLEGAL_MOVE",
      message:
        'arm-wrestling: illegal move: move: {"at":1,"type":"bite"} is not among the 2 legal moves of a',
      problems: [{ path: "move", message: '{"at":1,"type":"bite"} is not among the 2 legal moves of a' }],
    });
    const garbage = failureOf(() => armWrestling.play(bell(), "a", { type: "push", n: 10n } as never));
    expect(garbage).toMatchObject({ code: "ILLEGAL_MOVE", problems: [{ path: "move.n" }] });
  });

  it("a state it cannot continue lists every problem under the game's saved-state rule, and checkState only on a sound shape", () => {
    const saved = JSON.parse(JSON.stringify(bell())) as Record<string, unknown>;
    const shape = failureOf(() => armWrestling.turn({ ...saved, marker: 2.5, turns: 9 } as never));
    expect(shape).toMatchObject({
      code: "INVALID_STATE",
      message: expect.stringMatching(/^arm-wrestling: not a state this game can continue: marker: /),
      problems: [{ path: "marker", rule: "arm-wrestling › Saved states" }],
    });
    expect((shape as { problems: unknown[] }).problems).toHaveLength(1);
    expect(failureOf(() => armWrestling.turn({ ...saved, turns: 9 } as never))).toMatchObject({
      code: "INVALID_STATE",
      problems: [
        { path: "turns", message: "more turns played than the limit allows", rule: "Toy › Time limit" },
      ],
    });
    for (const bad of [5, null, "state", 10n])
      expect(failureOf(() => armWrestling.turn(bad as never))).toMatchObject({ code: "INVALID_STATE" });
  });

  it("a checked state is taken back as it is from then on, frozen", () => {
    const loaded = armWrestling.loadState(JSON.parse(JSON.stringify(bell())));
    expect(Object.isFrozen(loaded) && Object.isFrozen(loaded.grip) && Object.isFrozen(loaded.dice)).toBe(
      true,
    );
    expect(armWrestling.loadState(loaded)).toBe(loaded);
  });

  it("moves: the frozen legal moves of the player who decides, none for anyone else or after the end", () => {
    const state = bell();
    const legal = armWrestling.moves(state, "a");
    expect(legal).toEqual([{ type: "push" }, { type: "rest" }]);
    expect(Object.isFrozen(legal) && legal.every((m) => Object.isFrozen(m))).toBe(true);
    expect(armWrestling.moves(state, "b")).toEqual([]);
    const over = armWrestling.loadState({ ...JSON.parse(JSON.stringify(state)), marker: 3 });
    expect(armWrestling.moves(over, "a")).toEqual([]);
    expect(failureOf(() => armWrestling.moves(state, null as never))).toMatchObject({
      code: "UNKNOWN_PLAYER",
    });
    expect(armWrestling.players(state)).toEqual(["a", "b"]);
    expect(armWrestling.turn(state)).toEqual({ kind: "decide", players: ["a"] });
  });

  it("a legal move passed by value is played as the legal move itself", () => {
    const state = bell();
    const byValue = armWrestling.play(state, "a", { type: "rest" });
    const offered = armWrestling.moves(state, "a")[1]!;
    expect(armWrestling.play(state, "a", offered)).toEqual(byValue);
    expect(byValue.events).toEqual([{ type: "rested", player: "a" }]);
  });

  it("a spectator (null) may view a match; the view is the game's own", () => {
    const state = bell();
    expect(armWrestling.view(state, null)).toEqual({ me: null, marker: 0, turns: 0, limit: 5, next: "a" });
  });
});

describe("defineGame: a game of automatic steps, with no moves and no view of its own", () => {
  interface Clock extends MatchStateBase {
    readonly ticks: number;
  }
  const clock = (withAdvance: boolean) =>
    defineGame<null, Clock, never, { readonly type: "tick" }, Omit<Clock, "dice">, "x">({
      id: "clock",
      config: () => null,
      state: v.looseObject({ ticks: v.number() }),
      players: () => ["x"],
      setup: () => ({ ticks: 0 }),
      turn: (s) =>
        s.ticks >= 2 ? { kind: "over", result: { winner: "x", method: "time-limit" } } : { kind: "advance" },
      moves: () => [],
      ...(withAdvance
        ? {
            advance: (s: Clock, dice: DiceSource, events: EventSink<{ readonly type: "tick" }>) => {
              dice.int(1, 6);
              events.push({ type: "tick" });
              return { ticks: s.ticks + 1 };
            },
          }
        : {}),
    });

  it("advances on its own, emitting match-over last, and refuses moves and advances after the end", () => {
    const game = clock(true);
    const first = game.start(null, 3);
    expect(failureOf(() => game.play(first.state, "x", {} as never))).toEqual({
      code: "NOT_YOUR_TURN",
      message: "clock: not x's decision: player: waiting for nobody: the engine advances on its own",
      problems: [{ path: "player", message: "waiting for nobody: the engine advances on its own" }],
    });
    const one = game.advance(first.state);
    const two = game.advance(one.state);
    expect(one.events).toEqual([{ type: "tick" }]);
    expect(two.events).toEqual([
      { type: "tick" },
      { type: "match-over", result: { winner: "x", method: "time-limit" } },
    ]);
    expect(Object.isFrozen(two.events[1])).toBe(true);
    expect(failureOf(() => game.advance(two.state))).toMatchObject({ code: "MATCH_OVER" });
    expect(game.moves(one.state, "x")).toEqual([]);
  });

  it("the default view is the state without its dice", () => {
    const game = clock(true);
    const state = game.setup(null, 3);
    expect(game.view(state, "x")).toEqual({ ticks: 0 });
    expect(game.view(state, null)).toEqual({ ticks: 0 });
  });

  it("a game with no advance rule refuses advance", () => {
    const game = clock(false);
    const state = game.setup(null, 3);
    expect(failureOf(() => game.advance(state))).toMatchObject({
      code: "NOTHING_TO_ADVANCE",
      problems: [{ path: "state", message: "the match waits for a move" }],
    });
    expect(failureOf(() => runMatch(game, { config: null, dice: 3 }))).toMatchObject({
      code: "NOTHING_TO_ADVANCE",
    });
  });

  it("runMatch plays it to the same end as the step-by-step API", () => {
    const game = clock(true);
    const match = runMatch(game, { config: null, dice: 3 });
    const step = game.advance(game.advance(game.start(null, 3).state).state);
    expect(match.steps).toBe(2);
    expect(match.state).toEqual(step.state);
    expect(game.loadState(match.state)).toBe(match.state);
  });

  it("a game with no play rule refuses every move, on both tracks", () => {
    const still = defineGame<null, Clock, { readonly type: "wait" }, GameEvent, Omit<Clock, "dice">, "x">({
      id: "still",
      config: () => null,
      state: v.looseObject({ ticks: v.number() }),
      players: () => ["x"],
      setup: () => ({ ticks: 0 }),
      turn: () => ({ kind: "decide", players: ["x"] }),
      moves: () => [{ type: "wait" }],
    });
    expect(failureOf(() => still.play(still.setup(null, 1), "x", { type: "wait" }))).toEqual({
      code: "ILLEGAL_MOVE",
      message: "still: this game takes no moves: nobody decides in this game",
      problems: [{ path: "", message: "nobody decides in this game" }],
    });
    const wait = () => ({ type: "wait" }) as const;
    expect(failureOf(() => runMatch(still, { config: null, dice: 1, bots: { x: wait } }))).toMatchObject({
      code: "ILLEGAL_MOVE",
      message: "still: this game takes no moves: nobody decides in this game",
    });
  });
});
