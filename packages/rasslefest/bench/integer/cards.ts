/**
 * The 80-card Rasslefest deck as data: one entry per kind of card, with its category, energy
 * window, where it may be played, how many copies the deck holds and what it does.
 */

/** The three families of cards. */
export type CardCategory = "counteraction" | "basic" | "high-risk";

/**
 * Where a card may be played: `ring` only inside the ring, `any` anywhere, `outside` only outside
 * the ring, `top-rope` only from the top rope, `ring-to-any` (the location card) from the ring to
 * elsewhere.
 */
export type CardWhere = "ring" | "any" | "outside" | "top-rope" | "ring-to-any";

/** Who holds control in the next round after the card succeeds. */
export type ControlResult = "control" | "no-control" | "none";

/** What a counteraction may answer. */
export type CounterTarget = "any" | "basic" | "high-risk";

/** The id of each kind of card. */
export type CardKindId =
  | "reach-for-the-ropes"
  | "big-rally"
  | "dodge"
  | "double-knockdown"
  | "block"
  | "reversal"
  | "referee-distracted"
  | "poke-in-the-eye"
  | "punch"
  | "kick"
  | "headlock"
  | "throw"
  | "armbar"
  | "low-blow"
  | "foreign-object"
  | "ambush"
  | "dropkick"
  | "into-the-steel-stairs"
  | "clothesline"
  | "into-the-steel-barricade"
  | "elbow-smash"
  | "through-the-announcers-table"
  | "suplex"
  | "taunt"
  | "submission-hold"
  | "bodyslam"
  | "superplex"
  | "top-rope-dive"
  | "signature-move"
  | "now-wheres-he-going";

/** The special part of a card, when it does more than damage and control. */
export type CardSpecial =
  | "recover"
  | "big-rally"
  | "dodge"
  | "double-knockdown"
  | "block"
  | "reversal"
  | "hold"
  | "outside-interference"
  | "foreign-object"
  | "taunt"
  | "change-location";

/** One kind of card as printed in the card table. */
export interface CardKind {
  readonly id: CardKindId;
  readonly name: string;
  readonly category: CardCategory;
  /** The smallest energy a wrestler needs to play it. */
  readonly minEnergy: number;
  /** The largest energy at which it may still be played (desperation moves), or null. */
  readonly maxEnergy: number | null;
  readonly where: CardWhere;
  readonly copies: number;
  /** Energy points (stars) moved from the victim to the player on success. */
  readonly damage: number;
  readonly control: ControlResult;
  /** For counteractions: which plays it can answer. */
  readonly counters: CounterTarget | null;
  readonly special: CardSpecial | null;
  /** The card's effect as printed in the table (a fact, kept as data). */
  readonly effect: string;
}

const kind = (
  id: CardKindId,
  name: string,
  category: CardCategory,
  minEnergy: number,
  maxEnergy: number | null,
  where: CardWhere,
  copies: number,
  damage: number,
  control: ControlResult,
  effect: string,
  counters: CounterTarget | null = null,
  special: CardSpecial | null = null,
): CardKind => ({
  id,
  name,
  category,
  minEnergy,
  maxEnergy,
  where,
  copies,
  damage,
  control,
  counters,
  special,
  effect,
});

/** Every kind of card in the deck, in the order of the published table. */
export const cardKinds: readonly CardKind[] = [
  kind(
    "reach-for-the-ropes",
    "Reach for the Ropes",
    "counteraction",
    0,
    5,
    "ring",
    3,
    1,
    "no-control",
    "Recover * / -control",
    "any",
    "recover",
  ),
  kind(
    "big-rally",
    "Big Rally",
    "counteraction",
    0,
    1,
    "any",
    2,
    1,
    "control",
    "* / free attack + turn / control",
    "any",
    "big-rally",
  ),
  kind(
    "dodge",
    "Dodge",
    "counteraction",
    1,
    null,
    "any",
    3,
    2,
    "no-control",
    "** / -control (only High Risk)",
    "high-risk",
    "dodge",
  ),
  kind(
    "double-knockdown",
    "Double Knockdown",
    "counteraction",
    1,
    null,
    "any",
    2,
    1,
    "no-control",
    "Both lose * / -control (only High Risk)",
    "high-risk",
    "double-knockdown",
  ),
  kind(
    "block",
    "Block",
    "counteraction",
    2,
    null,
    "any",
    3,
    0,
    "control",
    "control (only Basic)",
    "basic",
    "block",
  ),
  kind(
    "reversal",
    "Reversal",
    "counteraction",
    2,
    null,
    "any",
    3,
    0,
    "control",
    "Inverts damage or negates counteraction / control",
    "any",
    "reversal",
  ),
  kind(
    "referee-distracted",
    "Outside Interference / Referee Distracted",
    "basic",
    0,
    null,
    "any",
    2,
    1,
    "control",
    "* / control",
  ),
  kind("poke-in-the-eye", "Poke in the Eye", "basic", 1, null, "any", 5, 1, "control", "* / control"),
  kind("punch", "Punch", "basic", 2, null, "any", 8, 1, "control", "* / control"),
  kind("kick", "Kick", "basic", 3, null, "any", 4, 1, "control", "* / control"),
  kind("headlock", "Headlock", "basic", 4, null, "any", 3, 0, "control", "Control only"),
  kind("throw", "Throw", "basic", 5, null, "any", 2, 2, "no-control", "** / (No control)"),
  kind(
    "armbar",
    "Armbar",
    "basic",
    6,
    null,
    "any",
    3,
    1,
    "control",
    "* / control (each round)",
    null,
    "hold",
  ),
  kind("low-blow", "Low Blow", "high-risk", 1, 5, "ring", 1, 3, "control", "*** / control"),
  kind(
    "foreign-object",
    "Foreign Object",
    "high-risk",
    1,
    5,
    "ring",
    2,
    4,
    "control",
    "**** / control",
    null,
    "foreign-object",
  ),
  kind(
    "ambush",
    "Outside Interference / Ambush",
    "high-risk",
    1,
    5,
    "ring",
    1,
    5,
    "control",
    "***** / control",
    null,
    "outside-interference",
  ),
  kind("dropkick", "Dropkick", "high-risk", 2, null, "ring", 3, 2, "no-control", "** / -control"),
  kind(
    "into-the-steel-stairs",
    "Into the Steel Stairs",
    "high-risk",
    3,
    null,
    "outside",
    1,
    1,
    "control",
    "* / control",
  ),
  kind("clothesline", "Clothesline", "high-risk", 3, null, "any", 2, 2, "control", "** / control"),
  kind(
    "into-the-steel-barricade",
    "Into the Steel Barricade",
    "high-risk",
    4,
    null,
    "outside",
    1,
    2,
    "control",
    "** / control",
  ),
  kind("elbow-smash", "Elbow Smash", "high-risk", 4, null, "any", 2, 2, "control", "** / control"),
  kind(
    "through-the-announcers-table",
    "Through the Announcer's Table",
    "high-risk",
    5,
    null,
    "outside",
    1,
    3,
    "control",
    "*** / control",
  ),
  kind("suplex", "Suplex", "high-risk", 5, null, "any", 2, 2, "no-control", "** / -control"),
  kind("taunt", "Taunt", "high-risk", 5, null, "ring", 2, 0, "none", "Draw & Go Again", null, "taunt"),
  kind(
    "submission-hold",
    "Submission Hold",
    "high-risk",
    6,
    null,
    "ring",
    2,
    2,
    "control",
    "** / control (each round)",
    null,
    "hold",
  ),
  kind("bodyslam", "Bodyslam", "high-risk", 6, null, "any", 2, 2, "control", "** / control"),
  kind("superplex", "Superplex", "high-risk", 6, null, "top-rope", 2, 3, "no-control", "*** / -control"),
  kind("top-rope-dive", "Top Rope Dive", "high-risk", 7, null, "top-rope", 3, 3, "control", "*** / control"),
  kind("signature-move", "Signature Move", "high-risk", 8, null, "ring", 2, 4, "control", "**** / control"),
  kind(
    "now-wheres-he-going",
    "\u201cNow where's he going?\u201d",
    "high-risk",
    1,
    null,
    "ring-to-any",
    8,
    0,
    "none",
    "change to top rope or outside ring + play attack",
    null,
    "change-location",
  ),
];

const byId = new Map<string, CardKind>(cardKinds.map((k) => [k.id, k]));

/** A single physical card: its kind and copy number, e.g. `"punch#3"`. */
export type CardId = `${CardKindId}#${number}`;

/** Every card of the deck, 80 ids, in table order. */
export const allCards: readonly CardId[] = cardKinds.flatMap((k) =>
  Array.from({ length: k.copies }, (_, i): CardId => `${k.id}#${i + 1}`),
);

/** Card ids and kind ids alike, to their kind: one lookup on the hot paths. */
const byCard = new Map<string, CardKind>([
  ...byId,
  ...allCards.map((c): [string, CardKind] => [c, byId.get(c.slice(0, c.indexOf("#"))) as CardKind]),
]);

/** The kind id of a card id (`"punch#3"` → `"punch"`). */
export function kindOf(card: CardId): CardKindId {
  return byCard.get(card)?.id ?? (card.slice(0, card.indexOf("#")) as CardKindId);
}

/** The kind of a card (by card id or kind id); throws nothing, returns undefined for a stranger. */
export function findKind(idOrCard: string): CardKind | undefined {
  const direct = byCard.get(idOrCard);
  if (direct !== undefined) return direct;
  const hash = idOrCard.indexOf("#");
  return byId.get(hash < 0 ? idOrCard : idOrCard.slice(0, hash));
}

/** The kind of a card known to be in the deck. */
export function cardKind(card: CardId | CardKindId): CardKind {
  return findKind(card) as CardKind;
}

/** True for a string that names one of the 80 cards. */
export function isCardId(value: unknown): value is CardId {
  return typeof value === "string" && value.includes("#") && byCard.has(value);
}

/** True when the card is a "zero card" (its minimum energy is 0): the referee's count stops on it. */
export function isZeroCard(card: CardId): boolean {
  return cardKind(card).minEnergy === 0;
}

/** True for an attack card that moves energy or takes control (not the location card nor Taunt). */
export function isStrike(k: CardKind): boolean {
  return k.category !== "counteraction" && k.special !== "taunt" && k.special !== "change-location";
}
