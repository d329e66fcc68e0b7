/*
 * Entering a Royal Rumble (FastMatch! 3.0, VIII "Royal Rumble Rules"): the first two entrants start,
 * then the next one in order comes in every `entryInterval` rounds; the referee's awareness of each
 * is rolled as he enters (a known cheater starts one lower). Docs: /fastmatch/rumble
 */
import { defined, type DiceSource } from "@ringside/core";
import { awarenessFor } from "../rules/awareness.js";
import type { RumbleEvent, RumbleWrestler } from "./types.js";

/** True when round `round` brings the next entrant in (never the first round: two start it). */
export function entryDue(round: number, interval: number): boolean {
  return round > 1 && (round - 1) % interval === 0;
}

/** Entrant `k` comes into the ring in `round`, with the referee's awareness of him rolled. */
export function enter(
  ws: RumbleWrestler[],
  k: number,
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
): void {
  const w = defined(ws[k], "fastmatch: a rumble entrant");
  const awareness = awarenessFor(dice.int(1, 6, `referee awareness of ${w.name}`)) - (w.cheater ? 1 : 0);
  ws[k] = { ...w, status: "in", awareness };
  events.push({ type: "entry", round, wrestler: w.name, awareness });
}

/** The next entrant waiting, if any, comes in when the round is due one. */
export function nextEntry(
  ws: RumbleWrestler[],
  interval: number,
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
): void {
  if (!entryDue(round, interval)) return;
  const next = ws.findIndex((w) => w.status === "waiting");
  if (next >= 0) enter(ws, next, dice, round, events);
}
