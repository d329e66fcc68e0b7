/**
 * Shuffling the Deck, and Time Limit Draws (Advanced Rules): when the draw pile runs out the
 * discard pile is shuffled into a new one, except every Big Rally, which leaves the game; with a
 * time limit, the deck may run out only so many times. Played cards go to the discard pile, a
 * played Big Rally out of the game at once. Docs: /rasslefest/rules#shuffling-the-deck.
 */
import type { DeckState, DiceSource } from "@ringside/core";
import type { CardId } from "../cards.js";
import { K_BIG_RALLY, cardAt } from "../codes.js";
import type { Draft } from "../draft.js";
import { DISC, DRAW, REM, cardOfState, diceOf, discardPileCard, drawCard, removedCard } from "../layout.js";
import { kindOfCard, seat } from "./facts.js";
import { addToHand, take } from "./hands.js";
import { notePlay } from "./matchLog.js";
import { end } from "./victory.js";

/** Shuffles the first `n` cards of the draw pile's buffer (Fisher–Yates, one "shuffle" die a card). */
export function shuffleDrawPile(d: Draft, n: number, dice: DiceSource): void {
  const m = d.m;
  for (let i = n - 1; i > 0; i--) {
    const j = dice.int(0, i, "shuffle");
    const t = drawCard(d, i);
    m[DRAW + i] = drawCard(d, j);
    m[DRAW + j] = t;
  }
}

/**
 * Draws one card, shuffling the discards back when the draw pile is empty and `reshuffle` allows;
 * -1 when there is nothing to draw. Every Big Rally in the discard pile leaves the game at the
 * reshuffle, however it got there (played, discarded, or turned up by a count). Same cards and
 * dice as core's `drawCards`.
 */
export function drawOne(d: Draft, reshuffle: boolean): number {
  const m = d.m;
  if (d.drawPos === d.drawEnd) {
    if (!reshuffle || d.discLen === 0) return -1;
    let n = 0;
    for (let i = d.discLen - 1; i >= 0; i--) {
      const c = discardPileCard(d, i);
      if (kindOfCard(c) === K_BIG_RALLY) m[REM + d.remLen++] = c;
      else m[DRAW + n++] = c;
    }
    shuffleDrawPile(d, n, diceOf(d));
    d.drawPos = 0;
    d.drawEnd = n;
    d.discLen = 0;
    d.reshuffles++;
    if (n === 0) return -1;
  }
  return drawCard(d, d.drawPos++);
}

/** True while the time limit (if any) allows another reshuffle. */
export const mayReshuffle = (d: Draft): boolean => d.timeLimit < 0 || d.reshuffles < d.timeLimit;

/** Draws `count` cards for `p`; false when the time limit ran out (the match is then over). */
export function draw(d: Draft, p: number, count: number): boolean {
  if (count <= 0) return true;
  ownDeck(d);
  const allowed = mayReshuffle(d);
  const before = d.discLen;
  const shuffles = d.reshuffles;
  let drawn = 0;
  while (drawn < count) {
    const c = drawOne(d, allowed);
    if (c < 0) break;
    addToHand(d, p, c);
    drawn++;
  }
  const ev = d.events;
  if (ev !== null) {
    if (d.reshuffles > shuffles) {
      ev.push({
        type: "reshuffled",
        times: d.reshuffles,
        keptOut: before - (d.drawEnd - d.drawPos) - drawn,
      });
    }
    if (drawn > 0) ev.push({ type: "drew", player: seat(p), count: drawn });
  }
  if (drawn < count && d.timeLimit >= 0 && d.drawPos === d.drawEnd) {
    end(d, { winner: null, method: "time-limit", detail: "the deck ran out once too often" });
    return false;
  }
  return true;
}

/** Puts card `c` on the discard pile. */
export function pushDiscard(d: Draft, c: number): void {
  ownDeck(d);
  d.m[DISC + d.discLen++] = c;
}

/**
 * Takes a card played by `p` from his hand (unless `held` is false: it already left it) to the
 * discard pile, or out of the game for a Big Rally, and notes the play.
 */
export function putInPlay(d: Draft, p: number, c: number, held = true): void {
  if (held) take(d, p, c);
  const k = kindOfCard(c);
  ownDeck(d);
  if (k === K_BIG_RALLY) d.m[REM + d.remLen++] = c;
  else d.m[DISC + d.discLen++] = c;
  notePlay(d, p, k);
}

/** Moves the deck piles into the buffer if they are still the input state's (copy on write). */
export function ownDeck(d: Draft): void {
  const deck = d.deckSource;
  if (deck === null) return;
  d.deckSource = null;
  d.origDeck = deck;
  const m = d.m;
  d.reshuffles = deck.reshuffles;
  deck.drawPile.forEach((c, i) => (m[DRAW + i] = cardOfState(c)));
  d.drawPos = 0;
  d.origDrawPos = 0;
  d.drawEnd = deck.drawPile.length;
  // The discard pile's top is its first card in JSON, its last in the buffer.
  const n = deck.discardPile.length;
  deck.discardPile.forEach((c, i) => (m[DISC + n - 1 - i] = cardOfState(c)));
  d.discLen = n;
  deck.removed.forEach((c, i) => (m[REM + i] = cardOfState(c)));
  d.remLen = deck.removed.length;
}

/** `count` cards read by `at`, as card ids. */
function cardsOf(count: number, at: (i: number) => number): CardId[] {
  const out = new Array<CardId>(count);
  for (let i = 0; i < count; i++) out[i] = cardAt(at(i));
  return out;
}

/** The deck as JSON; piles the rules left alone are handed over as they came (they are read-only). */
export function deckOf(d: Draft): DeckState<CardId> {
  if (d.deckSource !== null) return d.deckSource;
  const o = d.origDeck;
  const same = o !== null && o.reshuffles === d.reshuffles;
  const drawPile =
    same && d.drawPos === d.origDrawPos && d.drawEnd === d.drawPos + o.drawPile.length
      ? o.drawPile
      : cardsOf(d.drawEnd - d.drawPos, (i) => drawCard(d, d.drawPos + i));
  const discardPile =
    same && d.discLen === o.discardPile.length
      ? o.discardPile
      : cardsOf(d.discLen, (i) => discardPileCard(d, d.discLen - 1 - i));
  const removed =
    o !== null && d.remLen === o.removed.length ? o.removed : cardsOf(d.remLen, (i) => removedCard(d, i));
  return { drawPile, discardPile, removed, reshuffles: d.reshuffles };
}
