/*
 * The shapes of what players send the fed head: a character (Part I) and a strategy (Part II; a
 * team's, Part V), as the loaders return them once every rule is checked.
 */
import type { Problem } from "@ringside/core";
import type { ActionType } from "./data/actions.js";
import type { Attribute, Attributes, Target } from "./data/attributes.js";
import type { Letter, RowNumber } from "./data/grid.js";
import type { Style } from "./data/styles.js";

/** Face or heel. */
export type Alignment = "face" | "heel";

/** A FastMatch! character as a player sends it in: the plain JSON of their e-mail. */
export interface Character {
  readonly name: string;
  readonly attributes: Attributes;
  /** Strategy points bought on top of the free two (2 CGP each). */
  readonly extraStrategyPoints: number;
  /** Finisher uses bought (2 CGP each). */
  readonly finishers: number;
  /** The finisher's name, for the write-up. */
  readonly finisherName?: string;
  /** Zero, one or two styles (2 CGP, then 4 more). */
  readonly styles: readonly Style[];
  /** +1 to attack rolls outside the ring (2 CGP). */
  readonly wildBrawler: boolean;
  /** Lowers the referee's awareness by 1 at the bell (1 CGP). */
  readonly cheater: boolean;
  /** Points of tag-team teamwork this wrestler paid for (1 CGP each). */
  readonly teamwork: number;
  /** Points of six-man teamwork this wrestler paid for (1 CGP each), bought apart from tag teamwork. */
  readonly sixManTeamwork: number;
  /** Injury points carried into the match, by attribute; each lowers that attribute's maximum. */
  readonly injuries: Readonly<Partial<Record<Attribute, number>>>;
  readonly alignment?: Alignment;
  readonly height?: string;
  readonly weight?: string;
  readonly attire?: string;
  readonly music?: string;
  readonly manager?: string;
  readonly notes?: string;
  /**
   * How the write-up refers to the wrestler: "he/him", "she/her", "they/them" or three words as
   * subject/object/possessive ("xe/xem/xyr"). Without it the prose is neutral (they/them).
   */
  readonly pronouns?: string;
}

/** What a character spends, item by item, and what is left of the 24 creation points. */
export interface CharacterCost {
  readonly attributes: number;
  readonly strategyPoints: number;
  readonly finishers: number;
  readonly styles: number;
  readonly wildBrawler: number;
  readonly cheater: number;
  readonly teamwork: number;
  readonly total: number;
  readonly left: number;
}

/** The outcome of checking a character without throwing: the problems and the cost so far. */
export interface CharacterCheck {
  readonly character: Character | null;
  readonly problems: readonly Problem[];
  readonly cost: CharacterCost;
}

/** How a wrestler tries to finish when a chart calls for it without saying. */
export type Finish = "pin" | "submission";

/** One line of a strategy: what the wrestler (or team) tries in one round. */
export interface RoundAction {
  readonly action: ActionType;
  /** The attacked attribute: never WEI; TEAM only in team matches. */
  readonly target: Target;
  /** The moves, in the player's words: the write-up uses them. */
  readonly moves: string;
  /** Declared illegal (never with a Defensive action). */
  readonly illegal: boolean;
  /** The name of the wrestler going for a finisher this round, or null. */
  readonly finisher: string | null;
}

/** Where strategy points go: any attribute but WEI, TEAM in team matches, and up to 2 toward injury. */
export type StrategyPoints = Readonly<Partial<Record<Target | "INJURY", number>>>;

/** A grid choice: a letter for the challenger, a number for the defender. */
export type GridChoice = Letter | RowNumber;

/** One wrestler's part of a strategy: grid choice(s) and strategy points. */
export interface MemberPlan {
  /** One choice for every opponent, or one per opponent by name (team matches). */
  readonly choice: GridChoice | Readonly<Record<string, GridChoice>>;
  readonly strategyPoints: StrategyPoints;
}

/** A side's strategy: one plan per wrestler and one list of round actions for the side. */
export interface SideStrategy {
  readonly members: Readonly<Record<string, MemberPlan>>;
  readonly finish: Finish;
  readonly rounds: readonly RoundAction[];
}

/** A singles strategy as a player sends it: choice, strategy points, default finish, round actions. */
export interface Strategy {
  readonly choice: GridChoice;
  readonly strategyPoints: StrategyPoints;
  readonly finish: Finish;
  readonly rounds: readonly RoundAction[];
}

/** Context for checking a strategy against its wrestlers and match. */
export interface StrategyContext {
  /** Whose choice it is: the challenger picks a letter, the defender a number. */
  readonly role?: "challenger" | "defender";
  /** The match length in rounds: the strategy must give at least that many actions. */
  readonly rounds?: number;
  /** Opponent names (team matches: per-opponent choices must name them). */
  readonly opponents?: readonly string[];
}
