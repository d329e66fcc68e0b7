import { it } from "vitest";
import fc from "fast-check";
import { conformance } from "@ringside/core/testkit";
import { fastmatchRumble, type RumbleConfig } from "@ringside/fastmatch";
import { createRng } from "@ringside/core";
import { randomCharacter } from "./helpers.js";

/** Valid rumbles: 2–8 random entrants, some with target lists, run-ins and cheating. */
const configs = fc
  .record({ seed: fc.integer(), n: fc.integer({ min: 2, max: 8 }), plans: fc.boolean() })
  .map(({ seed, n, plans }): RumbleConfig => {
    const rng = createRng(seed);
    const entrants = Array.from({ length: n }, (_, i) => randomCharacter(rng, `W${i + 1}`));
    if (!plans) return { entrants, maxRounds: 60 };
    return {
      entrants,
      maxRounds: 60,
      plans: {
        W1: { targets: [`W${n}`], cheat: true },
        W2: { runIns: [{ round: 5, target: "W1" }], avoid: ["W1"] },
      },
    };
  });

for (const check of conformance({ game: fastmatchRumble, configs })) it(check.name, check.run);
