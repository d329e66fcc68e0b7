/**
 * The kit's fast-path check: `game.fast` plays the same matches as the Game API, for the game's
 * bots and for custom, illegal, editing and vandal bots.
 *
 * @module
 */
import fc from "fast-check";
import type { Bot, BotInput, GameEvent, MatchStateBase } from "../../engine/Game.js";
import { runMatch } from "../../engine/runMatch.js";
import { defined } from "../../errors/defined.js";
import { edited, expectCode, fail, same, scribble } from "../kitAssertions.js";
import type { ConformanceCheck, KitContext } from "../kitContext.js";

/** The check that the fast path equals the Game API (when the subject asks `fast: true`). */
export function fastPathCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, maxSteps, seeds, botsFor, trace, property, players } = k;
  return {
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
          defined(moves[moves.length - 1 - rng.int(0, moves.length - 1)], "testkit: a legal move");
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
  };
}
