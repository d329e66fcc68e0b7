/**
 * Not a rule: a move's code packs its type and card (`type | (card + 1) << 3`, see `../codes.ts`).
 */
import { M_PLAY, K_BIG_RALLY } from "../codes.js";
import { kindOfCard } from "./facts.js";

/** The move type of a code (`M_…`). */
export const typeOf = (code: number): number => code & 7;
/** The card index of a code (-1 for none). */
export const cardOf = (code: number): number => (code >> 3) - 1;
/** True for the play of a Big Rally. */
export const isRally = (code: number): boolean =>
  typeOf(code) === M_PLAY && kindOfCard(cardOf(code)) === K_BIG_RALLY;
