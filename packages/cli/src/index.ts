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
export { FORMATS, render, type Format, type WriteUp } from "./format.js";
export { ALIASES, forgivingCharacter, forgivingStrategy, sameAs, simplify } from "./input/forgiving.js";
export {
  formatFileProblem,
  locate,
  pathKeys,
  readSource,
  type FileProblem,
  type Position,
  type SourceFile,
} from "./input/document.js";
export { kindOf, loadShow, SourceMap, type FileKind, type Show, type ShowMatch } from "./show.js";
