/**
 * The conformance kit: every promise of the engine shape as a named property check, each written in
 * `checks/` and run by every game's `test/conformance.test.ts`.
 *
 * @module
 */
import fc from "fast-check";
import type { Bot, GameEvent, MatchStateBase } from "../engine/Game.js";
import { randomBot } from "../engine/randomBot.js";
import { startMatch } from "../engine/startMatch.js";
import { factsChecks } from "./checks/declared.js";
import { fastPathCheck } from "./checks/fastPath.js";
import {
  frozenInputsCheck,
  garbageConfigsCheck,
  malformedStatesCheck,
  refusedMovesCheck,
} from "./checks/guards.js";
import { turnAndMovesCheck, viewsCheck } from "./checks/moves.js";
import { interleavedCheck, jsonReplayCheck, saveRestoreCheck, sameSeedCheck } from "./checks/replay.js";
import type { ConformanceCheck, ConformanceSubject, KitContext } from "./kitContext.js";
import { traceMatch, type Trace } from "./trace.js";

export type { ConformanceCheck, ConformanceSubject } from "./kitContext.js";

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

  const k: KitContext<C, S, M, E, V, P> = {
    subject,
    game,
    maxSteps,
    seeds,
    botsFor,
    trace,
    property,
    players,
    strict,
  };
  const checks: ConformanceCheck[] = [
    sameSeedCheck(k),
    jsonReplayCheck(k),
    saveRestoreCheck(k),
    frozenInputsCheck(k),
    refusedMovesCheck(k),
    turnAndMovesCheck(k),
    viewsCheck(k),
    interleavedCheck(k),
    malformedStatesCheck(k),
    garbageConfigsCheck(k),
  ];
  if (subject.facts !== undefined) checks.push(...factsChecks(k, subject.facts));
  if (subject.fast === true) checks.push(fastPathCheck(k));
  return checks;
}
