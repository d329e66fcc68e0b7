/**
 * Slot building (BlitzMatch › I.2 Attributes): every score is bought from the cost table with the
 * slot's build points (40). Docs: /blitzmatch/rules#building-a-slot.
 *
 * @module
 */
import type { Problems } from "@ringside/core";
import { COST_TABLE, costOf, type CostColumn } from "../data/costs.js";
import {
  DEFAULT_BLITZMATCH_OPTIONS,
  SLOT_ATTRIBUTES,
  STYLE_NAMES,
  type BlitzMatchOptions,
  type BlitzMatchSlot,
  type SlotAttribute,
} from "../types.js";
import { RULE } from "./ruleNames.js";

/** The cost table column an attribute is bought from. */
export function costColumn(attribute: string): CostColumn {
  return attribute === "recovery" ? "recovery" : attribute === "energy" ? "energy" : "other";
}

/** The score a cost-table column gives for nothing: Recovery 5, 1 in the other columns. */
export function freeScore(column: CostColumn): number {
  return COST_TABLE[column].indexOf(0) + 1;
}

/**
 * A slot's scores before a build point is spent: every attribute at its free score (Recovery 5,
 * the rest 1). A fresh object on each call, to be filled in by a builder.
 *
 * @example
 * ```ts
 * const scores = freeScores(); // { energy: 1, recovery: 5, stamina: 1, ... }
 * slotCost({ name: "Rookie", ...scores }).spent; // 0
 * ```
 */
export function freeScores(): Record<SlotAttribute, number> {
  const style = freeScore("other");
  return {
    energy: freeScore("energy"),
    recovery: freeScore("recovery"),
    stamina: style,
    teamWork: style,
    technical: style,
    power: style,
    martialArts: style,
    brawling: style,
    highFlying: style,
    weight: style,
    cheating: style,
  };
}

/** How a slot spends its build points. */
export interface SlotCost {
  /** The cost of each scored attribute (`null`: the score cannot be bought). */
  readonly costs: Readonly<Record<string, number | null>>;
  /** Points spent on the scores that can be bought. */
  readonly spent: number;
  /** Points left of the budget (negative when over). */
  readonly left: number;
}

/** True when `name` is one of the scored attributes every slot has. */
export function isSlotAttribute(name: string): name is SlotAttribute {
  return (SLOT_ATTRIBUTES as readonly string[]).includes(name);
}

/** The printed name of an attribute ("Martial Arts", "Energy", a custom name as it is). */
export function attributeName(attribute: string): string {
  if (Object.hasOwn(STYLE_NAMES, attribute)) {
    return STYLE_NAMES[attribute as keyof typeof STYLE_NAMES];
  }
  return attribute.charAt(0).toUpperCase() + attribute.slice(1);
}

/**
 * What a slot costs: each score's cost from the table and the points spent and left.
 *
 * @example
 * ```ts
 * slotCost(MIGHTY_BLOB); // { spent: 40, left: 0, costs: { energy: 15, ... } }
 * ```
 */
export function slotCost(
  slot: BlitzMatchSlot,
  options: Pick<BlitzMatchOptions, "points"> = DEFAULT_BLITZMATCH_OPTIONS,
): SlotCost {
  const costs: Record<string, number | null> = {};
  let spent = 0;
  for (const a of SLOT_ATTRIBUTES) {
    const c = costOf(costColumn(a), slot[a]);
    costs[a] = c;
    spent += c ?? 0;
  }
  for (const [name, score] of Object.entries(slot.custom ?? {})) {
    const c = costOf("other", score);
    costs[name] = c;
    spent += c ?? 0;
  }
  return { costs, spent, left: options.points - spent };
}

/**
 * Checks that a slot can be built: every score is on the cost table (not "n/a") and the total
 * stays within the build points (all of them, with `spendAllPoints`). Adds every problem to
 * `problems` under `path`, naming the rule, and returns the cost.
 */
export function checkSlotBuild(
  slot: BlitzMatchSlot,
  problems: Problems,
  path: string,
  options: Pick<BlitzMatchOptions, "points" | "spendAllPoints"> = DEFAULT_BLITZMATCH_OPTIONS,
): SlotCost {
  const cost = slotCost(slot, options);
  const at = (key: string): string => (path === "" ? key : `${path}.${key}`);
  for (const [a, c] of Object.entries(cost.costs)) {
    if (c !== null) continue;
    const builtIn = isSlotAttribute(a);
    const score = builtIn ? slot[a] : (slot.custom?.[a] ?? 0);
    const key = builtIn ? a : `custom.${a}`;
    problems.add(
      at(key),
      `${attributeName(a)} ${score} cannot be bought (the cost table has no price for it: n/a)`,
      RULE.attributes,
    );
  }
  const budget = `${cost.spent} of ${options.points} build points spent, ${cost.left} left`;
  if (cost.left < 0) {
    problems.add(path, `${budget}: ${-cost.left} over the budget`, RULE.attributes);
  } else if (options.spendAllPoints && cost.left > 0) {
    problems.add(path, `${budget}: this federation wants every point spent`, RULE.attributes);
  }
  return cost;
}
