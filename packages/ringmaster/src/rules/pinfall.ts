/**
 * The pinfall (RingMaster › Pinfall, text ¶105–¶109, ¶87): three chances to break, a different
 * option each time; an Ace breaks and takes Advantage, a Botch counts as two failures; each count
 * shakes off 1 Stun; repeated covers without a new attack are +10% to break, cumulative; a
 * Finisher's pin on a Winded or worse opponent starts at two, leaving one chance. The options and
 * what else makes a pin harder are Ringside's completion (`completion.md` › 10).
 * Docs: `docs/ringmaster/rules.md#pinfall`.
 */
import type { DiceSource } from "@ringside/core";
import type { Attribute, WearDownLevel } from "../data/attributes.js";
import { attributeCheck, succeeded, type CheckResult } from "./attributeCheck.js";
import { fightLeft } from "./fightLeft.js";
import { shakeOff } from "./stun.js";

/** The ways to break a pin by a check (completion); Turnovers break pins in `match/turnovers.ts`. */
export const PIN_BREAKS = ["power-out", "kick-out", "ropes"] as const;

/** One way to break a pin. */
export type PinBreak = (typeof PIN_BREAKS)[number];

/** The attribute each option checks. */
export const PIN_BREAK_ATTRIBUTE: Readonly<Record<PinBreak, Attribute>> = {
  "power-out": "STR",
  "kick-out": "STA",
  ropes: "AGI",
};

/** Everything that changes the chance to break one count. */
export interface PinSituation {
  /** The pinned wrestler's wear-down Level: the fight he has left (`fightLeft.ts`, completion). */
  readonly level: WearDownLevel;
  /** His Stun now (−5% a point, ¶95). */
  readonly stun: number;
  /** The leg is hooked (−10%: completion). */
  readonly hooked: boolean;
  /** A successful Screwjob (−20%, ¶52). */
  readonly screwjob: boolean;
  /** The cover came from a pin-making maneuver (−10%: completion). */
  readonly predicament: boolean;
  /** Covers made before this one since the last attack (+10% each, ¶109). */
  readonly priorCovers: number;
  /** The rope-reach penalty of his square, or `undefined` outside the ring (¶63). */
  readonly ropePenalty: number | undefined;
}

/** The target to break with an option, or `undefined` when the option is impossible (the ropes out of reach). */
export function pinBreakTarget(
  option: PinBreak,
  attributes: Readonly<Record<Attribute, number>>,
  s: PinSituation,
): number | undefined {
  let t = attributes[PIN_BREAK_ATTRIBUTE[option]];
  if (option === "ropes") {
    if (s.ropePenalty === undefined) return undefined;
    t += s.ropePenalty;
  }
  t += fightLeft(s.level);
  t -= 5 * s.stun;
  if (s.hooked) t -= 10;
  if (s.screwjob) t -= 20;
  if (s.predicament) t -= 10;
  t += 10 * s.priorCovers;
  return t;
}

/** A pin in progress. */
export interface PinState {
  /** Failed chances so far (a Botch counts two). */
  readonly failures: number;
  /** Chances in all: 3, or 1 after a Finisher on a Winded or worse opponent. */
  readonly chances: number;
  /** Options already used. */
  readonly used: readonly PinBreak[];
  /** The pinned wrestler's Stun. */
  readonly stun: number;
}

/** A new pin: three chances, or one after a Finisher on a Winded or worse opponent (¶87). */
export function startPin(stun: number, finisherOnWinded: boolean): PinState {
  return { failures: 0, chances: finisherOnWinded ? 1 : 3, used: [], stun };
}

/** The options still open on this pin. */
export function openPinBreaks(pin: PinState): readonly PinBreak[] {
  return PIN_BREAKS.filter((o) => !pin.used.includes(o));
}

/** One count and its break attempt. */
export interface PinCount {
  /** The check rolled (absent when the option was impossible: an automatic failure). */
  readonly check: CheckResult | undefined;
  /** The pin after it. */
  readonly pin: PinState;
  /** He broke the pin. */
  readonly broken: boolean;
  /** He broke it with an Ace and takes Advantage (¶107). */
  readonly advantage: boolean;
  /** All chances are gone: the pinner wins. */
  readonly pinned: boolean;
}

/**
 * One count: the pinned wrestler tries `option` against `target` (`undefined`: impossible, a
 * failure); the count shakes 1 Stun off (¶109).
 */
export function pinCount(
  dice: DiceSource,
  pin: PinState,
  option: PinBreak,
  target: number | undefined,
): PinCount {
  const check = target === undefined ? undefined : attributeCheck(dice, target, `break the pin (${option})`);
  const broken = check !== undefined && succeeded(check.grade);
  const failures = pin.failures + (broken ? 0 : check?.grade === "botch" ? 2 : 1);
  const next: PinState = {
    failures,
    chances: pin.chances,
    used: [...pin.used, option],
    stun: shakeOff(pin.stun, 1),
  };
  return {
    check,
    pin: next,
    broken,
    advantage: check?.grade === "ace",
    pinned: !broken && failures >= pin.chances,
  };
}
