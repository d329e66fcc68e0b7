/**
 * `@ringside/fastmatch/engine`: the lean FastMatch! entry: characters, grids, strategies, charts and
 * match resolution, without the narrator, the Royal Rumble or the published samples.
 *
 * @module engine
 */

/** The game id of this package. */
export const gameId = "fastmatch";

export {
  ATTRIBUTES,
  DAMAGEABLE,
  type Attribute as FastMatchAttribute,
  type Attributes,
  type Target,
  type WeightClass,
} from "./data/attributes.js";
export { isHeavyweight, weightClass } from "./rules/weightClass.js";
export { STYLES, STYLE_TABLE, type Style, type StyleInfo } from "./data/styles.js";
export { styleFits } from "./rules/styles.js";
export { BASE_STRATEGY_POINTS, COSTS, CREATION_POINTS, LIMITS } from "./data/costs.js";
export {
  characterCost,
  effectiveAttributes,
  strategyPointsOf,
  weightClassOf,
} from "./rules/characterCreation.js";
export { checkCharacter, loadCharacter } from "./loaders/character.js";
export { type Alignment, type Character, type CharacterCheck, type CharacterCost } from "./sheets.js";
export { LETTERS, type Grid, type GridCell, type Letter, type RowNumber } from "./data/grid.js";
export {
  cellAt,
  cellKey,
  formatCell,
  generateGrid,
  gridDeck,
  pairingCards,
  parseCell,
} from "./rules/theGrid.js";
export { loadGrid } from "./loaders/grid.js";
export { ACTION_TYPES, type ActionType } from "./data/actions.js";
export { loadStrategy, loadTeamStrategy, sideStrategyOf } from "./loaders/strategy.js";
export {
  type Finish,
  type GridChoice,
  type MemberPlan,
  type RoundAction,
  type SideStrategy,
  type Strategy,
  type StrategyContext,
  type StrategyPoints,
} from "./sheets.js";
export {
  ACTION_CHARTS,
  INJURY_MODIFIERS,
  RUMBLE_CHART,
  type ChartResult,
  type ChartRow,
  type Specialty,
} from "./data/charts.js";
export { awarenessFor } from "./rules/awareness.js";
export { chartRowIndex, countFor, lookUp } from "./rules/charts.js";
export { cheatOutcome } from "./rules/cheating.js";
export type { CheatOutcome } from "./events.js";
export {
  DEFAULT_OPTIONS,
  DEFAULT_TIME_LIMIT,
  loadConfig,
  type FastMatchConfig,
  type FastMatchOptions,
  type LoadedConfig,
  type LoadedSide,
  type SideConfig,
} from "./loaders/config.js";
export type { FastMatchEvent, Side } from "./events.js";
export type { FastMatchState, PairingInfo, SideState, WrestlerState } from "./state.js";
export { bonusChart, pairingBonus, pairingCell, pairingInfo } from "./rules/advantage.js";
export { startMatch, type Condition } from "./setup.js";
export {
  createSimulator,
  fastmatch,
  setupMatch,
  resolveMatch,
  type FastMatchSimulator,
  type SimulatedMatch,
  type FastMatchMove,
  type FastMatchView,
  type ResolveOptions as FastMatchResolveOptions,
  type ResolvedMatch,
} from "./game.js";
export { healWeek, injuriesAfter, recoverBetweenMatches, type WeeklyHealing } from "./rules/healing.js";
export { facts } from "./facts.js";
