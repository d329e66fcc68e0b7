/*
 * One Royal Rumble round (FastMatch! 3.0, VIII "Royal Rumble Rules"), in order: the next entrant when
 * one is due, the booked run-ins, the pairings, each fight, fatigue, and the end (one man left wins;
 * none left is a draw; the safety limit on rounds ends it as a time limit). Docs: /fastmatch/rumble
 */
import type { DiceSource, MatchResult } from "@ringside/core";
import { engage, runIns } from "./engage.js";
import { nextEntry } from "./entry.js";
import { fatigue } from "./fatigue.js";
import { fight } from "./fight.js";
import type { RumbleEvent, RumbleState } from "./types.js";
import { fighters, type Fighter } from "./work.js";

/** How the rumble ends after `round`, or `null` while it goes on. */
export function rumbleResult(
  ws: readonly Fighter[],
  round: number,
  maxRounds: number,
): MatchResult<string> | null {
  const standing = ws.filter((w) => w.status !== "out");
  const [last] = standing;
  if (standing.length === 1 && last !== undefined)
    return { winner: last.name, method: "knockout", detail: "last one left in the ring" };
  if (standing.length === 0) return { winner: null, method: "draw", detail: "nobody left in the ring" };
  if (round >= maxRounds) return { winner: null, method: "time-limit" };
  return null;
}

/** Resolves one rumble round: entries, pairings, each fight on the rumble chart, tosses, saves, fatigue. */
export function playRumbleRound(
  state: RumbleState,
  dice: DiceSource,
): { state: RumbleState; events: RumbleEvent[] } {
  const events: RumbleEvent[] = [];
  const round = state.round + 1;
  const ws = fighters(state);
  const out = [...state.eliminated];
  nextEntry(ws, state.entryInterval, dice, round, events);
  const interference = runIns(ws, round, events);
  for (const g of engage(ws, dice, round, events)) fight(ws, g, interference, dice, round, events, out);
  fatigue(ws, dice, round, events);
  const result = rumbleResult(ws, round, state.maxRounds);
  if (result !== null) events.push({ type: "result", round, result });
  return { state: { ...state, dice: dice.save(), round, wrestlers: ws, eliminated: out, result }, events };
}
