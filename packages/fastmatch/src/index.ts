/**
 * `@ringside/fastmatch`: FastMatch! 3.0, the play-by-mail e-wrestling system, as an engine. Players
 * send characters and strategies; the engine is the federation head that resolves the match round by
 * round and writes it up. `@ringside/fastmatch/engine` is the lean entry without the narrator, the
 * Royal Rumble and the samples.
 *
 * @packageDocumentation
 */
export * from "./engine.js";
export {
  createNarrator,
  colourOf,
  narrate,
  writeUp,
  type FastMatchNarratorOptions,
  type WriteUpOptions,
} from "./narrator.js";
export * from "./samples/data.js";
export { facesFor } from "./samples/dice.js";
export {
  advantageText,
  fastmatchSampleRunner,
  roundFigures,
  type FastMatchSampleInput,
  type FastMatchSampleState,
} from "./samples/runner.js";
export { singlesSample } from "./samples/singles.js";
export { tagSample } from "./samples/tag.js";
export {
  amos,
  amosAndyConfig,
  amosAndyGrid,
  amosAndySample,
  amosAndyStrategy,
  andy,
  lewis,
  martin,
  martinLewisStrategy,
} from "./samples/amosAndy.js";
export { sampleReports, samples } from "./samples/index.js";
export {
  fastmatchRumble,
  loadRumbleConfig,
  narrateRumble,
  playRumbleRound,
  resolveRumble,
  setupRumble,
  type RumbleConfig,
  type RumbleEvent,
  type RumblePlan,
  type RumbleState,
  type RumbleView,
  type RumbleWrestler,
  type RunIn,
} from "./rumble/rumble.js";

// The names every game package shares (CONTRIBUTING, checked by scripts/check-conventions.mjs).
export { loadConfig as validateConfig } from "./loaders/config.js";
import type { MatchResult } from "@ringside/core";
import type { Side as FastMatchSide } from "./events.js";
/** How a FastMatch match ended. */
export type FastMatchResult = MatchResult<FastMatchSide>;
