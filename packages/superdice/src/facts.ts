import type { GameFacts } from "@ringside/core";
import type { SuperDiceOptions } from "./types.js";

const OPTIONS = "/superdice/interpretations#interpretations";

/**
 * Super Dice's declared facts: who plays, what is hidden, what is left to chance, and every option
 * with its default. The conformance kit checks them against the engine; the docs print them.
 *
 * @example
 * ```ts
 * import { facts } from "@ringside/superdice";
 * facts.options.turnLimit.default; // 100 turns, then a draw
 * ```
 */
export const facts: GameFacts<SuperDiceOptions> = {
  id: "superdice",
  name: "Super Dice",
  players: { min: 2, max: 2 },
  decisions: "sequential",
  hiddenInformation: false,
  chance: "five six-sided dice per hero each turn, Luck dice and the initiative roll",
  turns:
    "after the power draft, each turn both heroes roll, the initiative winner acts first, and the heroes take turns using powers and placing dice on attack or defense before damage is dealt",
  options: {
    backlash: {
      default: false,
      summary: "an attack that falls short of the defense hurts the attacker",
      docs: OPTIONS,
    },
    initiativeTie: {
      default: "rolloff",
      summary: "an initiative tie is a roll-off or a reroll of both heroes' dice",
      docs: OPTIONS,
    },
    convertedKeepsSide: {
      default: true,
      summary: "a converted or rerolled die keeps its assignment",
      docs: OPTIONS,
    },
    freezeChooser: { default: "user", summary: "who picks the die Freeze eliminates", docs: OPTIONS },
    sidekickShields: {
      default: true,
      summary: "a Sidekick takes its hero's damage until its own hits run out",
      docs: OPTIONS,
    },
    luckKeeps: {
      default: "highest",
      summary: "Luck's sixth die drops the lowest or keeps the first five",
      docs: OPTIONS,
    },
    turnLimit: { default: 100, summary: "turns before the match is a draw", docs: OPTIONS },
    borrowRepeats: {
      default: false,
      summary: "a borrowed power may repeat one already used this turn",
      docs: OPTIONS,
    },
  },
};
