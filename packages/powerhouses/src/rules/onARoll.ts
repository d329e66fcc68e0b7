/**
 * Rules › On a Roll (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * Dice that match the pursued ability (its faces, or Fan Support) are set aside and the others may
 * be thrown again, as long as each throw adds at least one; a throw that adds none goes bust.
 */
import type { DiceSource } from "@ringside/core";
import type { RollEvent, RollState } from "../rollTypes.js";
import { faceMatches, type Wrestler } from "../sheet.js";
import { REROLL, throwDice } from "../throws.js";
import { updateRoll } from "../update.js";
import type { EventSink } from "@ringside/core";
import { goBust } from "./goingBust.js";
import { isOverTheTop, overTheTop, rerollOverTheTop } from "./overTheTop.js";

export { isOverTheTop } from "./overTheTop.js";

/** Free dice after a first set of `size` is put aside from `n` dice (all aside: Over the Top). */
export function freeAfterFirstSet(n: number, size: number): number {
  return size >= n ? rerollOverTheTop(n) : n - size;
}

/** Free dice after `matched` of `free` thrown dice joined the set, with `n` dice held. */
export function freeAfterRollOn(n: number, free: number, matched: number): number {
  const left = free - matched;
  return left === 0 ? rerollOverTheTop(n) : left;
}

/** How many of `faces` count for `ability` on the wrestler's dice. */
export function countMatching(
  wrestler: Wrestler,
  faces: readonly number[],
  ability: RollState["ability"],
): number {
  let n = 0;
  if (ability !== null) for (const face of faces) if (faceMatches(wrestler, face, ability)) n++;
  return n;
}

/** The roller rolls on: his free dice are thrown, those that match join the set. */
export function rollOn(
  roll: RollState,
  wrestler: Wrestler,
  dice: DiceSource,
  events: EventSink<RollEvent>,
): RollState {
  const faces = throwDice(dice, roll.free, REROLL[roll.player][roll.role]);
  const matched = countMatching(wrestler, faces, roll.ability);
  const count = roll.count + matched;
  events.push({
    type: "rolled",
    player: roll.player,
    role: roll.role,
    faces,
    matched,
    ability: roll.ability,
    count,
    free: roll.free - matched,
  });
  if (matched === 0) return goBust(updateRoll(roll, { faces }), events);
  const free = freeAfterRollOn(roll.dice, roll.free, matched);
  if (isOverTheTop(roll.free, matched)) overTheTop(roll, count, free, events);
  return updateRoll(roll, { faces, count, free });
}
