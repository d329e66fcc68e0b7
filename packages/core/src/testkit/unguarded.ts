/**
 * A match played on a game's own rules without `defineGame`'s guards: the measure of what the
 * guards cost (the guard-cost bench plays it beside `runMatch`). Never use it for real play: it
 * checks nothing, freezes nothing and trusts every bot.
 *
 * @module
 */
import { openDice } from "../dice/openDice.js";
import { driverOf } from "../engine/driver.js";
import { dropEvents } from "../engine/EventSink.js";
import type { Bot, FastResult, Game, GameEvent, MatchStateBase } from "../engine/Game.js";
import { RingsideError } from "../errors/RingsideError.js";
import { createRng } from "../rng/Rng.js";

/**
 * Plays one match as `runMatch` would (same configuration, seed, bots and bot seed, the same
 * result), with none of the guards: the rules' states are neither checked nor frozen, bots' moves
 * are played as they come, the dice stay open and are never saved.
 *
 * @throws RingsideError `INVALID_ARGUMENT` for a game not built with `defineGame`, or a missing bot.
 * @example
 * ```ts
 * playUnguarded(powerhouses, { config, dice: 7, bots: { red: bot, blue: bot } }).result;
 * // the same as runMatch(powerhouses, { config, dice: 7, bots: { red: bot, blue: bot } }).result
 * ```
 */
export function playUnguarded<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  options: {
    readonly config: C;
    readonly dice: number;
    readonly bots?: Readonly<Partial<Record<P, Bot<V, M>>>>;
    readonly botSeed?: number;
  },
): FastResult<P> {
  const driver = driverOf(game);
  if (driver === undefined)
    throw new RingsideError(
      "INVALID_ARGUMENT",
      "playUnguarded: not a game built with defineGame",
      "no rules to play",
    );
  const rules = driver.bare;
  const dice = openDice(options.dice);
  const rng = createRng(options.botSeed ?? 0);
  // Nothing reads the events (runMatch drops them too when nobody passes `onEvent`).
  const events = dropEvents<E>();
  let state = rules.setup(options.config, dice, events);
  for (let steps = 0; ; steps++) {
    const turn = rules.turn(state);
    if (turn.kind === "over") return { result: turn.result, steps };
    if (turn.kind === "advance") {
      state = rules.advance(state, dice, events);
      continue;
    }
    const player = turn.players[0] as P;
    const bot = options.bots?.[player];
    if (bot === undefined)
      throw new RingsideError("INVALID_ARGUMENT", `playUnguarded: no bot for ${player}`, "a bot is needed");
    const move = bot({ view: rules.view(state, player), moves: rules.moves(state, player), rng });
    state = rules.play(state, player, move, dice, events);
  }
}
