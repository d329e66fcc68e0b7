/**
 * Championship Matches (Federation Rules): a new league may crown its first champion by a
 * tournament. Ours is a single-elimination bracket seeded by the standings.
 * Docs: /rasslefest/federation#tournament.
 */
import { Problems, RingsideError } from "@ringside/core";
import type { RasslePlayer, RassleState } from "../types.js";
import { recordMatch, standings, type League } from "./league.js";

/** One bout of a tournament as it was decided. */
export interface RassleTournamentBout {
  readonly round: number;
  /** Seat a: the higher seed; seat b: the lower. */
  readonly seats: Readonly<Record<RasslePlayer, string>>;
  readonly winner: string;
  /** How many times the bout was replayed after a draw. */
  readonly replays: number;
  /** True when every replay was drawn too and the higher seed went through on his seeding. */
  readonly bySeed: boolean;
}

/** How to run a tournament. */
export interface RassleTournamentOptions {
  /** The month the champion is crowned (`"YYYY-MM"`); it starts his defence clock. */
  readonly month: string;
  /**
   * Plays one bout and returns its finished state: seat a is the higher seed. `replay` counts the
   * replays of a drawn bout (0 for the first match).
   */
  readonly play: (
    bout: { readonly a: string; readonly b: string; readonly round: number },
    replay: number,
  ) => RassleState;
  /** Who enters (default: every wrestler of the league), seeded by the standings. */
  readonly entrants?: readonly string[];
  /** Replays of a drawn bout before the higher seed goes through (default 3). */
  readonly maxReplays?: number;
}

/** What {@link runTournament} gives back. */
export interface RassleTournament {
  /** The league with every bout recorded (ranking points, records) and the champion crowned. */
  readonly league: League;
  readonly champion: string;
  /** The bouts of each round that were wrestled (byes are not bouts). */
  readonly rounds: readonly (readonly RassleTournamentBout[])[];
}

const RULE = "Rasslefest › Championship matches";
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Seeds 1..size in bracket order (1 meets size, the top two seeds only in the final). */
function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/**
 * Crowns a league's first champion by a single-elimination tournament. Entrants are seeded by the
 * standings (best first); the bracket is the next power of two, the top seeds get the byes. Every
 * bout is entered with `recordMatch` (not as a title match: there is no belt yet). A win by
 * disqualification goes through; a drawn bout is replayed, and after `maxReplays` drawn replays the
 * higher seed goes through. Throws `INVALID_ARGUMENT` when the league already has a champion, for
 * fewer than two entrants, strangers, repeated entrants or a malformed month.
 *
 * @example
 * const { champion } = runTournament(league, {
 *   month: "2026-01",
 *   play: ({ a, b }, replay) => runMatch(rasslefest, { config: {}, dice: `${a}-${b}-${replay}`, bots }).state,
 * });
 */
export function runTournament(league: League, options: RassleTournamentOptions): RassleTournament {
  const p = new Problems();
  if (league.champion !== null)
    p.add("league.champion", "the belt already has a holder: a tournament crowns the first champion", RULE);
  if (typeof options.month !== "string" || !MONTH.test(options.month))
    p.add("month", 'must be "YYYY-MM"', RULE);
  const entrants = options.entrants ?? Object.keys(league.wrestlers);
  if (entrants.length < 2) p.add("entrants", "a tournament needs at least two wrestlers", RULE);
  entrants.forEach((id, i) => {
    if (typeof id !== "string" || !Object.hasOwn(league.wrestlers, id))
      p.add(`entrants[${i}]`, `${String(id)} is not in the federation`, RULE);
    else if (entrants.indexOf(id) !== i) p.add(`entrants[${i}]`, `${id} is entered twice`, RULE);
  });
  const maxReplays = options.maxReplays ?? 3;
  if (!Number.isInteger(maxReplays) || maxReplays < 0 || maxReplays > 20)
    p.add("maxReplays", "must be a whole number from 0 to 20", RULE);
  p.throwIfAny("INVALID_ARGUMENT", "rasslefest: tournament refused");
  const entered = new Set(entrants);
  const seeds = standings(league)
    .map((w) => w.id)
    .filter((id) => entered.has(id));
  let size = 1;
  while (size < seeds.length) size *= 2;
  // Each slot holds the seed number (1 = best) still standing there, or null for a bye.
  let slots: (number | null)[] = bracketOrder(size).map((s) => (s <= seeds.length ? s : null));
  let current = league;
  const rounds: RassleTournamentBout[][] = [];
  for (let round = 1; slots.length > 1; round++) {
    const bouts: RassleTournamentBout[] = [];
    const next: (number | null)[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const x = slots[i] ?? null;
      const y = slots[i + 1] ?? null;
      if (x === null || y === null) {
        next.push(x ?? y);
        continue;
      }
      const high = Math.min(x, y);
      const low = Math.max(x, y);
      const seats = { a: seeds[high - 1] as string, b: seeds[low - 1] as string };
      let winner: number | null = null;
      let replays = 0;
      for (let replay = 0; replay <= maxReplays && winner === null; replay++) {
        const state = options.play({ ...seats, round }, replay);
        const rec = recordMatch(current, { seats, month: options.month, state });
        current = rec.league;
        replays = replay;
        const w = state.result?.winner ?? null;
        if (w !== null) winner = w === "a" ? high : low;
      }
      const bySeed = winner === null;
      const through = winner ?? high;
      bouts.push({ round, seats, winner: seeds[through - 1] as string, replays, bySeed });
      next.push(through);
    }
    rounds.push(bouts);
    slots = next;
  }
  const top = slots[0];
  if (top === null || top === undefined) {
    throw new RingsideError("INVALID_ARGUMENT", "rasslefest: tournament refused", "no champion came out");
  }
  const champion = seeds[top - 1] as string;
  return {
    league: {
      ...current,
      champion,
      lastDefence: options.month,
      titleHistory: [...current.titleHistory, { champion, since: options.month, how: "tournament" }],
    },
    champion,
    rounds,
  };
}
