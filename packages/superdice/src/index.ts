/**
 * `@ringside/superdice`: Super Dice, a duel of two superheroes with five dice and five powers
 * each, drafted from a list of 66.
 *
 * @packageDocumentation
 */
export { superdice, type SuperDiceGame, type SuperDiceView } from "./game.js";
export {
  DEFAULT_OPTIONS,
  parseConfig,
  checkConfig,
  configSchema,
  type SuperDiceConfig,
  type SuperDiceHeroConfig,
} from "./config.js";
export type { SuperDiceMove, SuperDiceEvent, SuperDiceTotals } from "./moves.js";
export type {
  Side as SuperDiceSide,
  SuperDiceDie,
  SuperDiceHero,
  SuperDiceMods,
  SuperDiceOptions,
  SuperDicePhase,
  SuperDicePlayer,
  SuperDiceSidekick,
  SuperDiceSnapshot,
  SuperDiceState,
} from "./types.js";
export { POWER_IDS, isPowerId, type PowerId } from "./data/powerIds.js";
export { POWERS } from "./data/powers/index.js";
export type { PowerDef, PowerEffect, PowerTarget, PowerContext } from "./data/power.js";
export { superDiceStateSchema } from "./state.js";

/** The game id of this package. */
export const gameId = "superdice";
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
export { superDiceRandomBot } from "./fast.js";
export { strongBot, type StrongBotOptions as SuperDiceStrongBotOptions } from "./bots/strong.js";
export { draftBot, bestPower } from "./bots/draftBot.js";
export { evaluate } from "./bots/evaluate.js";
export { TIER_LIST } from "./data/tierList.js";
export type { TierRow } from "./data/tierRow.js";
export { createNarrator, type SuperDiceNarratorOptions } from "./narrator.js";
export { TIER_LIST_RUN } from "./data/tierList.js";
export { damageTaken, totals, type SideDamage } from "./rules/damagePhase.js";

// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { parseConfig as validateConfig } from "./config.js";
export { superDiceRandomBot as randomBot } from "./fast.js";
import type { MatchResult } from "@ringside/core";
import type { SuperDicePlayer as Corner } from "./types.js";
/** How a Super Dice match ended. */
export type SuperDiceResult = MatchResult<Corner>;
