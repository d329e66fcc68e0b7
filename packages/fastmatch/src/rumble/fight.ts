/*
 * One Royal Rumble fight (FastMatch! 3.0, VIII "Royal Rumble Rules"): the lead attacker and the
 * defender roll 3d6 each with the STR/TEC bonuses (one for each of STR and TEC that is higher, one
 * for a style that fits STR/TEC) and one per extra man on their side; the margin on the rumble chart
 * (a row up for a cheating winner) gives the damage and may call for a throw over the top; then the
 * cheating checks. Docs: /fastmatch/rumble
 */
import { defined, rollSum, type DiceSource } from "@ringside/core";
import { RUMBLE_CHART } from "../data/charts.js";
import { lookUp } from "../rules/charts.js";
import { styleFits } from "../rules/styles.js";
import { cheatChecks, checkedAfter } from "./cheatChecks.js";
import { takeDamage } from "./damage.js";
import type { Group } from "./engage.js";
import { overTheTop } from "./toss.js";
import type { RumbleEvent } from "./types.js";
import type { Fighter } from "./work.js";

/** The STR/TEC bonus of `a` over `d`: +1 for each of STR and TEC higher, +1 for a fitting style (negative: `d`'s). */
export function strTecBonus(a: Fighter, d: Fighter): number {
  let net = 0;
  for (const attr of ["STR", "TEC"] as const)
    net += a.now[attr] > d.now[attr] ? 1 : a.now[attr] < d.now[attr] ? -1 : 0;
  if (a.styles.some((s) => styleFits(s, "STR", "TEC"))) net++;
  if (d.styles.some((s) => styleFits(s, "STR", "TEC"))) net--;
  return net;
}

/**
 * Fights group `g` out (when both leaders are still in). `interference` counts the run-ins against
 * each wrestler this round: those against the defender help the attackers, those against the lead
 * attacker help the defender.
 */
export function fight(
  ws: Fighter[],
  g: Group,
  interference: ReadonlyMap<number, number>,
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
  out: string[],
): void {
  const d = defined(ws[g.defender], "fastmatch: a rumble entrant");
  const a = defined(ws[defined(g.attackers[0], "fastmatch: an attacker")], "fastmatch: an attacker");
  if (d.status !== "in" || a.status !== "in") return;
  // Each extra man against one wrestler is +1 to every roll.
  const extra = g.attackers.length - 1 + (interference.get(g.defender) ?? 0);
  const help = interference.get(defined(g.attackers[0], "fastmatch: an attacker")) ?? 0;
  const net = strTecBonus(a, d);
  const r0 = rollSum(dice, 3, 6, `rumble attack roll for ${a.name}`);
  const r1 = rollSum(dice, 3, 6, `rumble attack roll for ${d.name}`);
  const t0 = r0 + Math.max(0, net) + extra;
  const t1 = r1 + Math.max(0, -net) + help;
  const winner = t0 > t1 ? a : t1 > t0 ? d : null;
  events.push({
    type: "exchange",
    round,
    attackers: g.attackers.map((k) => defined(ws[k], "fastmatch: a rumble entrant").name),
    defender: d.name,
    rolls: [r0, r1],
    bonus: net,
    totals: [t0, t1],
    winner: winner?.name ?? null,
    margin: Math.abs(t0 - t1),
  });
  if (winner !== null) {
    const loser = winner === a ? d : a;
    const row = lookUp(RUMBLE_CHART, Math.abs(t0 - t1), winner.plan.cheat ? 1 : 0);
    takeDamage(loser, row.damage, dice, round, events);
    if (row.then === "out")
      overTheTop(ws, winner, loser, winner === a ? extra : help, dice, round, events, out);
  }
  cheatChecks(
    ws,
    checkedAfter(ws, g.attackers.concat(g.defender), winner === null),
    dice,
    round,
    events,
    out,
  );
}
