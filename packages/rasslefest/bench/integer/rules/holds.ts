/**
 * Holds: an Armbar or a Submission Hold may be kept up round after round as a new attack each
 * time (the holder may discard a card while keeping it). It is broken when the victim's answer to
 * it stands, when control passes to the victim, or when a Big Rally cuts in.
 * Docs: /rasslefest/rules#holds.
 */
import { M_HOLD, moveCode } from "../codes.js";
import type { Draft } from "../draft.js";
import { putMove } from "../layout.js";
import type { HoldState } from "../types.js";
import { energyFits, kindIdOf, seat } from "./facts.js";
import { putMasked } from "./masks.js";

/** The hold of `p` is broken. */
export function holdBroken(d: Draft, p: number): void {
  d.events?.push({ type: "hold-broken", player: seat(p) });
  d.holdP = -1;
}

/** True when `p` holds a hold he has the energy to keep this round. */
export const mayKeepHold = (d: Draft, p: number, energy: number): boolean =>
  d.holdP === p && energyFits(d.holdK, energy);

/**
 * Writes the moves that keep the hold from slot `n`: kept alone, or with a discard of each kind in
 * hand (`hand` is the hand's kind mask); returns the new count.
 */
export function holdCodes(d: Draft, p: number, hand: number, n: number): number {
  return putMasked(d, p, hand, M_HOLD, putMove(d, n, moveCode(M_HOLD, -1)));
}

/** The hold in progress as JSON. */
export const holdOf = (d: Draft): HoldState | null =>
  d.holdP < 0 ? null : { holder: seat(d.holdP), kind: kindIdOf(d.holdK) };
