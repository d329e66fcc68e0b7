/**
 * Cards and Basic vs. High Risk Attacks: a card needs its Minimum (and, for desperation moves, at
 * most its Maximum) Energy; Basic Attacks only in the ring; High Risk Attacks where they say (any
 * place but the top rope, the ring, outside, or only the top rope). Docs: /rasslefest/rules#cards.
 */
import { CAT_BASIC, LOC_OUTSIDE, LOC_RING, LOC_TOP, W_ANY, W_OUTSIDE, W_RING, W_TOP } from "../codes.js";
import { categoryOf, energyFits, isStrikeKind, whereOf } from "./facts.js";
import { E, clampE, maskOf, table } from "./masks.js";

/** True when kind `k` is an attack that may be made at place `loc` with energy `e`. */
export function strikeOk(k: number, loc: number, e: number): boolean {
  if (!isStrikeKind(k) || !energyFits(k, e)) return false;
  if (categoryOf(k) === CAT_BASIC) return loc === LOC_RING;
  switch (whereOf(k)) {
    case W_ANY:
      return loc !== LOC_TOP;
    case W_RING:
      return loc === LOC_RING;
    case W_OUTSIDE:
      return loc === LOC_OUTSIDE;
    case W_TOP:
      return loc === LOC_TOP;
    default:
      return false;
  }
}

/** {@link strikeOk} as masks by place and energy (index `loc * E + e`). */
const STRIKE = table(3 * E, (i) => maskOf((k) => strikeOk(k, Math.floor(i / E), i % E)));
/** The Basic Attacks among them. */
const BASIC = table(3 * E, (i) =>
  maskOf((k) => categoryOf(k) === CAT_BASIC && strikeOk(k, Math.floor(i / E), i % E)),
);

/** The kinds that may attack at place `loc` with energy `e`, as a mask. */
export const strikesAt = (loc: number, e: number): number => STRIKE[loc * E + clampE(e)] as number;
/** The Basic Attacks that may be thrown at place `loc` with energy `e`, as a mask. */
export const basicAt = (loc: number, e: number): number => BASIC[loc * E + clampE(e)] as number;
/** {@link strikeOk} through the tables. */
export const strikeFits = (k: number, loc: number, e: number): boolean =>
  (strikesAt(loc, e) & (1 << k)) !== 0;
