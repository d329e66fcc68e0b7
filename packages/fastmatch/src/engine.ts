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
  isHeavyweight,
  weightClass,
  type Attribute,
  type Attributes,
  type Target,
  type WeightClass,
} from "./attributes.js";
export { STYLES, STYLE_TABLE, styleFits, type Style, type StyleInfo } from "./styles.js";
export { BASE_STRATEGY_POINTS, COSTS, CREATION_POINTS, LIMITS } from "./costs.js";
export {
  characterCost,
  checkCharacter,
  effectiveAttributes,
  loadCharacter,
  strategyPointsOf,
  weightClassOf,
  type Alignment,
  type Character,
  type CharacterCheck,
  type CharacterCost,
} from "./character.js";
export {
  LETTERS,
  cellAt,
  cellKey,
  formatCell,
  generateGrid,
  gridDeck,
  loadGrid,
  pairingCards,
  parseCell,
  type Grid,
  type GridCell,
  type Letter,
  type RowNumber,
} from "./grid.js";
export {
  ACTION_TYPES,
  loadStrategy,
  loadTeamStrategy,
  sideStrategyOf,
  type ActionType,
  type Finish,
  type GridChoice,
  type MemberPlan,
  type RoundAction,
  type SideStrategy,
  type Strategy,
  type StrategyContext,
  type StrategyPoints,
} from "./strategy.js";
export {
  ACTION_CHARTS,
  INJURY_MODIFIERS,
  RUMBLE_CHART,
  awarenessFor,
  chartRowIndex,
  cheatOutcome,
  countFor,
  lookUp,
  type ChartResult,
  type ChartRow,
  type CheatOutcome,
  type Specialty,
} from "./charts.js";
export {
  DEFAULT_OPTIONS,
  DEFAULT_TIME_LIMIT,
  loadConfig,
  type FastMatchConfig,
  type FastMatchOptions,
  type LoadedConfig,
  type LoadedSide,
  type SideConfig,
} from "./config.js";
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
  type ResolveOptions,
  type ResolvedMatch,
} from "./game.js";
export { healWeek, injuriesAfter, recoverBetweenMatches, type WeeklyHealing } from "./injuries.js";
