/**
 * `@ringside/ringmaster`: RingMaster's match chapter with Ringside's completion of everything the
 * chapter lost (attributes, creation, the Force Code, the maneuver catalogue, foreign objects, the
 * lost lists): singles and tag-team matches, with the referee, Turnovers and cages, to every finish
 * the chapter names.
 *
 * @packageDocumentation
 */
import type { SampleReport } from "@ringside/core";
import type { MatchResult } from "@ringside/core";
import type { RingMasterPlayer as Corner } from "./config.js";
import { cageExample, verifyCageExample } from "./samples/cageExample.js";
import { verifyWorkedFigures, workedFigures } from "./samples/workedFigures.js";

/** The game id of this package. */
export const gameId = "ringmaster";

export { ringmaster, type RingMasterGame, type RingMasterView } from "./game.js";
export {
  DEFAULT_RINGMASTER_OPTIONS,
  RINGMASTER_PLAYERS,
  validateConfig,
  type ArsenalEntry,
  type RingMasterConfig,
  type RingMasterOpening,
  type RingMasterOptions,
  type RingMasterPlayer,
  type RingMasterSetup,
  type RingMasterWrestler,
} from "./config.js";
export type {
  RefereeCount,
  RefereeState,
  TagState,
  CheckEvent,
  RingMasterCorner,
  RingMasterEvent,
  RingMasterMove,
  RingMasterPhase,
  RingMasterState,
} from "./state.js";
export { randomBot } from "./bots/randomBot.js";
export { heuristicBot, type HeuristicBotOptions } from "./bots/heuristicBot.js";
export { searchBot, type SearchBotOptions } from "./bots/searchBot.js";
export { tagTeamBot, type TagTeamBotOptions } from "./bots/tagTeamBot.js";
export { createNarrator, type NarratorOptions as RingMasterNarratorOptions } from "./narrator.js";
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

export { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO, SAMPLE_WRESTLERS } from "./samples/wrestlers.js";
export { workedFigures } from "./samples/workedFigures.js";
export { cageExample } from "./samples/cageExample.js";
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
export { DRAW_KINDS, drawOf, engineeredPenalty, type DrawKind, type DoubleFinish } from "./rules/draws.js";
export type { Cage } from "./rules/cage/cage.js";

/** Verifies the chapter's worked figures against the rules (see the Errata page). */
export function sampleReports(): readonly SampleReport[] {
  return [verifyWorkedFigures(), verifyCageExample()];
}

// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { DEFAULT_RINGMASTER_OPTIONS as DEFAULT_OPTIONS } from "./config.js";
/** The chapter's published samples: its worked figures and the cage example (see the Errata page). */
export const samples = [workedFigures, cageExample] as const;
/** How a RingMaster match ended. */
export type RingMasterResult = MatchResult<Corner>;
