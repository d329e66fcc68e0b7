/**
 * `@ringside/blitzmatch`: the BlitzMatch 2.2 play-by-mail engine. Each side sends a slot sheet and
 * a strategy; the engine, as the federation head, resolves the match with dice: pre-match
 * bookkeeping, then round by round to a finish or the time limit.
 *
 * @packageDocumentation
 */
export * from "./engine.js";
export {
  createNarrator,
  writeUp,
  type BlitzMatchStepEvent,
  type BlitzMatchNarratorOptions,
} from "./narrator.js";
// Core's pronoun module, re-exported as BlitzMatch always exported it (its `PronounSet` type is
// core's: import it from `@ringside/core`).
export { NEUTRAL_PRONOUNS, PRONOUNS_MESSAGE, PRONOUNS_PATTERN, pronounSet } from "@ringside/core";
export {
  adviseStrategy,
  oddsByMvGap,
  playOff,
  type Advice,
  type AdviceOptions,
  type GapOdds,
  type GapOddsSettings,
} from "./advisor.js";
export { randomPicks, randomRounds, randomSlot, randomStrategy } from "./strategies.js";
export {
  BLOB_AND_FIST,
  CHARACTER_EXAMPLES,
  HERO_BEAN,
  JORGE_BEAN,
  JORGE_BEAN_MUST_HAVE,
  JUMPING_BEANS,
  MIGHTY_BLOB,
  POWER_FIST,
  type CharacterExample,
} from "./data/characters.js";
export {
  firstMatchSample,
  otherDiceSample,
  characterExamplesSample,
  pinResult,
  rematchSample,
  roundFigures,
  sampleReports,
  sampleRunner,
  samples,
  type BlitzMatchSampleInput,
  type BlitzMatchSampleState,
} from "./samples/index.js";
