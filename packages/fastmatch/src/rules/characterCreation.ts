/*
 * Building a character (FastMatch! 3.0, Part I): 24 creation points buy attributes (I.1, each at
 * least 1, TEC and WEI at most 10, WEI+AGI and WEI+SPD at most 15), extra strategy points (I.2),
 * finishers, styles and abilities (I.3) and teamwork (V). Injury points carried in lower an
 * attribute's maximum (III.5). Docs: /fastmatch/rules#building-a-character
 */
import type { Problems } from "@ringside/core";
import { ATTRIBUTES, type Attribute, type Attributes, type WeightClass } from "../data/attributes.js";
import { BASE_STRATEGY_POINTS, COSTS, CREATION_POINTS, LIMITS } from "../data/costs.js";
import { attributesBy } from "../records.js";
import type { Character, CharacterCost } from "../sheets.js";
import { weightClass } from "./weightClass.js";

/** The rule every creation problem names. */
export const CREATION_RULE = "FastMatch! › Building a character";

/** The cost of a character in creation points, item by item. */
export function characterCost(
  c: Pick<
    Character,
    | "attributes"
    | "extraStrategyPoints"
    | "finishers"
    | "styles"
    | "wildBrawler"
    | "cheater"
    | "teamwork"
    | "sixManTeamwork"
  >,
): CharacterCost {
  const attributes = ATTRIBUTES.reduce((sum, a) => sum + c.attributes[a], 0) * COSTS.attributePoint;
  const strategyPoints = c.extraStrategyPoints * COSTS.strategyPoint;
  const finishers = c.finishers * COSTS.finisherUse;
  const styles =
    c.styles.length === 0
      ? 0
      : COSTS.firstStyle + (c.styles.length > 1 ? COSTS.secondStyle * (c.styles.length - 1) : 0);
  const wildBrawler = c.wildBrawler ? COSTS.wildBrawler : 0;
  const cheater = c.cheater ? COSTS.cheater : 0;
  const teamwork = (c.teamwork + c.sixManTeamwork) * COSTS.teamworkPoint;
  const total = attributes + strategyPoints + finishers + styles + wildBrawler + cheater + teamwork;
  return {
    attributes,
    strategyPoints,
    finishers,
    styles,
    wildBrawler,
    cheater,
    teamwork,
    total,
    left: CREATION_POINTS - total,
  };
}

/** A character's strategy points per match: the free two plus those bought. */
export function strategyPointsOf(c: Pick<Character, "extraStrategyPoints">): number {
  return BASE_STRATEGY_POINTS + c.extraStrategyPoints;
}

/** The weight class of a character, from its WEI. */
export function weightClassOf(c: Pick<Character, "attributes">): WeightClass {
  return weightClass(c.attributes.WEI);
}

/** A character's attribute maximums after its injuries (never below 0). */
export function effectiveAttributes(c: Pick<Character, "attributes" | "injuries">): Attributes {
  return attributesBy((a) => Math.max(0, c.attributes[a] - (c.injuries[a] ?? 0)));
}

/**
 * The attribute floors, caps and linked limits (I.1): adds a problem under `path` for each broken
 * one. `scores` holds the scores that are whole numbers (the others are the shape's problems).
 */
export function attributeProblems(
  scores: Readonly<Partial<Record<Attribute, number>>>,
  path: string,
  problems: Problems,
): void {
  const rule = `${CREATION_RULE} › Attributes`;
  for (const a of ATTRIBUTES) {
    const v = scores[a];
    if (v === undefined) continue;
    if (v < LIMITS.minimum)
      problems.add(`${path}.${a}`, `${a} ${v} is below the floor of ${LIMITS.minimum}`, rule);
    if ((a === "TEC" || a === "WEI") && v > LIMITS.cappedMaximum)
      problems.add(`${path}.${a}`, `${a} ${v} is above the cap of ${LIMITS.cappedMaximum}`, rule);
  }
  const linked = `${CREATION_RULE} › Linked attributes`;
  const { WEI, AGI, SPD } = scores;
  if (WEI !== undefined && AGI !== undefined && WEI + AGI > LIMITS.linkedMaximum)
    problems.add(path, `WEI+AGI is ${WEI + AGI}, more than ${LIMITS.linkedMaximum}`, linked);
  if (WEI !== undefined && SPD !== undefined && WEI + SPD > LIMITS.linkedMaximum)
    problems.add(path, `WEI+SPD is ${WEI + SPD}, more than ${LIMITS.linkedMaximum}`, linked);
}

/** The creation-point budget: a problem at `path` when a character spends more than its 24 points. */
export function budgetProblems(cost: CharacterCost, path: string, problems: Problems): void {
  if (cost.left < 0)
    problems.add(
      path,
      `spends ${cost.total} of ${CREATION_POINTS} creation points, ${-cost.left} too many`,
      `${CREATION_RULE} › Creation points`,
    );
}

/**
 * Injury points carried in (III.5): they lower an attribute's maximum, so they cannot exceed the
 * attribute. `injuries` holds the whole-number entries.
 */
export function carriedInjuryProblems(
  injuries: Readonly<Partial<Record<Attribute, number>>>,
  scores: Readonly<Partial<Record<Attribute, number>>>,
  path: string,
  problems: Problems,
): void {
  for (const [key, v] of Object.entries(injuries) as [Attribute, number][]) {
    const score = scores[key];
    if (score !== undefined && v > score)
      problems.add(`${path}.${key}`, `${v} injury points exceed ${key} ${score}`, "FastMatch! › Injury");
  }
}
