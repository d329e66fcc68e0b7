/**
 * The kit's checks of a game's declared facts: against its default options, and against what
 * every traced match does.
 *
 * @module
 */
import fc from "fast-check";
import type { GameEvent, MatchStateBase } from "../../engine/Game.js";
import type { GameFacts } from "../../engine/GameFacts.js";
import { staticFactProblems, traceFactProblem } from "../factChecks.js";
import { fail } from "../kitAssertions.js";
import type { ConformanceCheck, KitContext } from "../kitContext.js";

/** The checks of the declared `facts` (given to the kit with the game's `defaultOptions`). */
export function factsChecks<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
  facts: GameFacts<object>,
): readonly ConformanceCheck[] {
  const { subject, game, seeds, trace, property } = k;
  return [
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
  ];
}
