/*
 * Tag-team and six-man rounds (FastMatch! 3.0, V.1.B "Teamwork, strategy and the match
 * resolution"): each round both teams roll 2d6 + teamwork; the higher team fights the pairing with
 * its best bonus, a tie the pairing closest to 0; among equal pairings a die picks who is in the
 * ring. Docs: /fastmatch/rules#tag-teams-and-six-man-matches
 */
import { defined } from "@ringside/core";
import { formatCell } from "./theGrid.js";
import type { Side } from "../events.js";
import type { RoundAction } from "../sheets.js";
import { pairingBonus, pairingCell } from "./advantage.js";
import { emit, rollD6s, rollInt, type RoundContext } from "./context.js";

/** The pairing chosen for a team round: challenger member `i` against defender member `j`. */
export interface ChosenPairing {
  readonly i: number;
  readonly j: number;
  /** Net bonus: positive for the challenger's wrestler. */
  readonly bonus: number;
}

/** Which team won the teamwork roll: 1 the challengers, -1 the defenders, 0 a tie. */
export function teamworkWinner(total0: number, total1: number): 1 | -1 | 0 {
  return total0 > total1 ? 1 : total1 > total0 ? -1 : 0;
}

/**
 * How good a bonus is for the team that picks: the winner wants its own largest bonus; on a tie
 * the bonus closest to 0 is used.
 */
export function pairingScore(winner: 1 | -1 | 0, bonus: number): number {
  return winner === 0 ? -Math.abs(bonus) : winner * bonus;
}

/** The team round's pairing: the teamwork roll, the best (or closest to 0) bonus, a die among equals. */
export function choosePairing(
  ctx: RoundContext,
  actions: readonly [RoundAction, RoundAction],
  outside: boolean,
): ChosenPairing {
  const s = ctx.match;
  const [c, d] = s.sides;
  const r0 = rollD6s(ctx, 2, "teamwork roll for", c.name);
  const r1 = rollD6s(ctx, 2, "teamwork roll for", d.name);
  const t0 = r0 + c.teamwork;
  const t1 = r1 + d.teamwork;
  const winner = teamworkWinner(t0, t1);
  const side: Side | null = winner === 1 ? "challenger" : winner === -1 ? "defender" : null;
  if (ctx.events !== null)
    emit(ctx, { type: "teamwork", round: s.round, rolls: [r0, r1], totals: [t0, t1], winner: side });
  // Every pairing in order, challenger members first, keeping those with the best score so far.
  const best: ChosenPairing[] = [];
  let top = -Infinity;
  for (let i = 0; i < c.wrestlers.length; i++)
    for (let j = 0; j < d.wrestlers.length; j++) {
      const bonus = pairingBonus(s, i, j, actions, outside);
      const score = pairingScore(winner, bonus);
      if (score > top) {
        top = score;
        best.length = 0;
      }
      if (score === top) best.push({ i, j, bonus });
    }
  const roll = best.length > 1 ? rollInt(ctx, 1, best.length, "pairing among equal bonuses") : null;
  const pick = defined(best[(roll ?? 1) - 1], "fastmatch: a best pairing");
  if (ctx.events !== null)
    emit(ctx, {
      type: "pairing",
      round: s.round,
      challenger: defined(c.wrestlers[pick.i], "fastmatch: a challenger").name,
      defender: defined(d.wrestlers[pick.j], "fastmatch: a defender").name,
      bonus: pick.bonus,
      match: formatCell(s.pairings[pick.i]?.[pick.j]?.cell ?? pairingCell(s, pick.i, pick.j)),
      candidates: best.length,
      roll,
    });
  return pick;
}
