/**
 * The character examples of BlitzMatch › I.4, as slot sheets, with the costs the text prints
 * beside each score (`printedCosts`) so that tests can hold the cost table to them.
 *
 * @module
 */
import { freeScores } from "../rules/slotBuilding.js";
import type { BlitzMatchSlot, SlotAttribute } from "../types.js";

/** Every score at its free value (Recovery 5, the rest 1): the examples list only what they buy. */
const FREE = /* @__PURE__ */ freeScores();

/** The Mighty Blob, a single-slot singles wrestler (I.4). */
export const MIGHTY_BLOB: BlitzMatchSlot = {
  ...FREE,
  name: "The Mighty Blob",
  energy: 6,
  recovery: 5,
  stamina: 4,
  power: 4,
  weight: 7,
  cheating: 2,
};

/** Power Fist, a single-slot singles wrestler (I.4). */
export const POWER_FIST: BlitzMatchSlot = {
  ...FREE,
  name: "Power Fist",
  energy: 4,
  recovery: 4,
  stamina: 3,
  power: 5,
  martialArts: 5,
  brawling: 5,
  weight: 3,
};

/** The multi-slot tag team of The Mighty Blob and Power Fist (I.4). */
export const BLOB_AND_FIST: BlitzMatchSlot = {
  ...FREE,
  name: "The Mighty Blob and Power Fist",
  energy: 5,
  recovery: 5,
  stamina: 4,
  power: 5,
  martialArts: 5,
  brawling: 4,
  weight: 5,
  cheating: 2,
};

/** The Jumping Beans, a single-slot (dedicated) tag team (I.4). */
export const JUMPING_BEANS: BlitzMatchSlot = {
  ...FREE,
  name: "The Jumping Beans",
  energy: 4,
  recovery: 2,
  stamina: 2,
  teamWork: 2,
  martialArts: 2,
  highFlying: 3,
};

/** Hero Bean, one of the Jumping Beans split out to wrestle singles (I.4). */
export const HERO_BEAN: BlitzMatchSlot = {
  ...FREE,
  name: "Hero Bean",
  energy: 3,
  recovery: 2,
  stamina: 4,
  teamWork: 2,
  power: 3,
};

/** Jorge Bean as the text's example build ("EG." column of I.4). */
export const JORGE_BEAN: BlitzMatchSlot = {
  ...FREE,
  name: "Jorge Bean",
  energy: 4,
  recovery: 3,
  stamina: 2,
  teamWork: 2,
  technical: 2,
  martialArts: 3,
  brawling: 2,
  weight: 2,
  highFlying: 3,
  cheating: 2,
};

/**
 * What I.4 prints of Jorge Bean's "Must Have" column: the range each of his scores must lie in
 * so that the Jumping Beans stay a legal combination of him and Hero Bean (`null` = "anything").
 */
export const JORGE_BEAN_MUST_HAVE: Readonly<Record<SlotAttribute, string>> = {
  energy: "4>",
  recovery: "anything",
  stamina: "2",
  teamWork: "2",
  technical: "anything",
  power: "1",
  martialArts: "2>",
  brawling: "anything",
  weight: "anything",
  highFlying: "3>",
  cheating: "anything",
};

/** A character example with the costs the text prints beside its scores and the total. */
export interface CharacterExample {
  readonly slot: BlitzMatchSlot;
  /** The printed cost of each bought score (scores the text notes without a cost are left out). */
  readonly printedCosts: Partial<Readonly<Record<SlotAttribute, number>>>;
  /** The printed total, where the text prints one (every example is built to 40). */
  readonly printedTotal: number;
}

/** Every character example of I.4 with its printed costs. */
export const CHARACTER_EXAMPLES: readonly CharacterExample[] = [
  {
    slot: MIGHTY_BLOB,
    printedCosts: { energy: 15, recovery: 0, stamina: 4, power: 4, weight: 16, cheating: 1 },
    printedTotal: 40,
  },
  {
    slot: POWER_FIST,
    printedCosts: {
      energy: 5,
      recovery: 10,
      stamina: 2,
      power: 7,
      martialArts: 7,
      brawling: 7,
      weight: 2,
    },
    printedTotal: 40,
  },
  {
    slot: BLOB_AND_FIST,
    printedCosts: {
      energy: 10,
      recovery: 0,
      stamina: 4,
      power: 7,
      martialArts: 7,
      brawling: 4,
      weight: 7,
      cheating: 1,
    },
    printedTotal: 40,
  },
  {
    slot: JUMPING_BEANS,
    printedCosts: {
      energy: 5,
      recovery: 30,
      stamina: 1,
      teamWork: 1,
      martialArts: 1,
      highFlying: 2,
    },
    printedTotal: 40,
  },
  {
    slot: HERO_BEAN,
    printedCosts: { energy: 3, recovery: 30, stamina: 4, teamWork: 1, power: 2 },
    printedTotal: 40,
  },
  {
    slot: JORGE_BEAN,
    printedCosts: {
      energy: 10,
      recovery: 20,
      stamina: 1,
      teamWork: 1,
      technical: 1,
      martialArts: 2,
      brawling: 1,
      weight: 1,
      highFlying: 2,
      cheating: 1,
    },
    printedTotal: 40,
  },
];
