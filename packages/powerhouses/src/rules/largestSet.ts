/**
 * Rules › Rolling the Dice: the largest set first (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * A turn opens with every die the wrestler holds. Each ability makes a set of the dice showing it,
 * and Fan Support joins whichever set the roller keeps. The roller must keep the biggest set;
 * several abilities may tie for it, and the roller picks among them. No two dice alike (Fan
 * Support included) is no set at all: the roll goes bust at once.
 */
import type { DiceSource } from "@ringside/core";
import { ABILITIES, ABILITY_INDEX, FAN_SUPPORT, type Ability } from "../abilities.js";
import { NO_ABILITIES, type RollEvent, type RollState } from "../rollTypes.js";
import type { Wrestler } from "../sheet.js";
import { FIRST_ROLL, throwDice } from "../throws.js";
import { updateRoll } from "../update.js";
import type { EventSink } from "@ringside/core";
import { goBust } from "./goingBust.js";
import { freeAfterFirstSet } from "./onARoll.js";
import { overTheTop } from "./overTheTop.js";

/** The largest sets of a throw: how many dice they hold (0: no set, bust) and which abilities tie for it. */
export interface LargestSets {
  readonly size: number;
  readonly abilities: Ability[];
}

/**
 * The largest sets of some faces on a wrestler's dice. Each ability makes a set of the dice that
 * show it, and every Fan Support joins it; the biggest of those sets is the one to keep, and when
 * several abilities make it, they are all offered. A biggest set of fewer than two dice is no set
 * (size 0, no abilities). Faces outside 1..6 read as nothing.
 */
export function largestSetsOf(wrestler: Wrestler, faces: readonly number[]): LargestSets {
  // How many dice show each ability (in the order of ABILITIES), and how many show Fan Support.
  const shown = [0, 0, 0, 0, 0];
  let fans = 0;
  for (const face of faces) {
    const read = wrestler.faces[face - 1];
    if (read === FAN_SUPPORT) fans++;
    else if (read !== undefined) {
      const i = ABILITY_INDEX[read]; // an index of ABILITIES
      shown[i] = (shown[i] ?? 0) + 1;
    }
  }
  // Fan Support joins every set alike, so the biggest sets are those of the most shown abilities.
  let most = 0;
  for (const n of shown) if (n > most) most = n;
  const size = most + fans;
  if (size < 2) return { size: 0, abilities: [] };
  const abilities: Ability[] = [];
  ABILITIES.forEach((ability, i) => {
    if (shown[i] === most) abilities.push(ability);
  });
  return { size, abilities };
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
  const faces = throwDice(dice, roll.dice, FIRST_ROLL[roll.player][roll.role]);
  const { size, abilities } = largestSetsOf(wrestler, faces);
  const only = abilities.length === 1 ? (abilities[0] ?? null) : null;
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
  const thrown = updateRoll(roll, { faces });
  if (size === 0) return goBust(thrown, events);
  if (only !== null) return pursueSet(thrown, only, size, [only], events);
  return updateRoll(thrown, { stage: "choose", choices: abilities });
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
  const chosen = updateRoll(roll, { stage: "decide", ability, count: size, free, choices: NO_ABILITIES });
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
