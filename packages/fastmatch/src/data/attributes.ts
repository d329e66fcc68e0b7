/*
 * Attributes (FastMatch! 3.0, I.1): the six scores every wrestler has, the five that damage can
 * lower, and the weight classes WEI stands for (I.1.1). Facts of the text, carried as data.
 */
/** The six attributes every FastMatch! wrestler has. */
export const ATTRIBUTES = ["STR", "AGI", "SPD", "END", "TEC", "WEI"] as const;

/** One of the six wrestler attributes. */
export type Attribute = (typeof ATTRIBUTES)[number];

/** The attributes damage can lower (WEI never changes during a match). */
export const DAMAGEABLE = ["STR", "AGI", "SPD", "END", "TEC"] as const;

/** An attribute a round action may target: any but WEI, plus the team's TEAM in team matches. */
export type Target = (typeof DAMAGEABLE)[number] | "TEAM";

/** A full set of attribute scores. */
export type Attributes = Readonly<Record<Attribute, number>>;

/** The weight classes derived from WEI (a guide, not an exact weight). */
export type WeightClass = "light-heavyweight" | "heavyweight" | "super-heavyweight" | "monster";

/** The weight classes by WEI (I.1.1): the highest WEI of each class. */
export const WEIGHT_CLASSES: readonly { readonly upTo: number; readonly weightClass: WeightClass }[] = [
  { upTo: 4, weightClass: "light-heavyweight" },
  { upTo: 6, weightClass: "heavyweight" },
  { upTo: 8, weightClass: "super-heavyweight" },
  { upTo: Infinity, weightClass: "monster" },
];

/** The lowest WEI that makes a wrestler a heavyweight (for title purposes). */
export const HEAVYWEIGHT_FROM = 5;
