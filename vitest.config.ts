import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * One root run covers every package. Tests resolve `@ringside/*` to the package sources;
 * benchmarks (`vitest bench`, mode "benchmark") measure the built packages, loaded natively by
 * Node as users get them, so run `pnpm build` first (`pnpm bench` does).
 */
export default defineConfig(({ mode }) => ({
  resolve: {
    alias: [
      {
        find: /^@ringside\/core\/node$/,
        replacement:
          mode === "benchmark"
            ? `${root}packages/core/dist/node.js`
            : `${root}packages/core/src/node/index.ts`,
      },
      {
        find: /^@ringside\/([a-z]+)\/([a-z]+)$/,
        replacement: mode === "benchmark" ? `${root}packages/$1/dist/$2.js` : `${root}packages/$1/src/$2.ts`,
      },
      {
        find: /^@ringside\/([a-z]+)$/,
        replacement:
          mode === "benchmark" ? `${root}packages/$1/dist/index.js` : `${root}packages/$1/src/index.ts`,
      },
    ],
  },
  test: {
    include: [
      "packages/*/test/**/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "bench/*/src/**/*.test.ts",
      "scripts/test/**/*.test.ts",
    ],
    // Type tests (`*.test-d.ts`): `expectTypeOf` assertions and `@ts-expect-error` lines, checked by
    // tsc over those files and what they import; a type test that no longer holds fails the run.
    // `pnpm test:unit` (CI) runs them with `--typecheck`; a plain `vitest run` skips them (about 15 s
    // of CPU on every run otherwise).
    typecheck: {
      include: ["packages/*/test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.typetests.json",
    },
    benchmark: { include: ["packages/*/bench/**/*.bench.ts", "bench/*/*.bench.ts"] },
    server: { deps: { external: [/\/packages\/[a-z]+\/dist\//] } },
    // The packages keep no module-level mutable state, so test files share their workers' module
    // graph instead of re-importing it per file (about 40% off the suite's wall time); a test that
    // leaked state into another file would show up as an order-dependent failure.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));
