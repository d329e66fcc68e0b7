/**
 * The strong bot: it plans the Action Phase by searching the alternating actions of both heroes
 * (its best move against the opponent's best reply, `depth` actions deep, then the evaluation),
 * minimax with alpha-beta cuts and cheap move ordering (powers first, then big dice), with chance
 * nodes for rerolls and summons (the average over `samples` rolls of its own dice: it sees the dice
 * on the table but never the dice to come). Moves that differ only by which of two equal dice they
 * name are searched once; only the `width` best-looking root moves (one step ahead) are searched
 * deep. The defaults (depth 3, width 4, two samples) take well under a millisecond a decision on
 * average and beat the greedy bot clearly (`test/strength.test.ts`).
 */
import type { Bot } from "@ringside/core";
import type { DiceSource } from "@ringside/core";
import { defined } from "@ringside/core";
import type { SuperDiceView } from "../types.js";
import type { SuperDiceMove } from "../moves.js";
import { actionMoves } from "../rules/actionPhase.js";
import type { SuperDicePlayer, SuperDiceState } from "../types.js";
import { evaluate } from "./evaluate.js";
import { decider, judge, setupMove } from "./greedy.js";
import { after, asState, botDice, rolls } from "./simulate.js";

/** How hard the strong bot thinks. */
export interface StrongBotOptions {
  /** Actions searched ahead, both heroes counted (default 3). */
  readonly depth?: number;
  /** Rolls averaged at a chance node (default 2). */
  readonly samples?: number;
  /** Root moves searched to full depth (default 4). */
  readonly width?: number;
}

/** The legal moves with look-alikes removed (moves naming equal dice the same way count once). */
export function distinctMoves(state: SuperDiceState, moves: readonly SuperDiceMove[]): SuperDiceMove[] {
  const keys = new Map<number, string>();
  for (const d of state.table) keys.set(d.id, `${d.holder}${d.value}${d.side ?? ""}${d.only ?? ""}`);
  const dieKey = (id: number): string => keys.get(id) ?? "?";
  const seen = new Set<string>();
  const out: SuperDiceMove[] = [];
  for (const m of moves) {
    let k: string;
    if (m.type === "assign") k = `assign ${dieKey(m.die)} ${m.side}`;
    else if (m.type === "activate") {
      k = `${m.power} ${m.as ?? ""} ${m.side ?? ""}`;
      if (m.dice !== undefined) for (const id of m.dice) k += `,${dieKey(id)}`;
    } else k = m.type;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(m);
    }
  }
  return out;
}

interface Search {
  readonly me: SuperDicePlayer;
  readonly samples: number;
  readonly dice: DiceSource;
}

/** Cheap move ordering: powers first, then bigger dice, passing last (alpha-beta cuts more). */
function order(state: SuperDiceState, moves: SuperDiceMove[]): SuperDiceMove[] {
  const rank = (m: SuperDiceMove): number => {
    if (m.type === "activate") return 0;
    if (m.type === "assign") return 10 - (state.table.find((d) => d.id === m.die)?.value ?? 0);
    return 100;
  };
  return moves.sort((a, b) => rank(a) - rank(b));
}

function value(
  s: Search,
  state: SuperDiceState,
  p: SuperDicePlayer,
  move: SuperDiceMove,
  depth: number,
  alpha: number,
  beta: number,
): number {
  if (!rolls(move)) return search(s, after(state, p, move, s.dice), depth, alpha, beta);
  // A chance node: the average of a few rolls of the bot's own dice, each searched in full.
  let total = 0;
  for (let i = 0; i < s.samples; i++)
    total += search(s, after(state, p, move, s.dice), depth, -Infinity, Infinity);
  return total / s.samples;
}

/** Minimax with alpha-beta cuts over the alternating actions; the evaluation at the horizon. */
function search(s: Search, state: SuperDiceState, depth: number, alpha: number, beta: number): number {
  if (depth <= 0 || state.phase !== "action" || state.actor === null) return evaluate(state, s.me);
  const actor = state.actor;
  const moves = order(state, distinctMoves(state, actionMoves(state, actor)));
  if (actor === s.me) {
    let best = -Infinity;
    for (const m of moves) {
      const v = value(s, state, actor, m, depth - 1, alpha, beta);
      if (v > best) best = v;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
    return best;
  }
  let best = Infinity;
  for (const m of moves) {
    const v = value(s, state, actor, m, depth - 1, alpha, beta);
    if (v < best) best = v;
    if (best < beta) beta = best;
    if (alpha >= beta) break;
  }
  return best;
}

/**
 * A bot that searches the Action Phase.
 *
 * @example
 * ```ts
 * import { runMatch } from "@ringside/core";
 * import { superdice, strongBot, greedyBot } from "@ringside/superdice";
 * runMatch(superdice, { config: { red: { name: "Nova" }, blue: { name: "Quake" } }, dice: 1, bots: { red: strongBot(), blue: greedyBot() } });
 * ```
 */
export function strongBot(options: StrongBotOptions = {}): Bot<SuperDiceView, SuperDiceMove> {
  const depth = options.depth ?? 3;
  const samples = options.samples ?? 2;
  const width = options.width ?? 4;
  return ({ view, moves, rng }) => {
    const me = decider(view);
    const setup = setupMove(view, moves, me);
    if (setup !== undefined) return setup;
    const state = asState(view);
    const s: Search = { me, samples, dice: botDice(rng) };
    const root = distinctMoves(state, moves);
    if (root.length === 1) return root[0] as SuperDiceMove;
    // Only the `width` best-looking moves one step ahead are searched deep (all when few).
    const shallow =
      root.length <= width
        ? order(state, root).map((m) => ({ m }))
        : root
            .map((m) => ({ m, v: judge(state, me, m, s.dice) }))
            .sort((a, b) => b.v - a.v)
            .slice(0, width);
    let best = defined(shallow[0]?.m ?? moves[0], "superdice: a legal move for the strong bot");
    let score = -Infinity;
    for (const { m } of shallow) {
      const v =
        value(s, state, me, m, depth - 1, score, Infinity) +
        (m.type === "activate" ? -0.05 : m.type === "pass" ? -0.01 : 0);
      if (v > score) {
        score = v;
        best = m;
      }
    }
    return best;
  };
}
