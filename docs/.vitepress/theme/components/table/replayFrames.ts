import type { GameEvent, Step, Turn } from "@ringside/core";
import type { TimeTravelFrame } from "./types";

/** The parts of a Ringside `Game` that {@link replayFrames} uses (any game fits). */
export interface ReplayableGame<C, S, M, E extends GameEvent, P extends string> {
  setup(config: C, dice: number): S;
  turn(state: S): Turn<P>;
  play(state: S, player: P, move: M): Step<S, E>;
  advance(state: S): Step<S, E>;
}

/** One step of a replayed match: the state after it and what happened. */
export interface MatchFrame<S, M, E, P extends string> extends TimeTravelFrame {
  /** The state after this step (frame 0: the opening position). */
  readonly state: S;
  /** The step's events. */
  readonly events: readonly E[];
  /** Who moved (undefined for the opening position and automatic steps). */
  readonly player?: P;
  /** The move played (undefined for the opening position and automatic steps). */
  readonly move?: M;
}

/** How {@link replayFrames} words each frame. */
export interface ReplayFramesOptions<M, E, P extends string> {
  /** Words for a move ("Red rolls on"); defaults to the move as JSON. */
  readonly describeMove?: (player: P, move: M) => string;
  /** Words for an automatic step from its events; defaults to "The engine moves on". */
  readonly describeAdvance?: (events: readonly E[]) => string;
  /** Fold automatic steps into the move before them (one frame per decision). Default false. */
  readonly foldAdvances?: boolean;
}

/**
 * Replays a match (config, seed and moves) through the game, keeping every state: the frames
 * `<TimeTravel>` steps over. Moves the engine refuses throw its RingsideError; a match that has
 * moves left over after the end throws an Error.
 *
 * @example
 * ```ts
 * const frames = replayFrames(powerhouses, { red, blue }, 2026, moves, { foldAdvances: true });
 * frames.at(-1)?.state.result; // how it ended
 * ```
 */
export function replayFrames<C, S, M, E extends GameEvent, P extends string>(
  game: ReplayableGame<C, S, M, E, P>,
  config: C,
  seed: number,
  moves: readonly { readonly player: P; readonly move: M }[],
  options: ReplayFramesOptions<M, E, P> = {},
): MatchFrame<S, M, E, P>[] {
  const describeMove = options.describeMove ?? ((player: P, move: M) => `${player}: ${JSON.stringify(move)}`);
  const describeAdvance = options.describeAdvance ?? (() => "The engine moves on");
  let state = game.setup(config, seed);
  const frames: MatchFrame<S, M, E, P>[] = [{ label: "The opening position", state, events: [] }];
  let next = 0;
  for (let guard = 0; guard < 1_000_000; guard++) {
    const turn = game.turn(state);
    if (turn.kind === "advance") {
      const step = game.advance(state);
      state = step.state;
      const last = frames.at(-1);
      if (options.foldAdvances === true && frames.length > 1 && last !== undefined) {
        frames[frames.length - 1] = { ...last, state, events: [...last.events, ...step.events] };
      } else {
        frames.push({ label: describeAdvance(step.events), state, events: step.events });
      }
      continue;
    }
    const recorded = moves[next];
    if (recorded === undefined) break;
    if (turn.kind === "over") throw new Error(`the record has ${moves.length - next} moves after the end`);
    const step = game.play(state, recorded.player, recorded.move);
    state = step.state;
    frames.push({
      label: describeMove(recorded.player, recorded.move),
      state,
      events: step.events,
      player: recorded.player,
      move: recorded.move,
    });
    next++;
  }
  return frames;
}
