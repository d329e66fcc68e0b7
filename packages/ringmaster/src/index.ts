/**
 * `@ringside/ringmaster`: RingMaster's match chapter with Ringside's completion of everything the
 * chapter lost (attributes, creation, the Force Code, the maneuver catalogue, foreign objects, the
 * lost lists): singles and tag-team matches, with the referee, Turnovers and cages, to every finish
 * the chapter names.
 *
 * @packageDocumentation
 */
import type { SampleReport } from "@ringside/core";
import { cageExample, verifyCageExample } from "./samples/cageExample.js";
import { verifyWorkedFigures, workedFigures } from "./samples/workedFigures.js";

export * from "./engine.js";
export { randomBot } from "./bots/randomBot.js";
export { heuristicBot, type HeuristicBotOptions } from "./bots/heuristicBot.js";
export { searchBot, type SearchBotOptions } from "./bots/searchBot.js";
export { tagTeamBot, type TagTeamBotOptions } from "./bots/tagTeamBot.js";
export { createNarrator, type RingMasterNarratorOptions } from "./narrator.js";
export { BRUNO_MADDOX, DOC_HALVERSON, FLASH_DELGADO, SAMPLE_WRESTLERS } from "./samples/wrestlers.js";
export { workedFigures } from "./samples/workedFigures.js";
export { cageExample } from "./samples/cageExample.js";
/** Verifies the chapter's worked figures against the rules (see the Errata page). */
export function sampleReports(): readonly SampleReport[] {
  return [verifyWorkedFigures(), verifyCageExample()];
}
/** The chapter's published samples: its worked figures and the cage example (see the Errata page). */
export const samples = [workedFigures, cageExample] as const;
