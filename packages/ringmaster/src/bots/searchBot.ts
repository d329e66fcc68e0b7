/**
 * A searching RingMaster bot: flat Monte Carlo over the next Advantage rounds. For each candidate
 * move (every move in the pin, hold and respond phases; every attack, cover and stall, plus the
 * heuristic bot's own choice and its hidden-object move, a draw or the distraction before one, when
 * positioning) it plays the move and then a few rounds ahead with
 * the heuristic bot on both sides, many times, each time with dice drawn from its **own** random
 * stream: the dice are chance nodes it samples, never the match's dice still to come, which it
 * cannot see (a bot gets only the view, which has no dice). The same samples are used for every
 * candidate (common random numbers), so the comparison between candidates is sharper than the
 * sampling noise. A rollout that reaches a result scores +1, 0 or −1; otherwise the position is
 * scored by the share of Intensity each side has left, Stun and who holds Advantage.
 *
 * Hidden objects: it searches over its view, which shows its own side's objects in the tights and
 * nothing of the other side's (not even how many). It does not guess them: in its rollouts the
 * other man has nothing hidden and never draws (the other side's unknown objects are ignored, not
 * sampled), while its own side may draw what it has. An object the other man has drawn is in his
 * hand, in the open, and the rollouts play it as the rules do.
 */
import { seededDice, type Bot, type Rng } from "@ringside/core";
import type { RingMasterView } from "../state.js";
import {
  attemptTarget,
  averageDamage,
  counterTarget,
  deciding,
  holdOptionTarget,
  legalMoves,
  maneuverSkill,
  opponentOf,
  pinChance,
  pinOptionTarget,
  playMove,
} from "../match.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import { resolveManeuver } from "../data/flags.js";
import type { RingMasterPlayer } from "../config.js";
import { heuristicBot } from "./heuristicBot.js";
import { beatTheCount, safeMoves } from "./countAware.js";
import { hiddenObjectMove } from "./hiddenObjects.js";
import { seenBy } from "../match/hiddenInfo.js";

/** Options of the search bot. */
export interface SearchBotOptions {
  /** Rollouts per candidate move (default 12). */
  readonly rollouts?: number;
  /** Decisions played ahead in each rollout (default 8: about two Advantage rounds). */
  readonly horizon?: number;
  /** The rollout policy: `"heuristic"` (default: the heuristic bot on both sides) or `"quick"` (its choices without the positioning previews, faster). */
  readonly policy?: "quick" | "heuristic";
  /** How much better (in the −1..1 value) another move must score to overrule the heuristic's choice (default 0.05). */
  readonly margin?: number;
}

type S = Omit<RingMasterState, "dice">;

/** The value of a position for `me`, in −1..1. */
export function positionValue(s: S, me: RingMasterPlayer): number {
  if (s.result !== null) return s.result.winner === null ? 0 : s.result.winner === me ? 1 : -1;
  const mine = s.corners[me];
  const theirs = s.corners[opponentOf(me)];
  const share = (c: typeof mine): number => Math.max(-0.5, c.intensity / c.traits.intensity);
  let v = 0.6 * (share(mine) - share(theirs)) + 0.02 * (theirs.stun - mine.stun);
  if (s.phase === "pin") v += s.attacker === me ? 0.25 : -0.25;
  else v += s.attacker === me ? 0.05 : -0.05;
  return Math.max(-0.95, Math.min(0.95, v));
}

/** A maneuver he would Improvise outright (−10%): searched only when the heuristic picks it, to keep the search small. */
function outright(view: RingMasterView, name: string): boolean {
  const m = resolveManeuver(name);
  return (
    m !== undefined && maneuverSkill(view.corners[view.attacker], name, m.class).improvised === "unknown"
  );
}

function candidates(
  view: RingMasterView,
  moves: readonly RingMasterMove[],
  base: RingMasterMove,
): RingMasterMove[] {
  if (view.phase === "respond") {
    // the heuristic's answer, every Counter, the Lunge Tag, and the best Turnover (Fired Up first)
    const me = opponentOf(view.attacker);
    const out: RingMasterMove[] = [base];
    let turn: RingMasterMove | undefined;
    let turnEv = -Infinity;
    for (const m of moves) {
      if ((m.type === "respond" && m.counter !== null) || m.type === "lunge-tag") out.push(m);
      if (m.type === "turnover") {
        const ev =
          clamp(attemptTarget(view, me, m.maneuver)) * averageDamage(view, me, m.maneuver) +
          (m.fireUp ? 1 : 0);
        if (ev > turnEv) {
          turnEv = ev;
          turn = m;
        }
      }
    }
    if (turn !== undefined) out.push(turn);
    return out.filter((m, i) => out.indexOf(m) === i);
  }
  if (view.phase !== "position") return [...moves];
  const out: RingMasterMove[] = [base];
  // a draw from his tights (or the distraction before it) when the heuristic's policy finds one worth it
  const sly = hiddenObjectMove(view, moves);
  if (sly !== undefined && !out.includes(sly)) out.push(sly);
  for (const m of moves)
    if (
      (m.type === "attack" && !m.desperation && !outright(view, m.maneuver)) ||
      m.type === "cover" ||
      m.type === "stall"
    )
      if (!out.includes(m)) out.push(m);
  return out;
}

const clamp = (t: number | undefined): number =>
  t === undefined ? 0 : Math.min(0.95, Math.max(0.05, t / 100));

function best(
  moves: readonly RingMasterMove[],
  score: (m: RingMasterMove) => number,
): RingMasterMove | undefined {
  let out: RingMasterMove | undefined;
  let top = -Infinity;
  for (const m of moves) {
    const v = score(m);
    if (v > top) {
      top = v;
      out = m;
    }
  }
  return out;
}

/**
 * The rollout policy: the heuristic bot's choices without its positioning previews (the costly
 * part): the best pin or hold break, a Counter when it is the better bet, a cover when the pin is
 * likely, else the attack with the best expected damage.
 */
export function quickMove(s: S, offered: readonly RingMasterMove[]): RingMasterMove | undefined {
  const moves = safeMoves(s, offered);
  if (s.phase === "pin")
    return best(moves, (m) => (m.type === "break-pin" ? clamp(pinOptionTarget(s, m.option)) : -1));
  if (s.phase === "hold")
    return best(moves, (m) => (m.type === "break-hold" ? clamp(holdOptionTarget(s, m.option)) : -1));
  if (s.phase === "respond") {
    const attack = s.pending === null ? 0.5 : clamp(attemptTarget(s, s.attacker, s.pending.maneuver));
    const me = opponentOf(s.attacker);
    return best(moves, (m) => {
      if (m.type !== "respond") return -1;
      if (m.counter !== null) return clamp(counterTarget(s, m.counter)) * (1 - attack) * 30;
      if (m.answer === null) return 0;
      return (1 - attack) * clamp(attemptTarget(s, me, m.answer)) * averageDamage(s, me, m.answer) * 0.5;
    });
  }
  const back = beatTheCount(s, moves);
  if (back !== undefined) return back;
  const cover = moves.find((m) => m.type === "cover" && m.hook) ?? moves.find((m) => m.type === "cover");
  if (cover !== undefined && cover.type === "cover" && pinChance(s, cover.hook) >= 0.3) return cover;
  const attack = best(moves, (m) => {
    if (m.type !== "attack" || m.desperation) return -Infinity;
    const p = clamp(attemptTarget(s, s.attacker, m.maneuver));
    return p * averageDamage(s, s.attacker, m.maneuver) - (1 - p) * 6;
  });
  if (attack !== undefined && attack.type === "attack") return attack;
  return moves.find((m) => m.type === "stall") ?? moves[0];
}

function rollout(
  s0: S,
  rng: Rng,
  seed: number,
  horizon: number,
  policy: Bot<RingMasterView, RingMasterMove> | null,
): S {
  const dice = seededDice(seed);
  let s = s0;
  for (let i = 0; i < horizon && s.result === null; i++) {
    const p = deciding(s as RingMasterState);
    if (p === null) break;
    const moves = legalMoves(s as RingMasterState, p);
    // each imagined player decides from what he would see (the other man's objects stay hidden)
    const m = policy === null ? quickMove(s, moves) : policy({ view: seenBy(s, p), moves, rng });
    if (m === undefined) break;
    s = playMove(s as RingMasterState, p, m, dice, []);
  }
  return s;
}

/**
 * The search bot.
 *
 * @example
 * runMatch(ringmaster, config, 7, { red: searchBot(), blue: heuristicBot() });
 */
export function searchBot(options: SearchBotOptions = {}): Bot<RingMasterView, RingMasterMove> {
  const rollouts = options.rollouts ?? 12;
  const horizon = options.horizon ?? 8;
  const policy = options.policy === "quick" ? null : heuristicBot();
  const margin = options.margin ?? 0.05;
  const heuristic = heuristicBot();
  return (input) => {
    const { view, moves, rng } = input;
    const base = heuristic(input);
    if (moves.length <= 1) return base;
    const me = deciding(view as RingMasterState);
    if (me === null) return base;
    // A cover the heuristic would not make is rarely worth a search when the pin is hopeless.
    const cands = candidates(view, moves, base).filter(
      (m) => m.type !== "cover" || pinChance(view, m.hook) >= 0.1,
    );
    if (cands.length <= 1) return base;
    const seeds = Array.from({ length: rollouts }, () => rng.int(0, 0x7fffffff));
    let best = base;
    let bestScore = -Infinity;
    for (const m of cands) {
      let total = 0;
      for (const seed of seeds) {
        const dice = seededDice(seed ^ 0x5bd1e995);
        const after = playMove(view as RingMasterState, me, m, dice, []);
        total += positionValue(rollout(after, rng, seed, horizon, policy), me);
      }
      // the heuristic's own choice stands unless another move is clearly better than sampling noise
      const score = total / seeds.length + (m === base ? margin : 0);
      if (score > bestScore) {
        bestScore = score;
        best = m;
      }
    }
    return best;
  };
}
