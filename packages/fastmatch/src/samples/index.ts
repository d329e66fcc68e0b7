import { verifySample, type Sample, type SampleReport } from "@ringside/core";
import { fastmatchSampleRunner, type FastMatchSampleInput } from "./runner.js";
import { singlesSample } from "./singles.js";
import { tagSample } from "./tag.js";

/** The published FastMatch! samples as data: the singles match and the tag match. */
export const samples: readonly Sample<FastMatchSampleInput>[] = [singlesSample, tagSample];

/** Replays every published sample through the engine with core `verifySample`. */
export function sampleReports(): readonly SampleReport[] {
  return samples.map((s) => verifySample(s, fastmatchSampleRunner));
}
