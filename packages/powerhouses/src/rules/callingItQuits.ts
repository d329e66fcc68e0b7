/**
 * Rules › Calling It Quits (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * Once a set is aside, the roller may stop whenever he likes and keeps his count. (Nobody stops a
 * Take-Down roll: both wrestlers roll there until they go bust.)
 */
import type { RollEvent, RollState } from "../rollTypes.js";
import { defined, type EventSink } from "@ringside/core";
import { updateRoll } from "../update.js";

/** True when the roller may stop now: a set is aside and this is not a Take-Down roll. */
export const mayQuit = (roll: RollState): boolean =>
  roll.stage === "decide" && roll.ability !== null && roll.role !== "take-down";

/** The roller stops: the roll ends with its count. */
export function callItQuits(roll: RollState, events: EventSink<RollEvent>): RollState {
  events.push({
    type: "called-it-quits",
    player: roll.player,
    role: roll.role,
    ability: defined(roll.ability ?? undefined, "powerhouses: the ability pursued"),
    count: roll.count,
  });
  return updateRoll(roll, { stage: "done", ended: "quit" });
}
