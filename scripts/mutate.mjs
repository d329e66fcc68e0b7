#!/usr/bin/env node
// `pnpm mutate [package] [stryker options…]`: mutation testing of one package's rule modules
// (core: all of core but its worker plumbing) against that package's own tests, incrementally.
// Run one package at a time; it is not part of CI. Results: .tmp/mutation/<package>.report.json.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { targets } from "../mutation/targets.mjs";

const root = resolve(import.meta.dirname, "..");
const [pkg = "core", ...rest] = process.argv.slice(2);
if (!(pkg in targets)) {
  console.error(`pnpm mutate: unknown package "${pkg}"; one of ${Object.keys(targets).join(", ")}`);
  process.exit(2);
}
mkdirSync(join(root, ".tmp", "mutation"), { recursive: true });
const stryker = join(root, "node_modules", "@stryker-mutator", "core", "bin", "stryker.js");
const result = spawnSync(process.execPath, [stryker, "run", "stryker.config.mjs", ...rest], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, RINGSIDE_MUTATE: pkg },
});
process.exit(result.status ?? 1);
