/**
 * `@ringside/ringmaster/engine`: the lean entry: the game, its configuration and state types, the
 * completion's data tables and the rules between matches, without the bots, the narrator or the
 * chapter's worked samples. The full entry re-exports all of it.
 *
 * @packageDocumentation
 */
import type { MatchResult } from "@ringside/core";
import type { RingMasterPlayer as Corner } from "./config.js";
/** The game id of this package. */
export const gameId = "ringmaster";
export { ringmaster, type RingMasterGame } from "./game.js";
export type { RingMasterView } from "./state.js";
export {
  DEFAULT_RINGMASTER_OPTIONS,
  RINGMASTER_PLAYERS,
  type ArsenalEntry,
  type RingMasterConfig,
  type RingMasterOpening,
  type RingMasterOptions,
  type RingMasterPlayer,
  type RingMasterSetup,
  type RingMasterWrestler,
} from "./config.js";
export { validateConfig } from "./validateConfig.js";
export type {
  RefereeCount,
  RefereeState,
  TagState,
  RingMasterCorner,
  RingMasterMove,
  RingMasterPhase,
  RingMasterState,
} from "./state.js";
export type { CheckEvent, RingMasterEvent } from "./events.js";
export {
  SUPERSETS,
  attackKind,
  attemptTarget,
  counterTarget,
  groupMoves,
  holdCounterTarget,
  holdOptionTarget,
  lungeEscapeTargetNow,
  lungeTagTargetNow,
  pinOptionTarget,
  reversalTarget,
  type AttackChoice,
  type AttackKind,
  type MoveGroups,
} from "./match.js";
export * from "./data/attributes.js";
export * from "./data/traits.js";
export * from "./data/forceCode.js";
export * from "./data/maneuvers.js";
export * from "./data/flags.js";
export * from "./data/counters.js";
export * from "./data/foreignObjects.js";
export * from "./data/stunCodes.js";
export * from "./data/creation.js";
export * from "./data/referee.js";
export * from "./data/cages.js";
export { titleChanged, resultWeight } from "./match/referee.js";
export {
  healInjuries,
  weeksToHeal,
  recoverImpairment,
  rememberTrick,
  trickPenalty,
  type TrickMemory,
} from "./rules/healing.js";
export { applyAbsolute, matchPrestige, PRESTIGE_CHANGES, type MatchPrestige } from "./rules/prestige.js";
export { prestigeFromMatch, type MatchPrestigeReport } from "./match/matchPrestige.js";
export { rememberMatchTricks } from "./match/trickMemory.js";
export { DRAW_KINDS, drawOf, engineeredPenalty, type DrawKind, type DoubleFinish } from "./rules/draws.js";
export type { Cage } from "./rules/cage/cage.js";
// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { DEFAULT_RINGMASTER_OPTIONS as DEFAULT_OPTIONS } from "./config.js";
/** How a RingMaster match ended. */
export type RingMasterResult = MatchResult<Corner>;
export { facts } from "./facts.js";
