/*
 * The working context every round rule runs in: the match's mutable working copy (see
 * `../work.ts`), its open dice and where the events go. Internal to the package.
 */
import { rollSum, SeededDice, sumD6, type DiceSource } from "@ringside/core";
import type { FastMatchEvent } from "../events.js";
import type { WorkState } from "../work.js";

export type { WorkState, WorkWrestler } from "../work.js";

/** One round's tools: the working match, its dice and the event list (null: nobody reads them). */
export interface RoundContext {
  readonly match: WorkState;
  readonly dice: DiceSource;
  readonly events: FastMatchEvent[] | null;
  /**
   * True when every roll carries its label (scripted dice name the roll a short script misses).
   * Seeded dice ignore labels, so the bulk path skips building the strings.
   */
  readonly named: boolean;
}

/** Opens a round context on a working match. */
export function roundContext(
  match: WorkState,
  dice: DiceSource,
  events: FastMatchEvent[] | null,
): RoundContext {
  return { match, dice, events, named: match.dice.kind === "scripted" };
}

/**
 * Records an event when someone reads them. Callers test `ctx.events !== null` first, so that the
 * bulk path (no events) never builds the event object.
 */
export function emit(ctx: RoundContext, event: FastMatchEvent): void {
  if (ctx.events !== null) ctx.events.push(event);
}

/** A roll's label: what is rolled, and for whom when it names someone ("attack roll for", "Ace"). */
function label(what: string, whom: string | undefined): string {
  return whom === undefined ? what : `${what} ${whom}`;
}

/**
 * The sum of `count` d6, labelled `what` (for `whom`); the label is built only when the dice want
 * it. Seeded dice throw the sum with core's `sumD6` (the same faces and generator steps as `count`
 * calls of `dice.int(1, 6)`).
 */
export function rollD6s(ctx: RoundContext, count: 2 | 3, what: string, whom?: string): number {
  if (ctx.named) return rollSum(ctx.dice, count, 6, label(what, whom));
  const d = ctx.dice;
  if (d instanceof SeededDice) return sumD6(d, count);
  const two = d.int(1, 6) + d.int(1, 6);
  return count === 2 ? two : two + d.int(1, 6);
}

/** One die from `min` to `max`, labelled `what` (for `whom`); the label is built only when the dice want it. */
export function rollInt(ctx: RoundContext, min: number, max: number, what: string, whom?: string): number {
  return ctx.named ? ctx.dice.int(min, max, label(what, whom)) : ctx.dice.int(min, max);
}

/** The two sides, challenger first. */
export const SIDE_NAMES = ["challenger", "defender"] as const;
