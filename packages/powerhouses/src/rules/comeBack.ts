/**
 * Rules › The Come-Back (docs/powerhouses/rules.md#the-match).
 *
 * A wrestler worn down to two dice rolls both at once, straight away: any set (two dice of one
 * ability, or a Fan Support with anything) wins one die back.
 */
import type { DiceSource } from "@ringside/core";
import type { Player } from "../players.js";
import type { Wrestler } from "../sheet.js";
import { COME_BACK, throwDice } from "../throws.js";
import type { EventSink, PowerhousesEvent } from "../types.js";
import { largestSetsOf } from "./largestSet.js";

/** Dice a wrestler holds after being worn down from `held` dice (before any Come-Back). */
export const wornDown = (held: number): number => held - 1;

/** True when a wear-down to `left` dice calls for a Come-Back roll. */
export const comeBackDue = (left: number): boolean => left === 2;

/** Dice held after the Come-Back roll: three when it made a set, else two. */
export const afterComeBack = (matched: boolean): number => (matched ? 3 : 2);

/** The Come-Back roll of `player`, worn down to two dice; returns the dice he holds after it. */
export function comeBack(
  player: Player,
  wrestler: Wrestler,
  dice: DiceSource,
  events: EventSink<PowerhousesEvent>,
): number {
  const faces = throwDice(dice, 2, COME_BACK[player]);
  const matched = largestSetsOf(wrestler, faces).size > 0;
  const diceLeft = afterComeBack(matched);
  events.push({ type: "come-back", player, faces, matched, diceLeft });
  return diceLeft;
}
