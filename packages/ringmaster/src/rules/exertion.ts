/**
 * Exertion (RingMaster › Effects, text ¶89): a successful maneuver costs the attacker Intensity
 * equal to its Level, and a lift another fifth of the opponent's Lift, rounded up (a tenth with
 * Style: Powerhouse: completion). Lifting him onto a turnbuckle costs the lift part too.
 * Docs: `docs/ringmaster/rules.md#exertion`.
 */

/**
 * The Intensity a successful maneuver costs its attacker.
 *
 * @example
 * exertion(3, true, 25); // 3 + 5 = 8: a Vertical Suplex on a 250 lb man
 */
export function exertion(level: number, lifting: boolean, opponentLift: number, powerhouse = false): number {
  return level + (lifting ? liftExertion(opponentLift, powerhouse) : 0);
}

/** The lifting part alone: Lift ÷ 5 rounded up (÷ 10 with Style: Powerhouse). */
export function liftExertion(opponentLift: number, powerhouse = false): number {
  return Math.ceil(opponentLift / (powerhouse ? 10 : 5));
}
