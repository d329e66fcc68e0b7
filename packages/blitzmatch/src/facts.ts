import type { GameFacts } from "@ringside/core";
import type { BlitzMatchOptions } from "./types.js";

const OPTIONS = "/blitzmatch/interpretations#interpretations";

/**
 * BlitzMatch's declared facts: who plays, what is hidden, what is left to chance, and every option
 * with its default. The conformance kit checks them against the engine; the docs print them.
 *
 * @example
 * ```ts
 * import { facts } from "@ringside/blitzmatch";
 * facts.players; // { min: 2, max: 30 }: two slots, or a multi-slot match
 * ```
 */
export const facts: GameFacts<BlitzMatchOptions> = {
  id: "blitzmatch",
  name: "BlitzMatch! 2.2",
  players: { min: 2, max: 30 },
  decisions: "none",
  hiddenInformation: false,
  chance: "six-sided dice for each round's totals and the 2d6 check for victory",
  turns:
    "nobody decides during the match: each slot's strategy names one action per round, and the rounds are resolved one by one until a finish or the time limit",
  options: {
    rounds: { default: 7, summary: "the time limit in rounds", docs: OPTIONS },
    points: { default: 40, summary: "build points per slot", docs: "/blitzmatch/rules#building-a-slot" },
    spendAllPoints: { default: false, summary: "a slot must spend every build point", docs: OPTIONS },
    advantageBonus: {
      default: 2,
      summary: "added to the total of the side with the advantage",
      docs: OPTIONS,
    },
    buffer: {
      default: "subtract",
      summary: "how a defensive winner's buffer reduces the damage",
      docs: OPTIONS,
    },
    finish: { default: "pinfall", summary: "how the victory table is read", docs: OPTIONS },
    teamWork: {
      default: [],
      summary: "TeamWork-like attributes that count in the match value",
      docs: OPTIONS,
    },
    customAttributes: { default: [], summary: "the federation's own attribute names", docs: OPTIONS },
    multiSlot: { default: "leader", summary: "how more than two slots compare a round", docs: OPTIONS },
    elimination: {
      default: false,
      summary: "with more than two slots, a finished slot leaves and the match goes on",
      docs: OPTIONS,
    },
  },
};
