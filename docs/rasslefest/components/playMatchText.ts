/**
 * What the 'Rasslefest play table writes: a move's button label, the prompt for your decision, and
 * your hand as the table kit's cards (playable when one of your moves plays it).
 */
import {
  cardKind,
  kindOf,
  type CardId,
  type CardKind,
  type RassleMove,
  type RassleView,
} from "@ringside/rasslefest";
import { CATEGORY } from "./cardFace";

/** Where a card kind can be played, as the hand's cards say it. */
const WHERE: Readonly<Record<CardKind["where"], string>> = {
  ring: "in the ring",
  any: "anywhere",
  outside: "outside",
  "top-rope": "from the top rope",
  "ring-to-any": "from the ring",
};

/**
 * A card's printed name.
 *
 * @example
 * cardName(hand[0]); // "Dropkick"
 */
export function cardName(card: CardId): string {
  return cardKind(kindOf(card)).name;
}

/**
 * A move's label on its button; `phase` (the view's phase kind, or null in the replay) words the
 * plays and the accepts as that phase means them.
 *
 * @example
 * moveLabel({ type: "pass" }, "lead"); // "Pass"
 */
export function moveLabel(m: RassleMove, phase: string | null): string {
  switch (m.type) {
    case "play":
      return phase === "cover" ? `Save with ${cardName(m.card)}` : `Play ${cardName(m.card)}`;
    case "go":
      return `${cardName(m.card)} → ${m.to === "outside" ? "outside" : "top rope"}`;
    case "hold":
      return m.discard === null ? "Keep the hold" : `Keep the hold, discard ${cardName(m.discard)}`;
    case "discard":
      return `Discard ${cardName(m.card)}`;
    case "accept":
      return phase === "cover" ? "Take the count" : phase === "respond" ? "No answer" : "Do nothing";
    case "pass":
      return "Pass";
  }
}

/** What the table asks of you (player "a") in this view; empty when it is not your decision. */
export function promptFor(v: RassleView | null): string {
  if (v === null) return "";
  if (v.result !== null) return "The match is over.";
  switch (v.phase.kind) {
    case "reveal":
      return "No Control round: pick a Basic Attack, a counter or a discard (the bot cannot see it).";
    case "lead":
      return v.phase.player === "a" ? "You have control: attack if you can." : "";
    case "followup":
      return v.phase.free
        ? "Big Rally! Any attack, free of requirements."
        : "Now finish it: the attack at the new location.";
    case "respond": {
      const top = v.phase.chain[v.phase.chain.length - 1];
      return top === undefined ? "" : `Answer the ${cardKind(top.kind).name}?`;
    }
    case "retaliate":
      return "You took it: retaliate with a Basic Attack, discard, or do nothing.";
    case "answer":
      return "The bot discarded: a Basic Attack, a discard, or nothing.";
    case "cover":
      return "You are covered! Save yourself or take the count.";
    default:
      return "";
  }
}

/** One card of your hand as the table shows it. */
export interface HandCard {
  readonly card: CardId;
  readonly name: string;
  /** The energy needed, or the range for a desperation move ("0–5"). */
  readonly energy: string;
  readonly stars: number;
  /** Category and where it is played ("Basic Attack · in the ring"). */
  readonly kind: string;
  readonly effect: string;
  /** The index of the legal move that plays it (its number key is that plus one), or -1. */
  readonly index: number;
}

/** Your hand as cards, each with the legal move that plays it (if any). */
export function handCards(hand: readonly CardId[], legal: readonly RassleMove[]): HandCard[] {
  return hand.map((card) => {
    const k = cardKind(kindOf(card));
    return {
      card,
      name: k.name,
      energy: k.maxEnergy === null ? `${k.minEnergy}` : `${k.minEnergy}–${k.maxEnergy}`,
      stars: k.damage,
      kind: `${CATEGORY[k.category]} · ${WHERE[k.where]}`,
      effect: k.effect,
      index: legal.findIndex((m) => m.type === "play" && m.card === card),
    };
  });
}
