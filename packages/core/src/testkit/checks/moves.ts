/**
 * The kit's turn, move and view checks.
 *
 * @module
 */
import fc from "fast-check";
import type { GameEvent, MatchStateBase } from "../../engine/Game.js";
import { canonicalJson } from "../../engine/sameMove.js";
import { defined } from "../../errors/defined.js";
import { fail, containsDiceState, subtreeTexts, clone } from "../kitAssertions.js";
import type { ConformanceCheck, KitContext } from "../kitContext.js";

/** The check "turn and moves agree in every state, and every legal move can be played". */
export function turnAndMovesCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, seeds, trace, property } = k;
  return {
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
              const move = defined(moves[pick % moves.length], "testkit: a legal move");
              game.play(state, p, clone(move));
            }
          }
        }
      }),
  };
}

/** The check "views never show the dice or what the viewer may not see". */
export function viewsCheck<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  k: KitContext<C, S, M, E, V, P>,
): ConformanceCheck {
  const { subject, game, seeds, trace, property } = k;
  return {
    name: "views never show the dice or what the viewer may not see",
    run: () =>
      property(fc.tuple(subject.configs, seeds), ([config, seed]) => {
        const t = trace(config, seed);
        for (const state of [t.first, ...t.steps.map((s) => s.after)]) {
          const dice = canonicalJson(state.dice);
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
  };
}
