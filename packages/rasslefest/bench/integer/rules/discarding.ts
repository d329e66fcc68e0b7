/**
 * Discarding Rounds: a wrestler who cannot (or, in a No Control round, will not) play a card
 * discards one and draws back up. When both discard in a round, the one with less energy takes a
 * point from the other (never his last): both are resting. Docs: /rasslefest/rules#discarding.
 */
import type { Draft } from "../draft.js";
import { DISCARDED, discarder } from "../layout.js";
import type { RasslePlayer } from "../types.js";
import { energyEvent, transfer } from "./damage.js";
import { kindIdOf, kindOfCard, seat } from "./facts.js";
import { take } from "./hands.js";
import { pushDiscard } from "./shuffling.js";

/** Discards card `c` of `p` (from his hand unless `held` is false: it already left it). */
export function discardCard(d: Draft, p: number, c: number, held = true): void {
  if (held) take(d, p, c);
  pushDiscard(d, c);
  d.events?.push({ type: "discarded", player: seat(p), kind: kindIdOf(kindOfCard(c)) });
}

/** Notes that `p` discarded (or passed) this round. */
export function markDiscarded(d: Draft, p: number): void {
  d.m[DISCARDED + d.discardedLen++] = p;
}

/** True when `p` discarded this round. */
export function hasDiscarded(d: Draft, p: number): boolean {
  for (let i = 0; i < d.discardedLen; i++) if (discarder(d, i) === p) return true;
  return false;
}

/** At the end of a round both wrestlers discarded in: the weaker takes a point from the stronger. */
export function rest(d: Draft): void {
  if (!hasDiscarded(d, 0) || !hasDiscarded(d, 1) || d.e0 === d.e1) return;
  const low = d.e0 < d.e1 ? 0 : 1;
  if (transfer(d, 1 - low, 1, false) > 0) {
    d.events?.push({ type: "rested", player: seat(low) });
    energyEvent(d);
  }
}

/** Who discarded this round, in order, as JSON. */
export const discardedOf = (d: Draft): RasslePlayer[] =>
  Array.from({ length: d.discardedLen }, (_, i) => seat(discarder(d, i)));

/** Writes who discarded this round from a JSON state. */
export function loadDiscarded(d: Draft, discarded: readonly RasslePlayer[]): void {
  d.discardedLen = 0;
  for (const p of discarded) markDiscarded(d, p === "a" ? 0 : 1);
}
