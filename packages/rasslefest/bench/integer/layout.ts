/**
 * Not a rule: the layout of the working copy's buffer (where each list lives in the one
 * `Int16Array`), the codes of phases and chain contexts, and the named accessors through which the
 * rules read the buffer: a hand's card, a legal move, a chain link's player, card, kind and place,
 * a pile's card. The rules never index the buffer themselves.
 */
import { RingsideError, openDice, type DiceSource } from "@ringside/core";
import { cardIndex } from "./codes.js";
import type { ChainContext } from "./types.js";
import type { Draft } from "./draft.js";

/** Capacity of each hand and pile (every card of the deck fits anywhere). */
export const CAP = 80;
/** Buffer offset of the two hands (80 slots each). */
export const HAND = 0;
/** Buffer offset of the draw pile (from `drawPos` to `drawEnd`). */
export const DRAW = 2 * CAP;
/** Buffer offset of the discard pile, a stack: its top is the last entry. */
export const DISC = 3 * CAP;
/** Buffer offset of the cards out of the game. */
export const REM = 4 * CAP;
/** Buffer offset of the chain (five arrays of `CAP` links). */
export const CH = 5 * CAP;
/** Buffer offset of the chain links' players. */
export const CH_PLAYER = CH;
/** Buffer offset of the chain links' cards (-1 for a kept hold). */
export const CH_CARD = CH + CAP;
/** Buffer offset of the chain links' kinds. */
export const CH_KIND = CH + 2 * CAP;
/** Buffer offset of the chain links' places. */
export const CH_LOC = CH + 3 * CAP;
/** Buffer offset of where a location card takes the fight (-1, 1 outside, 2 top rope). */
export const CH_TO = CH + 4 * CAP;
/** Buffer offset of the players of this round's plays. */
export const RP_PLAYER = CH + 5 * CAP;
/** Buffer offset of the kinds of this round's plays. */
export const RP_KIND = RP_PLAYER + 2 * CAP;
/** Buffer offset of each wrestler's last three attacks (4 slots each). */
export const OFFENSE = RP_KIND + 2 * CAP;
/** Buffer offset of the players who discarded this round. */
export const DISCARDED = OFFENSE + 8;
/** Buffer offset of the legal-move codes. */
export const MOVES = DISCARDED + 8;
/** Buffer offset of how many cards of each kind each hand holds (32 slots a hand). */
export const HELD = MOVES + 4 * CAP;
/** Size of the buffer. */
export const SIZE = HELD + 64;

/** Phase code: reveal. */
export const PH_REVEAL = 0;
/** Phase code: lead. */
export const PH_LEAD = 1;
/** Phase code: followup. */
export const PH_FOLLOWUP = 2;
/** Phase code: respond. */
export const PH_RESPOND = 3;
/** Phase code: retaliate. */
export const PH_RETALIATE = 4;
/** Phase code: answer. */
export const PH_ANSWER = 5;
/** Phase code: cover. */
export const PH_COVER = 6;
/** Phase code: count. */
export const PH_COUNT = 7;
/** Phase code: over. */
export const PH_OVER = 8;
/** Phase kinds by phase code. */
export const PHASE_KINDS = [
  "reveal",
  "lead",
  "followup",
  "respond",
  "retaliate",
  "answer",
  "cover",
  "count",
  "over",
] as const;

/** Chain context code: reveal. */
export const CTX_REVEAL = 0;
/** Chain context code: lead. */
export const CTX_LEAD = 1;
/** Chain context code: retaliation. */
export const CTX_RETALIATION = 2;
/** Chain context code: followup. */
export const CTX_FOLLOWUP = 3;
/** Chain context code: free. */
export const CTX_FREE = 4;
/** Chain contexts by context code. */
export const CONTEXTS: readonly ChainContext[] = ["reveal", "lead", "retaliation", "followup", "free"];

/** One cell of the buffer (every cell the layout names holds a number). */
const cell = (d: Draft, at: number): number => d.m[at] ?? 0;

/** Card `i` of the hand of player `p` (0 or 1). */
export const handCard = (d: Draft, p: number, i: number): number => cell(d, HAND + p * CAP + i);
/** Legal move code `i` of the move list. */
export const moveAt = (d: Draft, i: number): number => cell(d, MOVES + i);
/** Writes move code `code` at slot `n` of the move list; returns `n + 1`. */
export function putMove(d: Draft, n: number, code: number): number {
  d.m[MOVES + n] = code;
  return n + 1;
}
/** The player (0 or 1) of chain link `i`. */
export const linkPlayer = (d: Draft, i: number): number => cell(d, CH_PLAYER + i);
/** The card of chain link `i` (-1 for a kept hold). */
export const linkCard = (d: Draft, i: number): number => cell(d, CH_CARD + i);
/** The kind of chain link `i`. */
export const linkKind = (d: Draft, i: number): number => cell(d, CH_KIND + i);
/** The place code of chain link `i`. */
export const linkPlace = (d: Draft, i: number): number => cell(d, CH_LOC + i);
/** Where chain link `i` (a location card) takes the fight: -1 nowhere, 1 outside, 2 the top rope. */
export const linkTo = (d: Draft, i: number): number => cell(d, CH_TO + i);
/** Writes chain link `i`. */
export function setLink(
  d: Draft,
  i: number,
  p: number,
  card: number,
  kind: number,
  place: number,
  to: number,
): void {
  const m = d.m;
  m[CH_PLAYER + i] = p;
  m[CH_CARD + i] = card;
  m[CH_KIND + i] = kind;
  m[CH_LOC + i] = place;
  m[CH_TO + i] = to;
}
/** Card `i` of the draw pile's buffer (the pile runs from `drawPos` to `drawEnd`). */
export const drawCard = (d: Draft, i: number): number => cell(d, DRAW + i);
/** Card `i` of the discard pile, from the bottom (the top is `discLen - 1`). */
export const discardPileCard = (d: Draft, i: number): number => cell(d, DISC + i);
/** Card `i` of the cards out of the game. */
export const removedCard = (d: Draft, i: number): number => cell(d, REM + i);
/** Kind of offensive move `i` (oldest first) of player `p`. */
export const offenseKind = (d: Draft, p: number, i: number): number => cell(d, OFFENSE + p * 4 + i);
/** The player of play `i` of this round. */
export const roundPlayer = (d: Draft, i: number): number => cell(d, RP_PLAYER + i);
/** The kind of play `i` of this round. */
export const roundKind = (d: Draft, i: number): number => cell(d, RP_KIND + i);
/** The player who discarded `i`-th this round. */
export const discarder = (d: Draft, i: number): number => cell(d, DISCARDED + i);
/** How many cards of kind `k` the hand of `p` holds. */
export const heldOf = (d: Draft, p: number, k: number): number => cell(d, HELD + p * 32 + k);

/** The dice of the working copy, opened on first use. */
export const diceOf = (d: Draft): DiceSource => (d.source ??= openDice(d.diceStart));

/** The index of a card named in a JSON state (`INVALID_STATE` for a name that is no card). */
export function cardOfState(card: string): number {
  const i = cardIndex(card);
  if (i < 0) {
    throw new RingsideError("INVALID_STATE", "rasslefest: unknown card in the state", [
      { path: "state", message: `${String(card)} is not a card of the deck` },
    ]);
  }
  return i;
}
