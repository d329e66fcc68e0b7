import { describe, expect, it } from "vitest";
import { isRecord, RingsideError, type DiceStart, type Step } from "@ringside/core";
import {
  armWrestling,
  type ArmConfig,
  type ArmMove,
  type ArmPlayer,
  type ArmState,
} from "../../../test/fixtures/armWrestling.js";
import {
  advancingArm,
  armKit,
  failureOf,
  looseGrips,
  unreadable,
  type ArmEvents,
  type ArmGame,
  type ArmKit,
} from "../../../test/fixtures/kit.js";
import { frozenInputsCheck, garbageConfigsCheck, malformedStatesCheck, refusedMovesCheck } from "./guards.js";

type ArmStep = Step<ArmState, ArmEvents>;
const rest: ArmMove = { type: "rest" };

/**
 * `game` with the seated players' `play` replaced by `lie`, which may fall back to the honest play
 * (an unknown player is still refused).
 */
function playing(
  game: ArmGame,
  lie: (s: ArmState, p: ArmPlayer, m: ArmMove) => ArmStep | undefined,
): ArmGame {
  return { ...game, play: (s, p, m) => ((p === "a" || p === "b") && lie(s, p, m)) || game.play(s, p, m) };
}

/** Runs `f`, turning any RingsideError into a TypeError: a game that crashes where it should refuse. */
function crashing<T>(f: () => T): T {
  try {
    return f();
  } catch (error) {
    if (error instanceof RingsideError) throw new TypeError("crash");
    throw error;
  }
}

describe("the guard checks pass on an honest game", () => {
  it("with and without automatic steps", () => {
    for (const game of [armWrestling, advancingArm()]) {
      const k = armKit({ game }, 4);
      for (const check of [
        frozenInputsCheck(k),
        refusedMovesCheck(k),
        malformedStatesCheck(k),
        garbageConfigsCheck(k),
      ])
        expect(failureOf(check)).toBe("passed");
    }
  });
});

describe("frozenInputsCheck", () => {
  it("fails when the game writes into the configuration it was given", () => {
    const writer: ArmGame = {
      ...armWrestling,
      start(config, dice) {
        const step = armWrestling.start(config, dice);
        Reflect.set(config, "zzWritten", true); // refused silently by a frozen configuration
        return step;
      },
    };
    expect(failureOf(frozenInputsCheck(armKit({ game: writer })))).toBe(
      "ConformanceFailure: the configuration was changed",
    );
  });

  it("fails when a frozen configuration plays another match", () => {
    const picky: ArmGame = {
      ...armWrestling,
      start: (config: ArmConfig, dice: DiceStart) =>
        armWrestling.start(Object.isFrozen(config) ? { limit: 1 } : config, dice),
    };
    expect(failureOf(frozenInputsCheck(armKit({ game: picky })))).toMatch(
      /^ConformanceFailure: a frozen configuration plays differently:/,
    );
  });

  it("fails when a state the game returns is not deep-frozen", () => {
    const thawed = playing(armWrestling, (s, p, m) => {
      const step = armWrestling.play(s, p, m);
      return { ...step, state: { ...step.state } };
    });
    expect(failureOf(frozenInputsCheck(armKit({ game: thawed })))).toBe(
      "ConformanceFailure: a state the game returned is not deep-frozen",
    );
  });
});

describe("refusedMovesCheck", () => {
  const failure = (game: ArmGame): string => failureOf(refusedMovesCheck(armKit({ game }, 3, 20)));

  it("fails when an unknown player, or a number as player, is not refused with UNKNOWN_PLAYER", () => {
    const anyone: ArmGame = {
      ...armWrestling,
      play: (s, p, m) => (p === "a" || p === "b" ? armWrestling.play(s, p, m) : { state: s, events: [] }),
    };
    expect(failure(anyone)).toMatch(
      /^ConformanceFailure: unknown player: expected a RingsideError UNKNOWN_PLAYER/,
    );
    const numbers: ArmGame = {
      ...armWrestling,
      moves: (s, p) => (typeof p === "number" ? [] : armWrestling.moves(s, p)),
    };
    expect(failure(numbers)).toMatch(
      /^ConformanceFailure: a number as player: expected a RingsideError UNKNOWN_PLAYER/,
    );
  });

  it("fails when a move or an automatic step is taken after the end", () => {
    const endless = playing(armWrestling, (s) =>
      armWrestling.turn(s).kind === "over" ? { state: s, events: [] } : undefined,
    );
    expect(failure(endless)).toMatch(
      /^ConformanceFailure: move after the end: expected a RingsideError MATCH_OVER/,
    );
    const stepping: ArmGame = {
      ...armWrestling,
      advance: (s) =>
        armWrestling.turn(s).kind === "over" ? { state: s, events: [] } : armWrestling.advance(s),
    };
    expect(failure(stepping)).toMatch(
      /^ConformanceFailure: advance after the end: expected a RingsideError MATCH_OVER/,
    );
  });

  it("fails when a player moves while the engine advances", () => {
    const game = advancingArm();
    const eager = playing(game, (s) => (game.turn(s).kind === "advance" ? game.advance(s) : undefined));
    expect(failure(eager)).toMatch(
      /^ConformanceFailure: move while the engine advances: expected a RingsideError NOT_YOUR_TURN/,
    );
  });

  it("fails when the engine advances while a player decides, or a player moves out of turn", () => {
    const pushy: ArmGame = { ...armWrestling, advance: (s) => armWrestling.play(s, s.next, rest) };
    expect(failure(pushy)).toMatch(
      /^ConformanceFailure: advance while a player decides: expected a RingsideError NOTHING_TO_ADVANCE/,
    );
    const rude = playing(armWrestling, (s, p) =>
      armWrestling.turn(s).kind === "decide" && p !== s.next ? armWrestling.play(s, s.next, rest) : undefined,
    );
    expect(failure(rude)).toMatch(
      /^ConformanceFailure: move out of turn: expected a RingsideError NOT_YOUR_TURN/,
    );
  });

  it("fails when a garbage move, or a nasty one, is played", () => {
    const lenient = playing(armWrestling, (s, p, m) =>
      armWrestling.moves(s, p).some((legal) => isRecord(m) && legal.type === m.type)
        ? undefined
        : armWrestling.play(s, p, rest),
    );
    expect(failure(lenient)).toMatch(
      /^ConformanceFailure: garbage move .*: expected a RingsideError ILLEGAL_MOVE/,
    );
    const proxies = playing(armWrestling, (s, p, m) =>
      unreadable(m) ? armWrestling.play(s, p, rest) : undefined,
    );
    expect(failure(proxies)).toMatch(
      /^ConformanceFailure: a nasty move: expected a RingsideError ILLEGAL_MOVE/,
    );
  });

  it("fails when a refused move changes the state", () => {
    const thaw = (step: ArmStep): ArmStep => ({ ...step, state: { ...step.state } });
    const scribbler: ArmGame = {
      ...armWrestling,
      start: (config, dice) => thaw(armWrestling.start(config, dice)),
      play(s, p, m) {
        try {
          return thaw(armWrestling.play(s, p, m));
        } catch (error) {
          Reflect.set(s, "turns", 0);
          Reflect.set(s, "marker", 2);
          throw error;
        }
      },
    };
    expect(failure(scribbler)).toBe("ConformanceFailure: a refused move changed the state");
  });
});

describe("malformedStatesCheck", () => {
  const failure = (game: ArmGame, strict = true): string =>
    failureOf(malformedStatesCheck(armKit({ game, strict: () => strict }, 4)));

  it("fails when players(), turn(), advance(), view() or play() crash on a changed state", () => {
    const seats = (): readonly ArmPlayer[] => ["a", "b"];
    expect(failure({ ...armWrestling, players: (s) => crashing(() => armWrestling.players(s)) })).toMatch(
      /^ConformanceFailure: players\(\) on a mutated state threw TypeError: crash/,
    );
    expect(failure({ ...armWrestling, turn: (s) => crashing(() => armWrestling.turn(s)) })).toMatch(
      /^ConformanceFailure: turn\(\) on a state with .* changed: threw TypeError: crash/,
    );
    expect(failure({ ...armWrestling, advance: (s) => crashing(() => armWrestling.advance(s)) })).toMatch(
      /^ConformanceFailure: advance\(\) on a state with .* changed: threw TypeError: crash/,
    );
    const view: ArmGame = {
      ...armWrestling,
      players: seats,
      view: (s, p) => crashing(() => armWrestling.view(s, p)),
    };
    expect(failure(view)).toMatch(
      /^ConformanceFailure: view\(\) on a state with .* changed: threw TypeError: crash/,
    );
    const moves: ArmGame = {
      ...armWrestling,
      players: seats,
      moves: (s, p) => crashing(() => armWrestling.moves(s, p)),
    };
    expect(failure(moves)).toMatch(
      /^ConformanceFailure: moves\(\)\/play\(\) on a state with .* changed: threw TypeError: crash/,
    );
  });

  it("names a changed leaf inside an object by its whole dotted path", () => {
    // Liars that crash only when one grip (two levels down: grip.a or grip.b) is no longer a number.
    const onGrip = <T>(s: unknown, f: () => T): T => {
      const grip = isRecord(s) && isRecord(s.grip) ? s.grip : undefined;
      if (grip !== undefined && (typeof grip.a === "number") !== (typeof grip.b === "number"))
        throw new TypeError("crash");
      return f();
    };
    const seats = (): readonly ArmPlayer[] => ["a", "b"];
    const liars: [ArmGame, string][] = [
      [{ ...armWrestling, turn: (s) => onGrip(s, () => armWrestling.turn(s)) }, "turn\\(\\)"],
      [{ ...armWrestling, advance: (s) => onGrip(s, () => armWrestling.advance(s)) }, "advance\\(\\)"],
      [
        { ...armWrestling, players: seats, view: (s, p) => onGrip(s, () => armWrestling.view(s, p)) },
        "view\\(\\)",
      ],
      [
        { ...armWrestling, players: seats, moves: (s, p) => onGrip(s, () => armWrestling.moves(s, p)) },
        "moves\\(\\)/play\\(\\)",
      ],
    ];
    for (const [liar, call] of liars)
      expect(failure(liar)).toMatch(
        new RegExp(`^ConformanceFailure: ${call} on a state with grip\\.[ab] changed`),
      );
  });

  it("fails when a state that is no state at all is not refused with INVALID_STATE", () => {
    const trusting: ArmGame = {
      ...armWrestling,
      turn: (s) =>
        isRecord(s) ? armWrestling.turn(s) : { kind: "over", result: { winner: null, method: "draw" } },
    };
    expect(failure(trusting)).toMatch(
      /^ConformanceFailure: turn\(\) on null: expected a RingsideError INVALID_STATE/,
    );
  });

  it("fails when an unknown key inside the state is not refused, unless the subject frees that object", () => {
    expect(failure(looseGrips)).toMatch(
      /^ConformanceFailure: an unknown key at grip: expected a RingsideError INVALID_STATE/,
    );
    expect(failure(looseGrips, false)).toBe("passed");
  });

  it("names an unknown key two levels down by its whole dotted path", () => {
    // A state with an object two levels down (arena.ring) that the game does not close: every other
    // object refuses an unknown key, that one takes it.
    const ARENA = { ring: {} };
    const loose: ArmGame = {
      ...armWrestling,
      turn: (s) => {
        if (!isRecord(s) || !("arena" in s)) return armWrestling.turn(s);
        const { arena, ...rest } = s as ArmState & { readonly arena?: unknown };
        if (!isRecord(arena) || !isRecord(arena.ring) || Object.keys(arena).some((key) => key !== "ring"))
          throw new RingsideError("INVALID_STATE", "arm: a bad arena", "no such arena");
        return armWrestling.turn(rest);
      },
    };
    const kit = armKit({ game: loose });
    const withArena: ArmKit["trace"] = (config, seed) => {
      const t = kit.trace(config, seed);
      return { ...t, first: Object.assign(structuredClone(t.first), { arena: ARENA }) };
    };
    expect(failureOf(malformedStatesCheck({ ...kit, trace: withArena }))).toMatch(
      /^ConformanceFailure: an unknown key at arena\.ring: expected a RingsideError INVALID_STATE/,
    );
  });
});

describe("each malformed state and each bad dice start is tried", () => {
  const over = { kind: "over", result: { winner: null, method: "draw" } } as const;
  const rng = (s: unknown): unknown =>
    isRecord(s) && isRecord(s.dice) && Array.isArray(s.dice.rng) ? s.dice.rng.join() : undefined;

  it("a game that takes any one of the malformed states is caught", () => {
    const accepted: readonly [string, (s: unknown) => boolean][] = [
      ["null", (s) => s === null],
      ["{}", (s) => isRecord(s) && Object.keys(s).length === 0],
      ["[]", (s) => Array.isArray(s) && s.length === 0],
      ['"state"', (s) => s === "state"],
      ["no dice", (s) => isRecord(s) && "marker" in s && s.dice === undefined],
      ["a fractional word", (s) => rng(s) === "1.5,0,0,0"],
      ["four zero words", (s) => rng(s) === "0,0,0,0"],
      ["an unknown key", (s) => isRecord(s) && "zzUnknownKey" in s],
    ];
    for (const [what, takes] of accepted) {
      const lax: ArmGame = { ...armWrestling, turn: (s) => (takes(s) ? over : armWrestling.turn(s)) };
      expect([what, failureOf(malformedStatesCheck(armKit({ game: lax }, 4, 2)))]).toEqual([
        what,
        expect.stringMatching(
          /^ConformanceFailure: turn\(\) on .*: expected a RingsideError INVALID_STATE, nothing was thrown$/,
        ),
      ]);
    }
  });

  it("a game that takes any one of the bad dice starts is caught", () => {
    const accepted: readonly [string, (d: unknown) => boolean][] = [
      ['"3"', (d) => d === "3"],
      ["NaN", (d) => Number.isNaN(d)],
      ["1.5", (d) => d === 1.5],
      ["2^60", (d) => d === 2 ** 60],
      ["four zero words", (d) => isRecord(d) && Array.isArray(d.rng) && d.rng.join() === "0,0,0,0"],
      ["next past the faces", (d) => isRecord(d) && d.kind === "scripted" && d.next === 5],
      ["null", (d) => d === null],
    ];
    for (const [what, takes] of accepted) {
      const lax: ArmGame = {
        ...armWrestling,
        start: (config, dice) => armWrestling.start(config, takes(dice) ? 1 : dice),
      };
      expect([what, failureOf(garbageConfigsCheck(armKit({ game: lax }, 4, 2)))]).toEqual([
        what,
        expect.stringMatching(
          /^ConformanceFailure: start\(\) with dice .*: expected a RingsideError INVALID_ARGUMENT/,
        ),
      ]);
    }
  });
});

describe("malformedStatesCheck leaves the dice to core", () => {
  it("passes a game that ignores an unknown key inside its dice (core's dice schema refuses it)", () => {
    const clean = (s: ArmState): ArmState => {
      if (!isRecord(s) || !isRecord(s.dice) || !("zzUnknownKey" in s.dice)) return s;
      const d = s.dice;
      return {
        ...s,
        dice:
          d.kind === "seeded" ? { kind: d.kind, rng: d.rng } : { kind: d.kind, faces: d.faces, next: d.next },
      };
    };
    const diceLoose: ArmGame = { ...armWrestling, turn: (s) => armWrestling.turn(clean(s)) };
    expect(failureOf(malformedStatesCheck(armKit({ game: diceLoose }, 4)))).toBe("passed");
  });
});

describe("garbageConfigsCheck", () => {
  const failure = (game: ArmGame, strict = true): string =>
    failureOf(garbageConfigsCheck(armKit({ game, strict: () => strict })));

  it("fails when a garbage configuration crashes start()", () => {
    const fragile: ArmGame = {
      ...armWrestling,
      start: (config, dice) => crashing(() => armWrestling.start(config, dice)),
    };
    expect(failure(fragile)).toMatch(
      /^ConformanceFailure: start\(\) with a garbage configuration: threw TypeError/,
    );
  });

  it("fails when a misspelled key of the configuration is not refused, unless the subject frees it", () => {
    const forgiving: ArmGame = {
      ...armWrestling,
      start: (config, dice) => armWrestling.start(isRecord(config) ? { limit: config.limit } : config, dice),
    };
    expect(failure(forgiving)).toMatch(
      /^ConformanceFailure: a misspelled key at the top: expected a RingsideError INVALID_CONFIG or INVALID_SHEET or INVALID_STRATEGY/,
    );
    expect(failure(forgiving, false)).toBe("passed");
  });

  it("fails when start() takes a dice start that is no seed and no dice state", () => {
    const anyDice: ArmGame = {
      ...armWrestling,
      start: (config, dice) =>
        armWrestling.start(config, typeof dice === "number" && Number.isSafeInteger(dice) ? dice : 1),
    };
    expect(failure(anyDice)).toMatch(
      /^ConformanceFailure: start\(\) with dice "3": expected a RingsideError INVALID_ARGUMENT/,
    );
  });
});
