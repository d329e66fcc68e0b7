/*
 * Over the top (FastMatch! 3.0, VIII "Royal Rumble Rules"): the thrower rolls 3d6 (+1 when his STR
 * beats the loser's WEI, plus the round's extra men on his side); the loser resists with 3d6 plus
 * half his WEI. A higher throw sends him over, and a 2d6 at or below his AGI + SPD saves him on the
 * apron; otherwise he is eliminated. Docs: /fastmatch/rumble
 */
import { rollSum, type DiceSource } from "@ringside/core";
import { eliminate } from "./elimination.js";
import type { RumbleEvent } from "./types.js";
import type { Fighter } from "./work.js";

/** `winner` tries to throw `loser` out, with `extra` men helping him; the loser may save himself. */
export function overTheTop(
  ws: Fighter[],
  winner: Fighter,
  loser: Fighter,
  extra: number,
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
  out: string[],
): void {
  const wb = (winner.now.STR > loser.now.WEI ? 1 : 0) + extra;
  const lb = Math.floor(loser.now.WEI / 2);
  const x = rollSum(dice, 3, 6, `toss roll for ${winner.name}`);
  const y = rollSum(dice, 3, 6, `toss resistance for ${loser.name}`);
  const over = x + wb > y + lb;
  events.push({
    type: "toss",
    round,
    by: winner.name,
    wrestler: loser.name,
    rolls: [x, y],
    bonuses: [wb, lb],
    over,
  });
  if (!over) return;
  const needs = loser.now.AGI + loser.now.SPD;
  const roll = rollSum(dice, 2, 6, `apron save for ${loser.name}`);
  const saved = roll <= needs;
  events.push({ type: "save", round, wrestler: loser.name, roll, needs, saved });
  if (!saved) eliminate(ws, ws.indexOf(loser), "over the top", round, events, out);
}
