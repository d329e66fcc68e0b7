/**
 * Helpers every phase of the match shares: the corners, checks as events, SPD and REC now, and the end of the match.
 */
import type { MatchResult } from "@ringside/core";
import type { RingMasterWrestler, RingMasterPlayer } from "../config.js";
import { wearDownLevel } from "../rules/wearDown.js";
import { deriveTraits } from "../data/traits.js";
import type { CheckResult } from "../rules/attributeCheck.js";
import { type Square, distance, squareKind } from "../rules/ring.js";
import type { RingMasterCorner, RingMasterState } from "../state.js";
import type { CheckEvent } from "../events.js";

type P = RingMasterPlayer;

/** The other corner. */
export function opponentOf(p: P): P {
  return p === "red" ? "blue" : "red";
}

/** A wrestler at the bell: his traits with Merits and Flaws, full Intensity, standing on `square`. */
export function corner(sheet: RingMasterWrestler, square: Square): RingMasterCorner {
  const traits = deriveTraits(sheet, {
    res: (sheet.merits.includes("Iron Jaw") ? 1 : 0) - (sheet.merits.includes("Glass Jaw") ? 1 : 0),
    rec: sheet.merits.includes("Quick Recovery") ? 1 : 0,
  });
  return {
    sheet,
    traits,
    intensity: traits.intensity,
    level: 1,
    stun: 0,
    impairment: 0,
    position: "Facing",
    square,
    rope: 0,
    running: false,
    injuries: {},
    out: false,
    dazed: false,
    prestigeGained: 0,
    object: null,
    ...(sheet.concealed !== undefined && sheet.concealed.length > 0
      ? { concealed: [...sheet.concealed] }
      : {}),
  };
}

/** A check as events show it. */
export const check = (c: CheckResult): CheckEvent => ({ roll: c.roll, target: c.target, grade: c.grade });

/** His Action Points a round (SPD, less one at Level I for a Slow Starter). */
export function spd(c: RingMasterCorner): number {
  return Math.max(1, c.traits.SPD - (c.level === 1 && c.sheet.merits.includes("Slow Starter") ? 1 : 0));
}

/** His Recovery at his current wear-down Level. */
export function rec(c: RingMasterCorner): number {
  return c.traits.REC[c.level - 1] ?? 1;
}

/** Stun the attacker may trade for Action Points: his opponent's, after his own hit (¶58, ¶96). */
export function tradableStun(s: RingMasterState): number {
  const last = s.last;
  return last !== null && last.by === s.attacker && last.hit ? s.corners[opponentOf(s.attacker)].stun : 0;
}

/** The state with one corner patched. */
export function withCorner(s: RingMasterState, p: P, patch: Partial<RingMasterCorner>): RingMasterState {
  return { ...s, corners: { ...s.corners, [p]: { ...s.corners[p], ...patch } } };
}

/** A square at the ropes or in a corner (rebounds, springboards). */
export function nearRopes(sq: Square): boolean {
  const k = squareKind(sq);
  return k === "ropes" || k === "corner";
}
/** The wrestlers share a square or stand next to each other. */
export function sameOrAdjacent(a: RingMasterCorner, b: RingMasterCorner): boolean {
  return distance(a.square, b.square) <= 1;
}
/** A new Intensity with the wear-down Level it gives. */
export function intensityPatch(c: RingMasterCorner, intensity: number): Partial<RingMasterCorner> {
  return { intensity, level: wearDownLevel(intensity, c.traits.levels) };
}
/** The match over with `result`. */
export function finish(s: RingMasterState, result: MatchResult<P>): RingMasterState {
  return { ...s, phase: "over", result, pending: null, pin: null, hold: null };
}
