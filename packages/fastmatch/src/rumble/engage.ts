/*
 * Who fights whom in a Royal Rumble round (FastMatch! 3.0, VIII "Royal Rumble Rules"): a wrestler
 * with a target list goes after the first name on it he can reach (in the ring, not on his list of
 * people not to hit, and not already busy attacking someone else), trying the names in order of
 * preference; without one, opponents pair at random, face against heel when possible; whoever is
 * left gangs up on a fight already under way (each extra attacker +1). Docs: /fastmatch/rumble#pairing
 */
import { defined, type DiceSource } from "@ringside/core";
import type { RumbleEvent, RumbleWrestler } from "./types.js";

/** One fight of the round: a defender and the wrestlers attacking him (the first leads). */
export interface Group {
  readonly defender: number;
  readonly attackers: number[];
}

function opposite(a: RumbleWrestler, b: RumbleWrestler): boolean {
  return a.alignment !== null && b.alignment !== null && a.alignment !== b.alignment;
}

/** Pairs the wrestlers in the ring: target lists first, then face against heel, then at random; extras gang up. */
export function engage(
  ws: readonly RumbleWrestler[],
  dice: DiceSource,
  round: number,
  events: RumbleEvent[],
): Group[] {
  const inRing = ws.map((w, i) => (w.status === "in" ? i : -1)).filter((i) => i >= 0);
  const busy = new Set<number>();
  const groups: Group[] = [];
  const how = new Map<Group, RumbleEvent & { type: "engagement" }>();
  const open = (attacker: number, defender: number, kind: "target" | "face-vs-heel" | "random"): void => {
    const g = { defender, attackers: [attacker] };
    groups.push(g);
    busy.add(attacker);
    busy.add(defender);
    how.set(g, {
      type: "engagement",
      round,
      attackers: [],
      defender: defined(ws[defender], "fastmatch: a rumble entrant").name,
      how: kind,
    });
  };
  const allowed = (i: number, j: number): boolean =>
    j !== i &&
    !defined(ws[i], "fastmatch: a rumble entrant").plan.avoid.includes(
      defined(ws[j], "fastmatch: a rumble entrant").name,
    );
  const reachable = (i: number): number[] =>
    defined(ws[i], "fastmatch: a rumble entrant")
      .plan.targets.map((n) => ws.findIndex((x) => x.name === n))
      .filter(
        (j) => j >= 0 && defined(ws[j], "fastmatch: a rumble entrant").status === "in" && allowed(i, j),
      );
  // Target lists first, in order of preference: join a fight against the name, open one if he is
  // free, or go on to the next name when he is busy attacking someone else. A listed man who has a
  // list of his own settles it first (a cycle of lists is broken where it closes), so a target's
  // own plan is known before anyone decides he is free.
  const settled = new Set<number>();
  const byList = (i: number): void => {
    settled.add(i);
    for (const j of reachable(i)) {
      if (busy.has(i)) return;
      if (!settled.has(j) && reachable(j).length > 0) byList(j);
      if (busy.has(i)) return;
      const g = groups.find((x) => x.defender === j);
      if (g !== undefined) {
        g.attackers.push(i);
        busy.add(i);
        return;
      }
      if (!busy.has(j)) {
        open(i, j, "target");
        return;
      }
    }
  };
  for (const i of inRing) if (!settled.has(i) && !busy.has(i) && reachable(i).length > 0) byList(i);
  // Then everyone still free: face against heel when possible, otherwise at random; with nobody
  // free to face, gang up on a fight already under way.
  for (const i of inRing) {
    if (busy.has(i)) continue;
    const w = defined(ws[i], "fastmatch: a rumble entrant");
    const free = inRing.filter((j) => !busy.has(j) && allowed(i, j));
    const rivals = free.filter((j) => opposite(w, defined(ws[j], "fastmatch: a rumble entrant")));
    const pool = rivals.length > 0 ? rivals : free;
    if (pool.length > 0) {
      const j = defined(
        pool[pool.length === 1 ? 0 : dice.int(0, pool.length - 1, `opponent for ${w.name}`)],
        "fastmatch: an opponent",
      );
      open(i, j, rivals.length > 0 ? "face-vs-heel" : "random");
      continue;
    }
    const joinable = groups.filter((g) => allowed(i, g.defender));
    if (joinable.length > 0) {
      const g = defined(
        joinable[joinable.length === 1 ? 0 : dice.int(0, joinable.length - 1, `gang-up for ${w.name}`)],
        "fastmatch: a group to join",
      );
      g.attackers.push(i);
      busy.add(i);
    }
  }
  for (const g of groups) {
    const e = defined(how.get(g), "fastmatch: how a group engaged");
    events.push({
      ...e,
      attackers: g.attackers.map((a) => defined(ws[a], "fastmatch: a rumble entrant").name),
      how: g.attackers.length > 1 ? "gang-up" : e.how,
    });
  }
  return groups;
}

/**
 * The run-ins of a round: eliminated wrestlers whose plan books one for this round against a target
 * still in the ring. Returns, by wrestler index, how many run-ins help his opponent this round.
 */
export function runIns(
  ws: readonly RumbleWrestler[],
  round: number,
  events: RumbleEvent[],
): Map<number, number> {
  const against = new Map<number, number>();
  for (const w of ws) {
    if (w.status !== "out") continue;
    for (const r of w.plan.runIns) {
      if (r.round !== round) continue;
      const t = ws.findIndex((x) => x.name === r.target);
      if (t < 0 || defined(ws[t], "fastmatch: a rumble entrant").status !== "in") continue;
      against.set(t, (against.get(t) ?? 0) + 1);
      events.push({ type: "run-in", round, wrestler: w.name, target: r.target });
    }
  }
  return against;
}
