/**
 * The ambush (RingMaster › text ¶18): attacking before the bell gives Advantage with no SAV Contest
 * and no tie-up, and the first attack is Unopposed; it draws a Referee Warning unless the referee is
 * distracted, and spends one of the ambusher's Turnovers unless the victim is in his Ritual (the
 * Flaw). Ringside's reading: a wrestler with no Turnover left (or none at all) cannot ambush unless
 * the victim is in his Ritual.
 * Docs: `docs/ringmaster/turnovers.md#the-ambush`.
 */

/** What an ambush costs the ambusher. */
export interface AmbushCost {
  /** It is allowed. */
  readonly allowed: boolean;
  /** Turnovers spent. */
  readonly turnovers: number;
  /** A Referee Warning is given. */
  readonly warning: boolean;
}

/**
 * The cost of an ambush.
 *
 * @example
 * ambushCost({ turnoversLeft: 1, victimInRitual: false, refereeDistracted: false }); // { allowed: true, turnovers: 1, warning: true }
 */
export function ambushCost(s: {
  readonly turnoversLeft: number;
  readonly victimInRitual: boolean;
  readonly refereeDistracted: boolean;
}): AmbushCost {
  const turnovers = s.victimInRitual ? 0 : 1;
  return { allowed: s.turnoversLeft >= turnovers, turnovers, warning: !s.refereeDistracted };
}
