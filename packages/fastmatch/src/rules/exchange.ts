/*
 * The round's exchange (FastMatch! 3.0, III.2.B "Determine result" and II.3.A): 3d6 each plus the
 * net bonus; the higher total wins the round by the difference, read on the winner's action chart,
 * one row further for each of the loser's blown High Risk and the winner's illegal action. A tie
 * does nothing in the ring. Docs: /fastmatch/rules#resolving-a-round
 */
import { ACTION_CHARTS, type ChartRow } from "../data/charts.js";
import { lookUp } from "./charts.js";
import type { RoundAction } from "../sheets.js";
import { emit, rollD6s, SIDE_NAMES, type RoundContext, type WorkWrestler } from "./context.js";

/** The exchange's outcome: who won (0 challenger, 1 defender, null a tie), by how much, the row shift. */
export interface ExchangeOutcome {
  readonly winner: 0 | 1 | null;
  readonly margin: number;
  readonly shift: number;
}

/** Reads two totals and the actions: the winner, the margin and the rows the chart moves. */
export function readExchange(
  total0: number,
  total1: number,
  actions: readonly [RoundAction, RoundAction],
): ExchangeOutcome {
  const winner: 0 | 1 | null = total0 > total1 ? 0 : total1 > total0 ? 1 : null;
  const margin = Math.abs(total0 - total1);
  if (winner === null) return { winner, margin, shift: 0 };
  const loserAct = winner === 0 ? actions[1] : actions[0];
  const winnerAct = actions[winner];
  return {
    winner,
    margin,
    shift: (loserAct.action === "high-risk" ? 1 : 0) + (winnerAct.illegal ? 1 : 0),
  };
}

/** The chart row the round's winner reads. */
export function chartRowFor(action: RoundAction, margin: number, shift: number): ChartRow {
  return lookUp(ACTION_CHARTS[action.action], margin, shift);
}

/** Rolls the exchange between the two wrestlers in the ring with the round's net bonus. */
export function rollExchange(
  ctx: RoundContext,
  wrestlers: readonly [WorkWrestler, WorkWrestler],
  actions: readonly [RoundAction, RoundAction],
  bonus: number,
  outside: boolean,
): ExchangeOutcome {
  const [cw, dw] = wrestlers;
  const roll0 = rollD6s(ctx, 3, "attack roll for", cw.name);
  const roll1 = rollD6s(ctx, 3, "attack roll for", dw.name);
  const total0 = roll0 + (bonus > 0 ? bonus : 0);
  const total1 = roll1 + (bonus < 0 ? -bonus : 0);
  const outcome = readExchange(total0, total1, actions);
  const [a0, a1] = actions;
  if (ctx.events !== null)
    emit(ctx, {
      type: "exchange",
      round: ctx.match.round,
      outside,
      actors: [cw.name, dw.name],
      actions: [a0.action, a1.action],
      moves: [a0.moves, a1.moves],
      finishers: [a0.finisher, a1.finisher],
      illegal: [a0.illegal, a1.illegal],
      rolls: [roll0, roll1],
      bonus,
      totals: [total0, total1],
      winner: outcome.winner === null ? null : SIDE_NAMES[outcome.winner],
      margin: outcome.margin,
      shift: outcome.shift,
    });
  return outcome;
}
