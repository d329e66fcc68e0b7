/**
 * A heuristic RingMaster bot. On offence it scores every attack by expected value (the chance to hit
 * × what the hit is worth: its average damage, more when it puts the man down for a cover, makes a
 * pin or locks in a submission, less the cost of a miss: the answer it invites, a high-risk crash),
 * repositions when one step buys a better attack, takes Leverage on its holds, throws a man at the
 * ropes over the top when its roll can beat his Lift by 10, and covers (hooking
 * the leg, with a Screwjob) once the chance to pin is worth the round. On defence it weighs taking the
 * attack, answering, a Counter or a Reversal by the damage each expects to take and give, and
 * breaks pins and holds with its best option, a Counter out of the hold included. It draws an
 * object from its tights when it can use it at once and the referee will not see it (a rulebreaker
 * also when a warning is the worst it risks, or after distracting the referee; `hiddenObjects.ts`).
 * It reads only its view.
 */
import { WHIP_TARGET_DICE } from "../rules/foreignObjects.js";
import type { Bot } from "@ringside/core";
import { POSITION_CATEGORY } from "../data/attributes.js";
import { resolveManeuver } from "../data/flags.js";
import type { RingMasterView } from "../state.js";
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
import { beatTheCount, safeMoves } from "./countAware.js";
import { hiddenObjectMove } from "./hiddenObjects.js";
import { doorSquare } from "../rules/cage/escape.js";
import { distance } from "../rules/ring.js";
import type { RingMasterPlayer } from "../config.js";

/** Options of the heuristic bot. */
export interface HeuristicBotOptions {
  /** Cover when the chance to pin is at least this (default 0.1: a failed cover keeps Advantage). */
  readonly pinAt?: number;
}

const clamp = (t: number | undefined): number =>
  t === undefined ? 0 : Math.min(0.95, Math.max(0.05, t / 100));

const other = (p: RingMasterPlayer): RingMasterPlayer => (p === "red" ? "blue" : "red");

/** What a miss costs: the answer it invites (and the Advantage with it), or a high-risk crash. */
const MISS = 15;
const CRASH = 25;

/** The expected value of `by` attempting `name` on his opponent now. */
function attackValue(view: RingMasterView, name: string): number {
  const by = view.attacker;
  const m = resolveManeuver(name);
  if (m === undefined) return -Infinity;
  const p = clamp(attemptTarget(view, by, name));
  const dmg = averageDamage(view, by, name);
  const them = view.corners[other(by)];
  // worn men are easier to pin: a knock-down is worth more the lower he is
  const down = m.leaves === "Prone" || m.leaves === "Facedown" ? 3 + 3 * them.level : 0;
  const pin = m.tags.includes("pin") ? 6 + 5 * them.level : 0;
  // a hold gives him a round of breaks and Counters against it: worth it only as a submission
  const hold = m.tags.includes("submission") ? 3 * them.level : m.tags.includes("hold") ? -8 : 0;
  const miss = m.tags.includes("highrisk") ? CRASH : MISS;
  return p * (dmg + down + pin + hold) - (1 - p) * miss;
}

/**
 * What an option adds: Leverage a little (one more die once it works), over the top rope the chance
 * the roll beats his Lift by 10 times the 5-Step Slam die it brings.
 */
function optionValue(view: RingMasterView, m: Extract<RingMasterMove, { type: "attack" }>): number {
  if (m.option === "leverage") return 0.5;
  const into = INTO_DICE[m.option ?? ""];
  if (into !== undefined) return clamp(attemptTarget(view, view.attacker, m.maneuver) ?? 0) * 3.5 * into;
  if (m.option !== "over-the-top") return 0;
  const them = view.corners[other(view.attacker)];
  const t = attemptTarget(view, view.attacker, m.maneuver) ?? 0;
  return clamp(t - them.traits.Lift - 10) * (13.5 + them.traits.WDB);
}

/** The Stun Code dice a whip into a ringside object adds (¶40). */
const INTO_DICE: Readonly<Record<string, number>> = {
  "into-steps": WHIP_TARGET_DICE.steps,
  "into-railing": WHIP_TARGET_DICE.railing,
  "into-post": WHIP_TARGET_DICE.post,
};

/**
 * The chance a cover with a Screwjob pins, playing the referee: the SAV check may fail (an ordinary
 * cover), and when it works a watching referee who sees it breaks up the fall and warns him (¶52,
 * ¶118); each warning already given makes the next one dearer.
 */
function screwjobCover(view: RingMasterView, hook: boolean): number {
  const me = view.corners[view.attacker];
  const made = clamp(me.sheet.attributes.SAV);
  const seen = view.referee.distracted > 0 ? 0 : clamp(view.options.refereeSav);
  const warningCost = 0.02 * (1 + view.referee.warnings[view.attacker]) * seen * made;
  return (
    (1 - made) * pinChance(view, hook, false) + made * (1 - seen) * pinChance(view, hook, true) - warningCost
  );
}

/** The best attack among the legal moves (Leverage declared on holds; `safeMoves` has already dropped what the referee would not allow). */
function bestAttack(
  view: RingMasterView,
  moves: readonly RingMasterMove[],
): { move: RingMasterMove; ev: number } | undefined {
  let best: { move: RingMasterMove; ev: number } | undefined;
  for (const m of moves) {
    if (m.type !== "attack" || m.desperation) continue;
    if (m.option === "flair" || m.option === "resthold") continue;
    const ev = attackValue(view, m.maneuver) + optionValue(view, m);
    if (best === undefined || ev > best.ev) best = { move: m, ev };
  }
  return best;
}

/** The best attack value after a previewed positioning move. */
function attackEvAfter(view: RingMasterView, names: readonly string[]): number {
  let best = -Infinity;
  for (const name of names) if (canAttemptNow(view, name)) best = Math.max(best, attackValue(view, name));
  return best;
}

/** The defender's choice against the pending attack: least damage taken, most given. */
function respond(view: RingMasterView, moves: readonly RingMasterMove[]): RingMasterMove {
  const me = other(view.attacker);
  const pending = view.pending;
  const pa = pending === null ? 0.5 : clamp(attemptTarget(view, view.attacker, pending.maneuver));
  const taken = pending === null ? 10 : averageDamage(view, view.attacker, pending.maneuver);
  return pick(moves, (m) => {
    if (m.type === "reverse") {
      const pr = clamp((attemptTarget(view, me, m.into) ?? 0) - 5);
      const wins = pr * (1 - pa / 2);
      return -pa * (1 - pr / 2) * taken + wins * averageDamage(view, me, m.into) - 6;
    }
    if (m.type !== "respond") return -Infinity;
    if (m.counter !== null) {
      const pk = clamp(counterTarget(view, m.counter));
      return -pa * (1 - pk / 2) * taken + pk * (1 - pa / 2) * 8 - 6;
    }
    if (m.answer === null) return -pa * taken;
    const pm = clamp(attemptTarget(view, me, m.answer));
    return -pa * taken + (1 - pa) * pm * averageDamage(view, me, m.answer) * 0.5;
  });
}

/** Out of a hold: the best break chance, or a Counter when it beats the hold's margin often enough. */
function breakHold(view: RingMasterView, moves: readonly RingMasterMove[]): RingMasterMove {
  const me = other(view.attacker);
  const margin = view.hold?.margin ?? 0;
  return pick(moves, (m) => {
    if (m.type === "break-hold") return clamp(holdOptionTarget(view, m.option));
    if (m.type !== "counter-hold") return -1;
    const t = attemptTarget(view, me, m.into);
    return t === undefined ? -1 : Math.max(0, Math.min(0.95, (t - margin - 1) / 100)) * 1.3;
  });
}

/** The holder between hold rounds: the superset when it is worth trying, else the hold stays on. */
function holdOn(view: RingMasterView, moves: readonly RingMasterMove[]): RingMasterMove {
  return pick(moves, (m) => {
    if (m.type === "superset-hold") return attackValue(view, m.into);
    return m.type === "keep-hold" ? 0 : -1;
  });
}

/**
 * The heuristic bot.
 *
 * @example
 * runMatch(ringmaster, { config, dice: 7, bots: { red: heuristicBot(), blue: randomBot() } });
 */
export function heuristicBot(options: HeuristicBotOptions = {}): Bot<RingMasterView, RingMasterMove> {
  const pinAt = options.pinAt ?? 0.1;
  return ({ view, moves: offered }) => {
    // the referee is watching: nothing that would disqualify him (¶118–¶119)
    const moves = safeMoves(view, offered);
    const first = moves[0];
    if (first === undefined) throw new Error("no legal moves");
    if (view.phase === "pin")
      return pick(moves, (m) => (m.type === "break-pin" ? clamp(pinOptionTarget(view, m.option)) : -1));
    if (view.phase === "hold")
      return view.hold?.holderTurn === true ? holdOn(view, moves) : breakHold(view, moves);
    if (view.phase === "respond") return respond(view, moves);
    // position phase: back into the ring when counted outside, then cover when the pin is likely
    // enough (best cover: hooked, with a Screwjob)
    const back = beatTheCount(view, moves);
    if (back !== undefined) return back;
    // out of the cage wins at once (¶145): take the way out, or head for the door while he is down
    const out = moves.find((m) => m.type === "escape") ?? towardTheDoor(view, moves);
    if (out !== undefined) return out;
    let cover: RingMasterMove | undefined;
    let coverChance = 0;
    for (const m of moves) {
      if (m.type !== "cover") continue;
      const c = m.screwjob === true ? screwjobCover(view, m.hook) : pinChance(view, m.hook, false);
      if (c > coverChance) {
        coverChance = c;
        cover = m;
      }
    }
    const foe = view.corners[other(view.attacker)];
    if (cover !== undefined && (coverChance >= pinAt || foe.out)) return cover;
    // an object from his tights when it is worth it and the referee will not see (or not mind) it
    const sly = hiddenObjectMove(view, moves);
    if (sly !== undefined) return sly;
    const best = bestAttack(view, moves);
    let bestMove: RingMasterMove | undefined = best?.move;
    let bestEv = best?.ev ?? -Infinity;
    if (view.ap > 0) {
      const arsenal = view.corners[view.attacker].sheet.arsenal.map((e) => e.maneuver);
      const them = view.corners[other(view.attacker)].square;
      const here = view.corners[view.attacker].square;
      const far = (a: { row: number; col: number }): number =>
        Math.max(Math.abs(a.row - them.row), Math.abs(a.col - them.col));
      for (const m of moves) {
        if (m.type !== "shift" && m.type !== "step" && m.type !== "whip" && m.type !== "run") continue;
        // a step away from him opens no attack: only steps that keep or close the distance are previewed
        if (m.type === "step" && far(m.to) > far(here)) continue;
        const after = previewPosition(view, m);
        if (after === undefined) continue;
        const ev = attackEvAfter(after, arsenal) - 1;
        if (ev > bestEv + 1) {
          bestEv = ev;
          bestMove = m;
        }
      }
    }
    if (bestMove !== undefined && bestEv > 0) return bestMove;
    // nothing better: one cover on a man he put down, but not again and again on a man who kicked out
    if (cover !== undefined && POSITION_CATEGORY[foe.position] === "fallen" && view.covers === 0)
      return cover;
    if (bestMove !== undefined) return bestMove;
    return approach(view, moves) ?? moves.find((m) => m.type === "stall") ?? first;
  };
}

/**
 * In a cage won by escaping, with the other man down (the door is open, completion › 14): the step
 * that brings him nearer the door, or `undefined`.
 */
function towardTheDoor(view: RingMasterView, moves: readonly RingMasterMove[]): RingMasterMove | undefined {
  const cage = view.options.cage;
  if (cage === null || cage.victory === "standard") return undefined;
  const them = view.corners[other(view.attacker)];
  if (!them.out && POSITION_CATEGORY[them.position] === "standing") return undefined;
  const door = doorSquare(cage);
  const me = view.corners[view.attacker];
  let best: RingMasterMove | undefined;
  let bestD = distance(me.square, door);
  for (const m of moves)
    if (m.type === "step" && !m.drag && distance(m.to, door) < bestD) {
      best = m;
      bestD = distance(m.to, door);
    }
  return best;
}

/** Nothing to try from here: step toward him (back into the ring first), or stand up. */
function approach(view: RingMasterView, moves: readonly RingMasterMove[]): RingMasterMove | undefined {
  const me = view.corners[view.attacker];
  const them = view.corners[other(view.attacker)];
  const up = moves.find(
    (m) =>
      m.type === "shift" &&
      m.who === "self" &&
      POSITION_CATEGORY[m.to] !== "fallen" &&
      POSITION_CATEGORY[m.to] !== POSITION_CATEGORY[me.position],
  );
  if (POSITION_CATEGORY[me.position] !== "standing" && up !== undefined) return up;
  const dist = (a: { row: number; col: number }): number =>
    Math.max(Math.abs(a.row - them.square.row), Math.abs(a.col - them.square.col));
  const now = dist(me.square);
  let best: RingMasterMove | undefined;
  let bestD = now;
  for (const m of moves) {
    if (m.type !== "step" || m.drag) continue;
    const d = dist(m.to);
    if (d < bestD) {
      bestD = d;
      best = m;
    }
  }
  return best;
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
