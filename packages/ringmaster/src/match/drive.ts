/**
 * The `object` maneuvers in the match: what the defender can be driven into where he stands
 * (`rules/objectTarget.ts`), and the Stun Code dice of it.
 */
import type { FlaggedManeuver } from "../data/flags.js";
import { STUN_CODE_DICE } from "../data/stunCodes.js";
import { cageStunDice, mayRebound } from "../rules/cage/cage.js";
import { WHIP_TARGET_DICE, whipTargets } from "../rules/foreignObjects.js";
import { type DriveSituation, type DriveSurface, driveSurface } from "../rules/objectTarget.js";
import { inRing, squareKind } from "../rules/ring.js";
import type { AttackOption, RingMasterCorner, RingMasterState } from "../state.js";

/** Where the defender stands, for the `object` maneuvers. */
export function driveSituationOf(s: Omit<RingMasterState, "dice">, def: RingMasterCorner): DriveSituation {
  const kind = squareKind(def.square);
  const cage = s.options.cage;
  return {
    inRing: inRing(def.square),
    inCorner: kind === "corner",
    ringside: whipTargets(def.square),
    atCageWall: cage !== null && !mayRebound(cage) && (kind === "ropes" || kind === "corner"),
  };
}

/**
 * Whether `m` with `option` has something to drive the man into (always, for maneuvers without the
 * `object` tag or with their object in hand); a whip on the floor needs its `into-` option.
 */
export function canDrive(
  s: Omit<RingMasterState, "dice">,
  def: RingMasterCorner,
  m: FlaggedManeuver,
  option: AttackOption | null,
): boolean {
  if (!m.tags.includes("object")) return true;
  if (option !== null && option.startsWith("into-")) return true;
  return driveSurface(m.base, driveSituationOf(s, def)) !== undefined;
}

/** The Stun Code dice of what a Head Slam drives him into, or `undefined` for other maneuvers. */
export function driveDice(
  s: Omit<RingMasterState, "dice">,
  def: RingMasterCorner,
  m: FlaggedManeuver,
): number | undefined {
  if (m.base !== "Head Slam") return undefined;
  const surface: DriveSurface | null | undefined = driveSurface(m.base, driveSituationOf(s, def));
  if (surface === "turnbuckle") return STUN_CODE_DICE.turnbuckle;
  if (surface === "cage") return s.options.cage === null ? undefined : cageStunDice(s.options.cage);
  return surface === null || surface === undefined ? undefined : WHIP_TARGET_DICE[surface];
}
