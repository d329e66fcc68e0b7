import type { Bot, DiceStart, Game, GameEvent, MatchResult, MatchStateBase } from "../engine/Game.js";
import { startMatch } from "../engine/startMatch.js";
import { RingsideError } from "../errors/RingsideError.js";
import { createRng } from "../rng/Rng.js";

/** One step of a traced match: the state before, what was done, the state after and the events. */
export interface TracedStep<S, M, E, P extends string> {
  readonly before: S;
  readonly action:
    { readonly kind: "advance" } | { readonly kind: "play"; readonly player: P; readonly move: M };
  readonly after: S;
  readonly events: readonly E[];
}

/** A whole match step by step, as `runMatch` plays it. */
export interface Trace<S, M, E, P extends string> {
  readonly first: S;
  readonly opening: readonly E[];
  readonly steps: readonly TracedStep<S, M, E, P>[];
  readonly result: MatchResult<P>;
}

/** Plays a match exactly as `runMatch` does (same bot stream, same order) and keeps every step. */
export function traceMatch<C, S extends MatchStateBase, M, E extends GameEvent, V, P extends string>(
  game: Game<C, S, M, E, V, P>,
  config: C,
  dice: DiceStart,
  bots: Readonly<Partial<Record<P, Bot<V, M>>>> | undefined,
  botSeed: number,
  maxSteps: number,
): Trace<S, M, E, P> {
  const rng = createRng(botSeed);
  const start = startMatch(game, config, dice);
  const steps: TracedStep<S, M, E, P>[] = [];
  let state = start.state;
  for (;;) {
    const turn = game.turn(state);
    if (turn.kind === "over")
      return { first: start.state, opening: start.events, steps, result: turn.result };
    if (steps.length >= maxSteps) {
      throw new RingsideError(
        "INVALID_STATE",
        `${game.id}: match did not end`,
        `still going after ${maxSteps} steps`,
      );
    }
    if (turn.kind === "advance") {
      const step = game.advance(state);
      steps.push({ before: state, action: { kind: "advance" }, after: step.state, events: step.events });
      state = step.state;
      continue;
    }
    const player = turn.players[0] as P;
    const bot = bots?.[player];
    if (bot === undefined) throw new RingsideError("INVALID_ARGUMENT", "no bot", `no bot for ${player}`);
    const move = bot({ view: game.view(state, player), moves: game.moves(state, player), rng });
    const step = game.play(state, player, move);
    steps.push({
      before: state,
      action: { kind: "play", player, move },
      after: step.state,
      events: step.events,
    });
    state = step.state;
  }
}
