#!/usr/bin/env node
// Builds the API reference (docs/api) with TypeDoc, unless the sources it is made from did not
// change since the last build: a hash of typedoc.json, the TypeDoc plugin, the installed TypeDoc
// versions and every package source file (tests left out) is kept in docs/api/.stamp.
// `--force` rebuilds anyway.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const out = join(root, "docs", "api");
const stampFile = join(out, ".stamp");

/** Every file under `dir` whose name passes `keep`, sorted. */
function files(dir, keep) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "dist") found.push(...files(full, keep));
    } else if (keep(entry.name)) found.push(full);
  }
  return found.sort();
}

const version = (name) => {
  const file = join(root, "node_modules", name, "package.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).version : "none";
};

const inputs = [
  join(root, "typedoc.json"),
  join(root, "tsconfig.json"),
  join(root, "tsconfig.base.json"),
  ...files(join(root, "docs", ".vitepress", "typedoc"), (n) => n.endsWith(".mjs")),
  ...files(join(root, "packages"), (n) => /\.(ts|json)$/.test(n) && !/\.(test|bench)\.ts$/.test(n)),
];
const hash = createHash("sha256");
for (const name of ["typedoc", "typedoc-plugin-markdown", "typedoc-vitepress-theme"])
  hash.update(`${name}@${version(name)}\n`);
for (const file of inputs) {
  hash.update(`${relative(root, file)}\n`);
  hash.update(readFileSync(file));
}
const stamp = hash.digest("hex");

const force = process.argv.includes("--force");
if (!force && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === stamp) {
  console.log("docs:api: the API reference in docs/api is up to date (sources unchanged); not rebuilt.");
  process.exit(0);
}
const started = Date.now();
const result = spawnSync(process.execPath, [join(root, "node_modules", "typedoc", "bin", "typedoc")], {
  cwd: root,
  stdio: "inherit",
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, `${stamp}\n`);
console.log(`docs:api: API reference built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
