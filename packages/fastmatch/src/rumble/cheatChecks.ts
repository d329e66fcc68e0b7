/*
 * Cheating in a Royal Rumble (FastMatch! 3.0, VIII "Royal Rumble Rules"): after a fight, everyone in
 * it who fights dirty is checked (everyone in it when a cheater's fight ends level); a warning raises
 * the referee's awareness and a disqualification eliminates. Docs: /fastmatch/rumble
 */
import { defined, rollSum, type DiceSource } from "@ringside/core";
import { cheatOutcome } from "../rules/cheating.js";
import { eliminate } from "./elimination.js";
import type { RumbleEvent } from "./types.js";
import type { Fighter } from "./work.js";

/** Who is checked after a fight between `fighting` (indices): its cheaters, or all when it ended level. */
export function checkedAfter(ws: readonly Fighter[], fighting: readonly number[], level: boolean): number[] {
  const cheaters = fighting.filter((k) => defined(ws[k], "fastmatch: a rumble entrant").plan.cheat);
  return level && cheaters.length > 0 ? [...fighting] : cheaters;
}

/** A cheating check for each of `checked` still in the ring, in order. */
export function cheatChecks(
  ws: Fighter[],
  checked: readonly number[],
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
  out: string[],
): void {
  for (const k of checked) {
    const w = defined(ws[k], "fastmatch: a rumble entrant");
    if (w.status !== "in") continue;
    const roll = rollSum(dice, 2, 6, `cheating check for ${w.name}`);
    const outcome = cheatOutcome(roll, w.awareness);
    events.push({ type: "cheat-check", round, wrestler: w.name, roll, awareness: w.awareness, outcome });
    if (outcome === "warned") w.awareness++;
    if (outcome === "disqualified") eliminate(ws, k, "disqualified", round, events, out);
  }
}
