/**
 * The chapter's worked figures as a sample: every number it works out in passing, replayed through
 * the data and the rules. The Superplex figure is an erratum (the rules give another figure).
 */
import { scriptedDice, verifySample, type Figure, type Sample, type SampleReport } from "@ringside/core";
import { resolveManeuver } from "../data/flags.js";
import { forceFormula } from "../data/forceCode.js";
import { maneuverByName } from "../data/maneuvers.js";
import { ropeSteps } from "../data/stunCodes.js";
import { GRADE_RANK, gradeCheck, readD100, succeeded, type CheckGrade } from "../rules/attributeCheck.js";
import { injuryFace } from "../rules/damage.js";
import { injuringConditions } from "../rules/injuries.js";
import { DEFAULT_TIME_LIMIT, roundsIn } from "../rules/matchTime.js";
import { PIN_BREAKS, pinCount, startPin } from "../rules/pinfall.js";
import { levelPenalty } from "../rules/wearDown.js";

/** A step's input: which figure to work out. */
export interface WorkedFigureInput {
  /** The figure's id. */
  readonly figure:
    | "d100"
    | "levels"
    | "atomic-drop"
    | "figure-four"
    | "vertical-suplex"
    | "superplex"
    | "time"
    | "over-the-top"
    | "finisher-pin"
    | "injury-faces"
    | "ace-botch"
    | "botched-break";
}

/** The chapter's worked figures (RingMaster match chapter, ¶4-¶8, ¶21, ¶25, ¶37, ¶9, ¶49, ¶87, ¶98, ¶107). */
export const workedFigures: Sample<WorkedFigureInput> = {
  id: "ringmaster/worked-figures",
  game: "ringmaster",
  title: "The chapter's worked figures",
  source: "ringmaster-match-chapter.txt › Attribute Checks, Maneuvers, Force Code, Time, Finishers, Injuries",
  steps: [
    {
      label: "Reading two d10 as a percentile: 6 and 2, 0 and 4, 00",
      input: { figure: "d100" },
      published: { "6 and 2": 62, "0 and 4": 4, "00": 100 },
    },
    {
      label: "Levels: a Punch is one action, an Atomic Drop three",
      input: { figure: "levels" },
      published: { Punch: 1, "Atomic Drop": 3 },
    },
    {
      label: "An Atomic Drop (Level 3) on a Fresh and on a Winded opponent",
      input: { figure: "atomic-drop" },
      published: { "on a Fresh opponent": -20, "on a Winded opponent": -10 },
    },
    {
      label: "Damage of a Figure Four Leglock (BBBBP)",
      input: { figure: "figure-four" },
      published: { damage: "5d6+POW" },
    },
    {
      label: "Damage of a Vertical Suplex (BBPSh)",
      input: { figure: "vertical-suplex" },
      published: { damage: "4d6+POW+HDB+WDB" },
    },
    {
      label: "Damage of a Superplex (BBPSh) from the top rope",
      input: { figure: "superplex" },
      published: { "Force Code": "BBPSh", damage: "4d6+POW+HDB+9" },
      errata: {
        damage: {
          rule: "Force Code › altitude (2 points a Step); Slam die (victim's WDB)",
          note:
            "The text prints a flat +9 and drops the victim's WDB. The top rope is 3 Steps up, so altitude adds 6 " +
            "(2 a Step is always even), and the Slam die of BBPSh keeps the victim's WDB: 4d6+POW+HDB+WDB+6.",
        },
      },
    },
    {
      label: "A ten-minute time limit in rounds, and a minute",
      input: { figure: "time" },
      published: { "ten minutes": 60, "one minute": 6 },
    },
    {
      label: "Thrown over the top rope: a Slam die with 5 Steps",
      input: { figure: "over-the-top" },
      published: { Steps: 5 },
    },
    {
      label: "A Finisher's pin on a Winded opponent: the automatic 2-count leaves one chance",
      input: { figure: "finisher-pin" },
      published: { chances: 1 },
    },
    {
      label:
        "Ace and Botch: a natural 01-05 and 96-00, read before the target (an Ace on a roll above a target of 3 " +
        "still succeeds, a Botch under a target of 99 still fails); an Ace beats a success, a failure beats a Botch",
      input: { figure: "ace-botch" },
      published: { "highest Ace": 5, "lowest Botch": 96, "best to worst": "Ace, success, failure, Botch" },
    },
    {
      label: "A Botch on the first break-out roll counts as two failures: one chance is left",
      input: { figure: "botched-break" },
      published: { "chances left": 1 },
    },
    {
      label: "A Finisher with a foreign object scores Injury points on 5s and 6s",
      input: { figure: "injury-faces" },
      published: { "lowest face": 5 },
    },
  ],
};

function figuresOf(input: WorkedFigureInput): Readonly<Record<string, Figure>> {
  switch (input.figure) {
    case "d100":
      return { "6 and 2": readD100(6, 2), "0 and 4": readD100(0, 4), "00": readD100(0, 0) };
    case "levels":
      return {
        Punch: maneuverByName("Punch")?.level ?? null,
        "Atomic Drop": maneuverByName("Atomic Drop")?.level ?? null,
      };
    case "atomic-drop": {
      const level = maneuverByName("Atomic Drop")?.level ?? 0;
      return {
        "on a Fresh opponent": levelPenalty(level, 1),
        "on a Winded opponent": levelPenalty(level, 2),
      };
    }
    case "figure-four":
      return { damage: forceFormula(maneuverByName("Figure Four Leglock")?.force ?? "") };
    case "vertical-suplex":
      return { damage: forceFormula(maneuverByName("Vertical Suplex")?.force ?? "") };
    case "superplex": {
      const m = resolveManeuver("Superplex");
      return {
        "Force Code": m?.force ?? null,
        damage: forceFormula(m?.force ?? "", { steps: ropeSteps(3) }),
      };
    }
    case "time":
      return { "ten minutes": roundsIn(DEFAULT_TIME_LIMIT), "one minute": roundsIn(60) };
    case "over-the-top":
      return { Steps: ropeSteps(3) + 2 };
    case "finisher-pin":
      return { chances: startPin(0, true).chances };
    case "injury-faces":
      return { "lowest face": injuryFace(injuringConditions({ finisher: true, object: true })) };
    case "ace-botch": {
      // Graded against targets that would otherwise say the opposite (our reading: the natural
      // roll wins over the target), so the figures are the readings' as well as the ranges'.
      const rolls = Array.from({ length: 100 }, (_, i) => i + 1);
      const aces = rolls.filter((r) => gradeCheck(r, 3).grade === "ace" && succeeded(gradeCheck(r, 3).grade));
      const botches = rolls.filter((r) => gradeCheck(r, 99).grade === "botch");
      const names: Record<CheckGrade, string> = {
        ace: "Ace",
        success: "success",
        failure: "failure",
        botch: "Botch",
      };
      const order = (Object.keys(GRADE_RANK) as CheckGrade[]).sort((a, b) => GRADE_RANK[b] - GRADE_RANK[a]);
      return {
        "highest Ace": Math.max(...aces),
        "lowest Botch": Math.min(...botches),
        "best to worst": order.map((g) => names[g]).join(", "),
      };
    }
    case "botched-break": {
      const pin = startPin(0, false);
      const count = pinCount(scriptedDice([9, 7]), pin, PIN_BREAKS[0], 50);
      return { "chances left": count.pin.chances - count.pin.failures };
    }
  }
}

/** Replays the worked figures through core's sample verifier. */
export function verifyWorkedFigures(): SampleReport {
  return verifySample(workedFigures, {
    start: () => null,
    step: (_state, input) => ({ state: null, figures: figuresOf(input) }),
  });
}
