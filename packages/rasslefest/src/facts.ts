import type { GameFacts } from "@ringside/core";
import type { RasslefestOptions } from "./options.js";

const OPTIONS = "/rasslefest/interpretations#rasslefest-interpretations";

/**
 * 'Rasslefest's declared facts: who plays, what is hidden, what is left to chance, and every option
 * with its default. The conformance kit checks them against the engine; the docs print them.
 *
 * @example
 * ```ts
 * import { facts } from "@ringside/rasslefest";
 * facts.decisions; // "simultaneous": both players choose a card at once in a No Control round
 * ```
 */
export const facts: GameFacts<RasslefestOptions> = {
  id: "rasslefest",
  name: "'Rasslefest",
  players: { min: 2, max: 2 },
  decisions: "simultaneous",
  hiddenInformation:
    "each player's hand, and the order of the deck, from the other player and from spectators",
  chance: "the shuffled 80-card deck",
  turns:
    "the wrestler in control plays attacks and the other answers; in a round where nobody has control both choose a card at once and reveal them together",
  options: {
    disqualification: {
      default: false,
      summary: "outside interference can be noticed and cost a disqualification",
      docs: OPTIONS,
    },
    timeLimit: { default: null, summary: "reshuffles allowed before a time-limit draw", docs: OPTIONS },
    champion: { default: null, summary: "the champion, when a title is on the line", docs: OPTIONS },
    locationLasts: {
      default: "attack",
      summary: "a place set by a trip lasts for one attack or the round",
      docs: OPTIONS,
    },
    tripAlone: { default: true, summary: "a trip may be played without an attack after it", docs: OPTIONS },
    noDamageCounters: {
      default: "negate",
      summary: "what a counter does against a card that does no damage",
      docs: OPTIONS,
    },
  },
};
