/**
 * The three example runs of BlitzMatch › Part IV as scripted samples: every printed total, damage,
 * Endurance and pin roll is a figure, reproduced or declared as an erratum with the rule's figure.
 *
 * @module
 */
import type { Sample } from "@ringside/core";
import { characterExamplesSample } from "./characterExamples.js";
import { firstMatchSample } from "./firstMatch.js";
import { otherDiceSample } from "./otherDice.js";
import { rematchSample } from "./rematch.js";
import type { BlitzMatchSampleInput } from "./runner.js";

export { firstMatchSample, otherDiceSample, rematchSample };
/** Every published sample of BlitzMatch 2.2. */
export const samples: readonly Sample<BlitzMatchSampleInput>[] = [
  firstMatchSample,
  rematchSample,
  otherDiceSample,
  characterExamplesSample,
];
