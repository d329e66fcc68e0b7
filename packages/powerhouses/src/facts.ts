import type { GameFacts } from "@ringside/core";
import type { PowerhousesOptions } from "./options.js";

const OPTIONS = "/powerhouses/interpretations#options";

/**
 * Powerhouses' declared facts: who plays, what is hidden, what is left to chance, and every option
 * with its default. The conformance kit checks them against the engine; the docs print them.
 *
 * @example
 * ```ts
 * import { facts } from "@ringside/powerhouses";
 * facts.options.takeDownTie.default; // "roll-again"
 * ```
 */
export const facts: GameFacts<PowerhousesOptions> = {
  id: "powerhouses",
  name: "Powerhouses of Wrestling!",
  players: { min: 2, max: 2 },
  decisions: "sequential",
  hiddenInformation: false,
  chance: "five six-sided dice, rolled for matching sets",
  turns:
    "a Take-Down decides who attacks first; then each exchange is one turn of rolling for the attacker and one for the defender, who may stop after any throw that added to the count; the higher count wins the exchange",
  options: {
    takeDownTie: {
      default: "roll-again",
      summary: "a tied Take-Down is rolled again, or red attacks first",
      docs: OPTIONS,
    },
    specialtyOnFacesThreeToFive: {
      default: true,
      summary: "the specialty may appear again on faces 3 to 5",
      docs: OPTIONS,
    },
    customSheets: { default: true, summary: "freely rated custom sheets are allowed", docs: OPTIONS },
  },
};
