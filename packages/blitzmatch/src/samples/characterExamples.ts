/**
 * The character examples of BlitzMatch › I.4 as a sample: each printed cost beside a score and each
 * printed total is a figure, read off the cost table (I.2) by the engine's `slotCost`.
 *
 * @module
 */
import type { Erratum, Sample } from "@ringside/core";
import { CHARACTER_EXAMPLES } from "../data/characters.js";
import { RULE } from "../rules/ruleNames.js";
import { attributeName } from "../rules/slotBuilding.js";
import type { BlitzMatchSampleInput } from "./runner.js";

const SOURCE = "fastmatch-3.0-and-blitzmatch-2.2.txt › BlitzMatch I.4 Character Examples";

/** Jorge Bean's Energy: printed 4(10), the table sells Energy 4 for 5. */
const JORGE_ENERGY: Erratum = {
  rule: RULE.attributes,
  note: "Jorge Bean's Energy 4 is printed with a cost of 10; the table sells Energy 4 for 5 (10 buys Energy 5).",
};
const JORGE_TOTAL: Erratum = {
  rule: RULE.attributes,
  note: "With Energy 4 at the table's 5, Jorge Bean spends 35 of his 40 points, not the printed 40: still a legal slot, 5 points unspent.",
};

/** I.4: every example slot's printed costs and its total of 40. */
export const characterExamplesSample: Sample<BlitzMatchSampleInput> = {
  id: "blitzmatch/character-examples",
  game: "blitzmatch",
  title: "The character examples (I.4)",
  source: SOURCE,
  steps: CHARACTER_EXAMPLES.map((ex) => {
    const published: Record<string, number> = {};
    for (const [a, cost] of Object.entries(ex.printedCosts)) published[`${attributeName(a)} cost`] = cost;
    published["points spent"] = ex.printedTotal;
    const jorge = ex.slot.name === "Jorge Bean";
    return {
      label: `${ex.slot.name}: the cost of each score and the points spent`,
      input: { kind: "cost", slot: ex.slot },
      published,
      ...(jorge ? { errata: { "Energy cost": JORGE_ENERGY, "points spent": JORGE_TOTAL } } : {}),
    };
  }),
};
