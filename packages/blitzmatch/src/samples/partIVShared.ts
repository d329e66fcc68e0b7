/**
 * What the three example runs of BlitzMatch › Part IV share: the source, the two men, the match
 * config and the errata more than one run declares.
 *
 * @module
 */
import type { Erratum } from "@ringside/core";
import { MIGHTY_BLOB, POWER_FIST } from "../data/characters.js";
import { RULE } from "../rules/ruleNames.js";

/** Where the runs are printed. */
export const SOURCE = "fastmatch-3.0-and-blitzmatch-2.2.txt › BlitzMatch Part IV: Example Matches";
/** The Mighty Blob, as the figures name him. */
export const BLOB = "The Mighty Blob";
/** Power Fist, as the figures name him. */
export const FIST = "Power Fist";

/** The match config of a run: both men with their strategies, seven rounds. */
export const config = (blob: unknown, fist: unknown): unknown => ({
  sides: [
    { id: "blob", slot: MIGHTY_BLOB, strategy: blob },
    { id: "fist", slot: POWER_FIST, strategy: fist },
  ],
  options: { rounds: 7 },
});

/** Power Fist's total with the advantage: the examples add 1, the rules 2. */
export const ADVANTAGE: Erratum = {
  rule: RULE.roundTotals,
  note: "The example adds 1 for Power Fist's advantage; III.2.b gives the side with the advantage +2.",
};
/** Power Fist's starting Endurance in the first match. */
export const FIST_ENDURANCE: Erratum = {
  rule: RULE.endurance,
  note: "Power Fist's Endurance is printed as 18 + 4 = 22, but his sheet has Stamina 3: 18 + 3 = 21.",
};
/** The Blob's starting Endurance in the first match's round table. */
export const BLOB_COLUMN: Erratum = {
  rule: RULE.endurance,
  note: "The round table starts the Blob at 18 Endurance; the bookkeeping just above it (16 + Stamina 4) gives 20.",
};
/** A figure that differs only because an earlier one did (named in the note). */
export const follows = (rule: string, why: string): Erratum => ({ rule, note: why });
