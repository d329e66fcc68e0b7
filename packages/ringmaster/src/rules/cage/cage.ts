/**
 * The cage (RingMaster › Cage matches, text ¶142–¶144): its material gives a Stun Code (chain-link
 * 1d6, steel pipe 5d6); its height is 1 Step per foot above the 2-foot ring, so a fall from its top
 * adds 2 points a Step (¶23); it may have a roof. An external cage stands around the apron and part
 * of ringside, so the apron and turnbuckles stay in play; an internal cage sits flush with the
 * apron or replaces the ropes: nobody leaves the ring except by the door or over the top, nobody
 * rebounds off the ropes, and every Irish Whip is the Irish Whip maneuver into the cage's Stun Code.
 * Which squares are inside and which face the cage wall is Ringside's reading of the ring grid
 * (`completion.md` › 14).
 * Docs: `docs/ringmaster/cages.md`.
 */
import {
  CAGE_STUN_DICE,
  RING_FEET,
  type CageKind,
  type CageMaterial,
  type CageVictory,
} from "../../data/cages.js";
import { distance, inRing, squareKind, type Square } from "../ring.js";

/** A cage as a match option. */
export interface Cage {
  /** What it is built from. */
  readonly material: CageMaterial;
  /** Its height in feet above the arena floor (more than the ring's 2). */
  readonly feet: number;
  /** It has a roof (no climbing over the top). */
  readonly roof: boolean;
  /** External (around the apron and ringside) or internal (flush with the apron). */
  readonly kind: CageKind;
  /** How the match is won. */
  readonly victory: CageVictory;
}

/** The cage's height in Steps: a Step for each foot above the ring (¶143). */
export function cageHeightSteps(feet: number): number {
  return Math.max(0, feet - RING_FEET);
}

/** Its Stun Code in d6 (¶143). */
export function cageStunDice(cage: Cage): number {
  return CAGE_STUN_DICE[cage.material];
}

/** Altitude damage of a fall from the top of the cage to the mat: 2 a Step (¶23, ¶143). */
export function cageFallBonus(cage: Cage): number {
  return 2 * cageHeightSteps(cage.feet);
}

/** Whether a wrestler may stand on `s` inside this cage: internal keeps him in the ring, external adds the apron and the floor around it. */
export function insideCage(cage: Cage, s: Square): boolean {
  if (cage.kind === "internal") return inRing(s);
  const k = squareKind(s);
  return k !== undefined && k !== "post";
}

/** Whether a wrestler on `s` is against the cage wall (the rope-side squares of an internal cage; the outer floor ring of an external one). */
export function againstCage(cage: Cage, s: Square): boolean {
  const k = squareKind(s);
  return cage.kind === "internal" ? k === "ropes" || k === "corner" : k === "floor";
}

/** Whether a running wrestler may rebound off the ropes (not inside an internal cage, ¶144). */
export function mayRebound(cage: Cage | null): boolean {
  return cage === null || cage.kind !== "internal";
}

/**
 * What an Irish Whip does: off the ropes (a run) normally; inside an internal cage it is the Irish
 * Whip maneuver into the cage, the victim taking its Stun Code (¶144).
 */
export function whipKind(cage: Cage | null): "ropes" | "into-cage" {
  return mayRebound(cage) ? "ropes" : "into-cage";
}

/**
 * Where a wrestler climbs the cage (Ringside's reading, `completion.md` › 14): inside an internal
 * cage, from a corner, on up from the top turnbuckle; inside an external one, from a floor square
 * against the wall.
 */
export function climbsCageFrom(cage: Cage, s: Square): boolean {
  return cage.kind === "internal" ? squareKind(s) === "corner" : squareKind(s) === "floor";
}

/**
 * The top of the cage in Steps above where its climber started (¶143): above the mat inside an
 * internal cage; above the arena floor (2 Steps lower, ¶70) inside an external one.
 *
 * @example
 * cageTopSteps({ material: "chain-link", feet: 15, roof: false, kind: "internal", victory: "both" }); // 13
 */
export function cageTopSteps(cage: Cage): number {
  return cage.kind === "internal" ? cageHeightSteps(cage.feet) : cage.feet;
}

/** Whether he can climb one more Step of the cage from `s` at height `rope` (climbs by Steps, as turnbuckles, ¶67). */
export function mayClimbCage(cage: Cage, s: Square, rope: number): boolean {
  if (!climbsCageFrom(cage, s) || rope >= cageTopSteps(cage)) return false;
  // Inside an internal cage the turnbuckles come first (the ordinary climb up to the top rope)
  return cage.kind === "external" || rope >= 3;
}

/** Whether he is on top of the cage. */
export function onCageTop(cage: Cage, s: Square, rope: number): boolean {
  return climbsCageFrom(cage, s) && rope >= cageTopSteps(cage);
}

/** Squares from a cage climb can start (for the walk to the nearest). */
export function nearestClimb(cage: Cage, from: Square): number {
  if (climbsCageFrom(cage, from)) return 0;
  if (cage.kind === "internal") {
    const corners: Square[] = [
      { row: 2, col: 2 },
      { row: 2, col: 7 },
      { row: 7, col: 2 },
      { row: 7, col: 7 },
    ];
    return Math.min(...corners.map((c) => distance(from, c)));
  }
  // The floor ring around the apron is one square beyond it
  const r = Math.min(from.row, 9 - from.row);
  const c = Math.min(from.col, 9 - from.col);
  return Math.min(r, c);
}
