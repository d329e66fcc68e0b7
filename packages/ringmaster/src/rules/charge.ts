/**
 * The charge (RingMaster › Situations, text ¶35): a maneuver made while running adds a Velocity
 * Die to its Force Code. Every Dashing maneuver of the catalogue is made at a run; a Code that
 * already carries a `V` (the Running Flag, the Suicide Dive) does not get a second one.
 * Docs: `docs/ringmaster/rules.md#charging`.
 */

/**
 * The Force Code of a maneuver as thrown: a charge (a Dashing maneuver by a running man) adds `V`.
 *
 * @example
 * chargedForce("BPS", true, true); // "BPSV"
 * chargedForce("BBVw", true, true); // "BBVw": one Velocity Die only
 */
export function chargedForce(force: string, dashing: boolean, running: boolean): string {
  return dashing && running && !force.includes("V") ? `${force}V` : force;
}
