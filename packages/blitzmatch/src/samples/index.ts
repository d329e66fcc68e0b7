/**
 * The published samples of BlitzMatch 2.2 and their verification.
 *
 * @module
 */
import { verifySample, type SampleReport } from "@ringside/core";
import { samples } from "./partIV.js";
import { sampleRunner } from "./runner.js";

export { samples, firstMatchSample, rematchSample, otherDiceSample } from "./partIV.js";
export { characterExamplesSample } from "./characterExamples.js";
export {
  sampleRunner,
  roundFigures,
  pinResult,
  type BlitzMatchSampleInput,
  type BlitzMatchSampleState,
} from "./runner.js";

/**
 * Runs every published sample through the engine with core's `verifySample`: each printed figure
 * reproduced, or a declared erratum with the rules' figure.
 *
 * @example
 * ```ts
 * sampleReports().every((r) => r.ok); // true
 * ```
 */
export function sampleReports(): readonly SampleReport[] {
  return samples.map((s) => verifySample(s, sampleRunner));
}
