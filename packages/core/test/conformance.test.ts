import fc from "fast-check";
import { it } from "vitest";
import { conformance } from "@ringside/core/testkit";
import { armWrestling } from "./fixtures/armWrestling.js";

// The kit's self-test: the toy game keeps every promise of the engine shape.
for (const check of conformance({
  game: armWrestling,
  configs: fc.record({ limit: fc.integer({ min: 1, max: 60 }) }),
  hidden: (state, viewer) => (viewer === null ? [{ grip: state.grip.a }] : []),
})) {
  it(check.name, check.run);
}
