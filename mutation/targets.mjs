// What `pnpm mutate <package>` mutates: each game's rule modules (plus Super Dice's powers) and
// core. Test files and type-only modules are left out; the package's own tests are the ones run.
/** @type {Record<string, readonly string[]>} */
export const targets = {
  core: [
    "packages/core/src/**/*.ts",
    "!packages/core/src/**/*.test.ts",
    // worker-thread plumbing: its code runs in child threads Stryker cannot instrument
    "!packages/core/src/node/**",
    "!packages/core/src/node.ts",
    "!packages/core/src/index.ts",
    "!packages/core/src/testkit.ts",
  ],
  blitzmatch: ["packages/blitzmatch/src/rules/**/*.ts", "!packages/blitzmatch/src/rules/**/*.test.ts"],
  fastmatch: ["packages/fastmatch/src/rules/**/*.ts", "!packages/fastmatch/src/rules/**/*.test.ts"],
  powerhouses: ["packages/powerhouses/src/rules/**/*.ts", "!packages/powerhouses/src/rules/**/*.test.ts"],
  rasslefest: ["packages/rasslefest/src/rules/**/*.ts", "!packages/rasslefest/src/rules/**/*.test.ts"],
  ringmaster: ["packages/ringmaster/src/rules/**/*.ts", "!packages/ringmaster/src/rules/**/*.test.ts"],
  superdice: [
    "packages/superdice/src/rules/**/*.ts",
    "packages/superdice/src/data/powers/**/*.ts",
    "!packages/superdice/src/**/*.test.ts",
  ],
};
