import { verifySample, type Sample, type SampleReport } from "@ringside/core";
import { amosAndySample } from "./amosAndy.js";
import { fastmatchSampleRunner, type FastMatchSampleInput } from "./runner.js";
import { singlesSample } from "./singles.js";
import { tagSample } from "./tag.js";

/**
 * The published FastMatch! samples as data: the singles match, the tag match, and the tag-team
 * bonus example (Amos and Andy vs Martin and Lewis, played on supplied wrestlers).
 */
export const samples: readonly Sample<FastMatchSampleInput>[] = [singlesSample, tagSample, amosAndySample];

/** Replays every published sample through the engine with core `verifySample`. */
export function sampleReports(): readonly SampleReport[] {
  return samples.map((s) => verifySample(s, fastmatchSampleRunner));
}
