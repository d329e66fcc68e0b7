/**
 * `@ringside/rasslefest`: the engine is not written yet; this package holds its place in the workspace.
 *
 * @packageDocumentation
 */
import type { SampleReport } from "@ringside/core";

/** The game id of this package. */
export const gameId = "rasslefest";

/** Verifies the published samples of this game; none are implemented yet. */
export function sampleReports(): readonly SampleReport[] {
  return [];
}
