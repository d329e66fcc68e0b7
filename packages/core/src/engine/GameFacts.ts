/**
 * A game's declared facts, the way OpenSpiel games declare their `GameType`: who plays, what is
 * hidden, what is left to chance, how turns go, and every option with its default and the docs
 * page that explains it. The conformance kit checks the facts against what the game does, and the
 * docs print them as a table on each game's page.
 */

/** A docs page of the site, with the anchor of the section that explains a thing: `"/powerhouses/interpretations#options"`. */
export type DocsLink = `/${string}#${string}`;

/**
 * Who decides, and how:
 * - `none`: nobody decides; the match only advances (a resolver, played without bots);
 * - `sequential`: one player decides at a time;
 * - `simultaneous`: several players may have to decide at once, each without seeing the others' choices.
 */
export type Decisions = "none" | "sequential" | "simultaneous";

/** One option of a game: its default, what it changes, and where the docs explain it. */
export interface OptionFact<T> {
  /** The default, equal to the game's `DEFAULT_OPTIONS` entry. */
  readonly default: T;
  /** What the option changes, in one short phrase. */
  readonly summary: string;
  /** The docs section that explains it. */
  readonly docs: DocsLink;
}

/**
 * The facts of one game. `O` is the game's options type: every option must be listed (a missing
 * or unknown key is a type error), and the kit checks that the keys are those of `DEFAULT_OPTIONS`.
 *
 * @example
 * ```ts
 * import type { GameFacts } from "@ringside/core";
 *
 * export const facts: GameFacts<{ rounds: number }> = {
 *   id: "arm-wrestling",
 *   name: "Arm Wrestling",
 *   players: { min: 2, max: 2 },
 *   decisions: "sequential",
 *   hiddenInformation: false,
 *   chance: "one die per push",
 *   turns: "the players push in turn until an arm touches the table",
 *   options: { rounds: { default: 3, summary: "pushes per round", docs: "/guide/arm#rounds" } },
 * };
 * ```
 */
export interface GameFacts<O extends object = Record<string, unknown>> {
  /** The game's id (`game.id`). */
  readonly id: string;
  /** The game's name as the docs print it. */
  readonly name: string;
  /** How many players a match has (the ids `game.players` lists). */
  readonly players: { readonly min: number; readonly max: number };
  /** Who decides, and whether several players may decide at once. */
  readonly decisions: Decisions;
  /** `false` when every player sees the whole match (but the dice); else what is hidden, and from whom. */
  readonly hiddenInformation: false | string;
  /** `false` when nothing is left to chance; else what is (dice, a shuffled deck). */
  readonly chance: false | string;
  /** The turn structure, in one sentence. */
  readonly turns: string;
  /** Every option, with its default and where it is documented. */
  readonly options: { readonly [K in keyof O]-?: OptionFact<O[K]> };
}
