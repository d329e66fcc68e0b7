/**
 * Test helpers shared by the move tests: steering a seeded match toward a move, and finding an
 * event of a type in a step's events.
 */
import { createRng } from "@ringside/core";
import { ringmaster } from "../src/game.js";
import { createNarrator } from "../src/narrator.js";
import type { RingMasterConfig, RingMasterPlayer } from "../src/config.js";
import type { RingMasterMove, RingMasterState } from "../src/state.js";
import type { RingMasterEvent } from "../src/events.js";

/** The narrator the tests read lines from. */
export const say = createNarrator();

/** An event a step may carry, the closing `match-over` included. */
export type Event = RingMasterEvent | { readonly type: "match-over" };

/**
 * Plays seeded matches in which a bot takes a move `prefer` accepts whenever one is legal (else a
 * random one), until an event `until` accepts appears; returns the state before that step, the move,
 * the state after and the step's events.
 */
export function steer(
  config: RingMasterConfig,
  prefer: (m: RingMasterMove, s: RingMasterState) => boolean,
  until: (e: Event) => boolean,
  seeds = 120,
): { before: RingMasterState; move: RingMasterMove; after: RingMasterState; events: readonly Event[] } {
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(seed);
    let state = ringmaster.start(config, seed).state;
    for (let step = 0; step < 400 && state.result === null; step++) {
      const turn = ringmaster.turn(state);
      if (turn.kind !== "decide") break;
      const player = turn.players[0] as RingMasterPlayer;
      const moves = ringmaster.moves(state, player);
      const wanted = moves.filter((m) => prefer(m, state));
      const pool = wanted.length > 0 ? wanted : moves;
      const move = pool[rng.int(0, pool.length - 1)];
      if (move === undefined) break;
      const next = ringmaster.play(state, player, move);
      if (next.events.some(until)) return { before: state, move, after: next.state, events: next.events };
      state = next.state;
    }
  }
  throw new Error("never happened");
}

/** The first event of `type` in `events` (a test fails without one). */
export const find = <T extends Event["type"]>(
  events: readonly Event[],
  type: T,
): Extract<Event, { type: T }> => {
  const e = events.find((x) => x.type === type);
  if (e === undefined) throw new Error(`no ${type} event`);
  return e as Extract<Event, { type: T }>;
};
