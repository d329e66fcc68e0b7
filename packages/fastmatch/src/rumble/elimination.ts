/*
 * Leaving a Royal Rumble (FastMatch! 3.0, VIII "Royal Rumble Rules"): a wrestler thrown over the top
 * rope (and not saved on the apron) or disqualified for cheating is out for good; the order of
 * eliminations is kept. Docs: /fastmatch/rumble
 */
import { defined } from "@ringside/core";
import type { RumbleEvent } from "./types.js";
import type { Fighter } from "./work.js";

/** How a wrestler leaves the rumble. */
export type Elimination = "over the top" | "disqualified";

/** Wrestler `k` is out (`out` keeps the order); the event says how many are left. */
export function eliminate(
  ws: Fighter[],
  k: number,
  how: Elimination,
  round: number,
  events: RumbleEvent[],
  out: string[],
): void {
  defined(ws[k], "fastmatch: a rumble entrant").status = "out";
  out.push(defined(ws[k], "fastmatch: a rumble entrant").name);
  events.push({
    type: "elimination",
    round,
    wrestler: defined(ws[k], "fastmatch: a rumble entrant").name,
    how,
    left: ws.filter((w) => w.status !== "out").length,
  });
}
