/**
 * Read-only figures of the match for bots and views.
 */
import type { DiceSource } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { forceDiceCount, parseForceCode } from "../data/forceCode.js";
import { attackTargetValue } from "../rules/attackCheck.js";
import { holdBreakTarget } from "../rules/holds.js";
import { pinBreakTarget } from "../rules/pinfall.js";
import { ropeReachPenalty } from "../rules/ring.js";
import type { RingMasterMove, RingMasterState } from "../state.js";
import { opponentOf } from "./common.js";
import { position } from "./positioning.js";
import { canAttempt, situation, smashObject } from "./skills.js";
import { garroteDice, punchLoad } from "./concealed.js";
import type { RingMasterPlayer } from "../config.js";

type P = RingMasterPlayer;

// ---------------------------------------------------------------- for bots and views

/**
 * The target of `by`'s attempt of an Arsenal maneuver now (what a bot or the docs show): the
 * chapter's modifiers on a Maneuver Skill that is Ringside's completion (`completion.md` › 1, › 3): the Class attribute plus the
 * training bonus.
 */
export function attemptTarget(s: Omit<RingMasterState, "dice">, by: P, name: string): number | undefined {
  const m = resolveManeuver(name);
  if (m === undefined) return undefined;
  const full = s as RingMasterState;
  return attackTargetValue(
    situation(
      full,
      by,
      { ...m, name },
      { braChain: s.chain && m.class === "BRA" && m.tags.includes("strike") },
    ),
  );
}

/**
 * The average damage of an Arsenal maneuver by `by` on his opponent now (dice at 3.5, no Ace), with
 * the object in his hand: a loaded fist's dice on a Punch, the garrote's die on a Chokehold, a
 * swung object's dice on Foreign Object Smash (¶39, ¶44, ¶47).
 */
export function averageDamage(s: Omit<RingMasterState, "dice">, by: P, name: string): number {
  const m = resolveManeuver(name);
  if (m === undefined) return 0;
  const att = s.corners[by];
  const def = s.corners[opponentOf(by)];
  const p = parseForceCode(m.force);
  if (!p.ok) return 0;
  const c = p.code;
  const steps = m.flags.includes("Flying") ? att.rope : m.flags.includes("Super") ? def.rope : 0;
  const dmg =
    3.5 * forceDiceCount(c) +
    c.P * att.traits.POW +
    c.S * def.traits.WDB +
    c.h * att.traits.HDB +
    c.w * att.traits.WDB +
    3.5 * c.T +
    3.5 *
      (punchLoad(att, m) +
        garroteDice(att, m) +
        (m.base === "Foreign Object Smash" ? (smashObject(att)?.dice ?? 0) : 0)) +
    2 * steps;
  return att.sheet.finisher === name ? 2 * dmg : dmg;
}

/**
 * The target to break a pin with an option now, for the pinned wrestler (`undefined`: impossible).
 * The options (the chapter's list is lost) and the fight he has left are Ringside's completion (`completion.md` › 10).
 */
export function pinOptionTarget(
  s: Omit<RingMasterState, "dice">,
  option: "power-out" | "kick-out" | "ropes",
): number | undefined {
  const pin = s.pin;
  const c = s.corners[opponentOf(s.attacker)];
  if (pin === null || c.out) return undefined;
  return pinBreakTarget(option, c.sheet.attributes, {
    level: c.level,
    stun: c.stun,
    hooked: pin.hooked,
    screwjob: pin.screwjob,
    predicament: pin.predicament,
    priorCovers: pin.priorCovers,
    ropePenalty: ropeReachPenalty(c.square),
  });
}

/**
 * The chance (0–1) that a cover now pins: three (or one) chances, each option once, best first;
 * `screwjob`: with a Screwjob on (−20% to break).
 */
export function pinChance(s: Omit<RingMasterState, "dice">, hook: boolean, screwjob = false): number {
  const c = s.corners[opponentOf(s.attacker)];
  if (c.out) return 1;
  const chances = s.finisherPin && s.covers === 0 && c.level >= 2 ? 1 : 3;
  const targets = (["power-out", "kick-out", "ropes"] as const)
    .map((o) =>
      pinBreakTarget(o, c.sheet.attributes, {
        level: c.level,
        stun: c.stun,
        hooked: hook,
        screwjob,
        predicament: false,
        priorCovers: s.covers,
        ropePenalty: ropeReachPenalty(c.square),
      }),
    )
    .map((t) => (t === undefined ? 0 : Math.min(0.95, Math.max(0.05, t / 100))))
    .sort((a, b) => b - a);
  let p = 1;
  for (let i = 0; i < chances; i++) p *= 1 - (targets[i] ?? 0);
  return p;
}

/**
 * The target to break the current hold with an option, for the held wrestler. The options (the
 * chapter's list is lost) and the fight he has left are Ringside's completion (`completion.md` › 10).
 */
export function holdOptionTarget(
  s: Omit<RingMasterState, "dice">,
  option: "power-out" | "escape" | "ropes",
): number | undefined {
  const m = s.hold === null ? undefined : resolveManeuver(s.hold.maneuver);
  const c = s.corners[opponentOf(s.attacker)];
  if (m === undefined || c.out) return undefined;
  return holdBreakTarget(option, c.sheet.attributes, m.level, ropeReachPenalty(c.square), c.stun, c.level);
}

/** Applies a positioning move that rolls no dice, for lookahead (the place move rolls: not previewed). */
export function previewPosition(
  s: Omit<RingMasterState, "dice">,
  move: RingMasterMove,
): Omit<RingMasterState, "dice"> | undefined {
  if (
    move.type !== "step" &&
    move.type !== "shift" &&
    move.type !== "run" &&
    move.type !== "whip" &&
    move.type !== "climb"
  )
    return undefined;
  const noDice: DiceSource = {
    int: () => {
      throw new Error("preview rolls no dice");
    },
    save: () => ({ kind: "scripted", faces: [], next: 0 }),
  };
  return position(s as RingMasterState, s.attacker, move, noDice, []);
}

/** Whether the attacker can attempt an Arsenal maneuver where the wrestlers stand now. */
export function canAttemptNow(s: Omit<RingMasterState, "dice">, name: string): boolean {
  const m = resolveManeuver(name);
  if (m === undefined) return false;
  return canAttempt(s.corners[s.attacker], s.corners[opponentOf(s.attacker)], m);
}
