/**
 * `@ringside/powerhouses`: the Powerhouses of Wrestling! engine. Two wrestlers roll five dice
 * for matching sets of abilities, push their luck, and wear each other down one die at a time.
 *
 * @packageDocumentation
 */
export * from "./engine.js";
export { ATTACK_MANEUVERS, attackManeuver, DEFENCE_MANEUVERS, defenceManeuver } from "./maneuvers.js";
export { createNarrator, narrate, type CornerNames, type PowerhousesNarratorOptions } from "./narrator.js";
export {
  BRUNO,
  sampleReports,
  sampleRunner,
  samples,
  type PowerhousesSampleInput,
  type PowerhousesSampleState,
} from "./samples.js";
export {
  attackPlan,
  bestDefenceAbility,
  finalCountDistribution,
  firstRollOutcomes,
  freeAfter,
  gainChances,
  likeliestAbility,
  matchChance,
  reachChance,
  reachChances,
  type AttackPlan,
  type FirstRollOutcome,
} from "./odds.js";
export {
  botPolicy,
  exchangeBot,
  optimalBot,
  randomBot,
  thresholdBot,
  type BotPolicy,
  type PowerhousesBot,
} from "./bots.js";
export {
  fastPowerhouses,
  playFast,
  type PowerhousesFastMatch,
  type FastPowerhouses,
} from "./fast/fastMatch.js";
export { simulatePowerhouses, type PowerhousesSimulation } from "./simulate.js";
export {
  PowerhousesSolution,
  solvePowerhouses,
  winProbability,
  type PowerhousesSolveStats,
  type SolvablePosition,
} from "./solve/solution.js";
