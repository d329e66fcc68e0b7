/**
 * The greedy bot: in the Action Phase it plays the move whose immediate result scores best (one
 * look ahead, a reroll judged by the average of six rolls of its own dice); it lets the opponent act first; in the
 * draft and for a Sidekick's copy it takes the strongest power by the tier list.
 */
import type { Bot, DiceSource } from "@ringside/core";
import type { SuperDiceView } from "../types.js";
import type { SuperDiceMove } from "../moves.js";
import { copyPending } from "../rules/sidekick.js";
import { other, type SuperDicePlayer, type SuperDiceState } from "../types.js";
import { bestPower } from "./draftBot.js";
import { evaluate } from "./evaluate.js";
import { after, asState, botDice, rolls } from "./simulate.js";

/** Whose decision a view waits for. */
export function decider(view: SuperDiceView): SuperDicePlayer {
  if (view.phase === "draft") return view.draft?.picker ?? "red";
  if (view.phase === "choose") return view.initiative ?? "red";
  if (view.phase === "sidekick") return copyPending(view as SuperDiceState) ?? "red";
  return view.actor ?? "red";
}

/** Moves outside the Action Phase, shared by the greedy and strong bots. */
export function setupMove(
  view: SuperDiceView,
  moves: readonly SuperDiceMove[],
  me: SuperDicePlayer,
): SuperDiceMove | undefined {
  if (view.phase === "choose") return moves.find((m) => m.type === "first" && m.player === other(me));
  if (view.phase === "draft" || view.phase === "sidekick") {
    const ids = moves.flatMap((m) => (m.type === "pick" || m.type === "copy" ? [m.power] : []));
    const best = bestPower(ids);
    return moves.find((m) => (m.type === "pick" || m.type === "copy") && m.power === best);
  }
  return undefined;
}

/** Rolls averaged when a move rolls dice. */
const SAMPLES = 6;

/**
 * One look ahead: the score after the move (averaged over rolls of the bot's own dice when it
 * rolls), less a little for spending a power (kept for later unless it helps now) or passing.
 */
export function judge(
  state: SuperDiceState,
  me: SuperDicePlayer,
  m: SuperDiceMove,
  dice: DiceSource,
): number {
  const n = rolls(m) ? SAMPLES : 1;
  let total = 0;
  for (let i = 0; i < n; i++) total += evaluate(after(state, me, m, dice), me);
  return total / n + (m.type === "activate" ? -0.05 : m.type === "pass" ? -0.01 : 0);
}

/**
 * A bot that takes the best-scoring move one step ahead.
 *
 * @example
 * ```ts
 * const bots = { red: greedyBot(), blue: randomBot() };
 * ```
 */
export function greedyBot(): Bot<SuperDiceView, SuperDiceMove> {
  return ({ view, moves, rng }) => {
    const me = decider(view);
    const setup = setupMove(view, moves, me);
    if (setup !== undefined) return setup;
    const state = asState(view);
    const dice = botDice(rng);
    let best = moves[0] as SuperDiceMove;
    let score = -Infinity;
    for (const m of moves) {
      const s = judge(state, me, m, dice);
      if (s > score) {
        score = s;
        best = m;
      }
    }
    return best;
  };
}
