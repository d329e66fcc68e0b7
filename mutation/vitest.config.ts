import { statSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import root from "../vitest.config.ts";

// The root test setup, narrowed to the tests of the package `pnpm mutate` is measuring
// (scripts/mutate.mjs sets RINGSIDE_MUTATE), without its long-running suites: conformance runs,
// fuzzing, random-match properties, bot strength (Super Dice's tier-list freshness match-ups) and
// fast-path equivalence (Super Dice's action tally and structural sharing) replay thousands of
// matches and would make every mutant cost tens of seconds on a shared machine. A mutant in a rule
// module must be killed by a test that states the rule (its unit test, the rules and samples
// tests), not by a random match that happens to change.
const pkg = process.env.RINGSIDE_MUTATE ?? "core";
const slow = [
  "conformance*",
  "rumbleConformance",
  "fuzz",
  "loaderFuzz",
  "properties",
  "bots",
  "botStrength",
  "strength",
  "*.strength",
  "fast",
  "fastpath",
  "fastMatch",
  "solve",
  "simulateInWorkers",
  "tierList",
  "actionTally",
  "share",
];

// Core's conformance test is no game's long run: it is the testkit's self-test on a toy game (about
// a second), and the only test of most of `src/testkit/**`, which `pnpm mutate core` mutates.
const kept: Partial<Record<string, readonly string[]>> = { core: ["conformance*"] };

// Per package, whole test files that only play bots through whole matches (the bots are not
// mutated): RingMaster's bot tests, its hidden-information views and its match snapshot. The random
// whole matches inside mixed files skip themselves when RINGSIDE_MUTATE is set.
const wholeMatches: Partial<Record<string, readonly string[]>> = {
  ringmaster: ["src/bots/**/*.test.ts", "test/hiddenInfo.test.ts", "test/snapshot.test.ts"],
};

/**
 * Cheap tests first: Stryker stops a mutant's run at its first failing test, and vitest's own order
 * (longest and largest files first) would play the long match tests before the unit test beside
 * the mutated module. So: the unit tests under `src/` first, then the rest, smaller files first.
 */
class CheapFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number =>
      (file.moduleId.includes(`/packages/${pkg}/src/`) ? 0 : 1e9) + statSync(file.moduleId).size;
    return Promise.resolve([...files].sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig((env) => {
  const base = root(env);
  return {
    ...base,
    test: {
      ...base.test,
      sequence: { ...base.test?.sequence, sequencer: CheapFirst },
      include: [`packages/${pkg}/test/**/*.test.ts`, `packages/${pkg}/src/**/*.test.ts`],
      exclude: [
        ...configDefaults.exclude,
        `packages/${pkg}/**/{${slow.filter((name) => !(kept[pkg] ?? []).includes(name)).join(",")}}.test.ts`,
        ...(wholeMatches[pkg] ?? []).map((glob) => `packages/${pkg}/${glob}`),
      ],
    },
  };
});
