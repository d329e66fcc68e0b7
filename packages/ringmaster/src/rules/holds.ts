/**
 * Holds, submissions and sleepers (RingMaster › Holds, text ¶110–¶113, ¶116–¶117; the hold round's
 * lost list is Ringside's completion, `completion.md` › 10): breaking out, the submission tally
 * against TOU, sleepholds and the three arm drops.
 * Docs: `docs/ringmaster/rules.md#holds-and-submissions`.
 */
import type { DiceSource } from "@ringside/core";
import type { Attribute, WearDownLevel } from "../data/attributes.js";
import { fightLeft } from "./fightLeft.js";
import { attributeCheck, succeeded, type CheckResult } from "./attributeCheck.js";

/** The ways to break a hold by a check (Counters and Reversals are rolled as maneuvers). */
export const HOLD_BREAKS = ["power-out", "escape", "ropes"] as const;

/** One way to break a hold by a check. */
export type HoldBreak = (typeof HOLD_BREAKS)[number];

/**
 * The target to break a hold: Power Out is STR, Escape the higher of TEC and AGI, each −5% a Level of
 * the hold; the Rope Break is AGI with the square's rope penalty (`undefined` outside the ring); all
 * with the fight he has left at his wear-down Level (`fightLeft.ts`) and −5% a point of Stun.
 */
export function holdBreakTarget(
  option: HoldBreak,
  attributes: Readonly<Record<Attribute, number>>,
  holdLevel: number,
  ropePenalty: number | undefined,
  stun: number,
  level: WearDownLevel,
): number | undefined {
  const stunMod = -5 * stun + fightLeft(level);
  switch (option) {
    case "power-out":
      return attributes.STR - 5 * holdLevel + stunMod;
    case "escape":
      return Math.max(attributes.TEC, attributes.AGI) - 5 * holdLevel + stunMod;
    case "ropes":
      return ropePenalty === undefined ? undefined : attributes.AGI + ropePenalty + stunMod;
  }
}

/** A break attempt: broken, and with an Ace he also takes Advantage (¶111). */
export function breakHold(
  dice: DiceSource,
  option: HoldBreak,
  target: number | undefined,
): { readonly check: CheckResult | undefined; readonly broken: boolean; readonly advantage: boolean } {
  if (target === undefined) return { check: undefined, broken: false, advantage: false };
  const check = attributeCheck(dice, target, `break the hold (${option})`);
  return { check, broken: succeeded(check.grade), advantage: check.grade === "ace" };
}

/**
 * A Counter out of a hold works when the maneuver succeeds by more than the hold's own margin did (¶113).
 */
export function holdCounterWorks(counter: CheckResult, holdMargin: number): boolean {
  return succeeded(counter.grade) && counter.margin > holdMargin;
}

/**
 * The submission check (¶112): once the hold's damage tally exceeds his current TOU, a wrestler who
 * failed to break must pass a STA check at the round's end or submit. Returns `undefined` when no
 * check is due yet.
 */
export function submissionCheck(
  dice: DiceSource,
  tally: number,
  tou: number,
  sta: number,
): { readonly check: CheckResult; readonly submits: boolean } | undefined {
  if (tally <= tou) return undefined;
  const check = attributeCheck(dice, sta, "hold on (STA)");
  return { check, submits: !succeeded(check.grade) };
}

/** A sleephold round (¶116): the victim checks TOU; a failure puts him out. */
export function sleeperRound(
  dice: DiceSource,
  tou: number,
): { readonly check: CheckResult; readonly out: boolean } {
  const check = attributeCheck(dice, tou, "fight the sleeper (TOU)");
  return { check, out: !succeeded(check.grade) };
}

/**
 * The arm drops (¶117): up to three STA checks; the first success keeps the arm up. Returns the
 * checks made and whether he is awake.
 */
export function armDrops(
  dice: DiceSource,
  sta: number,
): { readonly checks: readonly CheckResult[]; readonly awake: boolean } {
  const checks: CheckResult[] = [];
  for (let i = 1; i <= 3; i++) {
    const c = attributeCheck(dice, sta, `arm drop ${String(i)} (STA)`);
    checks.push(c);
    if (succeeded(c.grade)) return { checks, awake: true };
  }
  return { checks, awake: false };
}
