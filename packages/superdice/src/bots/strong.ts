/**
 * The strong bot: it plans the Action Phase by searching the alternating actions of both heroes
 * (its best move against the opponent's best reply, `depth` actions deep, then the evaluation),
 * with chance nodes for rerolls and summons (the average over `samples` rolls of its own dice: it
 * sees the dice on the table but never the dice to come). Moves that differ only by which of two
 * equal dice they name are searched once; only the `width` best-looking root moves are searched
 * deep.
 */
import type { Bot } from "@ringside/core";
import type { DiceSource } from "@ringside/core";
import type { SuperDiceView } from "../game.js";
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

function signature(state: SuperDiceState, move: SuperDiceMove): string {
  const dieKey = (id: number): string => {
    const d = state.table.find((x) => x.id === id);
    return d === undefined ? "?" : `${d.holder}${d.value}${d.side ?? ""}${d.only ?? ""}`;
  };
  if (move.type === "assign") return `assign ${dieKey(move.die)} ${move.side}`;
  if (move.type === "activate") {
    return `${move.power} ${move.as ?? ""} ${(move.dice ?? []).map(dieKey).join(",")} ${move.side ?? ""}`;
  }
  return move.type;
}

/** The legal moves with look-alikes removed. */
export function distinctMoves(state: SuperDiceState, moves: readonly SuperDiceMove[]): SuperDiceMove[] {
  const seen = new Set<string>();
  const out: SuperDiceMove[] = [];
  for (const m of moves) {
    const k = signature(state, m);
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

function value(
  s: Search,
  state: SuperDiceState,
  p: SuperDicePlayer,
  move: SuperDiceMove,
  depth: number,
): number {
  if (!rolls(move)) return search(s, after(state, p, move, s.dice), depth);
  let total = 0;
  for (let i = 0; i < s.samples; i++) total += search(s, after(state, p, move, s.dice), depth);
  return total / s.samples;
}

function search(s: Search, state: SuperDiceState, depth: number): number {
  if (depth <= 0 || state.phase !== "action" || state.actor === null) return evaluate(state, s.me);
  const actor = state.actor;
  const moves = distinctMoves(state, actionMoves(state, actor));
  let best = actor === s.me ? -Infinity : Infinity;
  for (const m of moves) {
    const v = value(s, state, actor, m, depth - 1);
    if (actor === s.me ? v > best : v < best) best = v;
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
    const shallow = root
      .map((m) => ({ m, v: judge(state, me, m, s.dice) }))
      .sort((a, b) => b.v - a.v)
      .slice(0, width);
    let best = shallow[0]?.m ?? (moves[0] as SuperDiceMove);
    let score = -Infinity;
    for (const { m } of shallow) {
      const v =
        value(s, state, me, m, depth - 1) + (m.type === "activate" ? -0.05 : m.type === "pass" ? -0.01 : 0);
      if (v > score) {
        score = v;
        best = m;
      }
    }
    return best;
  };
}
