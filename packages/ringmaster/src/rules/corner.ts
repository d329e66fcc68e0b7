/**
 * The corner (RingMaster › Situations, text ¶33–¶34): a man standing in a turnbuckle square is in
 * the corner. Trapped there, attacks on him are at +10% and force a Referee Check; the attacker may
 * put him there without trapping him, giving up both. Either way the corner works on the maneuver:
 * a knock-down throws him back into the turnbuckle, where he stays on his feet and takes the
 * turnbuckle's Stun Code in place of the Slam die's WDB; a Dashing maneuver against him is High
 * Risk; a High Risk maneuver that misses him sends the attacker into the turnbuckle the same way.
 * Docs: `docs/ringmaster/rules.md#the-corner`.
 */
import type { ManeuverTag } from "../data/maneuvers.js";

/** The parts of a maneuver the corner reads. */
export interface CornerManeuver {
  /** Its tags (`dashing`, `highrisk`, `lifting`, `pin`). */
  readonly tags: readonly ManeuverTag[];
  /** The position it leaves the defender in, `null` when unchanged. */
  readonly leaves: string | null;
}

/** How the defender stands toward the corner for one attack. */
export interface CornerSituation {
  /** He stands in a turnbuckle square: the corner's effects apply (¶34). */
  readonly inCorner: boolean;
  /** He is trapped there: +10% to hit and a Referee Check (¶33); `false` when put there untrapped. */
  readonly trapped: boolean;
}

/**
 * The corner for one attack: `inCorner` when the defender stands in a turnbuckle square, trapped
 * unless the attacker declared he puts him there without trapping him.
 *
 * @example
 * cornerSituation(true, true, false); // { inCorner: true, trapped: true }
 * cornerSituation(true, true, true); // { inCorner: true, trapped: false }: no +10%, no check
 */
export function cornerSituation(
  inTurnbuckleSquare: boolean,
  standing: boolean,
  untrapped: boolean,
): CornerSituation {
  const inCorner = inTurnbuckleSquare && standing;
  return { inCorner, trapped: inCorner && !untrapped };
}

/** High Risk now: Flying, Leaping and Springboard always (¶81), Dashing against a man in the corner (¶34). */
export function highRiskNow(m: CornerManeuver, corner: CornerSituation): boolean {
  return m.tags.includes("highrisk") || (corner.inCorner && m.tags.includes("dashing"));
}

/**
 * A hit that throws the cornered man back into the turnbuckle (¶34): a maneuver that would knock a
 * standing man down. Lifts and roll-up pins take him out of the corner instead (interpretation:
 * they carry him to the mat rather than knock him back; see the Interpretations page).
 */
export function knockedIntoTurnbuckle(m: CornerManeuver, corner: CornerSituation): boolean {
  const knocksDown = m.leaves === "Prone" || m.leaves === "Facedown";
  return corner.inCorner && knocksDown && !m.tags.includes("lifting") && !m.tags.includes("pin");
}

/**
 * A missed High Risk maneuver against a man standing in the corner (¶34): the attacker hits the
 * turnbuckle, stays on his feet and takes its Stun Code with his Slam die; elsewhere he crashes to
 * the mat (¶81).
 */
export function missIntoTurnbuckle(corner: CornerSituation): boolean {
  return corner.inCorner;
}
