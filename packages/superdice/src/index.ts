/**
 * `@ringside/superdice`: Super Dice, a duel of two superheroes with five dice and five powers
 * each, drafted from a list of 66.
 *
 * @packageDocumentation
 */
export * from "./engine.js";
export { samples, sampleReports, exampleRunner } from "./samples/runSamples.js";
export { diceText } from "./samples/diceText.js";
export {
  exampleOfPlay,
  EXAMPLE_FACES,
  EXAMPLE_HEROES,
  type DieRef,
  type ExampleAction,
  type ExampleStepInput,
} from "./samples/exampleOfPlay.js";
export { greedyBot } from "./bots/greedy.js";
export { strongBot, type StrongBotOptions as SuperDiceStrongBotOptions } from "./bots/strong.js";
export { draftBot, bestPower } from "./bots/draftBot.js";
export { evaluate } from "./bots/evaluate.js";
export { TIER_LIST } from "./data/tierList.js";
export type { TierRow } from "./data/tierRow.js";
export { createNarrator, type SuperDiceNarratorOptions } from "./narrator.js";
export { TIER_LIST_RUN } from "./data/tierList.js";
