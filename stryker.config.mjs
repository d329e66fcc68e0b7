// StrykerJS configuration for `pnpm mutate <package>` (scripts/mutate.mjs sets RINGSIDE_MUTATE).
// Not part of CI: see CONTRIBUTING.md, "Mutation testing".
import { targets } from "./mutation/targets.mjs";

const pkg = process.env.RINGSIDE_MUTATE ?? "core";
const mutate = targets[pkg];
if (mutate === undefined)
  throw new Error(`unknown package "${pkg}"; one of ${Object.keys(targets).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "mutation/vitest.config.ts", related: false },
  coverageAnalysis: "perTest",
  mutate: [...mutate],
  // Only what the package's tests need goes into the sandbox.
  ignorePatterns: [
    "/*",
    "!/package.json",
    "!/tsconfig*.json",
    "!/vitest.config.ts",
    "!/mutation",
    "!/packages",
    "/packages/*",
    "!/packages/core",
    `!/packages/${pkg}`,
    "dist",
    "bench",
  ],
  concurrency: 1,
  incremental: true,
  incrementalFile: `.tmp/mutation/${pkg}.incremental.json`,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: `.tmp/mutation/${pkg}.report.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: ".tmp/stryker",
  cleanTempDir: true,
  timeoutMS: 20_000,
  timeoutFactor: 2,
};
