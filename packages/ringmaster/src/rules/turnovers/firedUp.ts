/**
 * Fired Up (RingMaster › text ¶130–¶132): a fan favourite who spends two Comebacks at once to take
 * Advantage is Fired Up; a rulebreaker cannot fire up with Cheapshots. The benefits (¶131's list is
 * lost) are Ringside's completion (`completion.md` › 10): his Stun is cleared at once; +10% to his
 * maneuvers for 3 rounds; Counters against him −10% for those rounds.
 * Docs: `docs/ringmaster/turnovers.md#fired-up`.
 */
import { mayUseTurnover, type TurnoverSituation } from "./turnovers.js";

/** The benefits of Fired Up (completion). */
export const FIRED_UP = { rounds: 3, maneuverBonus: 10, counterPenalty: 10, clearsStun: true } as const;

/** Turnovers it takes (¶130). */
export const FIRED_UP_COST = 2;

/**
 * Whether he may fire up now: a fan favourite, two Comebacks left, and the Comeback's own condition
 * for seizing Advantage (a Level below, or at Level IV).
 *
 * @example
 * mayFireUp({ prestige: 70, left: 3, level: 4, opponentLevel: 4 }); // true
 */
export function mayFireUp(s: TurnoverSituation): boolean {
  return s.left >= FIRED_UP_COST && mayUseTurnover("advantage", s) === "comeback";
}

/** The bonus to his maneuvers and the penalty to Counters against him while `rounds` remain. */
export function firedUpModifiers(rounds: number): { readonly maneuver: number; readonly counters: number } {
  return rounds > 0
    ? { maneuver: FIRED_UP.maneuverBonus, counters: -FIRED_UP.counterPenalty }
    : { maneuver: 0, counters: 0 };
}
