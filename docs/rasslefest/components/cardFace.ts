import type { CardKind } from "@ringside/rasslefest";

/** What the table kit's `<GameCard>` shows of a 'Rasslefest card kind (bind it with `v-bind`). */
export interface CardFace {
  readonly name: string;
  /** The energy needed, or the range for a desperation move ("0–5"). */
  readonly cost: number | string;
  /** The energy points (stars) it moves. */
  readonly stars: number;
  /** The category, with what a counteraction answers. */
  readonly kind: string;
}

/** The card categories as the deck prints them. */
export const CATEGORY: Readonly<Record<CardKind["category"], string>> = {
  counteraction: "Counteraction",
  basic: "Basic Attack",
  "high-risk": "High Risk Attack",
};

/**
 * The face of a card kind: name, energy, stars and kind, for `<GameCard v-bind="cardFace(k)" />`.
 *
 * @example
 * cardFace(cardKind("dodge")); // { name: "Dodge", cost: 1, stars: 2, kind: "Counteraction vs High Risk" }
 */
export function cardFace(k: CardKind): CardFace {
  const against =
    k.counters !== null && k.counters !== "any"
      ? ` vs ${k.counters === "basic" ? "Basic" : "High Risk"}`
      : "";
  return {
    name: k.name,
    cost: k.maxEnergy === null ? k.minEnergy : `${k.minEnergy}–${k.maxEnergy}`,
    stars: k.damage,
    kind: `${CATEGORY[k.category]}${against}`,
  };
}
