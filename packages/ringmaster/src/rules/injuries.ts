/**
 * Injuring maneuvers and Injury points (RingMaster › Injuries, text ¶97–¶100). Three of the four
 * situations are in the text (an Ace ¶78, a foreign object ¶39, a Finisher ¶98); the fourth, a hard
 * landing, is Ringside's completion (`completion.md` › 10).
 * Docs: `docs/ringmaster/rules.md#injuries`.
 */
import type { BodyPart } from "../data/attributes.js";

/** The situations that make a maneuver Injuring. */
export interface InjuringSituation {
  /** The check was an Ace. */
  readonly ace?: boolean;
  /** A foreign object was used. */
  readonly object?: boolean;
  /** It is the attacker's Finisher. */
  readonly finisher?: boolean;
  /** The Stun Code dice of the surface he is driven into (3 or more is a hard landing). */
  readonly surfaceDice?: number;
  /** Steps he falls (3 or more is a hard landing). */
  readonly steps?: number;
}

/** How many Injuring conditions hold (0: not Injuring). */
export function injuringConditions(s: InjuringSituation): number {
  const hard = (s.surfaceDice ?? 0) >= 3 || (s.steps ?? 0) >= 3;
  return [s.ace === true, s.object === true, s.finisher === true, hard].filter(Boolean).length;
}

/** Injury points per body part. */
export type Injuries = Readonly<Partial<Record<BodyPart, number>>>;

/** Adds Injury points on one part. */
export function addInjury(injuries: Injuries, part: BodyPart, points: number): Injuries {
  if (points <= 0) return injuries;
  return { ...injuries, [part]: (injuries[part] ?? 0) + points };
}

/** Injury points on the parts a maneuver needs: its penalty is −5% a point (¶99, interpretation of the size). */
export function injuryPenaltyPoints(injuries: Injuries, uses: readonly BodyPart[]): number {
  return uses.reduce((n, p) => n + (injuries[p] ?? 0), 0);
}
