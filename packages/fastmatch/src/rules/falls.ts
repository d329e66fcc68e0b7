/*
 * Pins and submissions (FastMatch! 3.0, III.3): a pin compares the attacker's WEI with the
 * defender's STR, a submission his TEC with the defender's END (+1 if higher); +1 for every
 * attribute of the defender at 0; +2 in the round of a finisher. 3d6 each: ahead by 1–2 a one count,
 * 3–4 two, 5 or more three (the match is over). Docs: /fastmatch/rules#resolving-a-round
 */
import type { Attributes } from "../data/attributes.js";
import { countFor } from "./charts.js";
import type { Finish } from "../sheets.js";
import { emit, rollD6s, type RoundContext, type WorkWrestler } from "./context.js";

/** How many of a wrestler's attributes (WEI never drops) are at 0. */
export function attributesAtZero(now: Readonly<Attributes>): number {
  return (
    (now.STR === 0 ? 1 : 0) +
    (now.AGI === 0 ? 1 : 0) +
    (now.SPD === 0 ? 1 : 0) +
    (now.END === 0 ? 1 : 0) +
    (now.TEC === 0 ? 1 : 0)
  );
}

/** The attacker's bonus on a fall: the compared attributes, the defender's zeros and a finisher. */
export function fallBonus(
  kind: Finish,
  attacker: Readonly<Attributes>,
  defender: Readonly<Attributes>,
  finisher: boolean,
): number {
  const mine = kind === "pin" ? attacker.WEI : attacker.TEC;
  const theirs = kind === "pin" ? defender.STR : defender.END;
  return (mine > theirs ? 1 : 0) + attributesAtZero(defender) + (finisher ? 2 : 0);
}

/** Rolls a pin or submission attempt; returns the count reached (3 ends the match). */
export function attemptFall(
  ctx: RoundContext,
  kind: Finish,
  attacker: WorkWrestler,
  defender: WorkWrestler,
  finisher: boolean,
): 0 | 1 | 2 | 3 {
  const bonus = fallBonus(kind, attacker.now, defender.now, finisher);
  const r0 = rollD6s(ctx, 3, `${kind} roll for`, attacker.name);
  const r1 = rollD6s(ctx, 3, `${kind} escape roll for`, defender.name);
  const margin = r0 + bonus - r1;
  const count = countFor(margin);
  if (ctx.events !== null)
    emit(ctx, {
      type: "fall",
      round: ctx.match.round,
      kind,
      attacker: attacker.name,
      defender: defender.name,
      bonus,
      rolls: [r0, r1],
      margin,
      count,
    });
  return count;
}
