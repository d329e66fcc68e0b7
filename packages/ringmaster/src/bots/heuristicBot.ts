/**
 * A heuristic RingMaster bot: it covers when the pin is likely, picks the maneuver with the best
 * expected damage (chance × average damage, minus the risk of a high-risk miss), repositions when one
 * step buys a better maneuver, counters when the Counter is the better bet, and breaks pins and holds
 * with its best option. It reads only its view.
 */
import type { Bot } from "@ringside/core";
import type { RingMasterView } from "../game.js";
import {
  attemptTarget,
  averageDamage,
  canAttemptNow,
  counterTarget,
  holdOptionTarget,
  pinChance,
  pinOptionTarget,
  previewPosition,
} from "../match.js";
import type { RingMasterMove } from "../state.js";
import { beatTheCount } from "./countAware.js";

/** Options of the heuristic bot. */
export interface HeuristicBotOptions {
  /** Cover when the chance to pin is at least this (default 0.3). */
  readonly pinAt?: number;
}

const clamp = (t: number | undefined): number =>
  t === undefined ? 0 : Math.min(0.95, Math.max(0.05, t / 100));

function bestAttack(
  view: RingMasterView,
  moves: readonly RingMasterMove[],
): { move: RingMasterMove; ev: number } | undefined {
  let best: { move: RingMasterMove; ev: number } | undefined;
  for (const m of moves) {
    if (m.type !== "attack" || m.desperation) continue;
    const p = clamp(attemptTarget(view, view.attacker, m.maneuver));
    const dmg = averageDamage(view, view.attacker, m.maneuver);
    const ev = p * dmg - (1 - p) * 6;
    if (best === undefined || ev > best.ev) best = { move: m, ev };
  }
  return best;
}

/** Attack moves available in a previewed view (the preview keeps the same Arsenal). */
function attackEvAfter(view: RingMasterView, names: readonly string[]): number {
  let best = -Infinity;
  for (const name of names) {
    if (!canAttemptNow(view, name)) continue;
    const p = clamp(attemptTarget(view, view.attacker, name));
    best = Math.max(best, p * averageDamage(view, view.attacker, name) - (1 - p) * 6);
  }
  return best;
}

/**
 * The heuristic bot.
 *
 * @example
 * runMatch(ringmaster, config, 7, { red: heuristicBot(), blue: randomBot() });
 */
export function heuristicBot(options: HeuristicBotOptions = {}): Bot<RingMasterView, RingMasterMove> {
  const pinAt = options.pinAt ?? 0.3;
  return ({ view, moves }) => {
    const first = moves[0];
    if (first === undefined) throw new Error("no legal moves");
    if (view.phase === "pin")
      return pick(moves, (m) => (m.type === "break-pin" ? clamp(pinOptionTarget(view, m.option)) : -1));
    if (view.phase === "hold")
      return pick(moves, (m) => (m.type === "break-hold" ? clamp(holdOptionTarget(view, m.option)) : -1));
    if (view.phase === "respond") {
      const attack =
        view.pending === null ? 0.5 : clamp(attemptTarget(view, view.attacker, view.pending.maneuver));
      const me = view.attacker === "red" ? "blue" : "red";
      return pick(moves, (m) => {
        if (m.type === "reverse") {
          const p = clamp((attemptTarget(view, me, m.into) ?? 0) - 5);
          return p * (1 - attack) * averageDamage(view, me, m.into) * 0.6;
        }
        if (m.type !== "respond") return -1;
        if (m.counter !== null) return clamp(counterTarget(view, m.counter)) * (1 - attack) * 30;
        if (m.answer === null) return 0;
        const p = clamp(attemptTarget(view, me, m.answer));
        return (1 - attack) * p * averageDamage(view, me, m.answer) * 0.5;
      });
    }
    // position phase
    const back = beatTheCount(view, moves);
    if (back !== undefined) return back;
    const covers = moves.filter((m) => m.type === "cover");
    if (covers.length > 0) {
      const hook = covers.find((m) => m.type === "cover" && m.hook);
      const chance = pinChance(view, hook !== undefined);
      if (chance >= pinAt) return hook ?? covers[0] ?? first;
    }
    const best = bestAttack(view, moves);
    let bestMove: RingMasterMove | undefined = best?.move;
    let bestEv = best?.ev ?? -Infinity;
    if (view.ap > 0) {
      const arsenal = view.corners[view.attacker].sheet.arsenal.map((e) => e.maneuver);
      for (const m of moves) {
        if (m.type !== "shift" && m.type !== "step" && m.type !== "whip" && m.type !== "run") continue;
        const after = previewPosition(view, m);
        if (after === undefined) continue;
        const ev = attackEvAfter(after, arsenal) - 1;
        if (ev > bestEv + 1) {
          bestEv = ev;
          bestMove = m;
        }
      }
    }
    if (bestMove !== undefined && (bestMove.type !== "attack" || bestEv > -Infinity)) return bestMove;
    const stall = moves.find((m) => m.type === "stall");
    return stall ?? first;
  };
}

function pick(moves: readonly RingMasterMove[], score: (m: RingMasterMove) => number): RingMasterMove {
  let best = moves[0];
  let s = -Infinity;
  for (const m of moves) {
    const v = score(m);
    if (v > s) {
      s = v;
      best = m;
    }
  }
  if (best === undefined) throw new Error("no legal moves");
  return best;
}
