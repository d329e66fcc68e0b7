/**
 * Turnovers (RingMaster › Turnovers, text ¶125–¶129, ¶87): a wrestler has as many Turnovers a match
 * as his Prestige rank gives (the table is Ringside's completion, `completion.md` › 3). Rulebreakers
 * (negative Prestige) spend Cheapshots, fan favourites (positive) Comebacks.
 *
 * - A Cheapshot, as the defender before the attack roll: he takes Advantage for the round with any
 *   illegal maneuver, keeping the positions the attacker made (¶126).
 * - A Comeback the same way, with any maneuver, but only when he is a wear-down Level or more below
 *   the opponent, or at Level IV (¶128).
 * - Either breaks a pin or a hold at once with no check, but does not give Advantage; a Cheapshot
 *   draws a Referee Check, a Comeback never does and needs no Level gap (¶127, ¶129).
 * - No Turnover breaks the pin after a Finisher on a Winded or worse opponent (¶87).
 * Docs: `docs/ringmaster/turnovers.md`.
 */
import type { WearDownLevel } from "../../data/attributes.js";
import { prestigeRank } from "../../data/creation.js";

/** The two flavours of Turnover. */
export type TurnoverKind = "comeback" | "cheapshot";

/** Which Turnovers a Prestige gives, or `null` for a Preliminary at 0. */
export function turnoverKind(prestige: number): TurnoverKind | null {
  if (prestige > 0) return "comeback";
  if (prestige < 0) return "cheapshot";
  return null;
}

/** Turnovers a match for a Prestige (completion's rank table). */
export function turnoversFor(prestige: number): number {
  return prestigeRank(prestige).turnovers;
}

/** What the defender wants to use a Turnover for. */
export type TurnoverUse = "advantage" | "break-pin" | "break-hold";

/** The situation a Turnover is weighed in. */
export interface TurnoverSituation {
  /** His Prestige. */
  readonly prestige: number;
  /** Turnovers he has left. */
  readonly left: number;
  /** His wear-down Level. */
  readonly level: WearDownLevel;
  /** His opponent's wear-down Level. */
  readonly opponentLevel: WearDownLevel;
  /** The maneuver he would seize Advantage with is illegal (a Cheapshot must be, ¶126). */
  readonly illegalManeuver?: boolean;
  /** The pin follows a Finisher on a Winded or worse opponent (¶87). */
  readonly finisherPin?: boolean;
}

/**
 * Whether a Turnover may be used, and of which kind; `null` when it may not.
 *
 * @example
 * mayUseTurnover("advantage", { prestige: 40, left: 2, level: 3, opponentLevel: 2 }); // "comeback"
 * mayUseTurnover("advantage", { prestige: 40, left: 2, level: 2, opponentLevel: 2 }); // null: not a Level below
 */
export function mayUseTurnover(use: TurnoverUse, s: TurnoverSituation): TurnoverKind | null {
  const kind = turnoverKind(s.prestige);
  if (kind === null || s.left < 1) return null;
  if (use === "break-pin" && s.finisherPin === true) return null;
  if (use !== "advantage") return kind;
  if (kind === "cheapshot") return s.illegalManeuver === false ? null : kind;
  return s.level >= s.opponentLevel + 1 || s.level === 4 ? kind : null;
}

/**
 * Whether using this Turnover draws a Referee Check of its own: a Cheapshot's break does (¶127); a
 * Cheapshot that seizes Advantage is checked through its illegal maneuver instead; a Comeback never.
 */
export function turnoverDrawsCheck(kind: TurnoverKind, use: TurnoverUse): boolean {
  return kind === "cheapshot" && use !== "advantage";
}

/** Whether the Turnover gives Advantage: only when used to seize it, never on a break (¶127, ¶129). */
export function turnoverGivesAdvantage(use: TurnoverUse): boolean {
  return use === "advantage";
}
