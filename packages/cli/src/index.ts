/**
 * `@ringside/cli`: the `ringside` command line for federation heads, and the same commands as
 * functions.
 *
 * @packageDocumentation
 */
export { runCli } from "./run.js";
export { EXIT, processIo, type CliIo } from "./io.js";
export { checkFile } from "./commands/check.js";
export { dealGrid, gridTable } from "./commands/grid.js";
export { matchSeed, resolveShow, type ResolveOptions } from "./commands/resolve.js";
export { verify, VERIFIABLE } from "./commands/verify.js";
export { escapeBbcode, escapeMarkdown, FORMATS, render, type Format, type WriteUp } from "./format.js";
export {
  ALIASES,
  forgivingCharacter,
  forgivingSpecialty,
  forgivingStrategy,
  sameAs,
  simplify,
} from "./input/forgiving.js";
export {
  formatFileProblem,
  locate,
  pathKeys,
  readSource,
  type FileProblem,
  type Position as CliPosition,
  type SourceFile,
} from "./input/document.js";
export { kindOf, type FileKind } from "./input/fileKind.js";
export { SIDE_IDS } from "./input/showMatchConfig.js";
export { SourceMap } from "./input/sourceMap.js";
export { loadShow, type MatchType, type Show, type ShowMatch } from "./show.js";
export { advise, strategyLine, type AdviseOptions } from "./commands/advise.js";
export type { ProgressStream } from "./progress.js";
export { DOCS_URL } from "./run.js";
export {
  rosterApply,
  rosterWeek,
  weekSeed,
  type Results,
  type RosterOptions,
  type WeekOptions,
} from "./commands/roster.js";
export { renderShow, writeUpsSchema, type RenderOptions } from "./commands/render.js";
export { cardId } from "./commands/resolve.js";
export {
  MAX_ALIASES,
  MAX_DEPTH,
  MAX_INPUT_BYTES,
  MAX_VALUES,
  textAt,
  type SourceRead,
} from "./input/document.js";
export { editDistance, suggestion } from "./input/suggest.js";
export {
  checkMatch,
  playMatch,
  type Carried,
  type Injuries,
  type Night,
  type Outcome,
  type Played,
  type PlayOptions,
} from "./matches.js";
export {
  loadRoster,
  printSource,
  setInjuries,
  type Roster,
  type RosterData,
  type RosterEntry,
} from "./roster.js";
export {
  blitzStrategyFileSchema,
  FILE_SCHEMAS,
  resultsSchema,
  rosterSchema,
  showSchema,
  slotFileSchema,
} from "./schemas.js";
export { BLITZ_ALIASES, forgivingBlitzStrategy, forgivingSlot, roundAction } from "./input/blitz.js";
