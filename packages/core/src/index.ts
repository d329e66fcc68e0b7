/**
 * `@ringside/core`: seeded dice and decks, errors, and the one engine shape that every Ringside
 * game follows.
 *
 * @packageDocumentation
 */
export { RingsideError, isRingsideError, type RingsideErrorCode } from "./errors/RingsideError.js";
export { formatProblem, type Problem } from "./errors/problem.js";
export { Problems } from "./errors/problems.js";
export { defined } from "./errors/defined.js";
export { describe, isIntIn, isRecord } from "./errors/guards.js";
export { DEFAULT_JSON_LIMITS, jsonData, type JsonLimits } from "./validate/jsonData.js";
export {
  checkData,
  checkInput,
  parseInput,
  type InputSchema,
  type ParseOptions,
  type RuleMap,
} from "./validate/parseInput.js";
export { issueProblems, suggestKey } from "./validate/issueProblems.js";
export { diceStateSchema, intIn } from "./validate/diceStateSchema.js";
export { ownRecord } from "./validate/ownRecord.js";
export {
  NEUTRAL_PRONOUNS,
  PRONOUNS_MESSAGE,
  PRONOUNS_PATTERN,
  pronounSet,
  type PronounSet,
} from "./text/pronouns.js";

export { createRng, isRngState, rngFromState, type Rng, type RngState } from "./rng/Rng.js";
export { nextInt } from "./rng/nextInt.js";
export { seedFromString } from "./rng/seedFromString.js";

export type {
  DiceSource,
  DiceState,
  RecordedRoll,
  ScriptedDiceState,
  SeededDiceState,
} from "./dice/DiceSource.js";
export { seededDice, seededDiceFromState } from "./dice/seededDice.js";
export { SeededDice } from "./dice/xoroshiroDice.js";
export { sumD6, sumD6Table } from "./dice/sumD6.js";
export { scriptedDice } from "./dice/scriptedDice.js";
export { recordingDice, type RecordingDice } from "./dice/recordingDice.js";
export { diceState, openDice } from "./dice/openDice.js";
export { withDice } from "./dice/withDice.js";
export { rollDie } from "./dice/rollDie.js";
export { d4 } from "./dice/d4.js";
export { d6 } from "./dice/d6.js";
export { d10 } from "./dice/d10.js";
export { d20 } from "./dice/d20.js";
export { rollPool } from "./dice/rollPool.js";
export { rollSum } from "./dice/rollSum.js";
export { readPercentile, rollPercentile, type PercentileRoll } from "./dice/rollPercentile.js";
export { parseDice, type DiceExpression } from "./dice/parseDice.js";
export { rollDice, type DiceRoll } from "./dice/rollDice.js";

export type { DeckState } from "./deck/DeckState.js";
export { shuffle } from "./deck/shuffle.js";
export { createDeck, stackedDeck } from "./deck/createDeck.js";
export { drawCards, type DrawOptions, type DrawResult } from "./deck/drawCards.js";
export { drawUpTo, type DrawUpToResult } from "./deck/drawUpTo.js";
export { discardCards } from "./deck/discardCards.js";
export { removeCards } from "./deck/removeCards.js";
export { takeCard } from "./deck/takeCard.js";
export { deckSize } from "./deck/deckSize.js";

export type {
  Bot,
  BotInput,
  ConfigOf,
  DiceStart,
  EventOf,
  FastPath,
  FastResult,
  Game,
  GameEvent,
  MatchRecord,
  MatchResult,
  MatchOverEvent,
  MatchStateBase,
  MoveOf,
  Narrator,
  NarratorOptions,
  PlayerOf,
  RecordedMove,
  ResultMethod,
  StateOf,
  Step,
  Turn,
  ViewOf,
} from "./engine/Game.js";
export type { Decisions, DocsLink, GameFacts, OptionFact } from "./engine/GameFacts.js";
export { defineGame, type GameDefinition, type StateBody } from "./engine/defineGame.js";
export { startMatch } from "./engine/startMatch.js";
export {
  chosenMove,
  createBotTag,
  dropEvents,
  eventList,
  freezeView,
  offerMoves,
  openStart,
  type BotTag,
  type EventSink,
} from "./engine/fastKit.js";
export { deepFreeze } from "./engine/deepFreeze.js";
export { checkMove, playMove } from "./engine/playMove.js";
export { canonicalJson, sameMove } from "./engine/sameMove.js";
export { runMatch, type FinishedMatch, type RunMatchOptions } from "./engine/runMatch.js";
export { replayMatch, type Replay } from "./engine/replayMatch.js";
export {
  defineSimulationTask,
  matchSeeds,
  simulate,
  type MatchSeeds,
  type SimulateOptions,
  type SimulationShard,
  type SimulationTask,
  type SimulationTaskContext,
} from "./engine/simulate.js";
export { createStats, mergeStats, type MatchStats, type StatsAccumulator } from "./engine/MatchStats.js";
export { wilson, type Estimate } from "./stats/wilson.js";
export { randomBot, type AnyGameBot } from "./engine/randomBot.js";

export type {
  Erratum,
  ErratumRow,
  Figure,
  FigureReport,
  Sample,
  SampleReport,
  SampleStep,
  StepReport,
  StepStatus,
} from "./sample/Sample.js";
export { verifySample, type SampleRunner, type SampleStepOutcome } from "./sample/verifySample.js";
export { errataOf } from "./sample/errataOf.js";
