/**
 * Escaping the cage (RingMaster › Cage matches, text ¶145): a cage match is won by the standard
 * finishes, by leaving the cage first, or by either. Leaving works like a tag: by positioning or by
 * the Lunge Escape maneuver. Ringside's completion (`completion.md` › 14):
 *
 * - **The door**: the cage door faces the aisle, beside the blue corner's rope-side square on the
 *   east side (internal: from that rope square; external: from the floor square beyond the apron).
 *   Going out costs 5 Action Points, as a tag does (¶134), and only while the other man is down
 *   (not standing, or out cold): a man on his feet stops anyone walking out past him, as the other
 *   team cuts off a tag. So a fresh man does not stroll out at the bell.
 * - **Over the top**: climb the cage Step by Step (2 AP a Step, as a rope level, ¶67: inside an
 *   internal cage from a corner, past the turnbuckles; inside an external one from the floor by the
 *   wall); once on top he is over (the climb is the price); impossible under a roof.
 * - **The Lunge Escape**: an AGI-1 maneuver, −5% per Action Point he is short of a way out, like
 *   the Lunge Tag (¶135).
 * Docs: `docs/ringmaster/cages.md#escape`.
 */
import type { ResultMethod } from "@ringside/core";
import { distance, type Square } from "../ring.js";
import { cageTopSteps, climbsCageFrom, nearestClimb, onCageTop, type Cage } from "./cage.js";

/** Action Points to go out through the door (as a tag, ¶134). */
export const DOOR_AP = 5;

/** The square a wrestler leaves through the door from. */
export function doorSquare(cage: Cage): Square {
  return cage.kind === "internal" ? { row: 5, col: 7 } : { row: 5, col: 9 };
}

/** Action Points to go over once on top of the cage: none, the climb is the price (`completion.md` › 14). */
export const OVER_TOP_AP = 0;

/** Action Points to climb from where a climb starts to the top and over; `undefined` under a roof. */
export function climbOverAp(cage: Cage, rope = 0): number | undefined {
  if (cage.roof) return undefined;
  return 2 * Math.max(0, cageTopSteps(cage) - rope) + OVER_TOP_AP;
}

/**
 * The cheapest way out from a square at a height (`rope`, in Steps) and its AP cost, the walk there
 * included; `doorOpen`: the other man is down, so the door may be used (completion).
 */
export function escapeCost(cage: Cage, at: Square, rope = 0, doorOpen = true): number | undefined {
  const door = rope > 0 || !doorOpen ? undefined : distance(at, doorSquare(cage)) + DOOR_AP;
  const climb = climbOverAp(cage, climbsCageFrom(cage, at) ? rope : 0);
  const over = climb === undefined ? undefined : nearestClimb(cage, at) + climb;
  if (door === undefined)
    return over ?? (doorOpen ? 1 + distance(at, doorSquare(cage)) + DOOR_AP : undefined);
  return over === undefined ? door : Math.min(door, over);
}

/**
 * Whether he can get out now with the AP he has: through the door (walking there first) while the
 * other man is down (`doorOpen`), or over the top once he has climbed it (¶145; the climb itself is
 * played Step by Step).
 */
export function canEscape(cage: Cage, at: Square, ap: number, rope = 0, doorOpen = true): boolean {
  if (cage.victory === "standard") return false;
  if (onCageTop(cage, at, rope)) return !cage.roof && ap >= OVER_TOP_AP;
  return doorOpen && rope === 0 && distance(at, doorSquare(cage)) + DOOR_AP <= ap;
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

/**
 * Whether a finish ends the match: in a cage won only by escaping (¶145), a pinfall, a submission
 * or a knockout decides nothing (completion); a disqualification, a count-out or a draw still ends
 * it. Outside a cage, or in one won by either, every finish counts.
 *
 * @example
 * finishCounts({ ...cage, victory: "escape" }, "pinfall"); // false
 */
export function finishCounts(cage: Cage | null, method: ResultMethod): boolean {
  if (cage === null || cage.victory !== "escape") return true;
  return method !== "pinfall" && method !== "submission" && method !== "knockout";
}
