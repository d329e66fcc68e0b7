/**
 * Not a rule: the bit-mask machinery the legal-move lists share. Bit `k` of a mask stands for kind
 * `k`; the rules' tests per kind are tabled once per energy and place, and a hand's kinds are a
 * mask too, so a list is the hand's first copy of each kind in `hand & allowed`.
 */
import { moveCode } from "../codes.js";
import type { Draft } from "../draft.js";
import { handCard, putMove } from "../layout.js";
import { kindOfCard } from "./facts.js";

/** Energies are tabled from 0 to `E - 1` (every card's window lies below). */
export const E = 64;
/** How many kinds of card there are. */
export const KINDS = 30;

/** The mask of the kinds that pass `test`. */
export function maskOf(test: (k: number) => boolean): number {
  let mask = 0;
  for (let k = 0; k < KINDS; k++) if (test(k)) mask |= 1 << k;
  return mask;
}

/** A table of `size` masks. */
export const table = (size: number, f: (i: number) => number): Int32Array =>
  Int32Array.from({ length: size }, (_, i) => f(i));

/** An energy clamped into the tables' range. */
export const clampE = (e: number): number => (e < 0 ? 0 : e >= E ? E - 1 : e);

/** How many bits of `x` are set. */
export function bits(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The kinds in the hand of player `p` as a mask. */
export const handKinds = (d: Draft, p: number): number => (p === 0 ? d.km0 : d.km1);

/**
 * Writes `type` moves of the hand's first copy of each kind in `mask`, in hand order (copies of a
 * kind are alike), from slot `n` of the move buffer; returns the new count.
 */
export function putMasked(d: Draft, p: number, mask: number, type: number, n: number): number {
  const len = p === 0 ? d.h0 : d.h1;
  for (let i = 0; i < len && mask !== 0; i++) {
    const c = handCard(d, p, i);
    const bit = 1 << kindOfCard(c);
    if ((mask & bit) === 0) continue;
    mask ^= bit;
    n = putMove(d, n, moveCode(type, c));
  }
  return n;
}
