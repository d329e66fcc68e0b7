/**
 * The kit's determinism checks: the same seed and moves give the same match, through a record, a saved state, and beside another match.
 *
 * @module
 */
import fc from "fast-check";
import type { GameEvent, MatchRecord, MatchStateBase } from "../../engine/Game.js";
import { replayMatch } from "../../engine/replayMatch.js";
import { runMatch } from "../../engine/runMatch.js";
import { startMatch } from "../../engine/startMatch.js";
import { defined } from "../../errors/defined.js";
import { fail, same, clone } from "../kitAssertions.js";
import type { ConformanceCheck, KitContext } from "../kitContext.js";

/** The check "same seed and moves give the same match (runMatch twice, and a traced run)". */
export function sameSeedCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, maxSteps, seeds, botsFor, trace, property } = k;
  return {
    name: "same seed and moves give the same match (runMatch twice, with and without onEvent, and a traced run)",
    run: () =>
      property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
        const bots = botsFor(config);
        const a = runMatch(game, { config, dice: seed, bots, botSeed: seed, maxSteps });
        // With a reader of the events, the rules get a list instead of a sink that drops them.
        const b = runMatch(game, { config, dice: seed, bots, botSeed: seed, maxSteps, onEvent: () => {} });
        same(a.record, b.record, "records differ");
        same(a.state, b.state, "final states differ");
        const t = trace(config, seed, seed);
        same(t.result, a.result, "a traced run ends differently");
        if (t.steps.length !== a.steps)
          fail(`a traced run took ${t.steps.length} steps, runMatch ${a.steps}`);
        const last = t.steps.at(-1)?.after ?? t.first;
        same(a.state, last, "runMatch's final state differs from the one step by step (dice included)");
      }),
  };
}

/** The check "a JSON round-tripped record replays to the same state and events". */
export function jsonReplayCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, maxSteps, seeds, botsFor, property } = k;
  return {
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
        const record = clone<MatchRecord<C, M, P>>(match.record);
        const replay = replayMatch(game, record);
        same(replay.state, match.state, "replayed state differs");
        same(replay.events, events, "replayed events differ");
        const last = events[events.length - 1] as { type?: string } | undefined;
        if (last?.type !== "match-over") fail("the last event of a match is not match-over");
        if (events.filter((e) => (e as { type?: string }).type === "match-over").length !== 1) {
          fail("a match emits exactly one match-over event");
        }
      }),
  };
}

/** The check "save/restore at any point continues to the same end". */
export function saveRestoreCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, seeds, trace, property } = k;
  return {
    name: "save/restore at any point continues to the same end",
    run: () =>
      property(fc.tuple(subject.configs, seeds, fc.nat()), ([config, seed, pick]) => {
        const t = trace(config, seed);
        const k = pick % (t.steps.length + 1);
        const at = k === 0 ? t.first : defined(t.steps[k - 1], "testkit: a traced step").after;
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
        same(state, t.steps.at(-1)?.after ?? t.first, `final state differs after restoring at step ${k}`);
      }),
  };
}

/** The check "two matches interleaved step by step equal each played alone". */
export function interleavedCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, seeds, trace, property } = k;
  return {
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
              sa.action.kind === "advance" ? game.advance(x) : game.play(x, sa.action.player, sa.action.move)
            ).state;
          if (sb !== undefined)
            y = (
              sb.action.kind === "advance" ? game.advance(y) : game.play(y, sb.action.player, sb.action.move)
            ).state;
        }
        same(x, a.steps.at(-1)?.after ?? a.first, "interleaved match A differs");
        same(y, b.steps.at(-1)?.after ?? b.first, "interleaved match B differs");
      }),
  };
}
