/**
 * Not a rule: the moves a legal list offers, one frozen object per move and card, made once, so
 * that listing moves on the fast path allocates no move objects. Internal.
 */
import { allCards, type CardId } from "./cards.js";
import type { RassleMove } from "./types.js";

type Play = Extract<RassleMove, { type: "play" }>;
type Discard = Extract<RassleMove, { type: "discard" }>;
type Go = Extract<RassleMove, { type: "go" }>;
type Hold = Extract<RassleMove, { type: "hold" }>;

const byCard = <M>(make: (card: CardId) => M): ReadonlyMap<CardId, M> =>
  new Map(allCards.map((c) => [c, Object.freeze(make(c))]));

const PLAYS = byCard((card): Play => ({ type: "play", card }));
const DISCARDS = byCard((card): Discard => ({ type: "discard", card }));
const OUTSIDE = byCard((card): Go => ({ type: "go", card, to: "outside" }));
const TOP = byCard((card): Go => ({ type: "go", card, to: "top-rope" }));
const HOLDS = byCard((discard): Hold => ({ type: "hold", discard }));
const HOLD_ALONE: Hold = Object.freeze({ type: "hold", discard: null });

/** Taking what comes. */
export const ACCEPT: RassleMove = Object.freeze({ type: "accept" });
/** Doing nothing. */
export const PASS: RassleMove = Object.freeze({ type: "pass" });

/** Playing `card`. */
export const playOf = (card: CardId): Play => PLAYS.get(card) ?? { type: "play", card };
/** Discarding `card`. */
export const discardOf = (card: CardId): Discard => DISCARDS.get(card) ?? { type: "discard", card };
/** Taking the fight `to` outside or the top rope with the location card `card`. */
export const goOf = (card: CardId, to: "outside" | "top-rope"): Go =>
  (to === "outside" ? OUTSIDE : TOP).get(card) ?? { type: "go", card, to };
/** Keeping the hold up, discarding `discard` (or nothing) meanwhile. */
export const holdOf = (discard: CardId | null): Hold =>
  discard === null ? HOLD_ALONE : (HOLDS.get(discard) ?? { type: "hold", discard });
