#!/usr/bin/env node
// Small modules: no source file under packages/*/src, and no module or component of the docs site
// (`.ts`, `.mts`, `.mjs`, `.vue` under docs/, a component counted whole: script, template and style), is
// longer than MAX_LINES lines, tests aside (`*.test.ts`, `*.test-d.ts`) and the docs' build output. A pure data table may be longer: it is named in ALLOWED with the
// reason, and an entry that no longer needs its place (the file is gone or fits) fails too, so the
// list never outlives its tables. Part of `lint`; reads the files and nothing else.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

// The repository root, or another tree with the same layout (the script's own test uses one).
const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".."));

/** The most lines a module may have. */
const MAX_LINES = 400;

/** Data tables that may be longer, each with why (paths from the root, with forward slashes). */
const ALLOWED = {
  "packages/superdice/src/data/tierList.ts":
    "the measured tier list, one row per power, written by packages/superdice/scripts/tierList.ts",
};

/** Folders that hold no source of ours: dependencies and the docs site's build output and cache. */
const SKIPPED = new Set(["node_modules", "docs/.vitepress/cache", "docs/.vitepress/dist"]);

/** Source files under `dir`, tests aside (`.vue` components too when `vue` is set). */
function sources(dir, vue = false) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    const where = relative(root, full).split(sep).join("/");
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !SKIPPED.has(where)) found.push(...sources(full, vue));
    } else if (
      (/\.(tsx?|mts|cts|mjs)$/.test(entry.name) || (vue && entry.name.endsWith(".vue"))) &&
      !/\.(test|test-d|d)\.[mc]?tsx?$/.test(entry.name)
    )
      found.push(full);
  }
  return found;
}

/** Lines as `wc -l` counts them, plus a last line that has no newline. */
function lineCount(text) {
  const newlines = text.split("\n").length - 1;
  return text.length > 0 && !text.endsWith("\n") ? newlines + 1 : newlines;
}

const packages = existsSync(join(root, "packages")) ? readdirSync(join(root, "packages")) : [];
const files = packages
  .map((p) => join(root, "packages", p, "src"))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => sources(dir));
if (existsSync(join(root, "docs"))) files.push(...sources(join(root, "docs"), true));

const problems = [];
const seen = new Set();
for (const file of files) {
  const path = relative(root, file).split(sep).join("/");
  const lines = lineCount(readFileSync(file, "utf8"));
  if (lines <= MAX_LINES) continue;
  if (path in ALLOWED) {
    seen.add(path);
    continue;
  }
  problems.push(
    `${path}: ${lines} lines, more than ${MAX_LINES} (split it into modules named for what they do)`,
  );
}
for (const path of Object.keys(ALLOWED))
  if (!seen.has(path))
    problems.push(
      `${path}: allowed to exceed ${MAX_LINES} lines as a data table, but it is gone or fits now (remove it from ALLOWED)`,
    );

if (problems.length > 0) {
  console.error(`Files over ${MAX_LINES} lines:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check-file-size: ${files.length} modules and components, none over ${MAX_LINES} lines (allowed data tables: ${seen.size}).`,
);
