/**
 * Cards in the Deck: the facts of each kind of card (energy needed, category, placement, damage,
 * control, what a counteraction answers), read by kind index for the rules. The card table itself
 * is data in `../cards.ts`; these accessors are the only place the rules read its integer form.
 * Docs: /rasslefest/cards.
 */
import {
  CAT_BASIC,
  CAT_COUNTER,
  CAT_HIGH,
  C_KIND,
  KIND_IDS,
  K_CAT,
  K_CTRL,
  K_DMG,
  K_MAX,
  K_MIN,
  K_NAME,
  K_SPECIAL,
  K_STRIKE,
  K_TARGET,
  K_WHERE,
  LOCATIONS,
  PLAYERS,
} from "../codes.js";
import type { CardKindId } from "../cards.js";
import type { RasslePlayer, RingLocation } from "../types.js";

export { CAT_BASIC, CAT_COUNTER, CAT_HIGH };

/** The kind index of card index `c`. */
export const kindOfCard = (c: number): number => C_KIND[c] as number;
/** The Minimum Energy Needed of kind `k`. */
export const minEnergy = (k: number): number => K_MIN[k] as number;
/** The Maximum Energy Needed of kind `k` (127 for a card without one). */
export const maxEnergy = (k: number): number => K_MAX[k] as number;
/** The category code of kind `k` (`CAT_COUNTER`, `CAT_BASIC`, `CAT_HIGH`). */
export const categoryOf = (k: number): number => K_CAT[k] as number;
/** The stars of kind `k`: energy moved from the victim on success. */
export const damageOf = (k: number): number => K_DMG[k] as number;
/** The control code of kind `k` (`CTRL_CONTROL`, `CTRL_NO`, or 2 for no marker). */
export const controlOf = (k: number): number => K_CTRL[k] as number;
/** The special code of kind `k` (`SP_…`, 0 for none). */
export const specialOf = (k: number): number => K_SPECIAL[k] as number;
/** What counteraction `k` answers (`T_ANY`, `T_BASIC`, `T_HIGH`; 0 for an attack). */
export const counterTargetOf = (k: number): number => K_TARGET[k] as number;
/** The placement code of kind `k` (`W_…`). */
export const whereOf = (k: number): number => K_WHERE[k] as number;
/** True for an attack on the other wrestler (neither a counteraction, a Taunt nor the trip card). */
export const isStrikeKind = (k: number): boolean => K_STRIKE[k] === 1;
/** The printed name of kind `k`. */
export const nameOf = (k: number): string => K_NAME[k] as string;
/** The kind id of kind `k`. */
export const kindIdOf = (k: number): CardKindId => KIND_IDS[k] as CardKindId;
/** The seat of player index `p` (0: a, 1: b). */
export const seat = (p: number): RasslePlayer => PLAYERS[p] as RasslePlayer;
/** The place of place code `l`. */
export const placeOf = (l: number): RingLocation => LOCATIONS[l] as RingLocation;
/** True when `energy` lies in kind `k`'s window (its minimum, and its maximum when it has one). */
export const energyFits = (k: number, energy: number): boolean =>
  energy >= minEnergy(k) && energy <= maxEnergy(k);
