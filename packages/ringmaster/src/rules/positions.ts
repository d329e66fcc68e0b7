/**
 * Positions (RingMaster › Positioning, text ¶59): two standing (Facing, Behind), three crouching
 * (Sitting, Kneeling, Bent), two fallen (Prone, Facedown); 1 Action Point within a category, 2
 * across; a fallen wrestler must crouch before he stands; the attacker cannot put the defender down
 * (that takes a maneuver) nor into a crouch other than Bent unless from the mat.
 * Docs: `docs/ringmaster/rules.md#positions`.
 */
import { POSITION_CATEGORY, type Position } from "../data/attributes.js";
import type { PositionNeed } from "../data/maneuvers.js";

/** Action Points to shift from one position to another; `undefined` when not allowed in one shift. */
export function shiftCost(from: Position, to: Position): number | undefined {
  if (from === to) return undefined;
  const a = POSITION_CATEGORY[from];
  const b = POSITION_CATEGORY[to];
  if (a === b) return 1;
  if ((a === "fallen" && b === "standing") || (a === "standing" && b === "fallen")) return undefined;
  return 2;
}

/**
 * Whether the attacker may shift the defender from `from` to `to` (¶59): never down onto the mat
 * (that takes a maneuver), though a man already down may be rolled over, Prone to Facedown or back
 * (interpretation: that knocks nobody down; it is how a face-down man is turned for a cover of a prone man, ¶105).
 */
export function attackerMayShiftDefender(from: Position, to: Position): boolean {
  if (shiftCost(from, to) === undefined) return false;
  if (POSITION_CATEGORY[to] === "fallen") return POSITION_CATEGORY[from] === "fallen";
  if (POSITION_CATEGORY[to] === "crouching" && to !== "Bent") return POSITION_CATEGORY[from] === "fallen";
  return true;
}

/** Whether a defender's position meets a maneuver's Needs. */
export function meetsNeed(position: Position, need: PositionNeed): boolean {
  switch (need) {
    case "Any":
      return true;
    case "Standing":
      return POSITION_CATEGORY[position] === "standing";
    case "Crouching":
      return POSITION_CATEGORY[position] === "crouching";
    case "Fallen":
      return POSITION_CATEGORY[position] === "fallen";
    default:
      return position === need;
  }
}
