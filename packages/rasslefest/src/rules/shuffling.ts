/**
 * Shuffling the Deck, and Time Limit Draws (Advanced Rules): when the draw pile runs out the
 * discard pile is shuffled into a new one, except every Big Rally, which leaves the game; with a
 * time limit, the deck may run out only so many times. Played cards go to the discard pile, a
 * played Big Rally out of the game at once. Docs: /rasslefest/rules#shuffling-the-deck.
 */
import type { DiceSource } from "@ringside/core";
import { kindOf, type CardId } from "../cards.js";
import { flip, type Draft } from "../draft.js";
import type { RasslePlayer } from "../types.js";
import { addToHand, take } from "./hands.js";
import { notePlay } from "./matchLog.js";
import { end } from "./victory.js";

/** Shuffles `pile` (listed top first) in place: Fisher–Yates from its end, one "shuffle" die a card. */
export function shuffle(pile: CardId[], dice: DiceSource): void {
  for (let i = pile.length - 1; i > 0; i--) {
    const j = dice.int(0, i, "shuffle");
    const card = pile[i] as CardId;
    pile[i] = pile[j] as CardId;
    pile[j] = card;
  }
}

/**
 * Draws one card, shuffling the discards back when the draw pile is empty and `reshuffle` allows;
 * null when there is nothing to draw. Every Big Rally in the discard pile leaves the game at the
 * reshuffle, however it got there (played, discarded, or turned up by a count).
 */
export function drawOne(d: Draft, reshuffle: boolean): CardId | null {
  const deck = d.deck;
  if (deck.draw.length === 0) {
    if (!reshuffle || deck.discards.length === 0) return null;
    // The discard pile from its top down, Big Rallies aside, is shuffled into the new draw pile.
    const pile: CardId[] = [];
    for (let i = deck.discards.length - 1; i >= 0; i--) {
      const card = deck.discards[i] as CardId;
      if (kindOf(card) === "big-rally") deck.removed.push(card);
      else pile.push(card);
    }
    shuffle(pile, d.dice);
    deck.draw = flip(pile);
    deck.discards = [];
    deck.reshuffles++;
  }
  return deck.draw.pop() ?? null;
}

/** True while the time limit (if any) allows another reshuffle. */
export const mayReshuffle = (d: Draft): boolean =>
  d.options.timeLimit === null || d.deck.reshuffles < d.options.timeLimit;

/** Draws `count` cards for `p`; false when the time limit ran out (the match is then over). */
export function draw(d: Draft, p: RasslePlayer, count: number): boolean {
  if (count <= 0) return true;
  const deck = d.deck;
  const allowed = mayReshuffle(d);
  const removedBefore = deck.removed.length;
  const shuffles = deck.reshuffles;
  let drawn = 0;
  while (drawn < count) {
    const card = drawOne(d, allowed);
    if (card === null) break;
    addToHand(d, p, card);
    drawn++;
  }
  if (d.events !== null) {
    if (deck.reshuffles > shuffles) {
      // The cards a reshuffle set aside (the Big Rallies) are the ones it added to `removed`.
      const keptOut = deck.removed.length - removedBefore;
      d.events.push({ type: "reshuffled", times: deck.reshuffles, keptOut });
    }
    if (drawn > 0) d.events.push({ type: "drew", player: p, count: drawn });
  }
  if (drawn < count && d.options.timeLimit !== null && deck.draw.length === 0) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out once too often" });
    return false;
  }
  return true;
}

/** Puts `card` on top of the discard pile. */
export function pushDiscard(d: Draft, card: CardId): void {
  d.deck.discards.push(card);
}

/**
 * Takes a card played by `p` from his hand (unless `held` is false: it already left it) to the
 * discard pile, or out of the game for a Big Rally, and notes the play.
 */
export function putInPlay(d: Draft, p: RasslePlayer, card: CardId, held = true): void {
  if (held) take(d, p, card);
  const kind = kindOf(card);
  if (kind === "big-rally") d.deck.removed.push(card);
  else pushDiscard(d, card);
  notePlay(d, p, kind);
}
