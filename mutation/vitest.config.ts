import { defineConfig } from "vitest/config";
import root from "../vitest.config.ts";

// The root test setup, narrowed to the tests of the package `pnpm mutate` is measuring
// (scripts/mutate.mjs sets RINGSIDE_MUTATE).
const pkg = process.env.RINGSIDE_MUTATE ?? "core";

export default defineConfig((env) => {
  const base = root(env);
  return {
    ...base,
    test: {
      ...base.test,
      include: [`packages/${pkg}/test/**/*.test.ts`, `packages/${pkg}/src/**/*.test.ts`],
    },
  };
});
