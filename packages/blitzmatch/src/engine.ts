/**
 * `@ringside/blitzmatch/engine`: the lean entry: the game, its types, the slot and strategy
 * loaders, the rules and their tables, without the write-up, the strategy advisor, the example
 * characters or the published samples. The full entry re-exports all of it.
 *
 * @packageDocumentation
 */
/** The game id of this package. */
export const gameId = "blitzmatch";
export {
  ATTITUDES,
  BLITZMATCH_STYLES,
  DEFAULT_BLITZMATCH_OPTIONS,
  SLOT_ATTRIBUTES,
  STYLE_NAMES,
  type Activity,
  type Attitude,
  type BlitzMatchConfig,
  type BlitzMatchOptions,
  type BlitzMatchOptionsInput,
  type BlitzMatchSetup,
  type BlitzMatchSide,
  type BlitzMatchSlot,
  type BlitzMatchStrategy,
  type BlitzMatchStyle,
  type DiscardName,
  type FinishReading,
  type MultiSlotCompare,
  type RoundAction as BlitzMatchRoundAction,
  type SlotAttribute,
} from "./types.js";
export type {
  BellEvent,
  BlitzMatchEvent,
  BlitzMatchPlayer,
  BlitzMatchSideState,
  BlitzMatchState,
  CompareEvent,
  EliminatedEvent,
  RecoveryEvent,
  TimeLimitEvent,
  TotalEvent,
  VictoryCheckEvent,
} from "./state.js";
export {
  blitzmatch,
  resolveMatch,
  type BlitzMatchMove,
  type BlitzMatchView,
  type ResolvedMatch as BlitzMatchResolvedMatch,
} from "./game.js";
export { compileMatch, fastTwoSlots, runCompiled, runFast, type CompiledMatch } from "./fast.js";
export {
  checkSlot,
  checkStrategy,
  configSchema,
  fullOptionsSchema,
  loadSlot,
  loadStrategy,
  loadTeam,
  optionsSchema,
  resolveOptions,
  roundActionSchema,
  sideSchema,
  slotSchema,
  strategySchema,
  validateConfig,
} from "./config.js";
export { blitzMatchStateSchema, checkBlitzMatchState } from "./stateSchema.js";
export { setupMatch } from "./match.js";
export { BUILD_POINTS, COST_TABLE, SCORE_RANGE, costOf, type CostColumn } from "./data/costs.js";
export { RECOVERY_CHART, RECOVERY_CHART_COLUMNS } from "./data/recoveryChart.js";
export { DEFENSIVE_BONUS, DEFENSIVE_BUFFER, ENDURANCE_PENALTY_BELOW, TIE_DAMAGE } from "./data/buffers.js";
export { FINISH_MARGIN, VICTORY_TABLE, victoryRow, type VictoryRow } from "./data/victoryTable.js";
export { RULE } from "./rules/ruleNames.js";
export {
  attributeName,
  checkSlotBuild,
  costColumn,
  freeScore,
  freeScores,
  isSlotAttribute,
  slotCost,
  type SlotCost,
} from "./rules/slotBuilding.js";
export {
  checkMultiSlot,
  combinedRange,
  isTeamWorkLike,
  memberRange,
  scoresOf,
  type AllowedRange,
} from "./rules/multiSlotting.js";
export { styleList, type StyleEntry, type StyleListResult, type StylePicks } from "./rules/styleList.js";
export { ROUND_ACTIONS, actionCode, isDefensive, isLegalRoundAction } from "./rules/roundActions.js";
export { checkEnergyTrack, energyTrack, recoversAfter, type EnergyRound } from "./rules/energyTrack.js";
export { advantage, matchValue, scoreFor, startingEndurance } from "./rules/preMatch.js";
export { endurancePenalty, highRiskCount, roundTotal, type RoundTotal } from "./rules/roundTotals.js";
export { applyDamage, bufferFor, compareValues, damageFor, type Comparison } from "./rules/compareValues.js";
export { victoryCheck, type VictoryRoll } from "./rules/victoryCheck.js";
export { FINISH_METHOD, MAX_REVERSALS, resolveRound } from "./rules/resolveRound.js";
// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { DEFAULT_BLITZMATCH_OPTIONS as DEFAULT_OPTIONS } from "./types.js";
import type { MatchResult } from "@ringside/core";
import type { BlitzMatchPlayer as Slot } from "./state.js";
/** How a BlitzMatch match ended. */
export type BlitzMatchResult = MatchResult<Slot>;
export { facts } from "./facts.js";
