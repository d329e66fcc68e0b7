/**
 * What the kit is given and what it derives once for every check: the game under test, its
 * configurations, the seeds, its bots and a traced match. Internal to the testkit.
 *
 * @module
 */
import type fc from "fast-check";
import type { Bot, Game, GameEvent, MatchStateBase } from "../engine/Game.js";
import type { GameFacts } from "../engine/GameFacts.js";
import type { Trace } from "./trace.js";

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

/** What every check of the kit reads: the subject and the helpers derived from it once. */
export interface KitContext<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string> {
  readonly subject: ConformanceSubject<C, S, M, E, V, P>;
  readonly game: Game<C, S, M, E, V, P>;
  readonly maxSteps: number;
  /** Any 32-bit seed. */
  readonly seeds: fc.Arbitrary<number>;
  /** The subject's bots, or a random bot for each player of `config`. */
  readonly botsFor: (config: C) => Readonly<Partial<Record<P, Bot<V, M>>>>;
  /** A traced match of `config` on `seed`. */
  readonly trace: (config: C, seed: number, botSeed?: number) => Trace<S, M, E, P>;
  /** Runs `body` as a property over `arb` with the kit's number of runs. */
  readonly property: <T>(arb: fc.Arbitrary<T>, body: (value: T) => void) => void;
  /** The players of a match of `config`. */
  readonly players: (config: C) => readonly P[];
  /** True when an unknown key at `path` must be refused (not one of the subject's free keys). */
  readonly strict: (path: readonly (string | number)[]) => boolean;
}
