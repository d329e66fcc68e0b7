import { it } from "vitest";
import fc from "fast-check";
import { conformance } from "@ringside/core/testkit";
import { fastmatch, type FastMatchConfig, DEFAULT_OPTIONS, facts } from "@ringside/fastmatch";
import { randomConfig } from "./helpers.js";

/** Valid bookings: singles, tag and six-man, random characters and strategies, 1–30 rounds. */
const configs = fc
  .record({
    seed: fc.integer(),
    size: fc.constantFrom(1 as const, 2 as const, 3 as const),
    limit: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ seed, size, limit }) => randomConfig(seed, size, limit) as unknown as FastMatchConfig);

for (const check of conformance({
  game: fastmatch,
  facts,
  defaultOptions: DEFAULT_OPTIONS,
  configs,
  fast: true,
}))
  it(check.name, check.run);
