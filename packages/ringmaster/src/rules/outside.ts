/**
 * Fighting outside the ring (RingMaster › Over the top rope ¶49, Dives ¶54, heights ¶70): a maneuver
 * that puts a man down, tried on a man at the ropes (or running), throws him over the top rope when
 * it succeeds by 10 more than his Lift: he lands on the ringside floor and takes a Slam Die with 5
 * Steps. A dive to the floor from a turnbuckle or the apron adds a Fall Die if the Code has none and
 * is −10% (not for a Daredevil); the diver takes the floor's Stun Code dice himself (a Daredevil,
 * half of them: completion).
 * Docs: `docs/ringmaster/rules.md#outside-the-ring`.
 */

/** Steps of the fall over the top rope to the floor (3 for the top rope + 2 for the apron, ¶49, ¶70). */
export const OVER_THE_TOP_STEPS = 5;

/** Whether a hit throws the man over the top rope: its margin beats his Lift by 10 or more (¶49). */
export function overTheTop(margin: number, lift: number): boolean {
  return margin >= lift + 10;
}

/** The Force Code of a dive to the floor: a Fall Die added if it has none (¶54). */
export function diveForce(force: string): string {
  return force.includes("F") ? force : `${force}F`;
}

/** Stun Code dice the diver takes on landing: the floor's, halved (rounded down) for a Daredevil. */
export function diverLandingDice(floorDice: number, daredevil: boolean): number {
  return daredevil ? Math.floor(floorDice / 2) : floorDice;
}
