/**
 * Escaping the cage (RingMaster › Cage matches, text ¶145): a cage match is won by the standard
 * finishes, by leaving the cage first, or by either. Leaving works like a tag: by positioning or by
 * the Lunge Escape maneuver. Ringside's completion (`completion.md` › 14):
 *
 * - **The door**: the cage door faces the aisle, beside the blue corner's rope-side square on the
 *   east side (internal: from that rope square; external: from the floor square beyond the apron).
 *   Going out costs 5 Action Points, as a tag does (¶134).
 * - **Over the top**: from a corner, 2 Action Points a Step of cage height above the top rope
 *   (climbing is 2 AP a rope level, ¶67); impossible under a roof.
 * - **The Lunge Escape**: an AGI-1 maneuver, −5% per Action Point he is short of a way out, like
 *   the Lunge Tag (¶135).
 * Docs: `docs/ringmaster/cages.md#escape`.
 */
import { distance, squareKind, type Square } from "../ring.js";
import { cageHeightSteps, type Cage } from "./cage.js";

/** Action Points to go out through the door (as a tag, ¶134). */
export const DOOR_AP = 5;

/** The square a wrestler leaves through the door from. */
export function doorSquare(cage: Cage): Square {
  return cage.kind === "internal" ? { row: 5, col: 7 } : { row: 5, col: 9 };
}

/** Action Points to climb over the top from a corner: 2 a Step above the top rope (3 Steps up); `undefined` under a roof. */
export function climbOverAp(cage: Cage): number | undefined {
  if (cage.roof) return undefined;
  return 2 * Math.max(1, cageHeightSteps(cage.feet) - 3);
}

/** The ways out from a square and their AP cost (the walk there included). */
export function escapeCost(cage: Cage, at: Square): number | undefined {
  const door = distance(at, doorSquare(cage)) + DOOR_AP;
  const climb = climbOverAp(cage);
  if (climb === undefined) return door;
  const corners: Square[] = [
    { row: 2, col: 2 },
    { row: 2, col: 7 },
    { row: 7, col: 2 },
    { row: 7, col: 7 },
  ];
  const toCorner = Math.min(...corners.map((c) => distance(at, c)));
  return Math.min(door, toCorner + 6 + climb);
}

/** Whether he can walk out now with the AP he has. */
export function canEscape(cage: Cage, at: Square, ap: number): boolean {
  if (cage.victory === "standard") return false;
  const cost = escapeCost(cage, at);
  return cost !== undefined && cost <= ap;
}

/**
 * The Lunge Escape's target: AGI + training, −5% per AP short of the cheapest way out.
 *
 * @example
 * lungeEscapeTarget(60, 0, 12, 5); // 60 − 35 = 25
 */
export function lungeEscapeTarget(agi: number, bonus: number, costToEscape: number, ap: number): number {
  return agi + bonus - 5 * Math.max(0, costToEscape - ap);
}

/** Whether the square is a corner (climbing starts there). */
export function isCorner(s: Square): boolean {
  return squareKind(s) === "corner";
}
