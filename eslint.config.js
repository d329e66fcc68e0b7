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
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "off",
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
);
