/**
 * Setting up a match: the pre-match bookkeeping of BlitzMatch › III.1 turned into the first state.
 *
 * @module
 */
import { defined } from "@ringside/core";
import { advantage, matchValue, startingEndurance } from "./rules/preMatch.js";
import { styleList } from "./rules/styleList.js";
import type { BellEvent, BlitzMatchEvent, BlitzMatchSideState, BlitzMatchState } from "./state.js";
import type { BlitzMatchSetup } from "./types.js";

/**
 * The first state of a match from a validated setup, and the bell event with the style list, MVs,
 * advantage and Endurance. Every side starts with its Energy (the chart's row 0).
 */
export function setupMatch(setup: BlitzMatchSetup, events: BlitzMatchEvent[]): Omit<BlitzMatchState, "dice"> {
  const { list, discardHit } = styleList(
    setup.sides.map((s) => s.strategy),
    setup.options.teamWork,
  );
  const mvs = setup.sides.map((s) => matchValue(s.slot, list));
  const adv = advantage(mvs);
  const sides: BlitzMatchSideState[] = setup.sides.map((s, i) => {
    const mv = defined(mvs[i], "blitzmatch: a side's MV");
    const endurance = startingEndurance(s.slot, mv);
    return {
      id: s.id,
      slot: s.slot,
      strategy: s.strategy,
      mv,
      startEndurance: endurance,
      endurance,
      energy: s.slot.energy,
      out: false,
    };
  });
  const bell: BellEvent = {
    type: "bell",
    list,
    discardHit,
    sides: sides.map((s) => ({ id: s.id, name: s.slot.name, mv: s.mv, endurance: s.endurance })),
    advantage: adv === null ? null : defined(sides[adv], "blitzmatch: the side with the advantage").id,
  };
  events.push(bell);
  return { options: setup.options, sides, list, advantage: adv, round: 0, result: null };
}
