/**
 * Rules › Over the Top (docs/powerhouses/rules.md#one-turn-of-rolling).
 *
 * When every die the wrestler holds has been set aside, one of them stays aside (it marks the
 * ability) and all the others may be thrown again; the count goes on.
 */
import type { RollEvent, RollState } from "../rollTypes.js";
import { defined, type EventSink } from "@ringside/core";

/** True when a throw put every die aside: Over the Top. */
export const isOverTheTop = (free: number, matched: number): boolean => matched === free;

/** Dice that may be thrown again when all `held` dice are aside: all but the one that stays. */
export const rerollOverTheTop = (held: number): number => held - 1;

/** Reports the roll going Over the Top with `count` matches and `reroll` dice back in hand. */
export function overTheTop(
  roll: RollState,
  count: number,
  reroll: number,
  events: EventSink<RollEvent>,
): void {
  events.push({
    type: "over-the-top",
    player: roll.player,
    ability: defined(roll.ability ?? undefined, "powerhouses: the ability pursued"),
    count,
    reroll,
  });
}
