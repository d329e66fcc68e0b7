/**
 * What an `object` maneuver drives the man into (completion's `object` tag: "needs an object or
 * surface"; ¶34, ¶40, ¶144). An Irish Whip inside the ropes sends him into a turnbuckle, and on the
 * ringside floor only into a ringside object named with it (the steps, the railing, a post). A Head
 * Slam needs a surface within reach: the turnbuckle when he stands in a corner, a ringside object
 * beside him on the floor, or the cage when he stands at its wall. A Toss throws him into the
 * railing from the floor. Without such a surface the maneuver cannot be tried: there is nothing to
 * drive him into. Foreign Object Smash and the Fire Tab bring their object in the hand.
 * Docs: `docs/ringmaster/rules.md#driving-a-man-into-something`.
 */
import type { WhipTarget } from "./foreignObjects.js";

/** Where the defender stands, as the `object` maneuvers see it. */
export interface DriveSituation {
  /** He is inside the ropes. */
  readonly inRing: boolean;
  /** He stands in a turnbuckle square. */
  readonly inCorner: boolean;
  /** The ringside objects beside him on the floor (none inside the ropes). */
  readonly ringside: readonly WhipTarget[];
  /** He stands at the wall of a cage (a rope-side or corner square of an internal cage). */
  readonly atCageWall: boolean;
}

/** What the man is driven into: a turnbuckle, a ringside object, the cage. */
export type DriveSurface = "turnbuckle" | WhipTarget | "cage";

/**
 * The surface an `object` maneuver drives him into, `null` for a maneuver that brings its own object
 * or needs none, or `undefined` when there is nothing to drive him into (the maneuver cannot be tried).
 *
 * @example
 * driveSurface("Head Slam", { inRing: true, inCorner: true, ringside: [], atCageWall: false }); // "turnbuckle"
 * driveSurface("Head Slam", { inRing: true, inCorner: false, ringside: [], atCageWall: false }); // undefined
 */
export function driveSurface(base: string, d: DriveSituation): DriveSurface | null | undefined {
  switch (base) {
    case "Irish Whip":
      // inside the ropes he is whipped into a corner; on the floor only into a named object
      return d.inRing ? "turnbuckle" : undefined;
    case "Head Slam":
      if (d.inCorner) return "turnbuckle";
      if (d.atCageWall) return "cage";
      return d.ringside[0];
    case "Toss":
      return d.inRing ? undefined : d.ringside.includes("railing") ? "railing" : undefined;
    default:
      return null;
  }
}
