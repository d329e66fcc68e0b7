/**
 * The chapter's cage example (RingMaster › Cage matches, ¶143): the two materials' Stun Codes, the
 * Step per foot above the 2-foot ring, and the famous missed splash from the top of a cage, printed
 * as 54 extra points of damage. The text never says how high that cage was; we supply 15 feet (the
 * usual height of a wrestling cage), which gives 13 Steps and 26 points: an erratum, since 54 would
 * need 27 Steps, a 29-foot cage.
 */
import { verifySample, type Figure, type Sample, type SampleReport } from "@ringside/core";
import { CAGE_STUN_DICE, DEFAULT_CAGE_FEET } from "../data/cages.js";
import { cageFallBonus, cageHeightSteps } from "../rules/cage/cage.js";

/** A step's input. */
export interface CageExampleInput {
  /** Which figure. */
  readonly figure: "materials" | "ring" | "splash";
}

/** The cage example as a sample. */
export const cageExample: Sample<CageExampleInput> = {
  id: "ringmaster/cage-example",
  game: "ringmaster",
  title: "The chapter's cage example",
  source: "ringmaster-match-chapter.txt › Cage matches (¶143)",
  steps: [
    {
      label: "Stun Codes of a chain-link and a steel-pipe cage",
      input: { figure: "materials" },
      published: { "chain-link": "1d6", "steel pipe": "5d6" },
    },
    {
      label: "A cage as tall as the 2-foot ring is 0 Steps; each foot above it one Step",
      input: { figure: "ring" },
      published: { "2 feet": 0, "3 feet": 1 },
    },
    {
      label: "The missed splash from the top of the cage: the extra damage of the fall",
      input: { figure: "splash" },
      supplied: ["the cage's height, which the text does not give: 15 feet"],
      published: { "extra damage": 54 },
      errata: {
        "extra damage": {
          rule: "Cage matches › a Step per foot above the ring; altitude 2 points a Step (¶23)",
          note:
            "A 15-foot cage is 13 Steps above the mat, and a fall of 13 Steps adds 26 points. The printed 54 would " +
            "take 27 Steps, a cage 29 feet tall; the engine follows the Step rule.",
        },
      },
    },
  ],
};

function figuresOf(input: CageExampleInput): Readonly<Record<string, Figure>> {
  switch (input.figure) {
    case "materials":
      return {
        "chain-link": `${CAGE_STUN_DICE["chain-link"]}d6`,
        "steel pipe": `${CAGE_STUN_DICE["steel-pipe"]}d6`,
      };
    case "ring":
      return { "2 feet": cageHeightSteps(2), "3 feet": cageHeightSteps(3) };
    case "splash":
      return {
        "extra damage": cageFallBonus({
          material: "steel-pipe",
          feet: DEFAULT_CAGE_FEET,
          roof: false,
          kind: "external",
          victory: "standard",
        }),
      };
  }
}

/** Replays the cage example through core's sample verifier. */
export function verifyCageExample(): SampleReport {
  return verifySample(cageExample, {
    start: () => null,
    step: (_state, input) => ({ state: null, figures: figuresOf(input) }),
  });
}
