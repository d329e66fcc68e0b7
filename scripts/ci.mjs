#!/usr/bin/env node
// The whole CI suite, step by step, stopping at the first failure. Prints one closing line
// "ringside: N passed, N failed" counting every test and check that ran.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const reports = join(root, ".tmp", "ci");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const execPath = process.env.npm_execpath;
const pnpm =
  execPath !== undefined && /pnpm/.test(execPath)
    ? [process.execPath, execPath]
    : ["npx", "--yes", "pnpm@10.34.8"];

const vitestReport = (name) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];
const steps = [
  { name: "lint" },
  { name: "typecheck" },
  { name: "build" },
  { name: "test:unit", args: vitestReport("unit"), report: "unit" },
  { name: "test:pack", checks: true },
  { name: "docs:build" },
  { name: "test:browser", args: vitestReport("browser"), report: "browser" },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  const [cmd, ...pre] = pnpm;
  const result = spawnSync(cmd, [...pre, "run", step.name, ...(step.args ?? [])], {
    cwd: root,
    stdio: step.checks ? ["inherit", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
  });
  if (step.checks && result.stdout) {
    process.stdout.write(result.stdout);
    const m = /^(\d+) passed, (\d+) failed$/m.exec(result.stdout);
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2]);
    }
  }
  if (step.report) {
    const file = join(reports, `${step.report}.json`);
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, "utf8"));
      passed += json.numPassedTests ?? 0;
      failed += json.numFailedTests ?? 0;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`=== ${step.name} failed after ${seconds} s`);
    if (!step.report && !step.checks) failed++;
    console.log(`\nringside: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  if (!step.report && !step.checks) passed++;
  console.log(`=== ${step.name} ok (${seconds} s)`);
}
console.log(`\nringside: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
