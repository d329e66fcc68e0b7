/**
 * Action Points and what they buy (RingMaster › Positioning, text ¶58, ¶64–¶72): SPD a round, Stun
 * traded for more; the costs of running, whipping, rebounding, climbing, placing on a turnbuckle,
 * covering, hooking the leg and playing to the crowd; and what happens when an action costs more
 * than is left (the chapter's list is lost: Ringside's completion, `completion.md` › 10).
 * Docs: `docs/ringmaster/rules.md#action-points`.
 */

/** The chapter's costs in Action Points. */
export const AP_COSTS = {
  /** Break into a run from standing (¶64). */
  run: 4,
  /** Irish-whip a standing opponent into the ropes (¶64). */
  whip: 2,
  /** Rebound into a run when by the ropes or just whipped (¶65). */
  rebound: 2,
  /** Climb one rope level of a turnbuckle (¶67). */
  climbPerRope: 2,
  /** Place the opponent on a turnbuckle (¶68; and a STR check). */
  place: 2,
  /** A pin cover (¶71). */
  cover: 1,
  /** Hooking the leg on a cover (¶71). */
  hook: 1,
  /** Playing to the crowd (¶72). */
  playToCrowd: 4,
  /** Drawing a hidden object (¶43). */
  drawObject: 2,
  /** Taking a boot off to use it (¶43). */
  removeBoot: 3,
  /** Getting down from a turnbuckle or off the shoulders (completion: one step down). */
  descend: 1,
} as const;

/** One action's payment: what is paid, and how many points it was short. */
export interface Payment {
  /** Action Points left after it. */
  readonly left: number;
  /** Points it was short (0 when affordable). */
  readonly short: number;
}

/**
 * Pays for an action. Short of points, the action still happens, the round's maneuver check is −5%
 * a missing point, and no positioning follows (completion). With no points at all nothing is
 * possible: `undefined`.
 */
export function pay(available: number, cost: number): Payment | undefined {
  if (available <= 0 && cost > 0) return undefined;
  return available >= cost ? { left: available - cost, short: 0 } : { left: 0, short: cost - available };
}

/**
 * The STR check target to place the opponent on a turnbuckle (¶68): STR − his Lift, −5 for the
 * second rope and −10 for the top one.
 *
 * @example
 * placeTarget(60, 25, 3); // 25
 */
export function placeTarget(str: number, opponentLift: number, rope: 1 | 2 | 3): number {
  return str - opponentLift - (rope === 2 ? 5 : rope === 3 ? 10 : 0);
}

/**
 * Where a placed man ends up (¶69): standing on `rope`, or sat on it, which counts as standing on
 * the next lower rope (nobody sits on the first). Lifting him onto one's shoulders counts as sitting
 * him on the top rope, anywhere in the arena ({@link SHOULDERS}).
 */
export function placedRope(rope: 1 | 2 | 3, sit: boolean): number | undefined {
  if (sit && rope === 1) return undefined;
  return sit ? rope - 1 : rope;
}

/** Lifting onto the shoulders: the check and height of sitting him on the top rope (¶69). */
export const SHOULDERS = { rope: 3, sit: true } as const;

/** Action Points to climb from the mat (or a lower rope) to a rope level (¶67): 2 a level. */
export function climbCost(fromRope: 0 | 1 | 2 | 3, toRope: 1 | 2 | 3): number | undefined {
  return toRope > fromRope ? AP_COSTS.climbPerRope * (toRope - fromRope) : undefined;
}
