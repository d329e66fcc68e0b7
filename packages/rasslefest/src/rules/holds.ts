/**
 * Holds: an Armbar or a Submission Hold may be kept up round after round as a new attack each
 * time (the holder may discard a card while keeping it). It is broken when the victim's answer to
 * it stands, when control passes to the victim, or when a Big Rally cuts in.
 * Docs: /rasslefest/rules#holds.
 */
import { cardKind } from "../cards.js";
import type { Draft, Table } from "../draft.js";
import { holdOf } from "../moves.js";
import type { RassleMove, RasslePlayer } from "../types.js";
import { energyFits } from "./facts.js";
import { oneOfEachKind } from "./hands.js";

/** The hold of `p` is broken. */
export function holdBroken(d: Draft, p: RasslePlayer): void {
  d.events?.push({ type: "hold-broken", player: p });
  d.hold = null;
}

/** True when `p` holds a hold he has the energy to keep this round. */
export const mayKeepHold = (t: Table, p: RasslePlayer): boolean =>
  t.hold !== null && t.hold.holder === p && energyFits(cardKind(t.hold.kind), t.energy[p]);

/** The moves that keep the hold: kept alone, or with a discard of each kind in hand. */
export const holdMoves = (t: Table, p: RasslePlayer): RassleMove[] => [
  holdOf(null),
  ...oneOfEachKind(t.hands[p]).map((held) => holdOf(held.card)),
];
