import { configDefaults, defineConfig } from "vitest/config";
import root from "../vitest.config.ts";

// The root test setup, narrowed to the tests of the package `pnpm mutate` is measuring
// (scripts/mutate.mjs sets RINGSIDE_MUTATE), without its long-running suites: conformance runs,
// fuzzing, random-match properties, bot strength and fast-path equivalence replay thousands of
// matches and would make every mutant cost tens of seconds on a shared machine. A mutant in a
// rule module must be killed by a test that states the rule (its unit test, the rules and
// samples tests), not by a random match that happens to change.
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

export default defineConfig((env) => {
  const base = root(env);
  return {
    ...base,
    test: {
      ...base.test,
      include: [`packages/${pkg}/test/**/*.test.ts`, `packages/${pkg}/src/**/*.test.ts`],
      exclude: [
        ...configDefaults.exclude,
        `packages/${pkg}/**/{${slow.filter((name) => !(kept[pkg] ?? []).includes(name)).join(",")}}.test.ts`,
        ...(wholeMatches[pkg] ?? []).map((glob) => `packages/${pkg}/${glob}`),
      ],
    },
  };
});
