/**
 * The shapes of BlitzMatch 2.2 (Part I, "Character Creation", and Part II, "Strategies"): a slot
 * sheet, a strategy, a round action and the head's options.
 *
 * @module
 */

/** The seven styles of a slot (BlitzMatch › I.2 Attributes), as JSON keys. */
export const BLITZMATCH_STYLES = [
  "technical",
  "power",
  "martialArts",
  "brawling",
  "highFlying",
  "weight",
  "cheating",
] as const;

/** One of the seven styles. */
export type BlitzMatchStyle = (typeof BLITZMATCH_STYLES)[number];

/** How the styles are printed in write-ups. */
export const STYLE_NAMES: Readonly<Record<BlitzMatchStyle | "teamWork", string>> = {
  technical: "Technical",
  power: "Power",
  martialArts: "Martial Arts",
  brawling: "Brawling",
  highFlying: "High-Flying",
  weight: "Weight",
  cheating: "Cheating",
  teamWork: "TeamWork",
};

/** The four attitudes of a round action (BlitzMatch › II.2 Round actions). */
export const ATTITUDES = ["rest-hold", "defensive", "normal", "high-risk"] as const;

/** One of the four attitudes. */
export type Attitude = (typeof ATTITUDES)[number];

/** An activity level: how many dice the slot rolls and how much Energy it spends. */
export type Activity = 0 | 1 | 2 | 3;

/** One round action: an attitude and an activity (0 only, and only, for a rest-hold). */
export interface RoundAction {
  readonly attitude: Attitude;
  readonly activity: Activity;
}

/**
 * A slot sheet (BlitzMatch › I.1 Slot, I.2 Attributes): one side of a match, whatever number of
 * wrestlers it holds. Every value is an integer score; the cost table decides which can be bought.
 */
export interface BlitzMatchSlot {
  /** The slot's name as the write-up prints it. */
  readonly name: string;
  readonly energy: number;
  /** Rounds between recoveries: lower is better. */
  readonly recovery: number;
  readonly stamina: number;
  readonly teamWork: number;
  readonly technical: number;
  readonly power: number;
  readonly martialArts: number;
  readonly brawling: number;
  readonly highFlying: number;
  readonly weight: number;
  readonly cheating: number;
  /**
   * The federation's own TeamWork-like attributes by name (BlitzMatch › I.2: a fed may have more
   * than one TeamWork and name them). Bought and combined like TeamWork.
   */
  readonly custom?: Readonly<Record<string, number>> | undefined;
  /**
   * How the write-up refers to the wrestler: "he/him", "she/her", "they/them" or three words as
   * subject/object/possessive ("xe/xem/xyr"). Without it the prose is neutral (they/them).
   */
  readonly pronouns?: string | undefined;
}

/** The attributes of a slot that have a score (everything but the name and custom ones). */
export type SlotAttribute = Exclude<keyof BlitzMatchSlot, "name" | "custom" | "pronouns">;

/** Every scored attribute, in the order the text lists them. */
export const SLOT_ATTRIBUTES: readonly SlotAttribute[] = [
  "energy",
  "recovery",
  "stamina",
  "teamWork",
  ...BLITZMATCH_STYLES,
];

/** What a side may DISCARD: a style, TeamWork, or one of the federation's TeamWork-like names. */
export type DiscardName = BlitzMatchStyle | "teamWork" | (string & {});

/**
 * A strategy (BlitzMatch › Part II): two different styles to ADD, one to DISCARD, and one round
 * action per round of the time limit.
 */
export interface BlitzMatchStrategy {
  readonly add: readonly [BlitzMatchStyle, BlitzMatchStyle];
  readonly discard: DiscardName;
  readonly rounds: readonly RoundAction[];
}

/** How a finishing victory check reads (BlitzMatch › III.3.d, the four readings of the table). */
export type FinishReading = "pinfall" | "submission" | "count-out" | "disqualification";

/** How rounds are compared when a match has more than two slots (our rule: the text is silent). */
export type MultiSlotCompare = "leader" | "pairs";

/** The options a federation head may set. Every default follows the text or our reading of it. */
export interface BlitzMatchOptions {
  /** The time limit in rounds; the match is a draw when it passes (Part IV uses 7). */
  readonly rounds: number;
  /** Build points per slot (BlitzMatch › I.2: 40). */
  readonly points: number;
  /** Refuse a slot that leaves points unspent (default false: the 40 are a budget). */
  readonly spendAllPoints: boolean;
  /** Added to the total of the side with the advantage (III.2.b says 2; Part IV adds 1). */
  readonly advantageBonus: number;
  /**
   * How a defensive winner's buffer works (III.2.c): `"subtract"` (default, as Part IV: damage is
   * the margin less the buffer) or `"threshold"` (a margin at least the buffer deals it all).
   */
  readonly buffer: "subtract" | "threshold";
  /** How the victory table is read (default `"pinfall"`, as Part IV calls them pin rolls). */
  readonly finish: FinishReading;
  /**
   * The TeamWork-like attributes that count in this match's MV (III.1.b: "where appropriate"),
   * e.g. `["teamWork"]` for a tag match. Default none (a singles match).
   */
  readonly teamWork: readonly string[];
  /** The federation's own TeamWork-like attribute names a slot may carry in `custom`. */
  readonly customAttributes: readonly string[];
  /** How more than two slots compare a round (see the Interpretations page). */
  readonly multiSlot: MultiSlotCompare;
  /** With more than two slots: a finished slot leaves and the match goes on (a rumble). */
  readonly elimination: boolean;
}

/** The defaults: the text's rules, Part IV's 7 rounds, a pinfall reading. */
export const DEFAULT_BLITZMATCH_OPTIONS: BlitzMatchOptions = {
  rounds: 7,
  points: 40,
  spendAllPoints: false,
  advantageBonus: 2,
  buffer: "subtract",
  finish: "pinfall",
  teamWork: [],
  customAttributes: [],
  multiSlot: "leader",
  elimination: false,
};

/** One side of a match: its player id, slot sheet, strategy and (for multi-slotting) member sheets. */
export interface BlitzMatchSide {
  readonly id: string;
  readonly slot: BlitzMatchSlot;
  readonly strategy: BlitzMatchStrategy;
  /** The member slots of a combined slot, checked by the multi-slotting rule. */
  readonly members?: readonly BlitzMatchSlot[] | undefined;
}

/** A match configuration: two or more sides and the head's options. */
export interface BlitzMatchConfig {
  readonly sides: readonly BlitzMatchSide[];
  readonly options?: BlitzMatchOptionsInput | undefined;
}

/** Options as a config gives them: any of them, the rest take their defaults. */
export type BlitzMatchOptionsInput = {
  readonly [K in keyof BlitzMatchOptions]?: BlitzMatchOptions[K] | undefined;
};

/** A validated configuration: every option filled in. */
export interface BlitzMatchSetup {
  readonly sides: readonly BlitzMatchSide[];
  readonly options: BlitzMatchOptions;
}
