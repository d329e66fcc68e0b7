import fc from "fast-check";
import type { Bot, BotInput, Game, GameEvent, MatchRecord, MatchStateBase } from "../engine/Game.js";
import { deepFreeze } from "../engine/deepFreeze.js";
import { randomBot } from "../engine/randomBot.js";
import { replayMatch } from "../engine/replayMatch.js";
import { runMatch } from "../engine/runMatch.js";
import { canonicalJson, sameMove } from "../engine/sameMove.js";
import { startMatch } from "../engine/startMatch.js";
import { isRingsideError, type RingsideErrorCode } from "../errors/RingsideError.js";
import type { GameFacts } from "../engine/GameFacts.js";
import { staticFactProblems, traceFactProblem } from "./factChecks.js";
import { garbage, nastyValues } from "./garbage.js";
import { traceMatch, type Trace } from "./trace.js";

/** What a game gives the kit. */
export interface ConformanceSubject<
  C,
  S extends MatchStateBase,
  M,
  E extends GameEvent,
  V,
  P extends string,
> {
  /** The game under test (built with `defineGame`). */
  readonly game: Game<C, S, M, E, V, P>;
  /** Valid configurations. */
  readonly configs: fc.Arbitrary<C>;
  /** Bots for the players who decide (default: a random bot for each). Omit for resolvers. */
  readonly bots?: Readonly<Partial<Record<P, Bot<V, M>>>>;
  /** Values that `viewer` must not see in its view of `state` (an opponent's hand, a secret plan). */
  readonly hidden?: (state: S, viewer: P | null) => readonly unknown[];
  /** Garbage configurations to try besides the kit's own (each must be refused or accepted, never crash). */
  readonly garbageConfigs?: fc.Arbitrary<unknown>;
  /** Check `game.fast` against the Game API. */
  readonly fast?: boolean;
  /** Steps after which a match counts as never ending (default 20 000). */
  readonly maxSteps?: number;
  /** Runs per property (default: {@link kitRuns}). */
  readonly runs?: number;
  /**
   * Objects whose keys are free (a record keyed by wrestler name), by dotted path with `*` for any
   * one key or index (`"league.records"`, `"wrestlers.*.moves"`): the kit does not expect an extra
   * key there to be refused. Every other object of a config or a state must refuse unknown keys.
   */
  readonly freeKeys?: readonly string[];
  /**
   * The game's declared facts, checked against `defaultOptions` and against what every traced
   * match does (players, decisions, hidden information, chance).
   */
  readonly facts?: GameFacts<object>;
  /** The game's `DEFAULT_OPTIONS`, which `facts.options` must list exactly (default: `{}`). */
  readonly defaultOptions?: object;
}

/** One named check; run it from any test runner (`it(check.name, check.run)`). */
export interface ConformanceCheck {
  readonly name: string;
  readonly run: () => void;
}

/**
 * Runs per property: `RINGSIDE_RUNS` from the environment when set (e.g. 1000 for a heavy run),
 * else `quick` (default 20, the setting for local runs and CI).
 */
export function kitRuns(quick = 20): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.RINGSIDE_RUNS;
  const n = env === undefined ? NaN : Number(env);
  return Number.isSafeInteger(n) && n > 0 ? n : quick;
}

class KitFailure extends Error {
  override name = "ConformanceFailure";
}

function fail(message: string): never {
  throw new KitFailure(message);
}

function expectCode(action: () => unknown, codes: readonly RingsideErrorCode[], what: string): void {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  if (thrown === undefined)
    fail(`${what}: expected a RingsideError ${codes.join(" or ")}, nothing was thrown`);
  if (!isRingsideError(thrown))
    fail(`${what}: expected a RingsideError ${codes.join(" or ")}, got ${String(thrown)}`);
  if (!codes.includes(thrown.code))
    fail(`${what}: expected ${codes.join(" or ")}, got ${thrown.code}: ${thrown.message}`);
}

function onlyRingside(action: () => unknown, what: string): void {
  try {
    action();
  } catch (error) {
    if (!isRingsideError(error))
      fail(`${what}: threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
}

/** A short text for any value, garbage included (never throws). */
function shortText(value: unknown): string {
  try {
    return (canonicalJson(value) ?? String(value)).slice(0, 60);
  } catch {
    return typeof value;
  }
}

function same(a: unknown, b: unknown, what: string): void {
  const x = canonicalJson(a);
  const y = canonicalJson(b);
  if (x !== y) fail(`${what}:\n  ${x?.slice(0, 400)}\n≠ ${y?.slice(0, 400)}`);
}

function deepFrozen(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value !== "object" || value === null || seen.has(value)) return true;
  seen.add(value);
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every((v) => deepFrozen(v, seen));
}

/** A copy of a move with one more key: never a legal move (moves are compared as data). */
function edited(move: unknown): unknown {
  return typeof move === "object" && move !== null && !Array.isArray(move)
    ? { ...move, "zz-edited": true }
    : { "zz-edited": move };
}

/**
 * Tries to write into `value` and into the objects it holds, one level down, ignoring the
 * TypeErrors of frozen objects: what a careless or hostile bot does to its input.
 */
function scribble(value: unknown): void {
  if (typeof value !== "object" || value === null) return;
  const write = (target: object, key: string): void => {
    try {
      Reflect.set(target, key, null);
    } catch {
      // a frozen object refuses the write: what the shape promises
    }
  };
  for (const key of Object.keys(value)) {
    const part: unknown = (value as Record<string, unknown>)[key];
    if (typeof part === "object" && part !== null) for (const inner of Object.keys(part)) write(part, inner);
    write(value, key);
  }
}

/** True when a saved dice state (`{ kind: "seeded" | "scripted", … }`) sits anywhere in `value`. */
function containsDiceState(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (
    !Array.isArray(value) &&
    (kind === "seeded" || kind === "scripted") &&
    ("rng" in value || "faces" in value)
  )
    return true;
  return Object.values(value).some((v) => containsDiceState(v));
}

/** The canonical JSON of every node of a value, computed once so many needles cost one walk. */
function subtreeTexts(value: unknown, out: Set<string> = new Set()): Set<string> {
  out.add(canonicalJson(value));
  if (typeof value === "object" && value !== null) for (const v of Object.values(value)) subtreeTexts(v, out);
  return out;
}

/** Every path of plain-object nodes in a JSON value, for mutations. */
function objectPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === "object" && value !== null) {
    if (!Array.isArray(value)) out.push(path);
    for (const [k, v] of Object.entries(value))
      objectPaths(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

function leafPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value))
      leafPaths(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  if (path.length > 0) out.push(path);
  return out;
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown, remove: boolean): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove && !Array.isArray(node)) Reflect.deleteProperty(node, last);
  else node[last] = value;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The conformance kit: every promise of the engine shape as a named property check. A game's
 * `test/conformance.test.ts` runs them all:
 *
 * @example
 * ```ts
 * import { it } from "vitest";
 * import { conformance } from "@ringside/core/testkit";
 * for (const check of conformance({ game: powerhouses, configs: configArb })) it(check.name, check.run);
 * ```
 */
export function conformance<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  subject: ConformanceSubject<C, S, M, E, V, P>,
): readonly ConformanceCheck[] {
  const { game } = subject;
  const numRuns = subject.runs ?? kitRuns();
  const maxSteps = subject.maxSteps ?? 20_000;
  const seeds = fc.integer({ min: -0x80000000, max: 0x7fffffff });
  const botsFor = (config: C): Readonly<Partial<Record<P, Bot<V, M>>>> => {
    if (subject.bots !== undefined) return subject.bots;
    const players = game.players(startMatch(game, config, 1).state);
    return Object.fromEntries(players.map((p) => [p, randomBot()])) as Partial<Record<P, Bot<V, M>>>;
  };
  const trace = (config: C, seed: number, botSeed = seed ^ 0x5bd1e995): Trace<S, M, E, P> =>
    traceMatch(game, config, seed, botsFor(config), botSeed, maxSteps);
  const property = <T>(arb: fc.Arbitrary<T>, body: (value: T) => void): void => {
    fc.assert(fc.property(arb, body), { numRuns });
  };
  const players = (config: C): readonly P[] => game.players(startMatch(game, config, 1).state);
  const strict = (path: readonly (string | number)[]): boolean =>
    !(subject.freeKeys ?? []).some((pattern) => {
      const parts = pattern.split(".");
      return (
        parts.length === path.length && parts.every((part, i) => part === "*" || part === String(path[i]))
      );
    });

  const checks: ConformanceCheck[] = [
    {
      name: "same seed and moves give the same match (runMatch twice, and a traced run)",
      run: () =>
        property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
          const bots = botsFor(config);
          const a = runMatch(game, { config, dice: seed, bots, botSeed: seed, maxSteps });
          const b = runMatch(game, { config, dice: seed, bots, botSeed: seed, maxSteps });
          same(a.record, b.record, "records differ");
          same(a.state, b.state, "final states differ");
          const t = trace(config, seed, seed);
          same(t.result, a.result, "a traced run ends differently");
          if (t.steps.length !== a.steps)
            fail(`a traced run took ${t.steps.length} steps, runMatch ${a.steps}`);
        }),
    },
    {
      name: "a JSON round-tripped record replays to the same state and events",
      run: () =>
        property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
          const events: unknown[] = [];
          const match = runMatch(game, {
            config,
            dice: seed,
            bots: botsFor(config),
            botSeed: seed,
            maxSteps,
            onEvent: (e) => events.push(e),
          });
          const record = clone(match.record) as MatchRecord<C, M, P>;
          const replay = replayMatch(game, record);
          same(replay.state, match.state, "replayed state differs");
          same(replay.events, events, "replayed events differ");
          const last = events[events.length - 1] as { type?: string } | undefined;
          if (last?.type !== "match-over") fail("the last event of a match is not match-over");
          if (events.filter((e) => (e as { type?: string }).type === "match-over").length !== 1) {
            fail("a match emits exactly one match-over event");
          }
        }),
    },
    {
      name: "save/restore at any point continues to the same end",
      run: () =>
        property(fc.tuple(subject.configs, seeds, fc.nat()), ([config, seed, pick]) => {
          const t = trace(config, seed);
          const k = pick % (t.steps.length + 1);
          const at = k === 0 ? t.first : t.steps[k - 1]!.after;
          const restored = game.loadState(clone(at));
          same(restored, at, "a loaded state differs from the saved one");
          let state = restored;
          for (const step of t.steps.slice(k)) {
            const next =
              step.action.kind === "advance"
                ? game.advance(state)
                : game.play(state, step.action.player, clone(step.action.move));
            same(next.events, step.events, `events differ after restoring at step ${k}`);
            state = next.state;
          }
          same(
            state,
            t.steps.length === 0 ? t.first : t.steps[t.steps.length - 1]!.after,
            `final state differs after restoring at step ${k}`,
          );
        }),
    },
    {
      name: "inputs are never changed and states are deep-frozen",
      run: () =>
        property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
          const before = canonicalJson(config);
          const frozen = deepFreeze(clone(config));
          const t = trace(frozen, seed);
          if (canonicalJson(config) !== before) fail("the configuration was changed");
          const plain = trace(config, seed);
          same(t.result, plain.result, "a frozen configuration plays differently");
          for (const s of [t.first, ...t.steps.map((x) => x.after)]) {
            if (!deepFrozen(s)) fail("a state the game returned is not deep-frozen");
          }
        }),
    },
    {
      name: "illegal, garbage and unknown-player moves are refused with the right code, the state untouched",
      run: () =>
        property(fc.tuple(subject.configs, seeds, fc.nat(), garbage()), ([config, seed, pick, junk]) => {
          const t = trace(config, seed);
          const states = [t.first, ...t.steps.map((s) => s.after)];
          const state = states[pick % states.length]!;
          const text = canonicalJson(state);
          const turn = game.turn(state);
          const all = game.players(state);
          expectCode(
            () => game.play(state, "no-such-player" as P, junk as M),
            ["UNKNOWN_PLAYER"],
            "unknown player",
          );
          expectCode(() => game.moves(state, 42 as unknown as P), ["UNKNOWN_PLAYER"], "a number as player");
          if (turn.kind === "over") {
            for (const p of all)
              expectCode(() => game.play(state, p, junk as M), ["MATCH_OVER"], "move after the end");
            expectCode(() => game.advance(state), ["MATCH_OVER"], "advance after the end");
          } else if (turn.kind === "advance") {
            for (const p of all)
              expectCode(
                () => game.play(state, p, junk as M),
                ["NOT_YOUR_TURN"],
                "move while the engine advances",
              );
          } else {
            expectCode(() => game.advance(state), ["NOTHING_TO_ADVANCE"], "advance while a player decides");
            for (const p of all) {
              if (!turn.players.includes(p)) {
                expectCode(() => game.play(state, p, junk as M), ["NOT_YOUR_TURN"], "move out of turn");
                continue;
              }
              const legal = game.moves(state, p);
              let isLegal = false;
              try {
                isLegal = legal.some((m) => sameMove(m, junk));
              } catch {
                isLegal = false;
              }
              if (!isLegal)
                expectCode(
                  () => game.play(state, p, junk as M),
                  ["ILLEGAL_MOVE"],
                  `garbage move ${shortText(junk)}`,
                );
              for (const nasty of nastyValues())
                expectCode(() => game.play(state, p, nasty as M), ["ILLEGAL_MOVE"], "a nasty move");
            }
          }
          if (canonicalJson(state) !== text) fail("a refused move changed the state");
        }),
    },
    {
      name: "turn and moves agree in every state, and every legal move can be played",
      run: () =>
        property(fc.tuple(subject.configs, seeds, fc.nat()), ([config, seed, pick]) => {
          const t = trace(config, seed);
          for (const state of [t.first, ...t.steps.map((s) => s.after)]) {
            const turn = game.turn(state);
            for (const p of game.players(state)) {
              const moves = game.moves(state, p);
              const decides = turn.kind === "decide" && turn.players.includes(p);
              if (decides && moves.length === 0) fail(`${p} must decide but has no legal move`);
              if (!decides && moves.length > 0) fail(`${p} has moves while not deciding (${turn.kind})`);
              if (decides) {
                const move = moves[pick % moves.length]!;
                game.play(state, p, clone(move));
              }
            }
          }
        }),
    },
    {
      name: "views never show the dice or what the viewer may not see",
      run: () =>
        property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
          const t = trace(config, seed);
          for (const state of [t.first, ...t.steps.map((s) => s.after)]) {
            const dice = canonicalJson(state.dice)!;
            for (const viewer of [...game.players(state), null]) {
              const view = game.view(state, viewer);
              const texts = subtreeTexts(view);
              if (containsDiceState(view) || texts.has(dice))
                fail(`the view of ${String(viewer)} shows the dice`);
              for (const secret of subject.hidden?.(state, viewer) ?? []) {
                if (typeof secret !== "object" || secret === null) continue;
                if (Object.keys(secret).length === 0) continue;
                if (texts.has(canonicalJson(secret)))
                  fail(`the view of ${String(viewer)} shows ${canonicalJson(secret)}`);
              }
            }
          }
        }),
    },
    {
      name: "two matches interleaved step by step equal each played alone",
      run: () =>
        property(fc.tuple(subject.configs, seeds, subject.configs, seeds), ([c1, s1, c2, s2]) => {
          const a = trace(c1, s1);
          const b = trace(c2, s2);
          let x = startMatch(game, c1, s1).state;
          let y = startMatch(game, c2, s2).state;
          const n = Math.max(a.steps.length, b.steps.length);
          for (let i = 0; i < n; i++) {
            const sa = a.steps[i];
            const sb = b.steps[i];
            if (sa !== undefined)
              x = (
                sa.action.kind === "advance"
                  ? game.advance(x)
                  : game.play(x, sa.action.player, sa.action.move)
              ).state;
            if (sb !== undefined)
              y = (
                sb.action.kind === "advance"
                  ? game.advance(y)
                  : game.play(y, sb.action.player, sb.action.move)
              ).state;
          }
          same(
            x,
            a.steps.length === 0 ? a.first : a.steps[a.steps.length - 1]!.after,
            "interleaved match A differs",
          );
          same(
            y,
            b.steps.length === 0 ? b.first : b.steps[b.steps.length - 1]!.after,
            "interleaved match B differs",
          );
        }),
    },
    {
      name: "malformed states are refused with INVALID_STATE, never a crash",
      run: () => {
        property(
          fc.tuple(subject.configs, seeds, fc.nat(), fc.nat(), garbage(), fc.boolean()),
          ([config, seed, pick, where, junk, remove]) => {
            const t = trace(config, seed);
            const states = [t.first, ...t.steps.map((s) => s.after)];
            const state = clone(states[pick % states.length]!);
            const paths = leafPaths(state);
            const path = paths[where % paths.length]!;
            setAt(state, path, junk, remove);
            const ps = (() => {
              try {
                return game.players(state);
              } catch (error) {
                if (!isRingsideError(error)) fail(`players() on a mutated state threw ${String(error)}`);
                return [];
              }
            })();
            onlyRingside(() => game.turn(state), `turn() on a state with ${path.join(".")} changed`);
            onlyRingside(() => game.advance(state), `advance() on a state with ${path.join(".")} changed`);
            for (const p of ps) {
              onlyRingside(() => game.view(state, p), `view() on a state with ${path.join(".")} changed`);
              onlyRingside(
                () => {
                  for (const m of game.moves(state, p)) game.play(state, p, m);
                },
                `moves()/play() on a state with ${path.join(".")} changed`,
              );
            }
          },
        );
        property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
          const state = clone(trace(config, seed).first) as unknown as Record<string, unknown>;
          const bad: unknown[] = [
            null,
            {},
            [],
            "state",
            { ...state, dice: undefined },
            { ...state, dice: { kind: "seeded", rng: [1.5, 0, 0, 0] } },
            { ...state, dice: { kind: "seeded", rng: [0, 0, 0, 0] } },
            { ...state, zzUnknownKey: 1 },
            ...nastyValues(),
          ];
          for (const input of bad)
            expectCode(() => game.turn(input as S), ["INVALID_STATE"], `turn() on ${shortText(input)}`);
          const paths = objectPaths(state).filter((p) => p.length > 0 && p[0] !== "dice" && strict(p));
          for (const path of paths) {
            const copy = clone(state);
            let node = copy as Record<string | number, unknown>;
            for (const key of path) node = node[key] as Record<string | number, unknown>;
            node.zzUnknownKey = 1;
            expectCode(
              () => game.turn(copy as unknown as S),
              ["INVALID_STATE"],
              `an unknown key at ${path.join(".")}`,
            );
          }
        });
      },
    },
    {
      name: "garbage configurations and dice are refused with a RingsideError",
      run: () => {
        property(fc.oneof(garbage(), subject.garbageConfigs ?? garbage()), (junk) => {
          onlyRingside(() => startMatch(game, junk as C, 1), "start() with a garbage configuration");
        });
        property(fc.tuple(subject.configs, fc.nat()), ([config, where]) => {
          const copy = clone(config);
          const paths = objectPaths(copy).filter(strict);
          const path = paths[where % paths.length];
          if (path === undefined) return;
          let node = copy as Record<string | number, unknown>;
          for (const key of path) node = node[key] as Record<string | number, unknown>;
          node.zzMisspelledKey = 1;
          expectCode(
            () => startMatch(game, copy, 1),
            ["INVALID_CONFIG", "INVALID_SHEET", "INVALID_STRATEGY"],
            `a misspelled key at ${path.join(".") || "the top"}`,
          );
          {
            for (const dice of [
              "3",
              NaN,
              1.5,
              2 ** 60,
              { kind: "seeded", rng: [0, 0, 0, 0] },
              { kind: "scripted", faces: [1], next: 5 },
              null,
            ]) {
              expectCode(
                () => startMatch(game, config, dice as number),
                ["INVALID_ARGUMENT"],
                `start() with dice ${shortText(dice)}`,
              );
            }
          }
        });
      },
    },
  ];

  const { facts } = subject;
  if (facts !== undefined) {
    checks.push(
      {
        name: "the declared facts name the game and list every option with its default",
        run: () => {
          const problems = staticFactProblems(game, facts, subject.defaultOptions ?? {});
          if (problems.length > 0) fail(problems.join("\n"));
        },
      },
      {
        name: "every match keeps the declared players, decisions, hidden information and chance",
        run: () =>
          property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
            const problem = traceFactProblem(game, facts, trace(config, seed));
            if (problem !== undefined) fail(problem);
          }),
      },
    );
  }
  if (subject.fast === true) {
    checks.push({
      name: "the fast path equals the Game API, for the game's bots and for custom ones",
      run: () => {
        const fast = game.fast;
        if (fast === undefined) fail("fast: true, but the game has no fast path");
        property(fc.tuple(subject.configs, seeds, fc.integer()), ([config, seed, botSeed]) => {
          const bots = botsFor(config);
          const slow = runMatch(game, { config, dice: seed, bots, botSeed, maxSteps });
          const quick = fast.run(config, seed, bots, botSeed);
          same(
            { result: quick.result, steps: quick.steps },
            { result: slow.result, steps: slow.steps },
            "fast path with the given bots",
          );
          const ids = players(config);
          const lastFirst: Bot<V, M> = ({ moves, rng }) =>
            moves[moves.length - 1 - rng.int(0, moves.length - 1)]!;
          const custom = Object.fromEntries(ids.map((p) => [p, lastFirst])) as Partial<Record<P, Bot<V, M>>>;
          const slow2 = runMatch(game, { config, dice: seed, bots: custom, botSeed, maxSteps });
          const quick2 = fast.run(config, seed, custom, botSeed);
          same(
            { result: quick2.result, steps: quick2.steps },
            { result: slow2.result, steps: slow2.steps },
            "fast path with a custom bot",
          );
          const decides = trace(config, seed).steps.some((s) => s.action.kind === "play");
          if (decides) {
            const illegal = Object.fromEntries(
              ids.map((p) => [p, () => ({ type: "zz-not-a-move" })]),
            ) as unknown as Partial<Record<P, Bot<V, M>>>;
            expectCode(
              () => runMatch(game, { config, dice: seed, bots: illegal, botSeed, maxSteps }),
              ["ILLEGAL_MOVE"],
              "Game API with an illegal bot",
            );
            expectCode(
              () => fast.run(config, seed, illegal, botSeed),
              ["ILLEGAL_MOVE"],
              "fast path with an illegal bot",
            );
            // A bot that edits a copy of a legal move: refused by value on both paths.
            const editBot = (({ moves }: BotInput<V, M>) => edited(moves[0])) as Bot<V, M>;
            const editing = Object.fromEntries(ids.map((p) => [p, editBot])) as Partial<Record<P, Bot<V, M>>>;
            expectCode(
              () => runMatch(game, { config, dice: seed, bots: editing, botSeed, maxSteps }),
              ["ILLEGAL_MOVE"],
              "Game API with a bot that edits a legal move",
            );
            expectCode(
              () => fast.run(config, seed, editing, botSeed),
              ["ILLEGAL_MOVE"],
              "fast path with a bot that edits a legal move",
            );
          }
          // A bot that tries to write through its view and its moves, then plays as `lastFirst`:
          // nothing it writes may reach the match, on either path.
          const writing: Bot<V, M> = (input) => {
            scribble(input.view);
            scribble(input.moves);
            return lastFirst(input);
          };
          const vandals = Object.fromEntries(ids.map((p) => [p, writing])) as Partial<Record<P, Bot<V, M>>>;
          const slow3 = runMatch(game, { config, dice: seed, bots: vandals, botSeed, maxSteps });
          const quick3 = fast.run(config, seed, vandals, botSeed);
          same(
            { result: quick3.result, steps: quick3.steps },
            { result: slow2.result, steps: slow2.steps },
            "fast path with a bot that writes into its view",
          );
          same(
            { result: slow3.result, steps: slow3.steps },
            { result: slow2.result, steps: slow2.steps },
            "Game API with a bot that writes into its view",
          );
        });
      },
    });
  }
  return checks;
}
