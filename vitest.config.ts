import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/** One root run covers every package; `@ringside/*` resolves to the package sources. */
export default defineConfig({
  resolve: {
    alias: [{ find: /^@ringside\/([a-z]+)$/, replacement: `${root}packages/$1/src/index.ts` }],
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "scripts/test/**/*.test.ts"],
    benchmark: { include: ["packages/*/bench/**/*.bench.ts"] },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
