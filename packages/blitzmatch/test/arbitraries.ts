import { createRng } from "@ringside/core";
import fc from "fast-check";
import { costOf } from "../src/data/costs.js";
import { costColumn, freeScores } from "../src/rules/slotBuilding.js";
import { randomStrategy } from "../src/strategies.js";
import {
  SLOT_ATTRIBUTES,
  type BlitzMatchConfig,
  type BlitzMatchOptionsInput,
  type BlitzMatchSlot,
  type SlotAttribute,
} from "../src/types.js";

/** Legal slots: attributes bought in a random order, each as high as wanted and affordable. */
export const slotArb: fc.Arbitrary<BlitzMatchSlot> = fc
  .record({
    order: fc.shuffledSubarray([...SLOT_ATTRIBUTES], {
      minLength: SLOT_ATTRIBUTES.length,
      maxLength: SLOT_ATTRIBUTES.length,
    }),
    wants: fc.array(fc.integer({ min: 1, max: 10 }), {
      minLength: SLOT_ATTRIBUTES.length,
      maxLength: SLOT_ATTRIBUTES.length,
    }),
    name: fc.constantFrom("Blob", "Fist", "Bean", "Ace"),
  })
  .map(({ order, wants, name }) => {
    // Every attribute at its cheapest (Recovery 5, the rest 1) before the points are spent.
    const slot: Record<SlotAttribute, number> = freeScores();
    let left = 40;
    order.forEach((a: SlotAttribute, i) => {
      const want = wants[i]!;
      const base = costOf(costColumn(a), slot[a]) ?? 0;
      let best = slot[a];
      for (let s = 1; s <= 10; s++) {
        const c = costOf(costColumn(a), s);
        if (c === null || c - base > left) continue;
        const better = a === "recovery" ? s >= want && s < best : s <= want && s > best;
        if (better) best = s;
      }
      left -= (costOf(costColumn(a), best) ?? 0) - base;
      slot[a] = best;
    });
    return { name, ...slot };
  });

/** Options a head might set. */
export const optionsArb: fc.Arbitrary<BlitzMatchOptionsInput> = fc.record(
  {
    rounds: fc.integer({ min: 1, max: 12 }),
    advantageBonus: fc.integer({ min: 0, max: 3 }),
    buffer: fc.constantFrom("subtract" as const, "threshold" as const),
    finish: fc.constantFrom(
      "pinfall" as const,
      "submission" as const,
      "count-out" as const,
      "disqualification" as const,
    ),
    teamWork: fc.constantFrom([], ["teamWork" as const]),
    multiSlot: fc.constantFrom("leader" as const, "pairs" as const),
    elimination: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** Valid configurations: two slots mostly, sometimes up to five, with legal strategies. */
export const configArb: fc.Arbitrary<BlitzMatchConfig> = fc
  .record({
    slots: fc.oneof(
      { weight: 4, arbitrary: fc.array(slotArb, { minLength: 2, maxLength: 2 }) },
      fc.array(slotArb, { minLength: 3, maxLength: 5 }),
    ),
    options: optionsArb,
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
  })
  .map(({ slots, options, seed }) => {
    const rng = createRng(seed);
    const rounds = options.rounds ?? 7;
    return {
      sides: slots.map((slot, i) => ({ id: `s${i}`, slot, strategy: randomStrategy(slot, rounds, rng) })),
      options,
    };
  });
