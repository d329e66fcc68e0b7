/**
 * `@ringside/powerhouses`: the Powerhouses of Wrestling! engine. Two wrestlers roll five dice
 * for matching sets of abilities, push their luck, and wear each other down one die at a time.
 *
 * @packageDocumentation
 */
export { ABILITIES, FAN_SUPPORT, isAbility, type Ability, type Face } from "./abilities.js";
export {
  checkSheet,
  DEFAULT_SHEET_RULES,
  faceMatches,
  facesFor,
  SHEET_RULE,
  sheetProblems,
  validateSheet,
  type CustomSheet,
  type SheetInput,
  type SheetRules,
  type StandardSheet,
  type Wrestler,
} from "./sheet.js";
export { checkOptions, DEFAULT_OPTIONS, type PowerhousesOptions, type TakeDownTie } from "./options.js";
export {
  decideRoll,
  largestSets,
  matchingDice,
  PURSUE,
  QUIT,
  ROLL,
  rollMoves,
  setSizes,
  startRoll,
  throwDice,
  type Player,
  type RollEvent,
  type RollMove,
  type RollRole,
  type RollState,
  type RollStep,
} from "./roll.js";
export type {
  Phase,
  PowerhousesConfig,
  PowerhousesEvent,
  PowerhousesMove,
  PowerhousesState,
  PowerhousesView,
} from "./types.js";
export { gameId, powerhouses, STARTING_DICE, validateConfig } from "./game.js";
export { ATTACK_MANEUVERS, attackManeuver, DEFENCE_MANEUVERS, defenceManeuver } from "./maneuvers.js";
export { createNarrator, narrate, type CornerNames, type NarratorConfig } from "./narrator.js";
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
export { optimalBot, randomBot, thresholdBot, type PowerhousesBot } from "./bots.js";
export { simulatePowerhouses, type PowerhousesSimulation } from "./simulate.js";
