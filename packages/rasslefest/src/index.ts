/**
 * `@ringside/rasslefest`: the 'Rasslefest card game (80 cards, hidden hands, simultaneous reveals)
 * as a Ringside engine, with its federation rules, bots, narrator and published sample.
 *
 * @packageDocumentation
 */
export * from "./cards.js";
export type * from "./types.js";
export {
  DEFAULT_OPTIONS,
  rankEnergy,
  validateConfig,
  type RassleConfig,
  type RasslefestConfig,
  type RasslefestOptions,
  type ResolvedConfig,
} from "./options.js";
export { counterAllowed, energyAllows, isSavingCard, opponent, strikeAllowed } from "./legal.js";
export { gameId, rasslefest } from "./game.js";
export { playFast, type FastPolicy, type RasslefestFastMatch } from "./fast.js";
export {
  checkProfile,
  sampleWrestlers,
  validateProfile,
  type Alignment as RasslefestAlignment,
  type WrestlerProfile,
} from "./federation/profile.js";
export {
  samples,
  sampleErrata,
  sampleReports,
  sampleFigures,
  sampleSnapshot,
} from "./sample/sampleReports.js";
export { sampleGame, sampleDeckTops } from "./sample/sampleGame.js";
export {
  dealPosition,
  playScripted,
  sampleRunner,
  settleWindows,
  stackFromKinds,
  type FigureReader,
  type RassleSampleInput,
  type ScriptMove,
} from "./sample/sampleScript.js";
export { createNarrator, moveName, type NarratorCast, type RasslefestNarratorOptions } from "./narrator.js";
export {
  rateMatch,
  lastMoveIs,
  DIRTY,
  type MatchRating,
  type RatingInput,
  type RatingLine,
} from "./federation/ratings.js";
export {
  awardTitle,
  checkTitleDefence,
  createLeague,
  recordMatch,
  standings,
  turnWrestler,
  type League,
  type LeagueMatch,
  type LeagueWrestler,
  type RecordedMatch,
  type TitleReign,
} from "./federation/league.js";
export { leagueRanks } from "./federation/advantages.js";
export {
  runTournament,
  type RassleTournament,
  type RassleTournamentBout,
  type RassleTournamentOptions,
} from "./federation/tournament.js";
export { heuristicBot, pickBest, scoreMove } from "./bots/heuristic.js";
export { strongBot, type StrongBotOptions } from "./bots/strong.js";
export { determinize, unseenCards, unseenKinds } from "./bots/determinize.js";
export { rassleRandomBot } from "./bots/randomBot.js";

// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { rassleRandomBot as randomBot } from "./bots/randomBot.js";
export { facts } from "./facts.js";
