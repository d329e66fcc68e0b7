/**
 * Foreign objects in a match (RingMaster › Foreign objects, text ¶39–¶47): where a wrestler finds
 * one and what it costs to take it. From the text: a boot comes off for 3 Action Points anywhere
 * (¶43). Ringside's completion: on the ringside floor, the objects the arena's legend puts there
 * (the timekeeper's chair and bell, ¶61) and the usual ones under the ring are in reach for 2 Action
 * Points, the cost the text gives for drawing a hidden object (¶43). The table of Mods and dice is
 * `data/foreignObjects.ts`; a smash with one adds its Basic Dice and is Injuring (¶39).
 * Docs: `docs/ringmaster/rules.md#foreign-objects`.
 */
import { AP_COSTS } from "./actionPoints.js";
import { adjacent, squareKind, type Square } from "./ring.js";
import { STUN_CODE_DICE } from "../data/stunCodes.js";

/** The objects at ringside, in reach from any floor square (completion). */
export const RINGSIDE_OBJECTS = ["Steel Chair", "Timekeeper's Chair", "Ring Bell", "Kendo Stick"] as const;

/** Action Points to take off a boot (¶43). */
export const BOOT_AP = AP_COSTS.removeBoot;

/** Action Points to pick up an object at ringside (completion, as drawing a hidden one, ¶43). */
export const PICK_UP_AP = AP_COSTS.drawObject;

/** The objects a wrestler standing on `square` can take: his boot anywhere, the ringside ones on the floor. */
export function objectsAt(square: Square): readonly string[] {
  return squareKind(square) === "floor" ? ["Boot", ...RINGSIDE_OBJECTS] : ["Boot"];
}

/** Action Points to take an object. */
export function grabCost(object: string): number {
  return object === "Boot" ? BOOT_AP : PICK_UP_AP;
}

/** The ringside things a man can be whipped into: the "X" objects of the table (¶40). */
export type WhipTarget = "steps" | "railing" | "post";

/** The Stun Code dice of each ringside target (completion §5 and §9). */
export const WHIP_TARGET_DICE: Readonly<Record<WhipTarget, number>> = {
  steps: STUN_CODE_DICE.steps,
  railing: STUN_CODE_DICE.railing,
  post: STUN_CODE_DICE.ringPost,
};

/**
 * What a man on `square` can be whipped into (completion): the railing from anywhere on the ringside
 * floor; a ring post, and the ringside steps the arena's legend sets beside it (¶61), from a floor
 * square next to the post. Nothing inside the ring or on the apron.
 *
 * @example
 * whipTargets({ row: 0, col: 1 }); // ["railing", "steps", "post"]: the floor by the north-west post
 */
export function whipTargets(square: Square): readonly WhipTarget[] {
  if (squareKind(square) !== "floor") return [];
  const byPost = [1, 8].some((row) => [1, 8].some((col) => adjacent(square, { row, col })));
  return byPost ? ["railing", "steps", "post"] : ["railing"];
}

/** The Conceal Object Trick (completion §8): SAV, Level 1. */
export const CONCEAL_TRICK = { name: "Conceal Object", class: "SAV", level: 1 } as const;

/** Action Points to draw an object hidden in the tights (¶43). */
export const DRAW_AP = AP_COSTS.drawObject;

/**
 * The target of drawing a hidden object unseen (¶32, ¶43): the Conceal Object Trick's SAV check, −5%
 * for each earlier use of the Trick. The text keeps the −5% for the whole card; with no card to
 * remember, the engine counts the uses of this match (completion).
 *
 * @example
 * drawTarget(60, 1); // 55: his second draw of the night
 */
export function drawTarget(sav: number, earlierUses: number): number {
  return sav - 5 * earlierUses;
}

/** Basic Dice the cloth adds to a Chokehold used as a garrote (¶44; completion). */
export const GARROTE_DICE = 1;

/** Rounds Powder blinds a man: as many as its damage (¶46). */
export function blindRounds(damage: number): number {
  return Math.max(0, damage);
}
