import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "docs/.vitepress/cache/**",
      "docs/.vitepress/dist/**",
      "docs/api/**",
      ".pack/**",
      ".tmp/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // Type-aware rules (floating promises, unnecessary assertions, unsafe `any`, ...). One program,
  // the root tsconfig: its `paths` resolve the workspace packages to their sources, which the
  // per-package tsconfigs cannot do before a build.
  ...tseslint.configs.recommendedTypeCheckedOnly,
  {
    languageOptions: {
      parserOptions: { project: ["./tsconfig.json"], tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // A `!` is a claim the compiler cannot check: narrow with a real check, or keep it with an
      // `eslint-disable-next-line ... -- <reason>` that says why it always holds (CONTRIBUTING).
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-deprecated": "error",
      // `this: void` marks a method that is safe to pass around unbound (unbound-method reads it).
      "@typescript-eslint/no-invalid-void-type": ["error", { allowAsThisParameter: true }],
      // Problem messages quote untrusted values with String() on purpose (describe() for objects).
      "@typescript-eslint/no-base-to-string": "off",
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports." },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: "Use the seeded dice from @ringside/core, never Math.random.",
        },
        {
          selector: "CallExpression[callee.object.name='v'][callee.property.name='record']",
          message:
            "valibot's record silently drops `constructor` and `prototype` keys: use ownRecord from @ringside/core.",
        },
        {
          selector: "CallExpression[callee.object.name='v'][callee.property.name='tuple']",
          message: "valibot's tuple silently cuts extra items: use v.strictTuple (extra items are problems).",
        },
      ],
    },
  },
  {
    // Tests: a `!` on a value that is missing throws, which fails the test (the point of it), and
    // vitest's asymmetric matchers (`expect.any`, `expect.stringContaining`) are typed `any`.
    // Tests pass game functions as values (`game.loadState`): games are closures, not classes.
    files: [
      "**/*.test.ts",
      "**/*.test-d.ts",
      "packages/*/test/**/*.ts",
      "docs/test/**/*.ts",
      "scripts/test/**/*.ts",
    ],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    // Benchmarks and measuring scripts, like tests, stop with an error on a missing value: a `!`
    // there cannot let a wrong figure through.
    files: ["bench/**/*.ts", "packages/*/bench/**/*.ts", "packages/*/scripts/**/*.ts", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },

  {
    // Engines run in browsers too: Node's modules only in a package's `src/node/` entry.
    files: ["packages/*/src/**/*.ts"],
    // A Node command line and tests may use Node; library sources run in browsers too.
    ignores: ["packages/*/src/node/**", "packages/cli/**", "packages/*/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*"],
              message:
                "Package sources run in browsers: Node's modules belong in the package's src/node/ entry.",
            },
          ],
        },
      ],
    },
  },
  {
    // Config files and docs sidebars are read by tools that expect a default export.
    files: [
      "**/*.config.ts",
      "**/*.config.js",
      "**/*.config.mjs",
      "docs/**/sidebar.ts",
      "docs/.vitepress/**/*.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "mutation/**/*.mjs", "*.config.mjs", "**/*.js"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
      },
    },
  },
  {
    // Outside the root tsconfig (build configs, scripts run by tsx, plain JavaScript): no types.
    files: ["**/*.js", "**/*.mjs", "**/tsup.config.ts", "mutation/**/*.ts", "packages/*/scripts/**"],
    ...tseslint.configs.disableTypeChecked,
  },
);
