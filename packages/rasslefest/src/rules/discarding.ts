/**
 * Discarding Rounds: a wrestler who cannot (or, in a No Control round, will not) play a card
 * discards one and draws back up. When both discard in a round, the one with less energy takes a
 * point from the other (never his last): both are resting. Docs: /rasslefest/rules#discarding.
 */
import { kindOf, type CardId } from "../cards.js";
import type { Draft } from "../draft.js";
import type { RasslePlayer } from "../types.js";
import { energyEvent, transfer } from "./damage.js";
import { take } from "./hands.js";
import { pushDiscard } from "./shuffling.js";

/** Discards `card` of `p` (from his hand unless `held` is false: it already left it). */
export function discardCard(d: Draft, p: RasslePlayer, card: CardId, held = true): void {
  if (held) take(d, p, card);
  pushDiscard(d, card);
  d.events?.push({ type: "discarded", player: p, kind: kindOf(card) });
}

/** Notes that `p` discarded (or passed) this round. */
export function markDiscarded(d: Draft, p: RasslePlayer): void {
  d.discarded.push(p);
}

/** At the end of a round both wrestlers discarded in: the weaker takes a point from the stronger. */
export function rest(d: Draft): void {
  const { a, b } = d.energy;
  if (!d.discarded.includes("a") || !d.discarded.includes("b") || a === b) return;
  const low: RasslePlayer = a < b ? "a" : "b";
  if (transfer(d, low === "a" ? "b" : "a", 1, false) > 0) {
    d.events?.push({ type: "rested", player: low });
    energyEvent(d);
  }
}
