/**
 * The moves the referee's chapter adds to each phase: Turnovers (¶125–¶130), tags and saves (¶133–¶139), escapes
 * from a cage (¶145), and the cage's limits on stepping and whipping (¶144).
 */
import type { RingMasterMove, RingMasterState } from "../state.js";
import type { RingMasterPlayer } from "../config.js";
import { cageClimbMoves, cageFilter, escapeMoves } from "./cageMatch.js";
import {
  attackBothMoves,
  doubleTeamMoves,
  lungeTagMoves,
  overstayMoves,
  saveMoves,
  tagMoves,
} from "./tagTeam.js";
import { distractMoves } from "./referee.js";
import { mayBreakWithTurnover, turnoverMoves } from "./turnovers.js";

type P = RingMasterPlayer;

/** Extra moves of the pinned or held wrestler: a Turnover's break, a partner's save. */
export function breakMoves(s: RingMasterState, p: P): RingMasterMove[] {
  const out: RingMasterMove[] = [];
  if (mayBreakWithTurnover(s, p)) out.push({ type: "turnover-break" });
  if (s.phase === "pin") out.push(...saveMoves(s, p));
  return out;
}

/** Extra moves of the defender before the roll: Turnovers, the Lunge Tag. */
export function respondMoves(s: RingMasterState, p: P): RingMasterMove[] {
  return [...turnoverMoves(s, p), ...lungeTagMoves(s, p)];
}

/** The attacker's moves with the tag team's, the cage's and the referee's added and the cage's removed. */
export function positionMoves(s: RingMasterState, p: P, base: readonly RingMasterMove[]): RingMasterMove[] {
  return [
    ...cageFilter(s, base),
    ...tagMoves(s, p),
    ...doubleTeamMoves(s, p),
    ...overstayMoves(s, p),
    ...attackBothMoves(s, p),
    ...cageClimbMoves(s, p),
    ...escapeMoves(s, p),
    ...distractMoves(s),
  ];
}
