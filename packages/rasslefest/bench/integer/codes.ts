/**
 * The card table as small integers for the mutable core: a card is its index in `allCards`
 * (0..79), a kind its index in `cardKinds` (0..29), and every fact the rules read is one typed
 * array lookup. Moves are small integers too ({@link moveCode}); {@link moveObject} gives the
 * frozen JSON move of a code. Internal: not part of the public API.
 */
import { allCards, cardKinds, kindOf, type CardId, type CardKindId } from "./cards.js";
import type { RassleMove, RasslePlayer, RingLocation } from "./types.js";

/** Kind ids by kind index. */
export const KIND_IDS: readonly CardKindId[] = cardKinds.map((k) => k.id);
const KIND_INDEX = new Map<string, number>(KIND_IDS.map((id, i) => [id, i]));
const kindIndex = (id: CardKindId): number => KIND_INDEX.get(id) ?? -1;

/** The index of a kind id (-1 for a stranger). */
export const kindIndexOf = (id: CardKindId): number => KIND_INDEX.get(id) ?? -1;

/** Category code: counteraction. */
export const CAT_COUNTER = 0;
/** Category code: basic. */
export const CAT_BASIC = 1;
/** Category code: high risk. */
export const CAT_HIGH = 2;

/** Placement code (`where`): ring. */
export const W_RING = 0;
/** Placement code: any. */
export const W_ANY = 1;
/** Placement code: outside. */
export const W_OUTSIDE = 2;
/** Placement code: top rope. */
export const W_TOP = 3;
/** Placement code: ring to any. */
export const W_RING_TO_ANY = 4;

/** Control result code: control. */
export const CTRL_CONTROL = 0;
/** Control result code: no control. */
export const CTRL_NO = 1;

/** Counter target code: any. */
export const T_ANY = 1;
/** Counter target code: basic. */
export const T_BASIC = 2;
/** Counter target code: high risk. */
export const T_HIGH = 3;

/** Special code: recover. */
export const SP_RECOVER = 1;
/** Special code: big rally. */
export const SP_BIG_RALLY = 2;
/** Special code: dodge. */
export const SP_DODGE = 3;
/** Special code: double knockdown. */
export const SP_DOUBLE_KNOCKDOWN = 4;
/** Special code: block. */
export const SP_BLOCK = 5;
/** Special code: reversal. */
export const SP_REVERSAL = 6;
/** Special code: hold. */
export const SP_HOLD = 7;
/** Special code: outside interference. */
export const SP_OUTSIDE_INTERFERENCE = 8;
/** Special code: foreign object. */
export const SP_FOREIGN_OBJECT = 9;
/** Special code: taunt. */
export const SP_TAUNT = 10;
/** Special code: change location. */
export const SP_CHANGE_LOCATION = 11;

const SPECIALS = [
  null,
  "recover",
  "big-rally",
  "dodge",
  "double-knockdown",
  "block",
  "reversal",
  "hold",
  "outside-interference",
  "foreign-object",
  "taunt",
  "change-location",
] as const;

/** Per kind: the minimum energy. */
export const K_MIN = Int8Array.from(cardKinds, (k) => k.minEnergy);
/** Per kind: the maximum energy (127 for none). */
export const K_MAX = Int8Array.from(cardKinds, (k) => k.maxEnergy ?? 127);
/** Per kind: the category code. */
export const K_CAT = Int8Array.from(cardKinds, (k) =>
  k.category === "counteraction" ? CAT_COUNTER : k.category === "basic" ? CAT_BASIC : CAT_HIGH,
);
/** Per kind: the placement code. */
export const K_WHERE = Int8Array.from(cardKinds, (k) =>
  ["ring", "any", "outside", "top-rope", "ring-to-any"].indexOf(k.where),
);
/** Per kind: the damage. */
export const K_DMG = Int8Array.from(cardKinds, (k) => k.damage);
/** Per kind: the control result code. */
export const K_CTRL = Int8Array.from(cardKinds, (k) => ["control", "no-control", "none"].indexOf(k.control));
/** Per kind: the counter target code (0 for none). */
export const K_TARGET = Int8Array.from(cardKinds, (k) =>
  [null, "any", "basic", "high-risk"].indexOf(k.counters),
);
/** Per kind: the special code (0 for none). */
export const K_SPECIAL = Int8Array.from(cardKinds, (k) => SPECIALS.indexOf(k.special));
/** 1 for an attack that moves energy or takes control (not the location card nor Taunt). */
export const K_STRIKE = Int8Array.from(cardKinds, (k) =>
  k.category !== "counteraction" && k.special !== "taunt" && k.special !== "change-location" ? 1 : 0,
);
/** The printed names (for the referee's die label and the disqualification detail). */
export const K_NAME: readonly string[] = cardKinds.map((k) => k.name);

/** The kind index of big rally. */
export const K_BIG_RALLY = kindIndex("big-rally");
/** The kind index of reversal. */
export const K_REVERSAL = kindIndex("reversal");
/** The kind index of taunt. */
export const K_TAUNT = kindIndex("taunt");
/** The kind index of referee. */
export const K_REFEREE = kindIndex("referee-distracted");
/** The kind index of reach. */
export const K_REACH = kindIndex("reach-for-the-ropes");
/** The kind index of armbar. */
export const K_ARMBAR = kindIndex("armbar");

/** Per card: its kind index. */
export const C_KIND = Uint8Array.from(allCards, (c) => kindIndex(kindOf(c)));

const CARD_INDEX = new Map<string, number>(allCards.map((c, i) => [c, i]));

/** The index of a card id (-1 for a stranger). */
export const cardIndex = (card: string): number => CARD_INDEX.get(card) ?? -1;

/** The card id of an index. */
export const cardAt = (i: number): CardId => allCards[i] as CardId;

/** Players by index (0: a, 1: b). */
export const PLAYERS: readonly RasslePlayer[] = ["a", "b"];
/** Place code: ring. */
export const LOC_RING = 0;
/** Place code: outside. */
export const LOC_OUTSIDE = 1;
/** Place code: top. */
export const LOC_TOP = 2;
/** Places by code. */
export const LOCATIONS: readonly RingLocation[] = ["ring", "outside", "top-rope"];
/** The code of a place. */
export const locationIndex = (l: RingLocation): number => (l === "ring" ? 0 : l === "outside" ? 1 : 2);

/** Move type: play (a move's code is `type | (card + 1) << 3`, card -1 for none). */
export const M_PLAY = 0;
/** Move type: go outside. */
export const M_GO_OUTSIDE = 1;
/** Move type: go top. */
export const M_GO_TOP = 2;
/** Move type: hold. */
export const M_HOLD = 3;
/** Move type: discard. */
export const M_DISCARD = 4;
/** Move type: accept. */
export const M_ACCEPT = 5;
/** Move type: pass. */
export const M_PASS = 6;

/** The code of a move of `type` with `card` (-1 for none). */
export const moveCode = (type: number, card: number): number => type | ((card + 1) << 3);

const MOVES: RassleMove[] = [];
for (let c = -1; c < allCards.length; c++) {
  const card = c < 0 ? null : cardAt(c);
  const base = (c + 1) << 3;
  MOVES[base + M_ACCEPT] = Object.freeze({ type: "accept" });
  MOVES[base + M_PASS] = Object.freeze({ type: "pass" });
  MOVES[base + M_HOLD] = Object.freeze({ type: "hold", discard: card });
  if (card !== null) {
    MOVES[base + M_PLAY] = Object.freeze({ type: "play", card });
    MOVES[base + M_DISCARD] = Object.freeze({ type: "discard", card });
    MOVES[base + M_GO_OUTSIDE] = Object.freeze({ type: "go", card, to: "outside" });
    MOVES[base + M_GO_TOP] = Object.freeze({ type: "go", card, to: "top-rope" });
  }
}

/** The frozen JSON move of a code. */
export const moveObject = (code: number): RassleMove => MOVES[code] as RassleMove;

/** The code of a JSON move (-1 when it names no card of the deck where it needs one). */
export function codeOf(move: RassleMove): number {
  switch (move.type) {
    case "play":
      return moveCode(M_PLAY, cardIndex(move.card));
    case "discard":
      return moveCode(M_DISCARD, cardIndex(move.card));
    case "go":
      return moveCode(move.to === "outside" ? M_GO_OUTSIDE : M_GO_TOP, cardIndex(move.card));
    case "hold":
      return moveCode(M_HOLD, move.discard === null ? -1 : cardIndex(move.discard));
    case "accept":
      return M_ACCEPT;
    default:
      return M_PASS;
  }
}
