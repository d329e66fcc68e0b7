/**
 * The draft bot: picks the power with the best measured win-rate contribution (the tier list in
 * `data/tierList.ts`, computed by simulation).
 */
import type { Bot } from "@ringside/core";
import { TIER_LIST } from "../data/tierList.js";
import type { PowerId } from "../data/powerIds.js";
import type { SuperDiceView } from "../types.js";
import type { SuperDiceMove } from "../moves.js";

/** The strongest of `ids` by the tier list (ties: the first). */
export function bestPower(ids: readonly PowerId[]): PowerId | undefined {
  let best: PowerId | undefined;
  let score = -Infinity;
  for (const id of ids) {
    const s = TIER_LIST.find((row) => row.power === id)?.contribution ?? 0;
    if (s > score) {
      score = s;
      best = id;
    }
  }
  return best;
}

/**
 * A bot that drafts by measured strength (and otherwise plays the first legal move; pair it with
 * another bot for the match itself, see {@link greedyBot}/{@link strongBot}, which draft the same way).
 */
export function draftBot(): Bot<SuperDiceView, SuperDiceMove> {
  return ({ moves }) => {
    const ids = moves.flatMap((m) => (m.type === "pick" || m.type === "copy" ? [m.power] : []));
    const best = bestPower(ids);
    return (
      moves.find((m) => (m.type === "pick" || m.type === "copy") && m.power === best) ??
      (moves[0] as SuperDiceMove)
    );
  };
}
