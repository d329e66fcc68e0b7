/**
 * Rules › Rolling the Dice: the largest set first (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * A turn opens with every die the wrestler holds. The throw is read as a tally of what its dice
 * show: one count per ability (in the order of ABILITIES) and a sixth for Fan Support, which joins
 * whichever set the roller keeps. The roller must keep the biggest set; several abilities may tie
 * for it, and the roller picks among them. No two dice alike (Fan Support included) is no set at
 * all: the roll goes bust at once.
 */
import { rollPool, type DiceSource } from "@ringside/core";
import { ABILITIES, FAN_SUPPORT, type Ability } from "../abilities.js";
import type { RollEvent, RollState } from "../rollTypes.js";
import type { Wrestler } from "../sheet.js";
import type { EventSink } from "../types.js";
import { goBust } from "./goingBust.js";
import { freeAfterFirstSet } from "./onARoll.js";
import { overTheTop } from "./overTheTop.js";

/** The tally index of Fan Support. */
export const FAN_SUPPORT_INDEX = 5;

/**
 * The largest set of a first roll from its tally, packed as `size * 32 + mask`: the mask holds the
 * abilities (bit i for ABILITIES[i]) of every set that ties for the largest; 0 when no set.
 */
export function largestSet(tally: ArrayLike<number>): number {
  let top = 0;
  for (let a = 0; a < 5; a++) if (tally[a]! > top) top = tally[a]!;
  const size = top + tally[FAN_SUPPORT_INDEX]!;
  if (size < 2) return 0;
  let mask = 0;
  for (let a = 0; a < 5; a++) if (tally[a] === top) mask |= 1 << a;
  return size * 32 + mask;
}

/** The size of a packed largest set (0: no set, the roll went bust). */
export const setSize = (packed: number): number => packed >> 5;

/** The abilities that tie for the largest set, as a mask (bit i for ABILITIES[i]). */
export const setChoices = (packed: number): number => packed & 31;

/** The tally of some faces on a wrestler's dice (faces outside 1..6 read as nothing). */
export function tallyOf(wrestler: Wrestler, faces: readonly number[]): number[] {
  const tally = [0, 0, 0, 0, 0, 0];
  for (const face of faces) {
    const read = Number.isInteger(face) ? wrestler.faces[face - 1] : undefined;
    if (read !== undefined) tally[read === FAN_SUPPORT ? FAN_SUPPORT_INDEX : ABILITIES.indexOf(read)]!++;
  }
  return tally;
}

/** The largest sets of some faces: their size (0 when no two dice match) and their abilities. */
export function largestSetsOf(
  wrestler: Wrestler,
  faces: readonly number[],
): { size: number; abilities: Ability[] } {
  const packed = largestSet(tallyOf(wrestler, faces));
  const mask = setChoices(packed);
  return { size: setSize(packed), abilities: ABILITIES.filter((_a, i) => (mask >> i) & 1) };
}

/**
 * The first roll of a turn: every die thrown, the largest set set aside (its ability pursued), or
 * the roller's pick among equal largest sets, or bust when no two dice match.
 */
export function firstRoll(
  roll: RollState,
  wrestler: Wrestler,
  dice: DiceSource,
  events: EventSink<RollEvent>,
): RollState {
  const faces = rollPool(dice, roll.dice, 6, `${roll.player} ${roll.role} first roll`);
  const { size, abilities } = largestSetsOf(wrestler, faces);
  const only = abilities.length === 1 ? abilities[0]! : null;
  events.push({
    type: "rolled",
    player: roll.player,
    role: roll.role,
    faces,
    matched: only === null ? 0 : size,
    ability: only,
    count: only === null ? 0 : size,
    free: only === null ? roll.dice : roll.dice - size,
  });
  const thrown: RollState = { ...roll, faces };
  if (size === 0) return goBust(thrown, events);
  if (only !== null) return pursueSet(thrown, only, size, [only], events);
  return { ...thrown, stage: "choose", choices: abilities };
}

/**
 * The roller keeps the set of `ability` (`size` dice) from his first roll, `choices` being the
 * equal largest sets he picked from; Over the Top when it holds every die.
 */
export function pursueSet(
  roll: RollState,
  ability: Ability,
  size: number,
  choices: readonly Ability[],
  events: EventSink<RollEvent>,
): RollState {
  events.push({ type: "set-chosen", player: roll.player, ability, size, choices });
  const free = freeAfterFirstSet(roll.dice, size);
  const chosen: RollState = { ...roll, stage: "decide", ability, count: size, free, choices: [] };
  if (size === roll.dice) overTheTop(chosen, size, free, events);
  return chosen;
}

/** The roller picks `ability` among the equal largest sets of his first roll. */
export function pickSet(
  roll: RollState,
  wrestler: Wrestler,
  ability: Ability,
  events: EventSink<RollEvent>,
): RollState {
  return pursueSet(roll, ability, largestSetsOf(wrestler, roll.faces).size, roll.choices, events);
}
