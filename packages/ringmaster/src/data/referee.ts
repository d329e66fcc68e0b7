/**
 * The referee's lists (RingMaster › The referee, text ¶118–¶122): the illegal actions that force a
 * Referee Check (the text's examples plus the ones the chapter calls "usually illegal" elsewhere),
 * the default automatic-disqualification list (the chapter's list is lost: Ringside's completion,
 * `completion.md` › 12) and the counts with their limits (completion).
 */

/**
 * Actions against the rules that force a Referee Check (¶118, ¶33, ¶38, ¶39, ¶50, ¶52, ¶18, ¶134,
 * ¶138); Powder and striking the referee are Ringside's completion (`completion.md` › 12) (see `ILLEGAL_ACTION_SOURCE`).
 */
export const ILLEGAL_ACTIONS = [
  "closed-fist",
  "cornering",
  "choke",
  "leverage",
  "foreign-object",
  "fire-tab",
  "powder",
  "screwjob",
  "over-the-top-rope",
  "distracting",
  "striking-referee",
  "ambush",
  "partner-save",
  "tag-overstay",
  "cheapshot",
  "staying-outside",
  "top-rope-stalling",
] as const;

/** One illegal action. */
export type IllegalAction = (typeof ILLEGAL_ACTIONS)[number];

/** Where each illegal action comes from: the chapter (¶) or Ringside's completion. */
export const ILLEGAL_ACTION_SOURCE: Readonly<Record<IllegalAction, string>> = {
  "closed-fist": "text ¶118",
  cornering: "text ¶33, ¶118",
  choke: "text ¶118",
  leverage: "text ¶38",
  "foreign-object": "text ¶39",
  "fire-tab": "text ¶45",
  powder: "completion (an object thrown, ¶46)",
  screwjob: "text ¶52",
  "over-the-top-rope": "text ¶50",
  distracting: "text ¶118",
  "striking-referee": "completion",
  ambush: "text ¶18 (an automatic warning)",
  "partner-save": "text ¶138 (an automatic warning)",
  "tag-overstay": "text ¶133 (a warning a round)",
  cheapshot: "text ¶127 (a Cheapshot breaking a pin or hold)",
  "staying-outside": "text ¶121 (warned, then counted)",
  "top-rope-stalling": "text ¶121 (warned, then counted)",
};

/** Modifiers to the referee's SAV when he checks an action (the Fire Tab's flash and smoke +10%, ¶45). */
export const NOTICE_MODIFIER: Readonly<Partial<Record<IllegalAction, number>>> = {
  "fire-tab": 10,
};

/**
 * Actions the referee warns for without a check (he cannot miss them): the ambush (¶18) and the
 * partner's save (¶138). Only a distracted referee misses them.
 */
export const AUTOMATIC_WARNINGS: readonly IllegalAction[] = ["ambush", "partner-save", "tag-overstay"];

/**
 * The default automatic-disqualification list (completion; ¶119's list is lost): a foreign object,
 * a Fire Tab or Powder seen, striking the referee. Over the top rope is on it only where the league
 * says so (¶50): see `STRICT_AUTOMATIC_DQ`.
 */
export const DEFAULT_AUTOMATIC_DQ: readonly IllegalAction[] = [
  "foreign-object",
  "fire-tab",
  "powder",
  "striking-referee",
];

/** A strict league's list: the default (Ringside's) plus throwing over the top rope (¶50). Ringside's completion (`completion.md` › 12). */
export const STRICT_AUTOMATIC_DQ: readonly IllegalAction[] = [...DEFAULT_AUTOMATIC_DQ, "over-the-top-rope"];

/** The referee's counts (¶121). */
export const COUNTS = ["outside", "choke", "top-rope", "illegal-man"] as const;

/** One kind of count. */
export type CountKind = (typeof COUNTS)[number];

/**
 * The limit of each count (completion): the ring-out is the familiar ten, the others the familiar
 * five. At 1d6 a round (3.5 on average) a ten-count lasts about three rounds and a five-count about
 * two, so a wrestler outside has time for one exchange before he must get back in.
 */
export const COUNT_LIMITS: Readonly<Record<CountKind, number>> = {
  outside: 10,
  choke: 5,
  "top-rope": 5,
  "illegal-man": 5,
};

/** The default number of warnings the referee gives a wrestler before disqualifying on the next (completion). */
export const DEFAULT_WARNING_THRESHOLD = 3;

/** The penalty to the next maneuver after a warning (¶51). */
export const WARNING_DISTRACTION = 5;
