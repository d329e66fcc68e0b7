import type { GameFacts } from "@ringside/core";
import type { FastMatchOptions } from "./loaders/config.js";

const OPTIONS = "/fastmatch/interpretations#fastmatch-interpretations";

/**
 * FastMatch!'s declared facts: who plays, what is hidden, what is left to chance, and every option
 * with its default. The conformance kit checks them against the engine; the docs print them.
 *
 * @example
 * ```ts
 * import { facts } from "@ringside/fastmatch";
 * facts.decisions; // "none": the federation head resolves the match from the mailed strategies
 * ```
 */
export const facts: GameFacts<FastMatchOptions> = {
  id: "fastmatch",
  name: "FastMatch! 3.0",
  players: { min: 2, max: 2 },
  decisions: "none",
  hiddenInformation: false,
  chance: "six-sided dice for the charts, injuries, falls and the referee's awareness",
  turns:
    "nobody decides during the match: each side's strategy names one action per round, and the rounds are resolved one by one until a finish or the time limit",
  options: {
    doubledAttribute: {
      default: "twice",
      summary: "a doubled match type compares its attribute twice or once",
      docs: OPTIONS,
    },
    injuryModifier: {
      default: 0,
      summary: "points off the injury roll on top of the specialty match's own",
      docs: OPTIONS,
    },
  },
};
