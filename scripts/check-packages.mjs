#!/usr/bin/env node
// Packaging checks, run by the test command after the build:
//   1. pack every package with pnpm (workspace: versions become real ranges);
//   2. publint (strict) on each packed tarball's contents;
//   3. are-the-types-wrong (esm-only profile) on each tarball;
//   4. smoke test: install the tarballs into a temporary project and import them from plain Node ESM;
//   5. tree-shaking: a one-line import of one dice helper bundles small, with no deck or engine code;
//   6. size budgets: each package entry, bundled with the core parts it uses, within its budget.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { publint } from "publint";
import { formatMessage } from "publint/utils";

const root = resolve(import.meta.dirname, "..");
const work = join(root, ".pack");
const failures = [];
let checks = 0;

function pass(name) {
  checks++;
  console.log(`  ok   ${name}`);
}
function fail(name, detail) {
  checks++;
  failures.push(name);
  console.log(`  FAIL ${name}\n${String(detail).replace(/^/gm, "       ")}`);
}
function run(cmd, args, cwd = root) {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}
function pnpm(args, cwd) {
  const execPath = process.env.npm_execpath;
  if (execPath !== undefined && /pnpm/.test(execPath)) return run(process.execPath, [execPath, ...args], cwd);
  return run("npx", ["--yes", "pnpm@10.34.8", ...args], cwd);
}

const packages = readdirSync(join(root, "packages"))
  .filter((dir) => existsSync(join(root, "packages", dir, "package.json")))
  .map((dir) => {
    const pkgDir = join(root, "packages", dir);
    return { dir, pkgDir, manifest: JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")) };
  });

rmSync(work, { recursive: true, force: true });
mkdirSync(join(work, "tarballs"), { recursive: true });

console.log("Packing");
for (const p of packages) {
  if (!existsSync(join(p.pkgDir, "dist", "index.js"))) {
    fail(`${p.manifest.name} is built`, "dist/index.js is missing: run the build first");
    continue;
  }
  pnpm(["pack", "--pack-destination", join(work, "tarballs")], p.pkgDir);
  const base = p.manifest.name.replace("@", "").replace("/", "-");
  p.tarball = join(work, "tarballs", `${base}-${p.manifest.version}.tgz`);
  p.unpacked = join(work, "unpacked", p.dir);
  mkdirSync(p.unpacked, { recursive: true });
  run("tar", ["-xzf", p.tarball, "-C", p.unpacked]);
  const packedManifest = JSON.parse(readFileSync(join(p.unpacked, "package", "package.json"), "utf8"));
  const deps = JSON.stringify(packedManifest.dependencies ?? {});
  if (deps.includes("workspace:")) fail(`${p.manifest.name} tarball has no workspace: ranges`, deps);
  else pass(`${p.manifest.name} packed (${p.tarball.split("/").at(-1)})`);
}

console.log("publint (strict) on the packed contents");
for (const p of packages.filter((q) => q.unpacked)) {
  const pkgDir = join(p.unpacked, "package");
  const { messages, pkg } = await publint({ pkgDir, pack: false, strict: true, level: "suggestion" });
  if (messages.length === 0) pass(`publint ${p.manifest.name}`);
  else
    fail(
      `publint ${p.manifest.name}`,
      messages.map((m) => formatMessage(m, pkg, { color: false })).join("\n"),
    );
}

console.log("are-the-types-wrong (esm-only) on the tarballs");
for (const p of packages.filter((q) => q.tarball)) {
  try {
    run(join(root, "node_modules", ".bin", "attw"), [
      p.tarball,
      "--profile",
      "esm-only",
      "--format",
      "ascii",
      "--no-color",
    ]);
    pass(`attw ${p.manifest.name}`);
  } catch (e) {
    fail(`attw ${p.manifest.name}`, `${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}

console.log("Smoke test: install the tarballs and import them from plain Node ESM");
const smoke = join(work, "smoke");
mkdirSync(smoke, { recursive: true });
writeFileSync(join(smoke, "package.json"), JSON.stringify({ name: "smoke", private: true, type: "module" }));
const tarballs = packages.filter((q) => q.tarball).map((q) => q.tarball);
try {
  run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...tarballs],
    smoke,
  );
  const imports = packages
    .filter((q) => q.tarball)
    .map(
      (q, i) =>
        `import * as m${i} from "${q.manifest.name}";\nif (Object.keys(m${i}).length === 0) throw new Error("${q.manifest.name} exports nothing");`,
    )
    .join("\n");
  writeFileSync(
    join(smoke, "smoke.mjs"),
    `${imports}
import { d6, seededDice, rollDice, createDeck, drawCards, RingsideError } from "@ringside/core";
const a = Array.from({ length: 5 }, ((dice) => () => d6(dice))(seededDice(1)));
const b = Array.from({ length: 5 }, ((dice) => () => d6(dice))(seededDice(1)));
if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error("seeded dice differ");
if (rollDice(seededDice(2), "3d6").faces.length !== 3) throw new Error("rollDice");
if (drawCards(createDeck([1, 2, 3], seededDice(3)), 2, seededDice(4)).cards.length !== 2) throw new Error("deck");
try { rollDice(seededDice(1), "nonsense"); throw new Error("no error"); } catch (e) { if (!(e instanceof RingsideError)) throw e; }
const { simulateInWorkers, defineSimulationTask } = await import("@ringside/core/node");
if (typeof simulateInWorkers !== "function" || typeof defineSimulationTask !== "function") throw new Error("@ringside/core/node");
console.log("smoke ok", a.join(","));
`,
  );
  const out = run(process.execPath, ["smoke.mjs"], smoke);
  pass(`plain Node ESM imports of ${tarballs.length} packages (${out.trim()})`);
} catch (e) {
  fail("smoke test", `${e.stdout ?? ""}${e.stderr ?? ""}${e.message}`);
}

async function bundleSize(contents, name, platform = "neutral") {
  const result = await build({
    stdin: { contents, resolveDir: smoke, loader: "js", sourcefile: `${name}.mjs` },
    bundle: true,
    minify: true,
    format: "esm",
    // A command-line package (one with a `bin`) runs on Node and is measured as Node bundles it.
    platform,
    mainFields: ["module", "main"],
    // Node's own modules (used by entries such as @ringside/core/node) are not bundled.
    external: ["node:*"],
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text;
  return { code, min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

console.log("Tree-shaking: one dice helper from @ringside/core");
try {
  const { code, gzip, min } = await bundleSize(
    `import { d6 } from "@ringside/core";\nexport const roll = d6;`,
    "one-helper",
  );
  const budget = 1536;
  const leaks = [
    "drawPile",
    "reshuffles",
    "did not end",
    "verifySample",
    "SAMPLE",
    "keepOut",
    "histogram",
  ].filter((marker) => code.includes(marker));
  if (gzip > budget) fail("one dice helper within 1.5 KB min+gzip", `${gzip} B gzip (${min} B min)`);
  else if (leaks.length > 0)
    fail("one dice helper bundles no deck or engine code", `found: ${leaks.join(", ")}`);
  else pass(`one dice helper: ${gzip} B min+gzip (${min} B min), no deck or engine code`);
  const seeded = await bundleSize(
    `import { d6, seededDice } from "@ringside/core";\nexport const roll = (s) => d6(seededDice(s));`,
    "seeded-d6",
  );
  const seededLeaks = ["drawPile", "verifySample", "histogram"].filter((m) => seeded.code.includes(m));
  // Seeded dice carry their argument checks (a bad seed or span is an error, never a hang): 2 KB.
  if (seeded.gzip > 2048) fail("seeded d6 within 2 KB min+gzip", `${seeded.gzip} B gzip`);
  else if (seededLeaks.length > 0) fail("seeded d6 bundles no deck or engine code", seededLeaks.join(", "));
  else pass(`seeded d6 with its RNG: ${seeded.gzip} B min+gzip (${seeded.min} B min)`);
  const neutral = await bundleSize(`export * from "@ringside/core";`, "core-neutral");
  const nodeOnly = ["node:", "worker_threads"].filter((m) => neutral.code.includes(m));
  if (nodeOnly.length > 0)
    fail("@ringside/core imports nothing of Node (runs in browsers)", nodeOnly.join(", "));
  else pass("@ringside/core imports nothing of Node (runs in browsers)");
} catch (e) {
  fail("tree-shaking bundle", e.message);
}

console.log("Size budgets (package entry with the core parts it uses, min+gzip)");
for (const p of packages.filter((q) => q.tarball)) {
  const budgetFile = join(p.pkgDir, "size-budget.json");
  if (!existsSync(budgetFile)) {
    fail(`${p.manifest.name} has a size budget`, "packages/<pkg>/size-budget.json is missing");
    continue;
  }
  const budget = JSON.parse(readFileSync(budgetFile, "utf8"));
  const entries = { ".": budget.maxGzipBytes, ...(budget.entries ?? {}) };
  // Every JavaScript entry the package exports has its own budget (`./engine` included).
  const unbudgeted = Object.keys(p.manifest.exports ?? {}).filter(
    (e) => e !== "./package.json" && !e.includes("*") && !(e in entries),
  );
  if (unbudgeted.length > 0)
    fail(`${p.manifest.name}: every entry has a size budget`, `no budget for ${unbudgeted.join(", ")}`);
  for (const [entry, max] of Object.entries(entries)) {
    const spec = entry === "." ? p.manifest.name : `${p.manifest.name}/${entry.replace(/^\.\//, "")}`;
    try {
      const platform = p.manifest.bin === undefined ? "neutral" : "node";
      const { gzip, min } = await bundleSize(`export * from "${spec}";`, p.dir, platform);
      const line = `${spec}: ${gzip} B min+gzip (${min} B min), budget ${max} B`;
      if (typeof max !== "number" || gzip > max) fail(line, "over budget");
      else pass(line);
    } catch (e) {
      fail(`bundle ${spec}`, e.message);
    }
  }
}

console.log(`\n${checks - failures.length} passed, ${failures.length} failed`);
if (failures.length > 0) process.exit(1);
