import type { GameFacts } from "@ringside/core";
import type { RingMasterOptions } from "./config.js";
import { DEFAULT_AUTOMATIC_DQ } from "./data/referee.js";

const INTERPRETATIONS = "/ringmaster/interpretations#interpretations";

/**
 * RingMaster's declared facts: who plays, what is hidden, what is left to chance, and every option
 * with its default. The conformance kit checks them against the engine; the docs print them.
 * `trickMemory` is not a rule of the match but what a card carries from one match to the next, so
 * it is not listed (it has no default in `DEFAULT_OPTIONS`).
 *
 * @example
 * ```ts
 * import { facts } from "@ringside/ringmaster";
 * facts.options.timeLimit.default; // 600 seconds: ten minutes, 60 rounds
 * ```
 */
export const facts: GameFacts<Omit<RingMasterOptions, "trickMemory">> = {
  id: "ringmaster",
  name: "RingMaster",
  players: { min: 2, max: 2 },
  decisions: "sequential",
  hiddenInformation:
    "the foreign objects a wrestler hides in his tights, from the other player and from spectators",
  chance: "percentile and six-sided dice for checks, contests, damage and the referee",
  turns:
    "the wrestler with Advantage attacks, spending Action Points on moves and maneuvers, and the defender may answer with Counters; Advantage passes as the rules say",
  options: {
    timeLimit: {
      default: 600,
      summary: "the time limit in seconds (a draw when it runs out)",
      docs: INTERPRETATIONS,
    },
    opening: {
      default: "bell",
      summary: "how the match starts: the bell, a tie-up, a test of strength or an ambush",
      docs: "/ringmaster/rules#advantage",
    },
    refereeSav: { default: 60, summary: "the referee's SAV for noticing", docs: INTERPRETATIONS },
    impairment: {
      default: false,
      summary: "the optional Impairment rule",
      docs: "/ringmaster/rules#holds-and-submissions",
    },
    accurateTiming: {
      default: false,
      summary: "the optional accurate timing of rounds",
      docs: "/ringmaster/rules#time",
    },
    injuryStacking: {
      default: "once",
      summary: "an injury face with several conditions lowers once or once per condition",
      docs: INTERPRETATIONS,
    },
    pointBudget: {
      default: 385,
      summary: "the point-buy budget the sheets are checked against",
      docs: INTERPRETATIONS,
    },
    warnings: { default: 3, summary: "warnings before the one that disqualifies", docs: INTERPRETATIONS },
    automaticDq: {
      default: DEFAULT_AUTOMATIC_DQ,
      summary: "the league's automatic-disqualification list",
      docs: INTERPRETATIONS,
    },
    turnovers: {
      default: true,
      summary: "Turnovers are played",
      docs: "/ringmaster/turnovers#cheapshots-and-comebacks",
    },
    title: { default: false, summary: "a title is on the line", docs: "/ringmaster/referee#titles" },
    titleOnDq: {
      default: false,
      summary: "the title may change hands on a DQ or count-out",
      docs: INTERPRETATIONS,
    },
    cage: { default: null, summary: "the cage, or an open ring", docs: "/ringmaster/cages#the-cage" },
  },
};
