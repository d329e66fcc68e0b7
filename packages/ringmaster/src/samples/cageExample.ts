/**
 * The chapter's cage example (RingMaster › Cage matches, ¶143): the two materials' Stun Codes, the
 * Step per foot above the 2-foot ring, and the famous missed splash from the top of a cage, printed
 * as 54 extra points of damage. The text never says how high that cage was, so the 54 cannot be
 * an erratum: at 2 points a Step it is 27 Steps, a drop from the top of a 29-foot cage, and the
 * sample supplies that height (a 15-foot cage, the usual one, would give 26).
 */
import { verifySample, type Figure, type Sample, type SampleReport } from "@ringside/core";
import { CAGE_STUN_DICE } from "../data/cages.js";
import { cageFallBonus, cageHeightSteps } from "../rules/cage/cage.js";

/** A step's input. */
export interface CageExampleInput {
  /** Which figure. */
  readonly figure: "materials" | "ring" | "splash";
}

/** The height the splash's printed 54 implies (the text gives none): 27 Steps above the 2-foot ring. */
export const SPLASH_CAGE_FEET = 29;

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
      supplied: [
        "the cage's height, which the text does not give: 29 feet, the height at which the printed 54 holds " +
          "(27 Steps above the ring at 2 points a Step); the usual 15-foot cage would give 26",
      ],
      published: { "extra damage": 54 },
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
          feet: SPLASH_CAGE_FEET,
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
