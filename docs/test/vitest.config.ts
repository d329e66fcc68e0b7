import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The browser tests of the built docs site (run after `docs:build`): a global setup serves
 * docs/.vitepress/dist on a loopback port, and each test file drives Debian's Chromium through
 * playwright-core (see docs/test/README.md). Files run one at a time: each starts its own browser.
 */
export default defineConfig({
  root,
  resolve: {
    alias: [{ find: /^@ringside\/([a-z]+)$/, replacement: `${root}packages/$1/src/index.ts` }],
  },
  test: {
    include: ["docs/test/**/*.test.ts"],
    globalSetup: ["docs/test/globalSetup.ts"],
    fileParallelism: false,
    maxConcurrency: 4,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
