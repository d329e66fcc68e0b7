/**
 * Stun (RingMaster › Stun, text ¶93–¶96): a hit's Stun is its damage ÷ the victim's RES; it replaces
 * the Stun he has only when larger; each round he shakes off his REC; each point is −5% to his rolls
 * and +5% to attacks on him; the attacker may trade it one for one for Action Points.
 * Docs: `docs/ringmaster/rules.md#stun`.
 */

/** The Stun of a hit: damage ÷ RES, rounded down (interpretation: the chapter does not say how to round). */
export function stunOf(damage: number, res: number): number {
  return Math.max(0, Math.floor(damage / Math.max(1, res)));
}

/** New Stun on a wrestler who has `current`: the larger of the two, never their sum (¶95). */
export function applyStun(current: number, inflicted: number): number {
  return Math.max(current, inflicted);
}

/** Stun after shaking off `rec` (a round, ¶94; a pin count shakes 1, ¶109). */
export function shakeOff(current: number, rec: number): number {
  return Math.max(0, current - rec);
}

/** Rounds a wrestler needs to shake all his Stun at `rec` a round (collisions and desperation compare these). */
export function roundsToRecover(stun: number, rec: number): number {
  return stun <= 0 ? 0 : Math.ceil(stun / Math.max(1, rec));
}

/**
 * Trades the defender's Stun for the attacker's Action Points after a successful maneuver (¶96):
 * up to `wanted` points; returns the AP gained and the Stun left.
 */
export function tradeStun(stun: number, wanted: number): { readonly ap: number; readonly stun: number } {
  const ap = Math.max(0, Math.min(stun, wanted));
  return { ap, stun: stun - ap };
}

/**
 * An attribute as a Stunned man rolls it: −5% for each point of his Stun, on every roll he makes
 * (¶95), STA, TOU, SAV and STR checks as much as maneuvers.
 *
 * @example
 * stunnedAttribute(60, 3); // 45
 */
export function stunnedAttribute(attribute: number, stun: number): number {
  return attribute - 5 * Math.max(0, stun);
}

/**
 * Pays a positioning cost of the attacker's own moves (¶58): his Action Points first, then, after a
 * successful maneuver, the Stun he may trade one for one; what neither covers is short.
 *
 * @example
 * payOwnMove(1, 3, 2); // { ap: 0, stun: 1, short: 0 }: one Action Point, one point of Stun
 */
export function payOwnMove(
  ap: number,
  tradable: number,
  cost: number,
): { readonly ap: number; readonly stun: number; readonly short: number } {
  const fromAp = Math.min(ap, cost);
  const fromStun = Math.min(Math.max(0, tradable), cost - fromAp);
  return { ap: ap - fromAp, stun: fromStun, short: cost - fromAp - fromStun };
}
